// Generates the placeholder media of the individuals and learning-journey pages
// into public/media/journey/: feature illustrations as small
// SVGs, and the English and German intro clips (H.264 with WebP posters).
// The owner replaces these files with real ones under the same names.
// Run: node scripts/media/generate-journey-media.mjs  (needs ffmpeg on PATH)
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { c } from "./brand.mjs";
import { renderClipSet } from "./brand-clips.mjs";

const out = path.resolve("public/media/journey");
mkdirSync(out, { recursive: true });

const bar = (x, y, w, fill = c.b100, h = 12) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${fill}"/>`;

/** A browser-like window on a soft brand gradient; `body` draws the topic inside it. */
function illustration(body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480" width="640" height="480"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${c.b50}"/><stop offset="1" stop-color="${c.a100}"/></linearGradient></defs><rect width="640" height="480" rx="32" fill="url(#g)"/><rect x="72" y="64" width="496" height="352" rx="20" fill="#fff" stroke="${c.b200}" stroke-width="2"/><path d="M72 84a20 20 0 0 1 20-20h456a20 20 0 0 1 20 20v24H72Z" fill="${c.b100}"/><circle cx="98" cy="86" r="6" fill="${c.b500}"/><circle cx="118" cy="86" r="6" fill="${c.a500}"/><circle cx="138" cy="86" r="6" fill="${c.b200}"/>${body}</svg>`;
}

const illustrations = {
  // A journey path with three milestones (Beginner, Expert, Master) and a goal flag.
  training: illustration(
    `<path d="M130 370C220 370 220 290 310 290S400 200 500 190" fill="none" stroke="${c.b200}" stroke-width="10" stroke-linecap="round" stroke-dasharray="2 18"/>` +
      [
        [130, 370, c.a500],
        [310, 290, c.b500],
        [500, 190, c.b600],
      ]
        .map(
          ([x, y, fill]) =>
            `<circle cx="${x}" cy="${y}" r="24" fill="${fill}"/><path d="m${x - 9} ${y}l6 7 12-13" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`,
        )
        .join("") +
      `<path d="M500 166v-50" stroke="${c.b900}" stroke-width="5"/><path d="M500 116h44l-10 14 10 14h-44Z" fill="${c.a500}"/>` +
      bar(110, 140, 170, c.b600, 16) +
      bar(110, 170, 120),
  ),
  // Shelves of books of different heights.
  library: illustration(
    [190, 290, 380]
      .map(
        (y, row) =>
          [0, 1, 2, 3, 4, 5, 6, 7]
            .map((i) => {
              const h = 56 + ((i * 7 + row * 3) % 4) * 8;
              const fill = [c.b500, c.a500, c.b200, c.b600][(i + row) % 4];
              return `<rect x="${112 + i * 52 + row * 6}" y="${y + 10 - h}" width="40" height="${h}" rx="6" fill="${fill}"/>`;
            })
            .join("") +
          `<rect x="100" y="${y + 10}" width="440" height="10" rx="5" fill="${c.b900}"/>`,
      )
      .join(""),
  ),
  // A feed of news cards with thumbnails and a "for you" marker.
  news: illustration(
    [132, 222, 312]
      .map(
        (y, i) =>
          `<rect x="104" y="${y}" width="432" height="72" rx="14" fill="${c.b50}"/><rect x="118" y="${y + 12}" width="64" height="48" rx="10" fill="${[c.b500, c.a500, c.b200][i]}"/>${bar(198, y + 18, 220, c.b600)}${bar(198, y + 42, 280)}`,
      )
      .join("") +
      `<circle cx="510" cy="150" r="16" fill="${c.a500}"/><path d="m510 140 3 7 7 3-7 3-3 7-3-7-7-3 7-3Z" fill="#fff"/>`,
  ),
  // Two model tabs over a prompt and two answers.
  playground: illustration(
    `<rect x="104" y="128" width="120" height="32" rx="16" fill="${c.b600}"/><rect x="236" y="128" width="120" height="32" rx="16" fill="${c.b100}"/>` +
      `<rect x="300" y="180" width="236" height="56" rx="18" fill="${c.b500}"/>${bar(320, 202, 190, "#fff")}` +
      `<rect x="104" y="252" width="300" height="64" rx="18" fill="${c.a100}"/>${bar(124, 270, 250, c.a700)}${bar(124, 290, 180, c.a500)}` +
      `<rect x="104" y="330" width="260" height="56" rx="18" fill="${c.b50}"/>${bar(124, 352, 210, c.b200)}`,
  ),
  // A grid of six app tiles.
  apps: illustration(
    [0, 1, 2, 3, 4, 5]
      .map((i) => {
        const x = 120 + (i % 3) * 140;
        const y = 134 + Math.floor(i / 3) * 136;
        const fill = [c.b500, c.a500, c.b600, c.a700, c.b200, c.b500][i];
        return `<rect x="${x}" y="${y}" width="112" height="112" rx="24" fill="${fill}"/><circle cx="${x + 56}" cy="${y + 48}" r="18" fill="#fff" fill-opacity=".9"/>${bar(x + 28, y + 80, 56, "#fff", 10)}`;
      })
      .join(""),
  ),
  // A no-code canvas: a block palette and connected nodes.
  creator: illustration(
    `<rect x="96" y="124" width="112" height="272" rx="14" fill="${c.b50}"/>` +
      [0, 1, 2, 3]
        .map((i) => bar(112, 144 + i * 40, 80, [c.b500, c.a500, c.b200, c.b600][i], 24))
        .join("") +
      `<path d="M300 180h80v80h80M380 260v80h-80" fill="none" stroke="${c.b200}" stroke-width="6"/>` +
      [
        [252, 156, c.b500],
        [412, 236, c.a500],
        [252, 316, c.b600],
      ]
        .map(
          ([x, y, fill]) =>
            `<rect x="${x}" y="${y}" width="112" height="48" rx="12" fill="${fill}"/>${bar(x + 18, y + 18, 76, "#fff")}`,
        )
        .join(""),
  ),
  // A friendly coach avatar in conversation.
  coach: illustration(
    `<circle cx="170" cy="190" r="52" fill="${c.a500}"/><rect x="140" y="166" width="60" height="44" rx="14" fill="#fff"/><circle cx="158" cy="188" r="6" fill="${c.b900}"/><circle cx="182" cy="188" r="6" fill="${c.b900}"/><path d="M170 138v-14" stroke="${c.b900}" stroke-width="5"/><circle cx="170" cy="120" r="7" fill="${c.b600}"/>` +
      `<rect x="250" y="140" width="280" height="96" rx="20" fill="${c.a100}"/>${bar(272, 164, 220, c.a700)}${bar(272, 188, 180, c.a500)}${bar(272, 212, 120, c.a500)}` +
      `<rect x="200" y="268" width="250" height="56" rx="20" fill="${c.b500}"/>${bar(222, 290, 190, "#fff")}` +
      `<rect x="250" y="340" width="200" height="48" rx="20" fill="${c.a100}"/>${bar(272, 358, 140, c.a700)}`,
  ),
  // A certificate with a seal and ribbon.
  certificate: illustration(
    `<rect x="132" y="132" width="376" height="256" rx="12" fill="${c.b50}" stroke="${c.b200}" stroke-width="4"/>` +
      `${bar(220, 166, 200, c.b600, 18)}${bar(190, 206, 260)}${bar(210, 230, 220)}${bar(240, 254, 160)}` +
      `<path d="m300 330-14 52 20-10 14 18 6-56M340 330l14 52-20-10-14 18-6-56" fill="${c.a700}"/>` +
      `<circle cx="320" cy="318" r="34" fill="${c.a500}"/><path d="m320 298 6 13 14 2-10 10 2 14-12-7-12 7 2-14-10-10 14-2Z" fill="#fff"/>`,
  ),
};

for (const [name, svg] of Object.entries(illustrations)) {
  writeFileSync(path.join(out, `${name}.svg`), svg);
}

// The intro clips (English intro.mp4, German intro-de.mp4, each with a WebP poster):
// brand title cards in Inter, rendered by scripts/media/brand-clips.mjs.
await renderClipSet("journey");
