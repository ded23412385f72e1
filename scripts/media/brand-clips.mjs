// Renders the site's placeholder video clips as small brand motion pieces: a navy
// title card with drifting platform-UI shapes (the customer testimonials are
// scripts/media/customer-clips.mjs). Every frame is an SVG rendered
// by resvg (shapes only); ffmpeg sets the words in Inter (the site's font, read
// straight from @fontsource's woff2 files) and encodes a silent, seamless 8 s loop
// plus a WebP poster of its first frame. All motion is periodic in the clip length,
// so the loop has no jump. The centre stays free of words for the native play button,
// and no play button is painted. The clips stay marked `placeholder: true` in the
// content data; the owner replaces the files with real footage under the same names.
//
// Each language has its own files, since the words are drawn into the frames: English
// names them plainly, every other language adds its code before the extension
// (welcome-de.mp4, welcome-poster-fr.webp).
//
//   node scripts/media/brand-clips.mjs [video|journey|all] [language]
//   (default: all sets, every language; `… video fr` renders only the French files)
//
// Needs ffmpeg on PATH (Debian: apt-get install -y ffmpeg) and the project's npm
// dependencies (@resvg/resvg-js, @fontsource/inter). Run from the project root.
import { readFileSync } from "node:fs";
import path from "node:path";
import { c } from "./brand.mjs";
import { circle, encodeClip, r1, rect, svgFrame, UNIT_H, UNIT_W, wave } from "./clip-encoder.mjs";

/** The brand name, read from src/site.config.ts so the wordmark follows a rename. */
const brand = (() => {
  const match = readFileSync("src/site.config.ts", "utf8").match(/\bname:\s*"([^"]+)"/);
  if (!match?.[1]) throw new Error("brand-clips: no `name` found in src/site.config.ts");
  return match[1];
})();

// ---------------------------------------------------------------------------
// Motion: everything moves with whole periods of the clip, so frame N == frame 0.

// ---------------------------------------------------------------------------
// Shared SVG pieces (design units).

const bar = (x, y, w, fill, h = 6, extra = "") => rect(x, y, w, h, h / 2, fill, extra);
const check = (cx, cy, size, stroke = "#fff", width = 2.4) =>
  `<path d="M${r1(cx - size)} ${r1(cy)}l${r1(size * 0.7)} ${r1(size * 0.7)} ${r1(size * 1.3)}-${r1(size * 1.4)}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
/** A soft drop shadow under a card, then the card itself. */
const card = (x, y, w, h, rx, fill = "#fff", extra = "") =>
  `${rect(x + 2, y + 10, w - 4, h, rx, c.deep, 'opacity="0.55" filter="url(#shadow)"')}${rect(x, y, w, h, rx, fill, extra)}`;

const defs = `
<filter id="shadow" x="-30%" y="-30%" width="160%" height="180%"><feGaussianBlur stdDeviation="9"/></filter>
<linearGradient id="mark" x2="1" y2="1"><stop offset="0" stop-color="${c.b500}"/><stop offset="1" stop-color="${c.a500}"/></linearGradient>
<radialGradient id="glowIndigo"><stop offset="0" stop-color="${c.b500}" stop-opacity="0.6"/><stop offset="1" stop-color="${c.b500}" stop-opacity="0"/></radialGradient>
<radialGradient id="glowTeal"><stop offset="0" stop-color="${c.a500}" stop-opacity="0.32"/><stop offset="1" stop-color="${c.a500}" stop-opacity="0"/></radialGradient>
<radialGradient id="scrim"><stop offset="0" stop-color="${c.deep}" stop-opacity="0.75"/><stop offset="1" stop-color="${c.deep}" stop-opacity="0"/></radialGradient>
<pattern id="dots" width="20" height="20" patternUnits="userSpaceOnUse"><circle cx="10" cy="10" r="0.9" fill="${c.b100}" fill-opacity="0.16"/></pattern>
<linearGradient id="dotFade" x1="0" x2="1"><stop offset="0.35" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#fff" stop-opacity="1"/></linearGradient>
<mask id="dotMask"><rect width="${UNIT_W}" height="${UNIT_H}" fill="url(#dotFade)"/></mask>`;

/** The small brand mark in the top-left corner (the "K" and wordmark are set by ffmpeg). */
const brandMark = rect(40, 30, 24, 24, 7, "url(#mark)");

/** Navy title-card background: diagonal gradient, two drifting glows, a dot grid, an arc. */
function titleBackground(t, clip) {
  return `
<linearGradient id="bg" x2="1" y2="1"><stop offset="0" stop-color="${c.deep}"/><stop offset="0.5" stop-color="${c.b900}"/><stop offset="1" stop-color="${c.b700}"/></linearGradient>
<rect width="${UNIT_W}" height="${UNIT_H}" fill="url(#bg)"/>
${circle(540 + 14 * wave(t, 1), 300 + 8 * wave(t, 1, 0.25), 330, "url(#glowIndigo)")}
${circle(610 + 10 * wave(t, 1, 0.5), 24 + 8 * wave(t, 1, 0.75), 230, "url(#glowTeal)")}
<rect width="${UNIT_W}" height="${UNIT_H}" fill="url(#dots)" mask="url(#dotMask)"/>
<g transform="rotate(${r1(8 * wave(t, 1))} 560 340)"><circle cx="560" cy="340" r="200" fill="none" stroke="${c.b500}" stroke-opacity="0.35" stroke-width="1.2" stroke-dasharray="2 9"/></g>
<circle cx="560" cy="340" r="250" fill="none" stroke="${c.b200}" stroke-opacity="0.08" stroke-width="1"/>
${brandMark}
${bar(40, headlineTop(clip) - 43.5, 14, c.a500, 2)}`;
}

// ---------------------------------------------------------------------------
// Right-hand scenes of the title cards (kept right of x≈360, clear of the centre).

/** Welcome: a learner dashboard with a bar chart, a "done" toast and an avatar chip. */
function dashboardScene(t) {
  const dy = 3.5 * wave(t, 1);
  const heights = [46, 62, 54, 78, 70, 92, 84];
  const bars = heights
    .map((h, i) => {
      const hh = h * (0.86 + 0.14 * wave(t, 1, i / 7));
      const fill = i === heights.length - 2 ? c.a500 : i % 2 ? c.b500 : c.b200;
      return rect(412 + i * 24, 218 - hh * 0.82, 14, hh * 0.82, 4, fill);
    })
    .join("");
  const progress = 168 * (0.64 + 0.08 * wave(t, 1, 0.1));
  const toastDy = 4 * wave(t, 1, 0.35);
  const chipDy = 3 * wave(t, 1, 0.65);
  return `
<g transform="translate(0 ${r1(dy)})">
  ${card(392, 70, 208, 166, 14)}
  ${circle(417, 96, 11, c.b100)}${circle(417, 93, 4.5, c.b500)}<path d="M409 104a8 6 0 0 1 16 0" fill="${c.b500}"/>
  ${bar(436, 88, 70, c.ink, 7)}${bar(436, 100, 44, c.b100, 6)}
  ${rect(548, 87, 36, 16, 8, c.a100)}${circle(558, 95, 3, c.a700)}${bar(564, 93, 14, c.a700, 4)}
  ${bar(412, 122, 168, c.b100, 7)}${bar(412, 122, progress, c.a500, 7)}
  ${bar(412, 138, 28, c.b200, 5)}${bar(444, 138, 40, c.b100, 5)}
  <path d="M412 164H580M412 190H580" stroke="${c.b50}" stroke-width="1.5"/>
  ${bars}
</g>
<g transform="translate(0 ${r1(toastDy)})">
  ${card(372, 226, 156, 50, 12, c.b50)}
  ${circle(395, 251, 12, c.a500)}${check(395, 251, 4.5)}
  ${bar(414, 242, 88, c.ink, 7)}${bar(414, 254, 58, c.b200, 6)}
</g>
<g transform="translate(0 ${r1(chipDy)})">
  ${card(514, 40, 86, 30, 15)}
  ${circle(531, 55, 9, c.b500, `stroke="#fff" stroke-width="2"`)}${circle(545, 55, 9, c.a500, `stroke="#fff" stroke-width="2"`)}${circle(559, 55, 9, c.b200, `stroke="#fff" stroke-width="2"`)}
  ${bar(572, 52, 18, c.b100, 6)}
</g>`;
}

/** Platform demo: an app window with courses filling up and an AI-coach bubble typing. */
function appScene(t) {
  const dy = 3 * wave(t, 1);
  const rows = [0, 1, 2]
    .map((i) => {
      const y = 110 + i * 44;
      const fill = [c.a500, c.b500, c.b600][i];
      const tile = [c.a100, c.b100, c.b50][i];
      const p = [0.78, 0.52, 0.3][i] + 0.1 * wave(t, 1, i / 3);
      return `${rect(430, y, 30, 30, 8, tile)}${circle(445, y + 15, 6, fill)}${bar(470, y + 4, [84, 64, 96][i], c.ink, 6)}${bar(470, y + 18, 108, c.b100, 5)}${bar(470, y + 18, 108 * p, fill, 5)}`;
    })
    .join("");
  const sidebar = [0, 1, 2, 3, 4]
    .map((i) => rect(378, 100 + i * 28, 20, 20, 6, i === 1 ? c.b500 : c.b100))
    .join("");
  const bubbleDy = 4 * wave(t, 1, 0.4);
  const typing = [0, 1, 2]
    .map((i) => {
      const lift = Math.max(0, wave(t, 4, -i / 8));
      return circle(
        532 + i * 12,
        248 - 3 * lift,
        3.2,
        "#fff",
        `opacity="${r1(0.55 + 0.45 * lift)}"`,
      );
    })
    .join("");
  return `
<g transform="translate(0 ${r1(dy)})">
  ${card(364, 56, 244, 214, 14)}
  <path d="M364 70a14 14 0 0 1 14-14h216a14 14 0 0 1 14 14v12H364Z" fill="${c.b50}"/>
  ${circle(380, 69, 4, c.b500)}${circle(393, 69, 4, c.a500)}${circle(406, 69, 4, c.b200)}${bar(470, 65, 80, c.b100, 8)}
  ${rect(364, 82, 48, 188, 0, "#f7f9ff")}<path d="M364 256v0a14 14 0 0 0 14 14h34V82h-48Z" fill="#f7f9ff"/>
  ${sidebar}
  ${bar(430, 92, 96, c.ink, 8)}
  ${rows}
</g>
<g transform="translate(0 ${r1(bubbleDy)})">
  ${card(512, 228, 84, 40, 14, c.b600)}<path d="M522 266l-6 10 14-8Z" fill="${c.b600}"/>
  ${typing}
</g>`;
}

/** Company: a team grid with a highlight walking across it, and a location chip. */
function teamScene(t) {
  const dy = 3 * wave(t, 1);
  const tones = [
    [c.b100, c.b500],
    [c.a100, c.a700],
    [c.b50, c.b600],
    [c.a100, c.a500],
    [c.b100, c.b700],
    [c.b50, c.b500],
  ];
  // The highlight visits the six tiles in turn: one step per 4/3 s, back to tile 0 at the loop.
  const active = Math.floor(t * 6) % 6;
  const tiles = tones
    .map(([bg, fg], i) => {
      const x = 402 + (i % 3) * 64;
      const y = 80 + Math.floor(i / 3) * 66;
      const ring =
        i === active
          ? rect(x - 3, y - 3, 60, 60, 15, "none", `stroke="${c.a500}" stroke-width="2.5"`)
          : "";
      return `${ring}${rect(x, y, 54, 54, 12, bg)}${circle(x + 27, y + 22, 9, fg)}<path d="M${x + 11} ${y + 54}c0-12 7-19 16-19s16 7 16 19Z" fill="${fg}"/>`;
    })
    .join("");
  const chipDy = 4 * wave(t, 1, 0.4);
  return `
<g transform="translate(0 ${r1(dy)})">
  ${card(384, 62, 220, 156, 16)}
  ${tiles}
</g>
<g transform="translate(0 ${r1(chipDy)})">
  ${card(364, 226, 150, 46, 14, c.b50)}
  ${circle(387, 249, 12, c.a500)}<path d="M387 256c-5-6-7-9-7-12a7 7 0 0 1 14 0c0 3-2 6-7 12Z" fill="#fff"/>${circle(387, 244, 2.6, c.a500)}
  ${bar(406, 241, 80, c.ink, 7)}${bar(406, 253, 52, c.b200, 6)}
</g>`;
}

/** Learning journey: a path over three milestones to a flag, a light travelling along it. */
function journeyScene(t) {
  const dy = 3 * wave(t, 1);
  const pathD = "M404 236C452 236 444 176 492 176S540 104 578 100";
  const points = [
    [404, 236, c.a500],
    [492, 176, c.b500],
    [578, 100, c.b600],
  ];
  const pulses = points
    .map(([x, y], i) => {
      const phase = (t * 2 + 1 - i / 3) % 1;
      return circle(
        x,
        y,
        15 + 16 * phase,
        "none",
        `stroke="${c.a500}" stroke-width="2" opacity="${r1(0.6 * (1 - phase))}"`,
      );
    })
    .join("");
  const milestones = points
    .map(
      ([x, y, fill]) =>
        `${circle(x, y, 15, fill, `stroke="#fff" stroke-width="3"`)}${check(x, y, 5)}`,
    )
    .join("");
  // A cubic Bézier point for the travelling light, faded in and out at the loop ends.
  const segs = [
    [
      [404, 236],
      [452, 236],
      [444, 176],
      [492, 176],
    ],
    [
      [492, 176],
      [540, 176],
      [540, 104],
      [578, 100],
    ],
  ];
  const u = t * 2;
  const seg = segs[Math.min(1, Math.floor(u))];
  const s = u - Math.floor(u);
  const bez = (k) =>
    (1 - s) ** 3 * seg[0][k] +
    3 * (1 - s) ** 2 * s * seg[1][k] +
    3 * (1 - s) * s ** 2 * seg[2][k] +
    s ** 3 * seg[3][k];
  const glow = Math.sin(Math.PI * t) ** 2;
  const chip = (x, y, fill, w, phase) =>
    `<g transform="translate(0 ${r1(2.5 * wave(t, 1, phase))})">${card(x, y, w, 28, 14)}${circle(x + 14, y + 14, 5, fill)}${bar(x + 25, y + 11, w - 38, c.b100, 6)}</g>`;
  return `
<g transform="translate(0 ${r1(dy)})">
  ${rect(372, 56, 236, 218, 18, "#fff", `fill-opacity="0.06" stroke="${c.b100}" stroke-opacity="0.18"`)}
  <path d="${pathD}" fill="none" stroke="${c.b200}" stroke-opacity="0.5" stroke-width="6" stroke-linecap="round" stroke-dasharray="1 12"/>
  ${circle(bez(0), bez(1), 12, "url(#glowTeal)", `opacity="${r1(glow * 2.5)}"`)}${circle(bez(0), bez(1), 3.5, c.a100, `opacity="${r1(glow)}"`)}
  ${pulses}${milestones}
  <path d="M578 84V50" stroke="#fff" stroke-width="3" stroke-linecap="round"/><path d="M579 50h30l-7 9 7 9h-30Z" fill="${c.a500}"/>
  ${chip(420, 242, c.a500, 74, 0.1)}${chip(396, 112, c.b500, 66, 0.45)}${chip(500, 206, c.b600, 70, 0.75)}
</g>`;
}

// ---------------------------------------------------------------------------
// Words, set by ffmpeg's drawtext in Inter. Sizes and positions in design units.

/** A drawtext filter; `y` is the baseline, so lines of different glyphs align. */

function brandWords() {
  return [
    { words: "K", x: 52, y: 42.5, size: 14, weight: 700, color: "white", center: true },
    { words: brand, x: 74, y: 47, size: 13.5, weight: 600, color: "white@0.92" },
  ];
}

/** Baseline of the first headline line: a one-line headline sits half a line lower. */
const headlineTop = (clip) => 154 + (2 - clip.headline.length) * 19;

function titleWords(clip) {
  const { kicker, headline, sub, headlineSize: size = 32 } = clip;
  const top = headlineTop(clip);
  const leading = Math.round(size * 1.19);
  const lines = headline.map((words, i) => ({
    words,
    x: 40,
    y: top + i * leading,
    size,
    weight: 700,
    color: "white",
  }));
  const subY = top + (headline.length - 1) * leading + 34;
  return [
    ...brandWords(),
    { words: kicker.toUpperCase(), x: 62, y: top - 38, size: 11, weight: 600, color: c.a500 },
    ...lines,
    { words: sub, x: 40, y: subY, size: 14, weight: 500, color: c.soft },
  ];
}

// ---------------------------------------------------------------------------
// Rendering.

export function frameSvg(clip, t) {
  return svgFrame(`<defs>${defs}</defs>${titleBackground(t, clip)}${clip.scene(t)}`);
}

/** Renders one clip: 8 s, 24 fps, H.264 main, yuv420p (BT.709), faststart, silent; WebP poster. */
export function renderClip(clip) {
  return encodeClip({
    video: clip.video,
    poster: clip.poster,
    frame: (t) => frameSvg(clip, t),
    words: titleWords(clip),
    crf: clip.crf,
  });
}

// ---------------------------------------------------------------------------
// The clips. File names are fixed: the content data (src/content) points at them.

const videoDir = "public/media/video";
const journeyDir = "public/media/journey";

/** The site's default language (src/locales.ts), whose files carry no suffix. */
const defaultLanguage = "en";

/**
 * Each language's title cards carry their own words, so each gets its own files:
 * every language but English adds "-<code>" before the extension (welcome-de.mp4,
 * welcome-poster-fr.webp), as the customer clips' files do.
 */
export const inLanguage = (file, lang) =>
  lang === defaultLanguage ? file : file.replace(/\.(\w+)$/, `-${lang}.$1`);

/**
 * The title cards: one scene each, and its words in every language of the site (a
 * new language is one more entry in each `words`). `headlineSize` sets a language's
 * longer headline smaller, so it stops short of the scene.
 */
const titleCards = [
  {
    set: "video",
    video: `${videoDir}/welcome.mp4`,
    poster: `${videoDir}/welcome-poster.webp`,
    scene: dashboardScene,
    words: {
      en: {
        kicker: `Welcome to ${brand}`,
        headline: ["AI adoption", "for everyone"],
        sub: "From first steps to everyday AI use",
      },
      de: {
        kicker: `Willkommen bei ${brand}`,
        headline: ["AI-Adoption", "für alle"],
        sub: "Von den ersten Schritten zum AI-Alltag",
      },
      fr: {
        kicker: `Bienvenue chez ${brand}`,
        headline: ["L’adoption de l’IA", "pour tous"],
        sub: "Des premiers pas à l’IA au quotidien",
      },
    },
  },
  {
    set: "video",
    video: `${videoDir}/platform-demo.mp4`,
    poster: `${videoDir}/platform-demo-poster.webp`,
    scene: appScene,
    words: {
      en: {
        kicker: "Platform tour",
        headline: ["Train. Apply.", "Create. Innovate."],
        sub: "From first training to company-wide value",
      },
      de: {
        kicker: "Plattform-Rundgang",
        headline: ["Trainieren. Anwenden.", "Gestalten. Innovieren."],
        headlineSize: 27,
        sub: "Vom ersten Training bis zum Mehrwert",
      },
      fr: {
        kicker: "Visite de la plateforme",
        headline: ["Se former. Appliquer.", "Créer. Innover."],
        headlineSize: 27,
        sub: "De la première formation à la valeur ajoutée",
      },
    },
  },
  {
    set: "video",
    video: `${videoDir}/company.mp4`,
    poster: `${videoDir}/company-poster.webp`,
    scene: teamScene,
    words: {
      en: {
        kicker: `About ${brand}`,
        headline: ["Who we are"],
        sub: "Founded in Switzerland in 2018",
      },
      de: {
        kicker: `Über ${brand}`,
        headline: ["Wer wir sind"],
        sub: "2018 in der Schweiz gegründet",
      },
      fr: {
        kicker: `À propos de ${brand}`,
        headline: ["Qui sommes-nous\u202F?"],
        sub: "Fondée en Suisse en 2018",
      },
    },
  },
  {
    // The learning-journey intro (scripts/media/generate-journey-media.mjs).
    set: "journey",
    video: `${journeyDir}/intro.mp4`,
    poster: `${journeyDir}/intro.webp`,
    scene: journeyScene,
    words: {
      en: {
        kicker: "Learning journey",
        headline: ["Your AI", "learning journey"],
        sub: "Train · Apply · Create",
      },
      de: {
        kicker: "Lernreise",
        headline: ["Deine", "AI-Lernreise"],
        sub: "Trainieren · Anwenden · Gestalten",
      },
      fr: {
        kicker: "Parcours d’apprentissage",
        headline: ["Votre parcours", "d’apprentissage IA"],
        sub: "Se former · Appliquer · Créer",
      },
    },
  },
];

/** Every language some title card has words in, the default first. */
export const clipLanguages = [...new Set(titleCards.flatMap((card) => Object.keys(card.words)))];

/** Every clip of a set, one per card and language: its files, scene and words. */
const clipsOf = (set) =>
  titleCards
    .filter((card) => card.set === set)
    .flatMap((card) =>
      Object.entries(card.words).map(([lang, words]) => ({
        lang,
        video: inLanguage(card.video, lang),
        poster: inLanguage(card.poster, lang),
        scene: card.scene,
        ...words,
      })),
    );

export const clipSets = { video: clipsOf("video"), journey: clipsOf("journey") };

/** Renders a set (video, journey or all), in every language or only in `lang`. */
export async function renderClipSet(name, lang) {
  const clips = name === "all" ? [...clipSets.video, ...clipSets.journey] : clipSets[name];
  if (!clips) throw new Error(`brand-clips: unknown set "${name}" (video, journey or all)`);
  if (lang && !clipLanguages.includes(lang)) {
    throw new Error(`brand-clips: no words in "${lang}" (${clipLanguages.join(", ")})`);
  }
  for (const clip of clips) if (!lang || clip.lang === lang) await renderClip(clip);
}

if (import.meta.url === `file://${path.resolve(process.argv[1] ?? "")}`) {
  // A mistyped set or language is told in one line, not a stack.
  await renderClipSet(process.argv[2] ?? "all", process.argv[3]).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
