// Generates the illustrations of the home page's bento feature cards into
// public/media/product/cards/: Return on AI, Talent Radar and Change management,
// drawn exactly like the learning-journey illustrations (640×480, a white app
// window on a soft brand gradient, flat rounded shapes, skeleton bars instead of
// words; numbers are the only text). The owner may replace them under the same names.
// Run: node scripts/media/generate-card-media.mjs
import { c, FONT, writeMedia } from "./brand.mjs";

/** A skeleton text line. */
const bar = (x, y, w, fill = c.b100, h = 12) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${fill}"/>`;

/** Bold centred numerals, the only text these illustrations carry. */
const num = (x, y, size, text, fill = "#fff") =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="700" text-anchor="middle" fill="${fill}">${text}</text>`;

/** A white check mark centred on (x, y). */
const check = (x, y, w = 5) =>
  `<path d="m${x - 9} ${y}l6 7 12-13" fill="none" stroke="#fff" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>`;

/** A five-pointed star of outer radius r centred on (x, y). */
function star(x, y, r, fill) {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const d = i % 2 ? r * 0.45 : r;
    return `${Math.round(x + d * Math.cos(a))} ${Math.round(y + d * Math.sin(a))}`;
  });
  return `<path d="M${pts.join("L")}Z" fill="${fill}"/>`;
}

/** A browser-like window on a soft brand gradient; `body` draws the topic inside it. */
function illustration(body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480" width="640" height="480"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${c.b50}"/><stop offset="1" stop-color="${c.a100}"/></linearGradient></defs><rect width="640" height="480" rx="32" fill="url(#g)"/><rect x="72" y="64" width="496" height="352" rx="20" fill="#fff" stroke="${c.b200}" stroke-width="2"/><path d="M72 84a20 20 0 0 1 20-20h456a20 20 0 0 1 20 20v24H72Z" fill="${c.b100}"/><circle cx="98" cy="86" r="6" fill="${c.b500}"/><circle cx="118" cy="86" r="6" fill="${c.a500}"/><circle cx="138" cy="86" r="6" fill="${c.b200}"/>${body}</svg>`;
}

// ---- Return on AI ----------------------------------------------------------
// Bars growing left to right with a teal trend line, a KPI chip and two tiles:
// money saved (a banknote) and time saved (a clock).
function roai() {
  const base = 384;
  const heights = [56, 84, 104, 138, 166, 206];
  const xs = heights.map((_, i) => 112 + i * 42);
  const bars = heights
    .map((h, i) => {
      const fill = i === heights.length - 1 ? c.b600 : i > 2 ? c.b500 : c.b200;
      return `<rect x="${xs[i]}" y="${base - h}" width="28" height="${h}" rx="8" fill="${fill}"/>`;
    })
    .join("");
  const line = heights.map((h, i) => [xs[i] + 14, base - h - 26]);
  const trend =
    `<path d="M${line.map((p) => p.join(" ")).join("L")}" fill="none" stroke="${c.a500}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>` +
    line
      .map(
        ([x, y], i) =>
          `<circle cx="${x}" cy="${y}" r="${i === line.length - 1 ? 10 : 6}" fill="${i === line.length - 1 ? c.a500 : "#fff"}" stroke="${c.a500}" stroke-width="4"/>`,
      )
      .join("");
  const kpi =
    `<rect x="384" y="132" width="152" height="104" rx="20" fill="${c.a500}"/>` +
    `<path d="M408 164l14-14 14 14M422 150v26" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>` +
    bar(446, 158, 68, c.a100, 10) +
    num(460, 218, 38, "+10%");
  const money =
    `<rect x="384" y="252" width="70" height="70" rx="16" fill="${c.b50}"/>` +
    `<rect x="393" y="269" width="52" height="36" rx="7" fill="${c.b500}"/><circle cx="419" cy="287" r="10" fill="#fff"/><circle cx="403" cy="287" r="3" fill="${c.b200}"/><circle cx="435" cy="287" r="3" fill="${c.b200}"/>`;
  const time =
    `<rect x="466" y="252" width="70" height="70" rx="16" fill="${c.a100}"/>` +
    `<circle cx="501" cy="287" r="20" fill="#fff" stroke="${c.a700}" stroke-width="5"/><path d="M501 276v11l8 6" fill="none" stroke="${c.a700}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`;
  return illustration(
    bar(104, 132, 150, c.b600, 16) +
      bar(104, 160, 100) +
      `<path d="M104 ${base + 8}h252" stroke="${c.b100}" stroke-width="4" stroke-linecap="round"/>` +
      bars +
      trend +
      kpi +
      money +
      time +
      bar(384, 344, 152) +
      bar(384, 368, 104),
  );
}

// ---- Talent Radar ----------------------------------------------------------
// A hexagonal skills radar with a filled teal profile, and three people; the
// middle one is starred as the team's AI frontrunner.
function talentRadar() {
  const cx = 216;
  const cy = 262;
  const R = 116;
  const at = (i, k) => {
    const a = (Math.PI / 3) * i - Math.PI / 2;
    return [Math.round(cx + R * k * Math.cos(a)), Math.round(cy + R * k * Math.sin(a))];
  };
  const hex = (k) => `M${[0, 1, 2, 3, 4, 5].map((i) => at(i, k).join(" ")).join("L")}Z`;
  const grid =
    `<path d="${hex(1)}" fill="${c.b50}" stroke="${c.b200}" stroke-width="3"/>` +
    `<path d="${hex(2 / 3)}${hex(1 / 3)}" fill="none" stroke="${c.b100}" stroke-width="3"/>` +
    `<path d="${[0, 1, 2].map((i) => `M${at(i, 1).join(" ")}L${at(i + 3, 1).join(" ")}`).join("")}" stroke="${c.b100}" stroke-width="3"/>`;
  const profile = [0.92, 0.7, 0.84, 0.5, 0.74, 0.6].map((k, i) => at(i, k));
  const shape =
    `<path d="M${profile.map((p) => p.join(" ")).join("L")}Z" fill="${c.a500}" fill-opacity=".35" stroke="${c.a500}" stroke-width="5" stroke-linejoin="round"/>` +
    profile.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="7" fill="${c.a500}"/>`).join("");
  const people = [
    [c.b200, c.b50, c.b600, false],
    [c.a500, c.a100, c.a700, true],
    [c.b500, c.b50, c.b600, false],
  ]
    .map(([avatar, bg, line, top], i) => {
      const y = 132 + i * 88;
      return (
        `<rect x="364" y="${y}" width="176" height="72" rx="16" fill="${bg}"${top ? ` stroke="${c.a500}" stroke-width="3"` : ""}/>` +
        `<circle cx="396" cy="${y + 36}" r="20" fill="${avatar}"/>` +
        bar(428, y + 22, top ? 58 : 84, line) +
        bar(428, y + 42, top ? 44 : 64, top ? c.a500 : c.b200) +
        (top
          ? `<circle cx="516" cy="${y + 36}" r="18" fill="${c.a500}"/>${star(516, y + 37, 13, "#fff")}`
          : "")
      );
    })
    .join("");
  return illustration(grid + shape + people);
}

// ---- Change management -----------------------------------------------------
// A campaign view: a mobilisation ring at 75%, a trophy on a leaderboard podium
// and a week of sessions, two of them live.
function change() {
  const rx = 184;
  const ry = 212;
  const rr = 62;
  const len = 2 * Math.PI * rr;
  const ring =
    `<circle cx="${rx}" cy="${ry}" r="${rr}" fill="none" stroke="${c.b100}" stroke-width="20"/>` +
    `<circle cx="${rx}" cy="${ry}" r="${rr}" fill="none" stroke="${c.a500}" stroke-width="20" stroke-linecap="round" stroke-dasharray="${(len * 0.75).toFixed(1)} ${len.toFixed(1)}" transform="rotate(-90 ${rx} ${ry})"/>` +
    num(rx, ry + 12, 34, "75%", c.b900);
  const podium =
    `<rect x="328" y="218" width="64" height="62" rx="10" fill="${c.b200}"/>` +
    `<rect x="400" y="186" width="64" height="94" rx="10" fill="${c.b600}"/>` +
    `<rect x="472" y="236" width="64" height="44" rx="10" fill="${c.b500}"/>` +
    num(360, 262, 28, "2", c.b600) +
    num(432, 246, 32, "1") +
    num(504, 270, 26, "3");
  const trophy =
    `<path d="M406 120h52v22a26 26 0 0 1-52 0Z" fill="${c.a500}"/>` +
    `<path d="M408 128h-10a12 12 0 0 0 14 18M456 128h10a12 12 0 0 1-14 18" fill="none" stroke="${c.a500}" stroke-width="6" stroke-linecap="round"/>` +
    star(432, 140, 11, "#fff") +
    `<path d="M432 166v8" stroke="${c.a700}" stroke-width="8"/><rect x="414" y="172" width="36" height="10" rx="5" fill="${c.a700}"/>`;
  const days = [0, 1, 2, 3, 4]
    .map((i) => {
      const x = 104 + i * 88;
      const live = i === 1 || i === 3;
      const done = i === 0;
      const fill = live ? c.b500 : done ? c.a100 : c.b50;
      const head = live ? c.b600 : done ? c.a500 : c.b100;
      let mark = bar(x + 18, 364, 40, c.b200, 10);
      if (live)
        mark = `<circle cx="${x + 38}" cy="366" r="14" fill="#fff"/><path d="M${x + 34} 358v16l12-8Z" fill="${c.b600}"/>`;
      if (done)
        mark = `<circle cx="${x + 38}" cy="366" r="14" fill="${c.a500}"/>${check(x + 39, 366, 4)}`;
      return `<rect x="${x}" y="312" width="76" height="80" rx="14" fill="${fill}"/><path d="M${x} 326a14 14 0 0 1 14-14h48a14 14 0 0 1 14 14v6H${x}Z" fill="${head}"/>${mark}`;
    })
    .join("");
  return illustration(`${ring}<g transform="translate(0 8)">${podium}${trophy}</g>${days}`);
}

// ---- Output ----------------------------------------------------------------

const files = {
  "roai.svg": roai(),
  "talent-radar.svg": talentRadar(),
  "change.svg": change(),
};

writeMedia("media/product/cards", files);
