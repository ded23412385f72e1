// Generates the placeholder cover illustrations of the news posts into
// src/content/posts/covers/ as 1600×900 PNGs: the milestone, philanthropy, Talent
// Radar, three-stage and pilot-project posts. PNG, as the post schema asks
// (src/content/post-schema.ts): covers go through Astro's image pipeline. One
// frame for all five (the soft brand gradient, a white stage, the same corner
// accents), so they read as a set; no text, so nothing needs translating and
// resvg needs no fonts. Every motif stays inside the central 60%, which a 16:9 or
// 4:3 object-fit crop keeps. The owner may replace them under the same names.
// Run: node scripts/media/generate-news-covers.mjs
import { mkdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";
import { c } from "./brand.mjs";

const W = 1600;
const H = 900;
const CX = W / 2;
const CY = H / 2;

// ---- Primitives ------------------------------------------------------------

const r = Math.round;

const circle = (cx, cy, rad, fill, extra = "") =>
  `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(rad)}" fill="${fill}"${extra}/>`;

const rect = (x, y, w, h, rx, fill, extra = "") =>
  `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" rx="${rx}" fill="${fill}"${extra}/>`;

/** A stroked path with round ends, the line style of every motif. */
const line = (d, stroke, width, extra = "") =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;

/** A four-pointed sparkle, the platform's AI mark. */
const sparkle = (x, y, s, fill) =>
  `<path d="M${r(x)} ${r(y - s)}q${r(s * 0.2)} ${r(s * 0.8)} ${r(s)} ${r(s)}q-${r(s * 0.8)} ${r(s * 0.2)}-${r(s)} ${r(s)}q-${r(s * 0.2)}-${r(s * 0.8)}-${r(s)}-${r(s)}q${r(s * 0.8)}-${r(s * 0.2)} ${r(s)}-${r(s)}Z" fill="${fill}"/>`;

/** A person as two flat shapes, head and shoulders; `arms` raises both arms. */
function person(x, y, s, fill, { arms = false } = {}) {
  const body = `<path d="M${r(x - 26 * s)} ${r(y + 54 * s)}v-${r(12 * s)}a${r(26 * s)} ${r(26 * s)} 0 0 1 ${r(52 * s)} 0v${r(12 * s)}Z" fill="${fill}"/>`;
  const raised = arms
    ? line(
        `M${r(x - 20 * s)} ${r(y + 30 * s)}l-${r(12 * s)}-${r(26 * s)}M${r(x + 20 * s)} ${r(y + 30 * s)}l${r(12 * s)}-${r(26 * s)}`,
        fill,
        r(10 * s),
      )
    : "";
  return raised + circle(x, y, 17 * s, fill) + body;
}

/** A point on the circle of radius `rad` around (cx, cy), at `deg` degrees clockwise from 3 o'clock. */
const polar = (cx, cy, rad, deg) => {
  const a = (deg * Math.PI) / 180;
  return [cx + rad * Math.cos(a), cy + rad * Math.sin(a)];
};

// Lighter accent-500 tints: the teal has to stay bright on navy and in a gradient's highlight.
const GLOW = "#5ff0d0";
const TEAL_LIGHT = "#2fd6b4";

const mix = (from, to, t) => {
  const channels = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const [a, b] = [channels(from), channels(to)];
  return `#${a
    .map((v, i) =>
      r(v + (b[i] - v) * t)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
};

const defs =
  `<defs>` +
  `<linearGradient id="bg" x2="1" y2="1"><stop offset="0" stop-color="${c.b50}"/><stop offset=".55" stop-color="#f7f9ff"/><stop offset="1" stop-color="${c.a100}"/></linearGradient>` +
  `<radialGradient id="stage"><stop offset=".6" stop-color="#fff"/><stop offset="1" stop-color="#fff" stop-opacity=".55"/></radialGradient>` +
  `<linearGradient id="navy" x2="0" y2="1"><stop offset="0" stop-color="${c.b700}"/><stop offset="1" stop-color="${c.b900}"/></linearGradient>` +
  `<linearGradient id="teal" x2="0" y2="1"><stop offset="0" stop-color="${TEAL_LIGHT}"/><stop offset="1" stop-color="${c.a500}"/></linearGradient>` +
  `<linearGradient id="blue" x2="0" y2="1"><stop offset="0" stop-color="${c.b500}"/><stop offset="1" stop-color="${c.b600}"/></linearGradient>` +
  `<filter id="s" filterUnits="userSpaceOnUse" x="0" y="0" width="${W}" height="${H}"><feDropShadow dy="18" stdDeviation="22" flood-color="${c.b900}" flood-opacity=".14"/></filter>` +
  `<radialGradient id="floor"><stop offset="0" stop-color="${c.b200}" stop-opacity=".7"/><stop offset="1" stop-color="${c.b200}" stop-opacity="0"/></radialGradient>` +
  `</defs>`;

/**
 * The frame every cover shares: the brand gradient, a white stage behind the
 * motif and the same accents in the corners, which crops may cut.
 */
function cover(body) {
  const dots = [];
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 6; col++) dots.push(circle(140 + col * 30, 120 + row * 30, 4, c.b200));
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">${defs}` +
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    circle(1480, 860, 230, c.a100) +
    circle(1480, 860, 300, "none", ` stroke="${c.a500}" stroke-opacity=".25" stroke-width="2"`) +
    circle(90, 900, 150, c.b100, ' fill-opacity=".7"') +
    dots.join("") +
    circle(1390, 150, 14, c.a500) +
    circle(1440, 210, 8, c.b500) +
    circle(CX, CY, 360, "url(#stage)") +
    circle(CX, CY, 410, "none", ` stroke="#fff" stroke-width="2"`) +
    body +
    `</svg>\n`
  );
}

/** A soft floor shadow under a motif. */
const floor = (cx, cy, rx) =>
  `<ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(rx)}" ry="${r(rx * 0.1)}" fill="url(#floor)"/>`;

// ---- Learners milestone ----------------------------------------------------
// A crowd of learners as dots, three abreast at the start, narrowing into one
// file as it rises and turning from pale blue to teal, reaching a flag.
function learnersMilestone() {
  const p = [
    [400, 690],
    [660, 700],
    [800, 440],
    [1070, 420],
  ];
  const at = (t) =>
    [0, 1].map(
      (k) =>
        (1 - t) ** 3 * p[0][k] +
        3 * (1 - t) ** 2 * t * p[1][k] +
        3 * (1 - t) * t ** 2 * p[2][k] +
        t ** 3 * p[3][k],
    );
  // Even spacing along the curve, not in t, so the dots do not bunch at the bends.
  const samples = Array.from({ length: 401 }, (_, i) => at(i / 400));
  const lengths = [0];
  for (let i = 1; i < samples.length; i++) {
    const [a, b] = [samples[i - 1], samples[i]];
    lengths.push(lengths[i - 1] + Math.hypot(b[0] - a[0], b[1] - a[1]));
  }
  const total = lengths.at(-1);
  const along = (t) => {
    const j = Math.max(
      1,
      lengths.findIndex((l) => l >= total * t),
    );
    const [[x0, y0], [x1, y1]] = [samples[j - 1], samples[j]];
    const d = Math.hypot(x1 - x0, y1 - y0);
    return { x: x1, y: y1, nx: -(y1 - y0) / d, ny: (x1 - x0) / d };
  };
  const colour = (t) =>
    t < 0.6 ? mix(c.b200, c.b500, t / 0.6) : mix(c.b500, c.a500, (t - 0.6) / 0.4);
  const n = 26;
  const step = 0.93 / (n - 1);
  const dots = [];
  // Two side files, offset by half a step, end early: the crowd thins to the few
  // who arrive first.
  for (const [side, end] of [
    [-1, 0.5],
    [1, 0.68],
  ]) {
    for (let t = step / 2; t < end; t += step * 2) {
      const { x, y, nx, ny } = along(t);
      dots.push(circle(x + nx * 30 * side, y + ny * 30 * side, 6 + t * 8, colour(t * 0.85)));
    }
  }
  for (let i = 0; i < n; i++) {
    const t = i * step;
    const { x, y } = along(t);
    dots.push(circle(x, y, 8 + t * 10, colour(t)));
  }
  const [fx, fy] = p[3];
  const summit =
    circle(fx, fy, 62, c.a100) +
    circle(fx, fy, 40, "url(#teal)") +
    line(`M${fx - 14} ${fy}l10 11 20-22`, "#fff", 9) +
    rect(fx - 4, fy - 200, 8, 160, 4, c.b900) +
    `<path d="M${fx + 4} ${fy - 196}h104c8 0 11 7 6 13l-20 24 20 24c5 6 2 13-6 13H${fx + 4}Z" fill="url(#navy)"/>` +
    sparkle(fx + 48, fy - 159, 16, c.a500);
  const track = line(
    `M${p[0].join(" ")}C${p[1].join(" ")} ${p[2].join(" ")} ${p[3].join(" ")}`,
    c.b50,
    96,
  );
  return cover(track + dots.join("") + summit);
}

// ---- Philanthropy impact ---------------------------------------------------
// An open book handing out knowledge: a heart rises from its spine and people
// gather around it, arms raised.
function philanthropyImpact() {
  const sx = CX;
  const top = 480;
  const page = (dir, dy, fill, width = 260) => {
    const o = width * dir;
    return `<path d="M${sx} ${top + 20 + dy}C${sx + o * 0.3} ${top - 20 + dy} ${sx + o * 0.7} ${top - 30 + dy} ${sx + o} ${top - 10 + dy}V${top + 170 + dy}C${sx + o * 0.7} ${top + 150 + dy} ${sx + o * 0.3} ${top + 160 + dy} ${sx} ${top + 200 + dy}Z" fill="${fill}"/>`;
  };
  const lines = (dir) =>
    [0, 1, 2, 3, 4]
      .map((i) => {
        const y = top + 34 + i * 28;
        const from = sx + dir * 36;
        const to = sx + dir * (i === 4 ? 140 : 220);
        return line(
          `M${from} ${y}Q${(from + to) / 2} ${y - 22} ${to} ${y - 10}`,
          i === 0 ? c.b200 : c.b100,
          10,
        );
      })
      .join("");
  const book =
    page(-1, 24, "url(#navy)", 272) +
    page(1, 24, "url(#navy)", 272) +
    page(-1, 12, c.b100) +
    page(1, 12, c.b100) +
    page(-1, 0, "#fff") +
    page(1, 0, "#fff") +
    lines(-1) +
    lines(1) +
    line(`M${sx} ${top + 22}V${top + 196}`, c.b200, 3);
  const heart = (x, y, fill) =>
    `<path transform="translate(${x} ${y + 6}) scale(.82)" d="M0 30C-20 15-44 0-44-18c0-16 12-26 24-26 10 0 17 6 20 12 3-6 10-12 20-12 12 0 24 10 24 26 0 18-24 33-44 48Z" fill="${fill}"/>`;
  const rise =
    line(`M${sx} ${top + 4}V${top - 60}`, c.a500, 6, ' stroke-dasharray="2 16"') +
    circle(sx, 340, 66, c.a100) +
    heart(sx, 340, "url(#teal)");
  // People on an arc around the book, mirrored in pairs; the two nearest the
  // heart cheer.
  const people = [
    [-178, c.b200, false],
    [-146, c.b500, false],
    [-116, c.a500, true],
    [-64, c.b600, true],
    [-34, c.a500, false],
    [-2, c.b200, false],
  ]
    .map(([deg, fill, arms]) => {
      const [x, y] = polar(CX, 590, 350, deg);
      return person(x, y - 30, 0.9, fill, { arms });
    })
    .join("");
  const sparks = sparkle(700, 400, 14, c.a500) + sparkle(900, 386, 10, c.b500);
  return cover(floor(CX, 735, 340) + book + rise + people + sparks);
}

// ---- Talent radar ----------------------------------------------------------
// A navy radar scope: rings, crosshairs, a teal sweep fading behind its edge,
// and three talents lit up where it has just passed.
function talentRadar() {
  const R = 250;
  const rings = [0.34, 0.67, 1]
    .map((k) => circle(CX, CY, R * k, "none", ` stroke="${c.b600}" stroke-width="2"`))
    .join("");
  const cross = line(`M${CX - R} ${CY}H${CX + R}M${CX} ${CY - R}V${CY + R}`, c.b700, 2);
  const lead = -38;
  const span = 80;
  const [x1, y1] = polar(CX, CY, R - 2, lead - span);
  const [x2, y2] = polar(CX, CY, R - 2, lead);
  // A linear fade from the trailing to the leading edge reads as the sweep's afterglow.
  const sweep =
    `<linearGradient id="sweep" gradientUnits="userSpaceOnUse" x1="${r(x1)}" y1="${r(y1)}" x2="${r(x2)}" y2="${r(y2)}"><stop offset="0" stop-color="${c.a500}" stop-opacity="0"/><stop offset="1" stop-color="${c.a500}" stop-opacity=".6"/></linearGradient>` +
    `<path d="M${CX} ${CY}L${r(x1)} ${r(y1)}A${R - 2} ${R - 2} 0 0 1 ${r(x2)} ${r(y2)}Z" fill="url(#sweep)"/>`;
  const edge = line(`M${CX} ${CY}L${r(x2)} ${r(y2)}`, GLOW, 5);
  const faint = [
    [200, 0.8],
    [150, 0.45],
    [115, 0.85],
    [60, 0.6],
    [250, 0.3],
    [20, 0.88],
    [170, 0.72],
  ]
    .map(([deg, k]) => circle(...polar(CX, CY, R * k, deg), 7, c.b500))
    .join("");
  const talent = (deg, k, fill, size = 1) => {
    const [x, y] = polar(CX, CY, R * k, deg);
    return (
      circle(x, y, 34 * size, fill, ' fill-opacity=".18"') +
      circle(x, y, 22 * size, fill, ' fill-opacity=".35"') +
      circle(x, y, 12 * size, fill)
    );
  };
  const scope =
    circle(CX, CY, R + 22, c.b100) +
    circle(CX, CY, R, "url(#navy)", ' filter="url(#s)"') +
    rings +
    cross +
    faint +
    sweep +
    edge +
    talent(-62, 0.74, GLOW, 1.2) +
    talent(-95, 0.42, GLOW) +
    talent(-50, 0.3, "#fff", 0.8) +
    circle(CX, CY, 12, "#fff");
  const badge = (x, y, fill, glyph) =>
    `<g filter="url(#s)">${circle(x, y, 46, "#fff")}</g>${circle(x, y, 30, fill)}${glyph}`;
  const badges =
    badge(1130, 300, c.a500, sparkle(1130, 300, 15, "#fff")) +
    badge(
      475,
      600,
      c.b500,
      `${circle(475, 590, 8, "#fff")}<path d="M461 612a14 13 0 0 1 28 0Z" fill="#fff"/>`,
    );
  return cover(scope + badges);
}

// ---- Three-stage approach --------------------------------------------------
// Three rising blocks numbered by drawn digits, a dashed arc vaulting them, and
// the AI sparkle waiting on the top step.
function threeStageApproach() {
  const base = 700;
  const w = 200;
  const gap = 28;
  const x0 = CX - (3 * w + 2 * gap) / 2;
  const digits = [
    (x, y) => `M${x - 12} ${y - 22}l16-12v68`,
    (x, y) => `M${x - 22} ${y - 16}c2-30 44-30 44 -2c0 22-44 36-44 52h46`,
    (x, y) => `M${x - 20} ${y - 34}h40l-22 26c26-4 34 14 30 28c-6 22-38 24-50 8`,
  ];
  const blocks = [
    [170, c.b200, c.b100, c.b700],
    [290, "url(#blue)", c.b200, "#fff"],
    [410, "url(#navy)", c.b500, c.a500],
  ]
    .map(([h, fill, cap, ink], i) => {
      const x = x0 + i * (w + gap);
      const y = base - h;
      return (
        `<g filter="url(#s)">${rect(x, y, w, h, 28, fill)}</g>` +
        `<path d="M${x} ${y + 28}a28 28 0 0 1 28-28h${w - 56}a28 28 0 0 1 28 28v8H${x}Z" fill="${cap}"/>` +
        line(digits[i](x + w / 2, y + 104), ink, 14)
      );
    })
    .join("");
  const [x1, x3] = [x0 + w / 2, x0 + 2 * (w + gap) + w / 2];
  const end = [x3 - 76, base - 480];
  const ctrl = [x3 - 230, base - 530];
  // The arrowhead follows the arc's last tangent.
  const angle = Math.atan2(end[1] - ctrl[1], end[0] - ctrl[0]);
  const barb = (turn) => {
    const a = angle + Math.PI + turn;
    return `${r(end[0] + 30 * Math.cos(a))} ${r(end[1] + 30 * Math.sin(a))}`;
  };
  const arc =
    line(
      `M${x1} ${base - 200}C${x1 + 40} ${base - 440} ${ctrl.join(" ")} ${end.join(" ")}`,
      c.a500,
      6,
      ' stroke-dasharray="2 18"',
    ) + line(`M${barb(-0.6)}L${end.join(" ")}L${barb(0.6)}`, c.a500, 8);
  const star = circle(x3, base - 470, 50, c.a100) + sparkle(x3, base - 470, 30, c.a500);
  return cover(floor(CX, base + 8, 380) + blocks + arc + star);
}

// ---- Pilot project ---------------------------------------------------------
// A launch pad sending up a teal arrow, and a gauge beside it reading high:
// a small start, measured.
function pilotProject() {
  const px = 640;
  const py = 660;
  const pad =
    `<ellipse cx="${px}" cy="${py + 22}" rx="190" ry="46" fill="url(#navy)"/>` +
    `<ellipse cx="${px}" cy="${py}" rx="190" ry="46" fill="${c.b500}"/>` +
    `<ellipse cx="${px}" cy="${py}" rx="120" ry="26" fill="${c.b600}"/>` +
    // Landing lights along the pad's front rim.
    [8, 42, 72, 108, 138, 172]
      .map((deg, i) => {
        const a = (deg * Math.PI) / 180;
        return circle(px + 160 * Math.cos(a), py + 36 * Math.sin(a), 7, i % 2 ? c.a100 : c.b200);
      })
      .join("");
  const puffs = [
    [px - 90, py - 18, 30],
    [px - 50, py - 34, 38],
    [px + 50, py - 32, 36],
    [px + 92, py - 16, 28],
    [px, py - 44, 44],
  ].map(([x, y, rad]) => [circle(x, y, rad + 5, c.b100), circle(x, y, rad, "#fff")]);
  // Outlines first, fills over them: the puffs merge into one cloud.
  const cloud = puffs.map(([edge]) => edge).join("") + puffs.map(([, fill]) => fill).join("");
  const ay = 230;
  const arrow =
    `<path d="M${px - 38} ${py - 80}V${ay + 120}h-52c-12 0-17-13-9-21l80-86c6-6 14-6 20 0l80 86c8 8 3 21-9 21h-52V${py - 80}c0 16-14 24-29 24s-29-8-29-24Z" fill="url(#teal)" filter="url(#s)"/>` +
    rect(px - 16, ay + 130, 14, 180, 7, "#fff", ' fill-opacity=".45"');
  const trail = line(
    `M${px - 120} ${py - 110}v-80M${px + 120} ${py - 110}v-80`,
    c.b200,
    8,
    ' stroke-dasharray="2 20"',
  );
  const gx = 1020;
  const gy = 470;
  const gr = 96;
  const seg = (from, to, stroke) => {
    const [x1, y1] = polar(gx, gy, gr, from);
    const [x2, y2] = polar(gx, gy, gr, to);
    return `<path d="M${r(x1)} ${r(y1)}A${gr} ${gr} 0 0 1 ${r(x2)} ${r(y2)}" fill="none" stroke="${stroke}" stroke-width="26"/>`;
  };
  const [nx, ny] = polar(gx, gy, gr - 28, -38);
  const gauge =
    `<g filter="url(#s)">${rect(gx - 160, gy - 160, 320, 250, 32, "#fff")}</g>` +
    seg(-180, -122, c.b100) +
    seg(-118, -62, c.b200) +
    seg(-58, 0, c.a500) +
    line(`M${gx} ${gy}L${r(nx)} ${r(ny)}`, c.b900, 10) +
    circle(gx, gy, 16, c.b900) +
    rect(gx - 110, gy + 40, 220, 14, 7, c.b50) +
    rect(gx - 110, gy + 40, 160, 14, 7, c.a500);
  return cover(floor(px, py + 70, 250) + trail + pad + arrow + cloud + gauge);
}

// ---- Output ----------------------------------------------------------------

const covers = {
  "learners-milestone.png": learnersMilestone(),
  "philanthropy-impact.png": philanthropyImpact(),
  "talent-radar.png": talentRadar(),
  "three-stage-approach.png": threeStageApproach(),
  "pilot-project.png": pilotProject(),
};

const out = path.resolve("src/content/posts/covers");
mkdirSync(out, { recursive: true });
for (const [name, svg] of Object.entries(covers)) {
  const png = new Resvg(svg, { fitTo: { mode: "width", value: W } }).render().asPng();
  // Flat shapes quantise to a palette without visible loss, at a fraction of the size.
  const small = await sharp(png).png({ compressionLevel: 9, palette: true }).toBuffer();
  const file = path.join(out, name);
  writeFileSync(file, small);
  console.log(`${name}: ${Math.round(statSync(file).size / 1024)} KB`);
}
