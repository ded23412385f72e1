// Generates the illustrations of the home page's bento feature cards into
// public/media/product/cards/: Return on AI, Talent Radar and Change management.
// They belong to the learning-journey set (scripts/media/journey-illustrations.mjs):
// 640×480, a soft brand background, loose white cards with flat offset shadows
// composed around one hero element, rounded shapes, skeleton bars instead of
// words, no filters; numbers are the only text. The owner may replace them
// under the same names.
// Run: node scripts/media/generate-card-media.mjs
import { FONT, writeMedia } from "./brand.mjs";
import {
  B0,
  B1,
  B2,
  B5,
  B6,
  bar,
  bgFlat,
  bgGrad,
  C,
  G,
  G1,
  N,
  P,
  R,
  S,
  sh,
  spark,
  svg,
  W,
} from "./illustration-kit.mjs";

// a white card with its shadow
const card = (x, y, w, h, rx = 24, f = W) => sh(x, y, w, h, rx) + R(x, y, w, h, rx, f);
/** Bold centred numerals, the only text these illustrations carry. */
const num = (x, y, size, text, fill) =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="700" text-anchor="middle" fill="${fill}">${text}</text>`;

/** A five-pointed star of outer radius r centred on (x, y). */
function star(x, y, r, fill) {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const d = i % 2 ? r * 0.45 : r;
    return `${Math.round(x + d * Math.cos(a))} ${Math.round(y + d * Math.sin(a))}`;
  });
  return P(`M${pts.join("L")}Z`, fill);
}

/** A person: head and shoulders on a round badge of radius r. */
const avatar = (x, y, r, bg, fg, e = "") =>
  C(x, y, r, bg, e) +
  C(x, y - Math.round(r * 0.24), Math.round(r * 0.36), fg) +
  P(
    `M${x - Math.round(r * 0.6)} ${y + Math.round(r * 0.76)}a${Math.round(r * 0.6)} ${Math.round(r * 0.52)} 0 0 1 ${Math.round(r * 1.2)} 0Z`,
    fg,
  );

// ---- Return on AI ----------------------------------------------------------
// A chart card with bars growing left to right under a teal trend line, a
// floating "+10%" badge, and two tiles: time saved (a clock) and money (a note).
function roai() {
  let b = card(56, 112, 368, 304);
  b += C(96, 152, 20, B5) + S("M86 158l7-7 5 5 9-9m-6 0h6v6", W, 4);
  b += bar(128, 140, 120, N) + bar(128, 160, 80, B2, 10);
  const base = 384;
  const heights = [40, 64, 84, 108, 132, 160];
  const pts = heights.map((h, i) => [104 + i * 52, base - h - 24]);
  b += heights
    .map((h, i) => R(88 + i * 52, base - h, 32, h, 8, i > 4 ? B6 : i > 2 ? B5 : B2))
    .join("");
  b += S(`M80 ${base + 8}h320`, B1, 4);
  b += S(`M${pts.map((p) => p.join(" ")).join("L")}`, G, 6);
  b += pts
    .map(([x, y], i) => (i > 4 ? C(x, y, 10, G) : C(x, y, 6, W, `stroke="${G}" stroke-width="4"`)))
    .join("");
  // value badge
  b += card(352, 60, 208, 88, 28, G);
  b += C(396, 104, 22, W) + S("M396 116v-22m-9 9 9-9 9 9", G, 5);
  b += num(490, 118, 40, "+10%", W);
  // time saved and money
  b += card(448, 176, 136, 112) + R(464, 192, 48, 48, 14, G1);
  b += C(488, 216, 14, W, `stroke="${G}" stroke-width="4"`) + S("M488 208v8l6 4", G, 4);
  b += card(448, 304, 136, 112) + R(464, 320, 48, 48, 14, B1);
  b += R(470, 332, 36, 24, 6, B5) + C(488, 344, 6, W) + C(477, 344, 2, B2) + C(499, 344, 2, B2);
  b += bar(464, 252, 88, N, 10) + bar(464, 380, 88, N, 10);
  b += bar(464, 268, 56, G, 8) + bar(464, 396, 56, B2, 8);
  b += spark(588, 70, 12, B5) + spark(36, 84, 10, G);
  return svg(bgGrad("ro-bg", G1), b);
}

// ---- Talent Radar ----------------------------------------------------------
// A hexagonal skills radar with a teal profile, and three people beside it;
// the two starred ones are the frontrunners it found.
function talentRadar() {
  const cx = 220;
  const cy = 244;
  const at = (i, k) => {
    const a = (Math.PI / 3) * i - Math.PI / 2;
    return [Math.round(cx + 124 * k * Math.cos(a)), Math.round(cy + 124 * k * Math.sin(a))];
  };
  const hex = (k) => `M${[0, 1, 2, 3, 4, 5].map((i) => at(i, k).join(" ")).join("L")}Z`;
  let b = C(cx, cy + 10, 160, N, `opacity=".08"`) + C(cx, cy, 160, W);
  b += P(hex(1), B0, `stroke="${B2}" stroke-width="3"`);
  b += S(`${hex(2 / 3)}${hex(1 / 3)}`, B1, 3);
  b += S([0, 1, 2].map((i) => `M${at(i, 1).join(" ")}L${at(i + 3, 1).join(" ")}`).join(""), B1, 3);
  const profile = [0.92, 0.86, 0.62, 0.5, 0.7, 0.58].map((k, i) => at(i, k));
  b += P(
    `M${profile.map((p) => p.join(" ")).join("L")}Z`,
    G,
    `fill-opacity=".3" stroke="${G}" stroke-width="5"`,
  );
  b += profile.map(([x, y]) => C(x, y, 7, G)).join("");
  // people, the first two starred
  const people = [
    [B5, true, 76],
    [G, true, 64],
    [B2, false, 32],
  ];
  b += S("M327 182C360 182 368 128 400 128", B5, 4, `stroke-dasharray="2 10"`);
  b += people
    .map(([f, top, score], i) => {
      const y = 86 + i * 112;
      return (
        card(400, y, 184, 84) +
        avatar(442, y + 42, 26, top ? G1 : B1, f) +
        bar(484, y + 26, top ? 80 : 64, top ? N : B2, 10) +
        bar(484, y + 46, 84, B1, 8) +
        bar(484, y + 46, score, top ? G : B2, 8) +
        (top
          ? C(464, y + 20, 14, G, `stroke="${W}" stroke-width="3"`) + star(464, y + 21, 9, W)
          : "")
      );
    })
    .join("");
  b += spark(600, 60, 12, G) + spark(56, 84, 10, B5);
  return svg(bgGrad("ta-bg", B1), b);
}

// ---- Change management -----------------------------------------------------
// A campaign view: a mobilisation ring at 78%, a leaderboard whose leader wears a
// medal, and a live session with a camera and a broadcast signal.
function change() {
  const rx = 196;
  const ry = 244;
  const rr = 92;
  const len = 2 * Math.PI * rr;
  const end = 2 * Math.PI * 0.78 - Math.PI / 2;
  let b = C(rx, ry + 10, 136, N, `opacity=".08"`) + C(rx, ry, 136, W);
  b += C(rx, ry, rr, "none", `stroke="${B1}" stroke-width="28"`);
  b += C(
    rx,
    ry,
    rr,
    "none",
    `stroke="${G}" stroke-width="28" stroke-dasharray="${Math.round(len * 0.78)} ${Math.round(len)}" transform="rotate(-90 ${rx} ${ry})"`,
  );
  b += C(Math.round(rx + rr * Math.cos(end)), Math.round(ry + rr * Math.sin(end)), 8, W);
  b += num(rx, ry + 14, 44, "78%", N) + bar(rx - 28, ry + 36, 56, B2, 10);
  // leaderboard
  b += card(372, 48, 212, 212);
  b += R(384, 64, 188, 56, 16, G1);
  b += [
    [G, 76, 64],
    [B5, 64, 124],
    [B2, 48, 184],
  ]
    .map(
      ([f, w, y], i) =>
        avatar(412, y + 28, 18, i ? B1 : W, f) +
        bar(440, y + 14, i ? 64 : 80, i ? B2 : N, 10) +
        bar(440, y + 32, w, i ? B1 : G, 8),
    )
    .join("");
  b += P("M540 64l6 16h12l6-16Z", B5) + C(552, 94, 16, G, `stroke="${W}" stroke-width="3"`);
  b += star(552, 95, 9, W);
  // live session
  b += card(372, 284, 212, 132, 24, B6);
  b += R(392, 304, 64, 64, 16, W) + R(402, 324, 30, 24, 6, B6) + P("M434 336l12-9v18Z", B6);
  b += C(548, 320, 7, G) + S("M536 308a17 17 0 0 0 0 24M560 308a17 17 0 0 1 0 24", G1, 4);
  b += bar(472, 310, 48, W, 10) + bar(472, 330, 36, B2, 8);
  b += [0, 1, 2]
    .map((i) =>
      avatar(
        404 + i * 24,
        392,
        15,
        [G1, B1, W][i],
        [G, B5, B6][i],
        `stroke="${B6}" stroke-width="3"`,
      ),
    )
    .join("");
  b += bar(476, 386, 88, B5, 12) + bar(476, 386, 56, G, 12);
  b += spark(600, 268, 10, B5) + spark(64, 72, 12, G);
  return svg(bgFlat, b);
}

// ---- Output ----------------------------------------------------------------

const files = {
  "roai.svg": roai(),
  "talent-radar.svg": talentRadar(),
  "change.svg": change(),
};

writeMedia("media/product/cards", files);
