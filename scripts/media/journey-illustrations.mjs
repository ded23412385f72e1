// The eight feature illustrations of the individuals and learning-journey pages
// (public/media/journey/*.svg): each draws its own subject, in the brand's
// palette, without words (one file serves both languages) and without filters
// (costly to paint). Placeholders until the owner has real product pictures.
import {
  B1,
  B2,
  B5,
  B6,
  bar,
  bars,
  bgFlat,
  bgGrad,
  C,
  check,
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

/** File name (without .svg) → the drawing. */
export const journeyIllustrations = {};
const files = journeyIllustrations;

/* training: a winding learning path from a job badge over course milestones to a goal flag; the next lesson glows */
{
  const road =
    "M128 150V250C128 336 168 372 232 372S316 340 376 340S500 304 500 236S516 120 548 120";
  const done = "M128 150V250C128 336 168 372 232 372S316 340 376 340";
  let b = "";
  b += S(road, W, 28);
  b += S(road, B2, 6, `stroke-dasharray="2 14"`);
  b += S(done, B5, 6);
  // job badge
  b += sh(64, 64, 208, 80, 22) + R(64, 64, 208, 80, 22, W);
  b += C(108, 104, 24, B5) + R(96, 100, 24, 16, 4, W) + S("M102 99v-4h12v4", W, 4);
  b += bar(146, 90, 100, N) + bar(146, 110, 72, B2, 10);
  // milestones done
  b += C(128, 250, 24, B6) + check(128, 250);
  b += C(232, 372, 24, B6) + check(232, 372);
  // next lesson, glowing
  b += C(376, 340, 50, G1) + C(376, 340, 36, W) + C(376, 340, 27, G) + P("M369 327v26l21-13Z", W);
  // lesson card above
  b += sh(292, 190, 168, 84, 18) + R(292, 190, 168, 84, 18, W) + P("M364 273l12 14 12-14Z", W);
  b += R(308, 206, 36, 36, 10, G1) + spark(326, 224, 11, G);
  b += bar(356, 208, 84, N) + bar(356, 228, 60, B2, 10);
  b += bar(308, 252, 136, B1, 8) + bar(308, 252, 84, G, 8);
  // upcoming
  b += C(500, 236, 22, W, `stroke="${B2}" stroke-width="5"`) + C(500, 236, 7, B2);
  // goal flag
  b += C(548, 120, 18, N) + S("M548 112V48", N, 5) + P("M550 48h40l-10 14 10 14h-40Z", G);
  b += spark(452, 136, 12, B2) + spark(212, 216, 9, G);
  files.training = svg(bgGrad("tr-bg", G1), b);
}

/* playground: prompt bubble on the left, answer card on the right, model picker below the prompt */
{
  let b = "";
  // prompt bubble
  b += sh(56, 104, 232, 152, 24) + R(56, 104, 232, 152, 24, B6) + P("M84 250l-6 40 44-36Z", B6);
  b +=
    bar(84, 134, 150, W) +
    bars(
      [
        [84, 158, 176],
        [84, 182, 104],
      ],
      B2,
    );
  b += R(196, 178, 5, 20, 2.5, G);
  b += C(248, 218, 20, G) + S("M239 218h17m-7-7 7 7-7 7", W, 4);
  // model chips: several AI models, one selected
  b += sh(56, 320, 232, 72, 24) + R(56, 320, 232, 72, 24, W);
  b +=
    C(104, 356, 24, W, `stroke="${G}" stroke-width="4"`) +
    C(104, 356, 17, B5) +
    spark(104, 356, 10, W);
  b += R(155, 339, 34, 34, 10, B1) + P("M172 346l10 17h-20Z", B6);
  b += R(223, 339, 34, 34, 10, B1) + C(240, 356, 9, N);
  // link arrow
  b += S("M298 180h22m-8-10 10 10-10 10", B5, 5);
  // answer card
  b += sh(336, 64, 248, 352, 24) + R(336, 64, 248, 352, 24, W);
  b += C(376, 104, 20, G) + spark(376, 104, 12, W);
  b += bar(408, 90, 120, N) + bar(408, 110, 80, B2, 10);
  b += bars(
    [
      [360, 148, 200],
      [360, 170, 176],
      [360, 192, 192],
      [360, 346, 160],
      [360, 368, 104],
    ],
    B1,
  );
  b += R(360, 222, 200, 104, 16, G1);
  b +=
    R(376, 240, 12, 70, 6, G) +
    bar(400, 242, 140, G) +
    bars(
      [
        [400, 264, 110],
        [400, 286, 124],
      ],
      W,
      10,
    );
  b += C(544, 372, 16, G1) + check(544, 372, 0.7, G, 4);
  b += spark(332, 70, 22, G) + spark(304, 110, 10, B2);
  files.playground = svg(bgFlat, b);
}

/* apps: a grid of app tiles, each with its own icon, the summarise tile lifted */
{
  let b = `<g transform="translate(0 12)">`;
  const tiles = [
    [108, 104],
    [412, 104],
    [108, 256],
    [260, 256],
    [412, 256],
  ];
  b +=
    tiles.map(([x, y]) => R(x, y + 8, 120, 120, 24, N, 'opacity=".08"')).join("") +
    tiles.map(([x, y]) => R(x, y, 120, 120, 24, W)).join("");
  // mail
  b += R(140, 144, 56, 40, 8, B5) + S("M144 150l24 18 24-18", W, 4);
  // calendar
  b +=
    R(444, 138, 56, 52, 10, W, `stroke="${B6}" stroke-width="4"`) +
    P("M444 148a10 10 0 0 1 10-10h36a10 10 0 0 1 10 10v6h-56Z", B6) +
    S("M458 132v10M486 132v10", N, 4);
  b +=
    P("M454 162h10v9h-10ZM480 162h10v9h-10ZM454 175h10v9h-10ZM467 175h10v9h-10Z", B2) +
    R(467, 162, 10, 9, 2, G);
  // chart
  b +=
    P("M142 312h12v26h-12Z", B2) +
    P("M162 298h12v40h-12Z", B5) +
    P("M182 284h12v54h-12Z", G) +
    S("M136 344h64", N, 4);
  // search
  b += C(314, 310, 17, G1, `stroke="${G}" stroke-width="6"`) + S("M327 323l14 14", N, 7);
  // checklist
  b +=
    C(448, 290, 8, G) +
    C(448, 316, 8, G) +
    S("M444 290l3 3 5-6M444 316l3 3 5-6", W, 3) +
    C(448, 342, 7, W, `stroke="${B2}" stroke-width="3"`);
  b +=
    bars(
      [
        [464, 285, 40],
        [464, 311, 30],
      ],
      B2,
      10,
    ) + bar(464, 337, 40, B1, 10);
  // lifted tile: summarise
  b += R(264, 108, 120, 120, 24, N, 'opacity=".1"') + R(260, 84, 120, 120, 24, B5);
  b +=
    R(298, 112, 44, 56, 8, W) +
    bar(306, 124, 28, B5, 6) +
    bars(
      [
        [306, 136, 22],
        [306, 148, 26],
      ],
      B2,
      6,
    );
  b += C(344, 174, 14, G) + spark(344, 174, 8, W);
  b += spark(392, 70, 14, G) + spark(236, 70, 8, B5);
  // cursor
  b += P("M352 188v40l10-10 8 18 8-4-8-17h14Z", N, `stroke="${W}" stroke-width="3"`);
  files.apps = svg(bgGrad("ap-bg", B1), `${b}</g>`);
}

/* creator: building blocks wired into a flow that becomes an assistant; one block being dragged in */
{
  let b = "";
  // wires
  b += S(
    "M216 124C268 124 260 240 312 240M216 356C268 356 260 240 312 240M312 240H380m-10-10 10 10-10 10",
    B5,
    5,
  );
  b += S("M246 246C270 246 288 240 312 240", B2, 5, 'stroke-dasharray="2 10"');
  b += C(312, 240, 16, N) + S("M304 240h16M312 232v16", W, 4);
  // two placed blocks
  const blocks = [
    [64, 92],
    [64, 324],
  ];
  b += blocks
    .map(([x, y]) => R(x, y + 10, 152, 64, 18, N, 'opacity=".08"') + R(x, y, 152, 64, 18, W))
    .join("");
  b += R(78, 106, 36, 36, 10, B5) + S("M89 116v16M96 116v16M103 122v10", W, 4);
  b += R(78, 338, 36, 36, 10, B6) + P("M100 343l-12 18h10l-4 12 14-19h-10l4-11Z", W);
  b +=
    bars(
      [
        [126, 110, 64],
        [126, 342, 64],
      ],
      N,
      10,
    ) +
    bars(
      [
        [126, 128, 44],
        [126, 360, 44],
      ],
      B2,
      10,
    );
  b +=
    C(216, 124, 8, W, `stroke="${B5}" stroke-width="4"`) +
    C(216, 356, 8, W, `stroke="${B5}" stroke-width="4"`);
  // dragged block (tilted)
  b +=
    `<g transform="rotate(-6 170 240)">` +
    R(88, 218, 152, 64, 18, N, 'opacity=".12"') +
    R(80, 200, 152, 64, 18, W, `stroke="${G}" stroke-width="3"`) +
    R(94, 214, 36, 36, 10, G) +
    P(
      "M102 222h20a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4h-10l-8 6v-6h-2a4 4 0 0 1-4-4v-10a4 4 0 0 1 4-4Z",
      W,
    ) +
    bar(142, 218, 64, N, 10) +
    bar(142, 236, 44, B2, 10) +
    `</g>`;
  b += P("M214 252v38l10-10 8 18 8-4-8-17h14Z", N, `stroke="${W}" stroke-width="3"`);
  // the assembled assistant
  b += sh(392, 128, 184, 224, 24, "", 12) + R(392, 128, 184, 224, 24, B5);
  b += C(484, 210, 48, B6) + spark(484, 210, 34, W) + spark(520, 172, 10, G1);
  b += R(416, 282, 136, 40, 20, W) + bar(432, 297, 64, B2, 10) + C(532, 302, 10, G);
  b += C(568, 136, 20, G) + check(568, 136, 0.8, W, 4);
  b += spark(440, 410, 10, B2) + spark(600, 300, 8, G);
  files.creator = svg(bgGrad("cr-bg", G1), b);
}

/* library: a search bar over two shelves of books, course cards and guides with category markers */
{
  let b = "";
  // search pill
  b += sh(152, 44, 336, 56, 28) + R(152, 44, 336, 56, 28, W);
  b += C(186, 72, 10, "none", `stroke="${B6}" stroke-width="4"`) + S("M194 80l8 8", B6, 4);
  b += bar(214, 66, 150, B1) + C(458, 72, 18, G) + S("M450 72h15m-6-6 6 6-6 6", W, 4);
  // standing books: a spine and two bands each; bands of one colour drawn as one path
  const bands = {};
  const book = (x, w, h, f, band, base) => {
    bands[band] =
      `${bands[band] || ""}M${x} ${base - h + 16}h${w}v6h-${w}ZM${x} ${base - 22}h${w}v6h-${w}Z`;
    return R(x, base - h, w, h, 6, f);
  };
  // shelf 1 (top at 248)
  b +=
    book(104, 36, 112, B5, B2, 248) +
    book(144, 28, 92, G, G1, 248) +
    book(176, 40, 124, N, B5, 248) +
    book(220, 30, 100, B2, W, 248);
  // shelf 2 (top at 404)
  b +=
    book(276, 34, 118, G1, G, 404) +
    book(314, 40, 100, B6, B2, 404) +
    book(358, 30, 128, B5, B2, 404) +
    book(392, 36, 96, B2, W, 404);
  b += Object.entries(bands)
    .map(([c, d]) => P(d, c))
    .join("");
  b +=
    `<g transform="rotate(-12 272 248)">` +
    R(272, 144, 32, 104, 6, B6) +
    P("M272 160h32v6h-32ZM272 226h32v6h-32Z", B2) +
    `</g>`;
  b += P("M202 124h12v30l-6-6-6 6ZM112 136h10v24l-5-5-5 5Z", G);
  // video course card and template card
  b +=
    R(322, 136, 92, 112, 14, W) +
    P("M322 188v-38a14 14 0 0 1 14-14h64a14 14 0 0 1 14 14v38Z", B5) +
    P("M360 150v24l18-12Z", W) +
    bar(334, 202, 64, N, 10) +
    bar(334, 220, 44, G, 8);
  b +=
    R(424, 160, 76, 88, 14, W) +
    R(436, 172, 52, 30, 8, "none", `stroke="${B2}" stroke-width="3" stroke-dasharray="6 5"`) +
    bar(436, 214, 52, B2, 8) +
    bar(436, 228, 34, B1, 8);
  // plant
  b += P(
    "M528 204c-22-8-26-30-22-44 16 6 24 22 22 44ZM530 204c4-26 20-36 34-36 0 16-12 32-34 36Z",
    G,
  );
  b += R(510, 204, 40, 44, 10, B6);
  // shelf 2 (top at 404): a pile of books lying down
  b +=
    R(96, 374, 156, 30, 8, B5) +
    R(104, 346, 136, 28, 8, G) +
    R(98, 318, 146, 28, 8, B2) +
    bars(
      [
        [112, 386, 40],
        [118, 357, 40],
        [112, 329, 40],
      ],
      W,
      6,
    );
  // new content card
  b +=
    R(440, 292, 112, 112, 14, G1) +
    C(476, 330, 18, G) +
    spark(476, 330, 11, W) +
    bars(
      [
        [504, 320, 34],
        [504, 334, 24],
      ],
      G,
      8,
    ) +
    bar(456, 364, 80, G, 10) +
    bar(456, 382, 56, W, 8);
  b += P(
    "M87 248h466a7 7 0 0 1 0 14H87a7 7 0 0 1 0-14ZM87 404h466a7 7 0 0 1 0 14H87a7 7 0 0 1 0-14Z",
    N,
  );
  files.library = svg(bgFlat, b);
}

/* news: a fan of article cards, the front one with a highlighted headline, a chart card and a reminder bell */
{
  let b = "";
  b +=
    `<g transform="rotate(-14 300 430)">` +
    R(160, 76, 280, 328, 24, B2) +
    `</g><g transform="rotate(-7 300 430)">` +
    R(160, 76, 280, 328, 24, B1) +
    `</g>`;
  b += sh(160, 76, 280, 328, 24) + R(160, 76, 280, 328, 24, W);
  // picture with hills and sun
  b +=
    R(180, 96, 240, 112, 16, B1) +
    P("M270 208l80-94 70 58v36Z", B2) +
    C(394, 124, 13, G) +
    P("M180 176l58-48 46 38 34-26 102 62v6a16 16 0 0 1-16 16H196a16 16 0 0 1-16-16Z", B5);
  // category tag, highlighted headline, body
  b += bar(180, 224, 64, G1, 18) + C(192, 233, 5, G);
  b +=
    R(176, 252, 236, 24, 8, G1) +
    R(176, 282, 168, 24, 8, G1) +
    bars(
      [
        [180, 258, 212],
        [180, 288, 144],
      ],
      N,
    );
  b += bars(
    [
      [180, 322, 220],
      [180, 342, 196],
      [180, 362, 150],
    ],
    B1,
    10,
  );
  // chart card
  b += sh(384, 276, 200, 140, 22) + R(384, 276, 200, 140, 22, W);
  b += bar(404, 296, 64, N, 10) + bar(476, 296, 36, B2, 10);
  b +=
    P("M404 396v-24l34-14 30 10 32-30 40-18v76Z", G1) +
    S("M404 372l34-14 30 10 32-30 40-18", G, 5) +
    C(540, 320, 7, W, `stroke="${G}" stroke-width="4"`);
  b += S("M404 396h156", B1, 3);
  // reminder bell
  b +=
    C(444, 80, 30, B5) +
    P("M432 92v-12a12 12 0 0 1 24 0v12l4 4h-32Z", W) +
    R(439, 99, 10, 5, 2.5, W) +
    C(466, 60, 9, G, `stroke="${W}" stroke-width="3"`);
  b += spark(112, 140, 12, B5) + spark(92, 340, 8, G);
  files.news = svg(bgGrad("nw-bg", B1), b);
}

/* coach: a friendly coach avatar inside a progress ring, with question, answer and next-step bubbles */
{
  let b = "";
  b += C(192, 244, 116, "none", `stroke="${B1}" stroke-width="14"`);
  b += C(
    192,
    244,
    116,
    "none",
    `stroke="${G}" stroke-width="14" stroke-dasharray="510 729" transform="rotate(-90 192 244)"`,
  );
  b += C(82, 280, 10, W, `stroke="${G}" stroke-width="4"`);
  b += C(192, 244, 96, W);
  b +=
    P("M124 312C130 280 160 264 192 264S254 280 260 312A96 96 0 0 1 124 312Z", B6) +
    P("M176 264h32l-16 22Z", W);
  b += C(192, 210, 42, B5);
  b += C(178, 206, 5.5, W) + C(206, 206, 5.5, W) + S("M178 224q14 12 28 0", W, 4);
  b +=
    S("M144 212a48 48 0 0 1 96 0", N, 6) +
    R(138, 200, 14, 26, 7, N) +
    R(232, 200, 14, 26, 7, N) +
    S("M239 226q0 22-24 24", N, 4) +
    C(212, 250, 5, G);
  b += spark(300, 120, 14, G) + spark(92, 100, 9, B5);
  // question, answer, next step
  b +=
    sh(372, 68, 204, 72, 24) +
    R(372, 68, 204, 72, 24, W) +
    P("M548 136l22 20-4-24Z", W) +
    bar(396, 88, 120, N) +
    bar(396, 110, 150, B2, 10);
  b +=
    sh(328, 172, 256, 116, 24) +
    R(328, 172, 256, 116, 24, B5) +
    P("M340 262l-30 26 50-12Z", B5) +
    bar(352, 196, 184, W) +
    bars(
      [
        [352, 220, 204],
        [352, 240, 160],
        [352, 260, 112],
      ],
      B2,
      10,
    );
  b +=
    sh(360, 320, 208, 60, 30) +
    R(360, 320, 208, 60, 30, G) +
    C(390, 350, 18, W) +
    S("M382 350h15m-6-6 6 6-6 6", G, 4) +
    bar(420, 344, 112, W);
  files.coach = svg(bgFlat, b);
}

/* certificate: a certificate sheet with rosette seal and ribbon, beside three level steps */
{
  let b = "";
  b +=
    `<g transform="rotate(-4 244 208)">` +
    sh(64, 76, 352, 256, 18) +
    R(64, 76, 352, 256, 18, W) +
    R(80, 92, 320, 224, 10, "none", `stroke="${B2}" stroke-width="3"`);
  b +=
    spark(240, 122, 12, G) +
    bar(160, 146, 160, N, 16) +
    bars(
      [
        [136, 180, 208],
        [168, 198, 144],
      ],
      B1,
      10,
    ) +
    bar(148, 226, 184, B5, 14);
  b += `${S("M108 282c10-22 18 8 28-6s14 10 24 0 12-6 20 4", B6, 3) + bar(104, 292, 96, B2, 4)}</g>`;
  // rosette seal with ribbon
  b += P("M346 316l-18 64 20-10 12 18 10-60Z", B6) + P("M394 316l18 64-20-10-12 18-10-60Z", B5);
  b += C(370, 300, 40, G, `stroke="${G}" stroke-width="14" stroke-dasharray="0 15.7"`);
  b +=
    C(370, 300, 27, "none", `stroke="${W}" stroke-width="3"`) +
    P("m370 284 5 10 11 2-8 8 2 11-10-5-10 5 2-11-8-8 11-2Z", W);
  // three level steps, one to three chevrons
  b += R(432, 410, 184, 14, 7, N, 'opacity=".08"');
  const step = (x, top) => `M${x} 416V${top + 14}a14 14 0 0 1 14-14h28a14 14 0 0 1 14 14V416Z`;
  b += P(step(440, 356), B2) + P(step(496, 300), B5) + P(step(552, 244), N);
  b +=
    S("M458 384l10-7 10 7", B6, 4) +
    S(
      "M514 328l10-7 10 7M514 338l10-7 10 7M570 272l10-7 10 7M570 282l10-7 10 7M570 292l10-7 10 7",
      W,
      4,
    );
  b += C(580, 208, 22, G) + P("m580 195 4 8 9 1-7 6 2 9-8-5-8 5 2-9-7-6 9-1Z", W);
  b += spark(476, 300, 10, G) + spark(448, 96, 14, B5) + spark(100, 400, 9, G);
  files.certificate = svg(bgGrad("ce-bg", G1), b);
}
