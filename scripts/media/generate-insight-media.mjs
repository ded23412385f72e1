// Generates the hero illustrations of the three Insights pages into
// public/media/insights/: one picture of each page's idea, a 640 × 480 tile on
// the soft brand gradient, flat shapes in brand indigo and
// teal, ticks, sparkles and skeleton text, no words, so nothing in them needs
// translating. The light tile keeps them legible on the navy hero.
// The owner may replace them with real pictures under the same names and size.
// Run: node scripts/media/generate-insight-media.mjs
import { c, writeMedia } from "./brand.mjs";

// ---- Primitives ------------------------------------------------------------

const r = Math.round;

const rect = (x, y, w, h, rx, fill, extra = "") =>
  `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}"${rx ? ` rx="${rx}"` : ""} fill="${fill}"${extra}/>`;

/** A skeleton text line. */
const bar = (x, y, w, fill = c.b100, h = 12) => rect(x, y, w, h, h / 2, fill);

const circle = (cx, cy, rad, fill, extra = "") =>
  `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(rad)}" fill="${fill}"${extra}/>`;

/** A white tick centred on (x, y); `s` scales it. */
const tick = (x, y, s = 1, colour = "#fff") =>
  `<path d="M${r(x - 8 * s)} ${r(y)}l${r(6 * s)} ${r(6 * s)} ${r(11 * s)}-${r(12 * s)}" fill="none" stroke="${colour}" stroke-width="${r(4 * s)}" stroke-linecap="round" stroke-linejoin="round"/>`;

/** A four-pointed sparkle, the platform's AI mark. */
const sparkle = (x, y, s, fill) =>
  `<path d="M${r(x)} ${r(y - s)}q${r(s * 0.2)} ${r(s * 0.8)} ${r(s)} ${r(s)}q-${r(s * 0.8)} ${r(s * 0.2)}-${r(s)} ${r(s)}q-${r(s * 0.2)}-${r(s * 0.8)}-${r(s)}-${r(s)}q${r(s * 0.8)}-${r(s * 0.2)} ${r(s)}-${r(s)}Z" fill="${fill}"/>`;

/** A person: a coloured disc with a light head and shoulders (as in the product views). */
const avatar = (cx, cy, rad, bg, fg = "#fff") =>
  `${circle(cx, cy, rad, bg)}${circle(cx, cy - rad * 0.2, rad * 0.34, fg, ' fill-opacity=".92"')}<path d="M${r(cx - rad * 0.58)} ${r(cy + rad * 0.62)}a${r(rad * 0.58)} ${r(rad * 0.5)} 0 0 1 ${r(rad * 1.16)} 0" fill="${fg}" fill-opacity=".92"/>`;

/** A person on a white halo, so it stands out from lines and tints behind it. */
const haloAvatar = (cx, cy, rad, bg, halo = 6) =>
  circle(cx, cy, rad + halo, "#fff") + avatar(cx, cy, rad, bg);

/** A small trend arrow, up and to the right, centred on (x, y). */
const trend = (x, y, k, s = 1) =>
  `<path d="m${r(x - 11 * s)} ${r(y + 7 * s)} ${r(8 * s)}-${r(8 * s)} ${r(5 * s)} ${r(5 * s)} ${r(10 * s)}-${r(11 * s)}m-${r(7 * s)} 0h${r(7 * s)}v${r(7 * s)}" fill="none" stroke="${k}" stroke-width="${r(4 * s)}" stroke-linecap="round" stroke-linejoin="round"/>`;

/** A clock face: time saved. */
const clock = (x, y, k, s = 1) =>
  circle(x, y, 11 * s, "none", ` stroke="${k}" stroke-width="${r(4 * s)}"`) +
  `<path d="M${r(x)} ${r(y - 6 * s)}v${r(6 * s)}l${r(5 * s)} ${r(4 * s)}" fill="none" stroke="${k}" stroke-width="${r(3.5 * s)}" stroke-linecap="round" stroke-linejoin="round"/>`;

/** An office building: the organisation. */
function building(x, y, w, h, fill) {
  const cols = 3;
  const rows = Math.max(2, Math.floor((h - 28) / 18));
  const gw = (w - 16 - (cols - 1) * 6) / cols;
  const windows = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      windows.push(
        rect(x + 8 + col * (gw + 6), y + 10 + row * 18, gw, 10, 3, "#fff", ' fill-opacity=".85"'),
      );
    }
  }
  return (
    rect(x, y, w, h, 8, fill) +
    windows.join("") +
    rect(x + w / 2 - 7, y + h - 16, 14, 16, 3, "#fff")
  );
}

/** A floating white chip with an icon: a benefit, a tool. */
const chip = (x, y, w, h, body) => rect(x, y, w, h, r(h / 2), "#fff", ' filter="url(#f)"') + body;

const defs = `<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${c.b50}"/><stop offset="1" stop-color="${c.a100}"/></linearGradient><filter id="f" x="-30%" y="-30%" width="160%" height="190%"><feDropShadow dy="6" stdDeviation="8" flood-color="${c.b900}" flood-opacity=".16"/></filter></defs>`;

/** The tile of the journey illustrations: 640 × 480 on the brand gradient; `body` draws the idea. */
const tile = (body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480" width="640" height="480">${defs}<rect width="640" height="480" rx="32" fill="url(#g)"/>${body}</svg>\n`;

/** A point on a cubic Bézier at t. */
function bezier([p0, p1, p2, p3], t) {
  const u = 1 - t;
  return [0, 1].map(
    (k) => u * u * u * p0[k] + 3 * u * u * t * p1[k] + 3 * u * t * t * p2[k] + t * t * t * p3[k],
  );
}

/** The y of a Bézier (monotonic in x) at a given x, found by bisection. */
function yAt(curve, x) {
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (bezier(curve, mid)[0] < x) lo = mid;
    else hi = mid;
  }
  return bezier(curve, (lo + hi) / 2)[1];
}

const pathOf = ([p0, p1, p2, p3]) =>
  `M${p0.map(r).join(" ")}C${[p1, p2, p3].map((p) => p.map(r).join(" ")).join(" ")}`;

// ---- The adoption gap ------------------------------------------------------

/**
 * What AI can do climbs away from what the workforce uses, and the gap between
 * them widens; a teal bridge of learning steps carries the people across it.
 */
function adoptionGap() {
  const left = 96;
  const right = 552;
  const ai = [
    [left, 344],
    [240, 300],
    [400, 200],
    [right, 118],
  ];
  const use = [
    [left, 366],
    [260, 360],
    [420, 356],
    [right, 352],
  ];
  const xs = Array.from({ length: 41 }, (_, i) => left + ((right - left) * i) / 40);
  // The widening gap: the band between the two curves, in a soft indigo hatch.
  const gap = `M${xs.map((x) => `${r(x)} ${r(yAt(ai, x))}`).join("L")}L${[...xs]
    .reverse()
    .map((x) => `${r(x)} ${r(yAt(use, x))}`)
    .join("L")}Z`;
  // The bridge: a ramp from the usage line up to the capability line, on piers.
  const from = [262, yAt(use, 262)];
  const to = [414, yAt(ai, 414)];
  const rampY = (x) => from[1] + ((to[1] - from[1]) * (x - from[0])) / (to[0] - from[0]);
  const piers = [294, 326, 358, 390]
    .map(
      (x) =>
        `<path d="M${x} ${r(rampY(x))}V${r(yAt(use, x))}" stroke="${c.a700}" stroke-width="5" stroke-linecap="round"/>`,
    )
    .join("");
  const steps = [0.33, 0.66]
    .map((t) => {
      const x = from[0] + (to[0] - from[0]) * t;
      return (
        circle(x, rampY(x), 17, c.a500, ` stroke="#fff" stroke-width="4"`) + tick(x, rampY(x), 0.8)
      );
    })
    .join("");
  const gapMark = 516;
  return tile(
    // The axes.
    `<path d="M${left - 16} 132V404H${right + 24}" fill="none" stroke="${c.b200}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<pattern id="h" width="12" height="12" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><path d="M0 0v12" stroke="${c.b500}" stroke-opacity=".22" stroke-width="5"/></pattern>` +
      `<path d="${gap}" fill="${c.b100}"/><path d="${gap}" fill="url(#h)"/>` +
      // How wide the gap has grown, marked at the right.
      `<path d="M${gapMark} ${r(yAt(ai, gapMark) + 16)}V${r(yAt(use, gapMark) - 16)}" stroke="${c.b500}" stroke-width="4"/>` +
      `<path d="m${gapMark - 9} ${r(yAt(ai, gapMark) + 24)} 9-10 9 10M${gapMark - 9} ${r(yAt(use, gapMark) - 24)}l9 10 9-10" fill="none" stroke="${c.b500}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>` +
      // The two curves: AI's capability in indigo, the workforce's use in teal.
      `<path d="${pathOf(use)}" fill="none" stroke="${c.a500}" stroke-width="10" stroke-linecap="round"/>` +
      `<path d="${pathOf(ai)}" fill="none" stroke="${c.b600}" stroke-width="10" stroke-linecap="round"/>` +
      // The bridge.
      piers +
      `<path d="M${r(from[0])} ${r(from[1])}L${r(to[0])} ${r(to[1])}" stroke="${c.a500}" stroke-width="14" stroke-linecap="round"/>` +
      steps +
      haloAvatar(from[0] - 4, from[1] - 2, 22, c.a700, 5) +
      haloAvatar(to[0], to[1], 24, c.a500, 5) +
      // Where AI is heading: the AI mark at the top of its curve.
      circle(right, 118, 30, c.b600, ` stroke="#fff" stroke-width="6"`) +
      sparkle(right, 118, 15, "#fff") +
      // A legend without words: the AI mark and a person, each with its line.
      chip(
        104,
        60,
        212,
        44,
        circle(126, 82, 14, c.b600) + sparkle(126, 82, 8, "#fff") + bar(150, 76, 140, c.b600),
      ) +
      chip(104, 116, 180, 44, avatar(126, 138, 14, c.a500) + bar(150, 132, 108, c.a500)),
  );
}

// ---- The people-centric transformation -------------------------------------

/**
 * A team at the centre, inside the turning arrows of a change; around them
 * colleagues and the AI tools they use, all connected to the centre and to each
 * other.
 */
function peopleCentric() {
  const cx = 320;
  const cy = 244;
  const rx = 226;
  const ry = 164;
  const at = (deg) => {
    const a = (deg * Math.PI) / 180;
    return [cx + Math.cos(a) * rx, cy + Math.sin(a) * ry];
  };
  const nodes = [
    { deg: -90, kind: "person", fill: c.b500 },
    { deg: -30, kind: "tool", icon: (x, y) => sparkle(x, y, 13, c.b600) },
    { deg: 30, kind: "person", fill: c.a700 },
    { deg: 90, kind: "person", fill: c.b600 },
    { deg: 150, kind: "tool", icon: (x, y) => trend(x, y, c.a700) },
    { deg: 210, kind: "person", fill: c.a500 },
  ].map((node) => ({ ...node, at: at(node.deg) }));
  // The orbit that links everyone, and the spokes from each to the centre.
  const orbit = `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="${c.b200}" stroke-width="5" stroke-linecap="round" stroke-dasharray="2 16"/>`;
  const spokes = nodes
    .map(
      ({ at: [x, y], kind }) =>
        `<path d="M${cx} ${cy}L${r(x)} ${r(y)}" stroke="${kind === "person" ? c.b200 : c.a500}" stroke-width="5" stroke-linecap="round"${kind === "tool" ? ' stroke-dasharray="2 12"' : ""}/>`,
    )
    .join("");
  // The change: two arrows turning around the centre.
  const R = 112;
  const arc = (a0, a1) => {
    const p = (a) => [
      cx + Math.cos((a * Math.PI) / 180) * R,
      cy + Math.sin((a * Math.PI) / 180) * R,
    ];
    const [x0, y0] = p(a0);
    const [x1, y1] = p(a1);
    // The arrowhead at the end, pointing along the turn (clockwise).
    const t = ((a1 + 90) * Math.PI) / 180;
    const n = (a1 * Math.PI) / 180;
    const tip = [x1 + Math.cos(t) * 12, y1 + Math.sin(t) * 12];
    const w1 = [x1 + Math.cos(n) * 13, y1 + Math.sin(n) * 13];
    const w2 = [x1 - Math.cos(n) * 13, y1 - Math.sin(n) * 13];
    return (
      `<path d="M${r(x0)} ${r(y0)}A${R} ${R} 0 0 1 ${r(x1)} ${r(y1)}" fill="none" stroke="${c.a500}" stroke-width="12" stroke-linecap="round"/>` +
      `<path d="M${r(w1[0])} ${r(w1[1])}L${r(tip[0])} ${r(tip[1])}L${r(w2[0])} ${r(w2[1])}Z" fill="${c.a500}" stroke="${c.a500}" stroke-width="6" stroke-linejoin="round"/>`
    );
  };
  const change = arc(-170, -62) + arc(10, 118);
  const outer = nodes
    .map(({ at: [x, y], kind, fill, icon }) =>
      kind === "person"
        ? haloAvatar(x, y, 30, fill, 6)
        : rect(x - 30, y - 30, 60, 60, 18, "#fff", ' filter="url(#f)"') +
          rect(x - 30, y - 30, 60, 60, 18, "none", ` stroke="${c.b100}" stroke-width="2"`) +
          icon(x, y),
    )
    .join("");
  // The team at the centre: three people on one white disc.
  const centre =
    circle(cx, cy, 80, "#fff", ' filter="url(#f)"') +
    haloAvatar(cx - 30, cy + 20, 29, c.b500, 4) +
    haloAvatar(cx + 30, cy + 20, 29, c.a500, 4) +
    haloAvatar(cx, cy - 26, 31, c.b600, 4);
  return tile(`${orbit}${spokes}${change}${outer}${centre}`);
}

// ---- Why AI is important ---------------------------------------------------

/**
 * Benefits radiating outwards: from one person to the team around them, to the
 * whole organisation, in widening rings, with a benefit on each.
 */
function whyAiImportant() {
  const cx = 320;
  const cy = 480;
  const arcBand = (rad, fill) =>
    `<path d="M${cx - rad} ${cy}A${rad} ${rad} 0 0 1 ${cx + rad} ${cy}Z" fill="${fill}"/>`;
  const ring = (rad) =>
    `<path d="M${cx - rad} ${cy}A${rad} ${rad} 0 0 1 ${cx + rad} ${cy}" fill="none" stroke="#fff" stroke-width="4" stroke-dasharray="2 14" stroke-linecap="round"/>`;
  const on = (rad, deg) => {
    const a = (deg * Math.PI) / 180;
    return [cx + Math.cos(a) * rad, cy - Math.sin(a) * rad];
  };
  // Three rings: the person, the team, the organisation.
  const bands = arcBand(372, c.b100) + arcBand(262, c.b200) + arcBand(150, c.b500);
  const rays = [30, 62, 118, 150]
    .map((deg) => {
      const [x0, y0] = on(160, deg);
      const [x1, y1] = on(356, deg);
      return `<path d="M${r(x0)} ${r(y0)}L${r(x1)} ${r(y1)}" stroke="#fff" stroke-opacity=".7" stroke-width="4" stroke-linecap="round" stroke-dasharray="2 14"/>`;
    })
    .join("");
  const team = [
    [52, c.b600],
    [90, c.a500],
    [128, c.b600],
  ]
    .map(([deg, fill]) => {
      const [x, y] = on(206, deg);
      return haloAvatar(x, y, 24, fill, 5);
    })
    .join("");
  const organisation = [
    [26, 40, 64, c.b600],
    [53, 48, 84, c.b500],
    [90, 56, 104, c.b600],
    [127, 48, 84, c.b500],
    [154, 40, 64, c.b600],
  ]
    .map(([deg, w, h, fill]) => {
      const [x, y] = on(316, deg);
      return building(x - w / 2, y - h / 2, w, h, fill);
    })
    .join("");
  // The benefits: time, results and quality, riding on the rays.
  const benefit = (deg, rad, icon, tint) => {
    const [x, y] = on(rad, deg);
    return circle(x, y, 27, "#fff", ' filter="url(#f)"') + circle(x, y, 21, tint) + icon(x, y);
  };
  const benefits =
    benefit(30, 262, (x, y) => trend(x, y, c.a700, 0.9), c.a100) +
    benefit(150, 262, (x, y) => clock(x, y, c.b600, 0.9), c.b50) +
    benefit(62, 150, (x, y) => tick(x, y, 0.9, c.a700), c.a100) +
    benefit(118, 150, (x, y) => sparkle(x, y, 11, c.b600), c.b50);
  const person = circle(cx, cy - 62, 46, "#fff") + avatar(cx, cy - 62, 38, c.a500);
  // Sparks above the rings: the reach goes on beyond the organisation.
  const sparks =
    sparkle(112, 92, 12, c.a500) + sparkle(148, 58, 7, c.b500) + sparkle(526, 72, 10, c.b500);
  return tile(
    `<clipPath id="t"><rect width="640" height="480" rx="32"/></clipPath><g clip-path="url(#t)">${bands}${ring(150)}${ring(262)}${rays}</g>${sparks}${organisation}${team}${benefits}${person}`,
  );
}

writeMedia("media/insights", {
  "ai-adoption-gap.svg": adoptionGap(),
  "people-centric-transformation.svg": peopleCentric(),
  "why-ai-important.svg": whyAiImportant(),
});
