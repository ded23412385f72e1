// Generates the product visuals of the Home and Platform heroes into
// public/media/product/: the platform's UI drawn in the style of the
// learning-journey illustrations (flat shapes, skeleton text, brand colours, no
// words), so nothing in them needs translating. Transparent backgrounds: they sit
// on the hero's gradient. The owner may replace them with real screenshots under
// the same names and sizes.
// Run: node scripts/media/generate-product-media.mjs
import { c, FONT, writeMedia } from "./brand.mjs";

// ---- Primitives ------------------------------------------------------------

const r = Math.round;

const rect = (x, y, w, h, rx, fill, extra = "") =>
  `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}"${rx ? ` rx="${rx}"` : ""} fill="${fill}"${extra}/>`;

/** A skeleton text line. */
const bar = (x, y, w, fill = c.b100, h = 12) => rect(x, y, w, h, h / 2, fill);

/** A white card with a soft stroke. */
const card = (x, y, w, h, extra = "") =>
  rect(x, y, w, h, 18, "#fff", ` stroke="${c.b100}" stroke-width="2"${extra}`);

/** A floating card: white, rounded, with a drop shadow. */
const floating = (x, y, w, h) => rect(x, y, w, h, 20, "#fff", ' filter="url(#f)"');

const circle = (cx, cy, rad, fill, extra = "") =>
  `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(rad)}" fill="${fill}"${extra}/>`;

/** A white tick centred on (x, y); `s` scales it. */
const tick = (x, y, s = 1, colour = "#fff") =>
  `<path d="M${r(x - 8 * s)} ${r(y)}l${r(6 * s)} ${r(6 * s)} ${r(11 * s)}-${r(12 * s)}" fill="none" stroke="${colour}" stroke-width="${r(4 * s)}" stroke-linecap="round" stroke-linejoin="round"/>`;

const text = (x, y, size, fill, value, anchor = "") =>
  `<text x="${r(x)}" y="${r(y)}" font-size="${size}" fill="${fill}"${anchor ? ` text-anchor="${anchor}"` : ""}>${value}</text>`;

/** A four-pointed sparkle, the platform's AI mark. */
const sparkle = (x, y, s, fill) =>
  `<path d="M${r(x)} ${r(y - s)}q${r(s * 0.2)} ${r(s * 0.8)} ${r(s)} ${r(s)}q-${r(s * 0.8)} ${r(s * 0.2)}-${r(s)} ${r(s)}q-${r(s * 0.2)}-${r(s * 0.8)}-${r(s)}-${r(s)}q${r(s * 0.8)}-${r(s * 0.2)} ${r(s)}-${r(s)}Z" fill="${fill}"/>`;

/** A small tinted tile with an icon in it, the lead of every card header. */
const iconTile = (x, y, bg, icon) => rect(x, y, 40, 40, 12, bg) + icon(x + 20, y + 20);

const icons = {
  // Stairs: the levels from beginner to master.
  path: (x, y, k = c.b600) =>
    `<path d="M${x - 11} ${y + 10}h7v-7h7v-7h7v-7" fill="none" stroke="${k}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`,
  chat: (x, y, k = c.b600) =>
    `<path d="M${x - 10} ${y - 8}h20v14h-12l-6 5v-5h-2Z" fill="none" stroke="${k}" stroke-width="3" stroke-linejoin="round"/>`,
  trend: (x, y, k = c.a700) =>
    `<path d="m${x - 10} ${y + 7} 7-7 5 5 9-10m-6 0h6v6" fill="none" stroke="${k}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`,
  radar: (x, y, k = c.b600) =>
    `${circle(x, y, 10, "none", ` stroke="${k}" stroke-width="3"`)}${circle(x, y, 3, k)}<path d="M${x} ${y}l7-7" stroke="${k}" stroke-width="3" stroke-linecap="round"/>`,
  home: (x, y, k = c.b600) =>
    `<path d="M${x - 10} ${y - 1}l10-9 10 9v10h-20Z" fill="none" stroke="${k}" stroke-width="3" stroke-linejoin="round"/>`,
  spark: (x, y, k = c.b600) => sparkle(x, y, 11, k),
};

/** A round avatar: a coloured disc with a light head and shoulders. */
const avatar = (cx, cy, rad, bg, fg = "#fff") =>
  `${circle(cx, cy, rad, bg)}${circle(cx, cy - rad * 0.2, rad * 0.34, fg, ' fill-opacity=".9"')}<path d="M${r(cx - rad * 0.58)} ${r(cy + rad * 0.62)}a${r(rad * 0.58)} ${r(rad * 0.5)} 0 0 1 ${r(rad * 1.16)} 0" fill="${fg}" fill-opacity=".9"/>`;

/** An app window: title bar with three dots and an address pill; `body` is its content. */
function appWindow(x, y, w, h, body, { address = true } = {}) {
  const bar52 = `<path d="M${x} ${y + 24}a24 24 0 0 1 24-24h${w - 48}a24 24 0 0 1 24 24v28H${x}Z" fill="${c.b50}"/>`;
  const dots = [0, 1, 2]
    .map((i) => circle(x + 30 + i * 22, y + 26, 7, [c.b500, c.a500, c.b200][i]))
    .join("");
  const addr = address
    ? rect(x + w / 2 - 150, y + 13, 300, 26, 13, "#fff") +
      bar(x + w / 2 - 60, y + 21, 120, c.b100, 10)
    : "";
  return (
    rect(x, y, w, h, 24, "#fff", ' filter="url(#s)"') +
    bar52 +
    dots +
    addr +
    body +
    rect(x, y, w, h, 24, "none", ` stroke="${c.b100}" stroke-width="2"`)
  );
}

/** A hexagonal radar chart; `series` are [values 0..1, fill, stroke]. */
function radar(cx, cy, R, series) {
  const pt = (i, v) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 3;
    return `${r(cx + Math.cos(a) * R * v)} ${r(cy + Math.sin(a) * R * v)}`;
  };
  const poly = (v) => `M${[0, 1, 2, 3, 4, 5].map((i) => pt(i, v)).join("L")}Z`;
  const grid = [1, 0.66, 0.33].map(poly).join("");
  const axes = [0, 1, 2].map((i) => `M${pt(i, 1)}L${pt(i + 3, 1)}`).join("");
  const shapes = series
    .map(
      ([values, fill, stroke]) =>
        `<path d="M${values.map((v, i) => pt(i, v)).join("L")}Z" fill="${fill}"${fill === "none" ? "" : ' fill-opacity=".25"'} stroke="${stroke}" stroke-width="4" stroke-linejoin="round"/>` +
        values
          .map((v, i) => {
            const [px, py] = pt(i, v).split(" ");
            return circle(px, py, 5, stroke);
          })
          .join(""),
    )
    .join("");
  return `<path d="${grid}${axes}" fill="none" stroke="${c.b100}" stroke-width="2"/>${shapes}`;
}

/** A certificate seal with two ribbon tails. */
const seal = (cx, cy, s = 1) =>
  `<path d="M${r(cx - 14 * s)} ${r(cy + 12 * s)}l-8 ${r(28 * s)} ${r(12 * s)}-6 ${r(8 * s)} ${r(10 * s)} ${r(6 * s)}-${r(28 * s)}M${r(cx + 14 * s)} ${r(cy + 12 * s)}l8 ${r(28 * s)}-${r(12 * s)}-6-${r(8 * s)} ${r(10 * s)}-${r(6 * s)}-${r(28 * s)}" fill="${c.a700}"/>` +
  circle(cx, cy, 24 * s, c.a500) +
  `<path d="m${r(cx)} ${r(cy - 14 * s)} ${r(5 * s)} ${r(9 * s)} ${r(10 * s)} ${r(2 * s)}-${r(7 * s)} ${r(7 * s)} ${r(2 * s)} ${r(10 * s)}-${r(10 * s)}-${r(5 * s)}-${r(10 * s)} ${r(5 * s)} ${r(2 * s)}-${r(10 * s)}-${r(7 * s)}-${r(7 * s)} ${r(10 * s)}-${r(2 * s)}Z" fill="#fff"/>`;

/** A donut progress ring, `p` in 0..1. */
function ring(cx, cy, rad, p, colour, track = c.b100, width = 8) {
  const len = 2 * Math.PI * rad;
  return (
    circle(cx, cy, rad, "none", ` stroke="${track}" stroke-width="${width}"`) +
    circle(
      cx,
      cy,
      rad,
      "none",
      ` stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-dasharray="${r(len * p)} ${r(len)}" transform="rotate(-90 ${r(cx)} ${r(cy)})"`,
    )
  );
}

const defs = `<defs><filter id="s" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dy="16" stdDeviation="20" flood-color="${c.b900}" flood-opacity=".14"/></filter><filter id="f" x="-30%" y="-30%" width="160%" height="190%"><feDropShadow dy="10" stdDeviation="14" flood-color="${c.b900}" flood-opacity=".2"/></filter><linearGradient id="a" x2="0" y2="1"><stop offset="0" stop-color="${c.a500}" stop-opacity=".3"/><stop offset="1" stop-color="${c.a500}" stop-opacity="0"/></linearGradient></defs>`;

const svg = (w, h, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" font-family="${FONT}" font-weight="700">${defs}${body}</svg>\n`;

// ---- Modules of the UI -----------------------------------------------------

/** The learning path: three level pills and five steps, three done. */
function learningPath(x, y, w, h) {
  const pills = [
    [c.a500, "#fff"],
    [c.b600, "#fff"],
    [c.b50, c.b200],
  ]
    .map(([bg, fg], i) => {
      const px = x + w - 24 - (3 - i) * 66 + 6;
      const stars = [0, 1, 2]
        .slice(0, i + 1)
        .map((j) => sparkle(px + 30 - i * 8 + j * 16, y + 44, 6, fg))
        .join("");
      return (
        rect(px, y + 30, 60, 28, 14, bg, i === 2 ? ` stroke="${c.b200}" stroke-width="2"` : "") +
        stars
      );
    })
    .join("");
  const cy = y + 136;
  const step = (w - 120) / 4;
  const xs = [0, 1, 2, 3, 4].map((i) => x + 60 + i * step);
  const line =
    `<path d="M${r(xs[0])} ${cy}H${r(xs[3])}" stroke="${c.a500}" stroke-width="6"/>` +
    `<path d="M${r(xs[3])} ${cy}H${r(xs[4])}" stroke="${c.b200}" stroke-width="6" stroke-dasharray="2 12" stroke-linecap="round"/>`;
  const nodes = xs
    .map((sx, i) => {
      if (i < 3) return circle(sx, cy, 22, c.a500) + tick(sx, cy, 1);
      if (i === 3)
        return (
          circle(sx, cy, 36, c.b100) +
          circle(sx, cy, 26, c.b600) +
          `<path d="M${r(sx - 6)} ${cy - 10}v20l16-10Z" fill="#fff"/>`
        );
      return (
        circle(sx, cy, 22, "#fff", ` stroke="${c.b200}" stroke-width="4"`) +
        `<path d="M${r(sx - 6)} ${cy + 10}v-20h13l-4 5 4 5h-13" fill="${c.b200}"/>`
      );
    })
    .join("");
  const labels = xs
    .map((sx, i) => bar(sx - 32, cy + 50, 64, i === 3 ? c.b500 : c.b100, 10))
    .join("");
  const py = y + h - 44;
  return (
    card(x, y, w, h) +
    iconTile(x + 24, y + 24, c.b100, icons.path) +
    bar(x + 80, y + 30, 150, c.b900, 14) +
    bar(x + 80, y + 52, 96, c.b200, 10) +
    pills +
    line +
    nodes +
    labels +
    bar(x + 24, py, w - 128, c.b50, 14) +
    bar(x + 24, py, (w - 128) * 0.68, c.a500, 14) +
    text(x + w - 24, py + 15, 22, c.b900, "68%", "end")
  );
}

/** The playground: model tabs, a prompt and an answer. */
function playground(x, y, w, h) {
  return (
    card(x, y, w, h) +
    iconTile(x + 24, y + 24, c.b100, icons.spark) +
    bar(x + 80, y + 38, 120, c.b900, 14) +
    rect(x + w - 196, y + 30, 82, 28, 14, c.b600) +
    rect(x + w - 106, y + 30, 82, 28, 14, c.b50) +
    bar(x + w - 178, y + 38, 46, "#fff", 10) +
    bar(x + w - 88, y + 38, 46, c.b200, 10) +
    rect(x + w - 300, y + 80, 276, 44, 22, c.b500) +
    bar(x + w - 276, y + 96, 228, "#fff") +
    circle(x + 44, y + 162, 20, c.a100) +
    sparkle(x + 44, y + 162, 10, c.a700) +
    rect(x + 74, y + 136, w - 170, 52, 22, c.a100) +
    bar(x + 96, y + 149, w - 240, c.a700, 10) +
    bar(x + 96, y + 166, w - 320, c.a500, 10)
  );
}

/** Return on AI: the headline gain and a rising bar chart. */
function roai(x, y, w, h, { big = 52 } = {}) {
  const n = 7;
  const top = y + 140;
  const bottom = y + h - 24;
  const bw = 26;
  const gap = (w - 48 - n * bw) / (n - 1);
  const heights = [0.35, 0.45, 0.4, 0.58, 0.66, 0.78, 1];
  const bars = heights
    .map((v, i) => {
      const bh = (bottom - top) * v;
      return rect(x + 24 + i * (bw + gap), bottom - bh, bw, bh, 8, i === n - 1 ? c.a500 : c.b200);
    })
    .join("");
  return (
    card(x, y, w, h) +
    iconTile(x + 24, y + 24, c.a100, icons.trend) +
    bar(x + 80, y + 38, 90, c.b900, 14) +
    text(x + 24, y + 118, big, c.b900, "+10%") +
    rect(x + w - 88, y + 84, 64, 28, 14, c.a100) +
    `<path d="m${r(x + w - 66)} ${y + 103} 10-10 10 10" fill="none" stroke="${c.a700}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>` +
    bars
  );
}

/** Talent Radar: a skills radar and the frontrunners beside it. */
function talentRadar(x, y, w, h, { rows = 3 } = {}) {
  const R = Math.min(76, (h - 110) / 2);
  const cx = x + 24 + R + 6;
  const cy = y + 84 + (h - 84) / 2 - 6;
  const listX = cx + R + 36;
  const listW = x + w - 24 - listX;
  const list = [0, 1, 2, 3]
    .slice(0, rows)
    .map((i) => {
      const ry = cy - ((rows - 1) * 52) / 2 + i * 52;
      return (
        avatar(listX + 16, ry, 16, [c.a500, c.b500, c.b200][i % 3]) +
        bar(listX + 42, ry - 10, listW - 42, c.b900, 8) +
        bar(listX + 42, ry + 4, (listW - 42) * [0.9, 0.7, 0.55][i % 3], c.b100, 8)
      );
    })
    .join("");
  return (
    card(x, y, w, h) +
    iconTile(x + 24, y + 24, c.b100, icons.radar) +
    bar(x + 80, y + 38, 110, c.b900, 14) +
    radar(cx, cy, R, [
      [[0.95, 0.72, 0.88, 0.6, 0.84, 0.7], c.a500, c.a500],
      [[0.62, 0.5, 0.56, 0.44, 0.5, 0.48], "none", c.b500],
    ]) +
    list
  );
}

/** The app's sidebar: logo mark, five nav icons (one active), the user. */
function sidebar(x, y, h, active = 0) {
  const nav = [icons.home, icons.path, icons.chat, icons.trend, icons.radar]
    .map((icon, i) => {
      const ty = y + 100 + i * 64;
      return i === active
        ? rect(x + 24, ty, 48, 48, 14, c.b100) + icon(x + 48, ty + 24, c.b600)
        : `<g opacity=".5">${icon(x + 48, ty + 24, c.b500)}</g>`;
    })
    .join("");
  return (
    `<path d="M${x} ${y}h96v${h}H${x + 24}a24 24 0 0 1-24-24Z" fill="${c.b50}"/>` +
    rect(x + 24, y + 24, 48, 48, 14, c.b600) +
    sparkle(x + 48, y + 48, 13, "#fff") +
    nav +
    avatar(x + 48, y + h - 52, 22, c.b500)
  );
}

// ---- Compositions ----------------------------------------------------------

/** Home hero: the dashboard in one window, with two floating cards for depth. */
function platformOverview() {
  const W = 1200;
  const H = 800;
  const wx = 80;
  const wy = 56;
  const ww = 1040;
  const wh = 680;
  const cx = wx + 124; // content left
  const body =
    sidebar(wx, wy + 52, wh - 52, 0) +
    bar(cx, wy + 80, 250, c.b900, 22) +
    bar(cx, wy + 114, 170, c.b200, 12) +
    rect(wx + ww - 300, wy + 80, 200, 44, 22, c.b50) +
    circle(wx + ww - 272, wy + 101, 8, "none", ` stroke="${c.b200}" stroke-width="3"`) +
    bar(wx + ww - 252, wy + 96, 100, c.b200, 10) +
    avatar(wx + ww - 56, wy + 102, 22, c.a500) +
    learningPath(cx, wy + 152, 524, 264) +
    playground(cx, wy + 440, 524, 212) +
    roai(wx + ww - 372, wy + 152, 344, 228) +
    talentRadar(wx + ww - 372, wy + 404, 344, 248);
  // Floating card, top right: workforce mobilisation.
  const chip =
    floating(968, 20, 212, 96) +
    ring(1016, 68, 24, 0.86, c.a500) +
    text(1056, 78, 30, c.b900, "86%") +
    bar(1056, 88, 80, c.b200, 8);
  // Floating card, bottom left: certifications earned.
  const cert =
    floating(16, 612, 204, 124) +
    seal(64, 664, 1) +
    text(104, 676, 36, c.b900, "5–7") +
    bar(104, 694, 92, c.b200, 10);
  return svg(W, H, appWindow(wx, wy, ww, wh, body) + chip + cert);
}

/** Platform hero: three panels fanned out (playground, RoAI analytics, Talent Radar). */
function platformSuite() {
  const W = 1200;
  const H = 800;

  const panel = (x, y, w, h, inner, angle) =>
    `<g transform="rotate(${angle} ${r(x + w / 2)} ${r(y + h / 2)})">${appWindow(x, y, w, h, inner, { address: false })}</g>`;

  // Left, behind: the playground. Its content keeps to the part left of the centre panel.
  const lx = 28;
  const ly = 176;
  const left = panel(
    lx,
    ly,
    400,
    480,
    iconTile(lx + 24, ly + 76, c.b100, icons.spark) +
      bar(lx + 80, ly + 90, 130, c.b900, 14) +
      rect(lx + 120, ly + 144, 200, 44, 22, c.b500) +
      bar(lx + 142, ly + 160, 156, "#fff") +
      rect(lx + 24, ly + 204, 280, 92, 22, c.a100) +
      bar(lx + 46, ly + 224, 230, c.a700, 10) +
      bar(lx + 46, ly + 244, 200, c.a500, 10) +
      bar(lx + 46, ly + 264, 140, c.a500, 10) +
      rect(lx + 150, ly + 312, 170, 44, 22, c.b500) +
      bar(lx + 172, ly + 328, 120, "#fff") +
      rect(lx + 24, ly + 372, 220, 44, 22, c.a100) +
      bar(lx + 46, ly + 388, 160, c.a700, 10),
    -6,
  );

  // Right, behind: the Talent Radar, its content right of the centre panel.
  const rx = 772;
  const ry = 176;
  const right = panel(
    rx,
    ry,
    400,
    480,
    iconTile(rx + 96, ry + 72, c.b100, icons.radar) +
      bar(rx + 152, ry + 86, 130, c.b900, 14) +
      radar(rx + 250, ry + 208, 88, [
        [[0.95, 0.72, 0.88, 0.6, 0.84, 0.7], c.a500, c.a500],
        [[0.62, 0.5, 0.56, 0.44, 0.5, 0.48], "none", c.b500],
      ]) +
      [0, 1, 2]
        .map((i) => {
          const y = ry + 322 + i * 50;
          return (
            avatar(rx + 112, y + 18, 17, [c.a500, c.b500, c.b200][i]) +
            bar(rx + 142, y + 6, 130, c.b900, 10) +
            bar(rx + 142, y + 22, [104, 84, 64][i], c.b100, 10) +
            rect(rx + 300, y + 4, 64, 28, 14, i === 0 ? c.a100 : c.b50) +
            (i === 0 ? sparkle(rx + 332, y + 18, 8, c.a700) : bar(rx + 316, y + 14, 32, c.b200, 8))
          );
        })
        .join(""),
    6,
  );

  // Centre, in front: the Return on AI analytics dashboard.
  const x = 352;
  const y = 60;
  const w = 496;
  const h = 680;
  const kw = r((w - 48 - 32) / 3);
  const kpi = (i, value, colour, icon) => {
    const kx = x + 24 + i * (kw + 16);
    return (
      card(kx, y + 148, kw, 108) +
      icon(kx + 30, y + 176) +
      bar(kx + 52, y + 171, kw - 76, c.b200, 10) +
      text(kx + 18, y + 234, 30, colour, value)
    );
  };
  const chartTop = y + 312;
  const chartBottom = y + 496;
  const pts = [0.2, 0.28, 0.25, 0.42, 0.5, 0.47, 0.66, 0.78, 0.9];
  const step = (w - 96) / (pts.length - 1);
  const yAt = (v) => r(chartBottom - (chartBottom - chartTop) * v);
  const line = pts.map((v, i) => `${r(x + 48 + i * step)} ${yAt(v)}`).join("L");
  const base = pts.map((_, i) => `${r(x + 48 + i * step)} ${yAt(0.18 + i * 0.03)}`).join("L");
  const chart =
    card(x + 24, y + 280, w - 48, 240) +
    `<path d="M${x + 48} ${chartTop}H${x + w - 48}M${x + 48} ${chartTop + 53}H${x + w - 48}M${x + 48} ${chartTop + 106}H${x + w - 48}" stroke="${c.b50}" stroke-width="2"/>` +
    `<path d="M${line}V${chartBottom}H${x + 48}Z" fill="url(#a)"/>` +
    `<path d="M${base}" fill="none" stroke="${c.b200}" stroke-width="4" stroke-dasharray="10 10" stroke-linecap="round"/>` +
    `<path d="M${line}" fill="none" stroke="${c.a500}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/>` +
    circle(x + w - 48, yAt(0.9), 9, "#fff", ` stroke="${c.a500}" stroke-width="5"`);
  const table = [0, 1, 2]
    .map((i) => {
      const ty = y + 556 + i * 40;
      const colour = [c.a500, c.b500, c.b200][i];
      return (
        circle(x + 44, ty + 6, 8, colour) +
        bar(x + 64, ty, 120, c.b100, 12) +
        bar(x + 216, ty, w - 240, c.b50, 12) +
        bar(x + 216, ty, (w - 240) * [0.86, 0.72, 0.61][i], colour, 12)
      );
    })
    .join("");
  const centre = appWindow(
    x,
    y,
    w,
    h,
    iconTile(x + 24, y + 76, c.a100, icons.trend) +
      bar(x + 80, y + 82, 170, c.b900, 16) +
      bar(x + 80, y + 106, 110, c.b200, 10) +
      rect(x + w - 134, y + 80, 110, 32, 16, c.b50) +
      bar(x + w - 116, y + 91, 52, c.b200, 10) +
      `<path d="m${x + w - 52} ${y + 93} 6 6 6-6" fill="none" stroke="${c.b500}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>` +
      kpi(0, "+10%", c.a700, icons.trend) +
      kpi(1, "86%", c.b900, icons.radar) +
      kpi(2, "+10%", c.b900, icons.path) +
      chart +
      table,
  );

  // Floating chips: the three levels (top left) and certificates earned (bottom right).
  const levels =
    floating(64, 84, 236, 68) +
    [
      [c.a500, "#fff"],
      [c.b600, "#fff"],
      [c.b50, c.b200],
    ]
      .map(
        ([bg, fg], i) =>
          rect(84 + i * 68, 102, 60, 32, 16, bg) +
          [0, 1, 2]
            .slice(0, i + 1)
            .map((j) => sparkle(114 + i * 60 + j * 16, 118, 7, fg))
            .join(""),
      )
      .join("");
  const cert =
    floating(820, 648, 220, 104) +
    seal(870, 692, 0.9) +
    text(910, 708, 32, c.b900, "5–7") +
    bar(910, 724, 90, c.b200, 8);

  return svg(W, H, left + right + centre + levels + cert);
}

// ---- Output ----------------------------------------------------------------

const files = {
  "platform-overview.svg": platformOverview(),
  "platform-suite.svg": platformSuite(),
};

writeMedia("media/product", files);
