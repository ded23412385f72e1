// Renders the three placeholder clips of /customers: each executive's illustrated
// portrait (the same set as the team's and the quoted customers', svg.ts avatarSvg)
// on a soft interview backdrop, with a lower third that names them. Names, roles,
// companies and file names come from src/content/copy/<locale>/customer-voices.yaml, so the clips
// cannot drift from the page. Like scripts/media/brand-clips.mjs: 960×540, 8 s seamless
// loop (every motion a whole number of periods), H.264 main, yuv420p, faststart,
// silent, a WebP poster of the first frame, the words set by ffmpeg in Inter. The
// centre stays clear for the native play button. The content keeps the clips
// marked `placeholder: true` until real recordings replace them under the same names.
//
//   node --import tsx scripts/media/customer-clips.mjs [language]   (default: every language)
//
// Each language gets its own clips, since the lower third carries words: the eyebrow
// below and each person's role from the page copy. Their file names come from that
// language's copy too: every language but English adds its code before the extension
// (customer-aventro-bank-de.mp4, customer-aventro-bank-poster-fr.webp).
//
// Needs ffmpeg on PATH (Debian: apt-get install -y ffmpeg) and the npm dependencies.
// Run from the project root.
import path from "node:path";
import { readShared } from "../../src/content/read-copy.ts";
import { site } from "../../src/site.config.ts";
import { c } from "./brand.mjs";
import { circle, encodeClip, r1, rect, svgFrame, UNIT_H, UNIT_W, wave } from "./clip-encoder.mjs";
import { avatarSvg } from "./svg.ts";

/** Art direction for the portraits' hairstyles, and each clip's light. */
export const looks = {
  "Patrick Imhof": { look: "masculine", tint: c.b600, rim: c.a500 },
  "Selin Arslan": { look: "feminine", tint: c.b500, rim: c.b200 },
  "Martin Egli": { look: "masculine", tint: c.a700, rim: c.a100 },
};

/**
 * The portrait's centre and radius: right of the centre, where a player may draw its
 * button, and below-left of the corner where the page sets its play badge (app.css).
 */
const P = { x: 462, y: 178, r: 100 };

/** The avatar's own SVG, placed as a nested viewport; its ids get a prefix so none collide. */
function portrait(svg, t) {
  const scale = 1 + 0.012 * wave(t, 1);
  const size = 2 * P.r * scale;
  const body = svg
    .replace(/id="([^"]+)"/g, 'id="p-$1"')
    .replace(/url\(#([^)]+)\)/g, "url(#p-$1)")
    .replace("<svg ", `<svg x="${r1(P.x - size / 2)}" y="${r1(P.y - size / 2)}" `)
    .replace(/ width="\d+" height="\d+"/, ` width="${r1(size)}" height="${r1(size)}"`);
  return body;
}

function scene(person, t) {
  const { tint, rim } = looks[person.name];
  const bokeh = [
    [300, 70, 30, c.b200, 0.16],
    [372, 36, 14, c.a100, 0.22],
    [612, 56, 26, c.b100, 0.14],
    [604, 300, 14, c.a100, 0.3],
    [286, 176, 20, c.b500, 0.4],
    [628, 200, 34, c.b200, 0.12],
    [236, 60, 12, c.b100, 0.2],
    [340, 300, 14, c.a500, 0.25],
    [540, 24, 9, "#fff", 0.25],
    [190, 120, 24, c.b500, 0.3],
  ]
    .map(([x, y, r, fill, o], i) => {
      const dx = 7 * wave(t, 1, i / 10);
      const dy = 5 * wave(t, 1, i / 10 + 0.25);
      return circle(x + dx, y + dy, r, fill, `opacity="${o}" filter="url(#bokeh)"`);
    })
    .join("");
  // A ring that leaves the portrait twice a loop while they speak, fading as it grows.
  const pulses = [0, 0.5]
    .map((offset) => {
      const phase = (t * 2 + offset) % 1;
      return circle(
        P.x,
        P.y,
        P.r + 6 + 30 * phase,
        "none",
        `stroke="${rim}" stroke-width="2" opacity="${r1(0.5 * (1 - phase))}"`,
      );
    })
    .join("");
  return `
<defs>
<linearGradient id="bg" x2="1" y2="0.6"><stop offset="0" stop-color="${c.deep}"/><stop offset="0.55" stop-color="${c.b900}"/><stop offset="1" stop-color="${tint}"/></linearGradient>
<linearGradient id="window" x2="0" y2="1"><stop offset="0" stop-color="${c.b200}" stop-opacity="0.26"/><stop offset="1" stop-color="${c.b200}" stop-opacity="0"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="${c.b500}" stop-opacity="0.6"/><stop offset="1" stop-color="${c.b500}" stop-opacity="0"/></radialGradient>
<radialGradient id="scrim"><stop offset="0" stop-color="${c.deep}" stop-opacity="0.75"/><stop offset="1" stop-color="${c.deep}" stop-opacity="0"/></radialGradient>
<linearGradient id="mark" x2="1" y2="1"><stop offset="0" stop-color="${c.b500}"/><stop offset="1" stop-color="${c.a500}"/></linearGradient>
<filter id="bokeh" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="3"/></filter>
<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="6"/></filter>
<filter id="shadow" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="10"/></filter>
</defs>
<rect width="${UNIT_W}" height="${UNIT_H}" fill="url(#bg)"/>
<g filter="url(#soft)">${[250, 362, 474, 586].map((x) => rect(x, -20, 96, 300, 10, "url(#window)")).join("")}</g>
${bokeh}
${circle(P.x - 10 + 10 * wave(t, 1, 0.3), P.y, 190, "url(#glow)")}
<ellipse cx="150" cy="300" rx="330" ry="190" fill="url(#scrim)"/>
<g transform="rotate(${r1(10 * wave(t, 1))} ${P.x} ${P.y})">${circle(P.x, P.y, P.r + 22, "none", `stroke="${c.b200}" stroke-opacity="0.35" stroke-width="1.2" stroke-dasharray="2 9"`)}</g>
${pulses}
${circle(P.x, P.y + 12, P.r, c.deep, 'opacity="0.6" filter="url(#shadow)"')}
${circle(P.x, P.y, P.r + 4, rim)}
${portrait(avatarSvg({ name: person.name, look: looks[person.name].look }), t)}
${rect(40, 30, 24, 24, 7, "url(#mark)")}
${waveform(t)}`;
}

/** The speaking waveform beside the lower third: four bars pulsing out of step. */
function waveform(t) {
  return [0, 1, 2, 3]
    .map((i) => {
      const h = 8 + 16 * (0.5 + 0.5 * wave(t, 6 + i, i / 4)) * (i % 3 ? 1 : 0.7);
      return rect(40 + i * 6, 240 - h / 2, 3, h, 1.5, c.a500);
    })
    .join("");
}

/** A drawtext filter; `y` is the baseline, so lines of different glyphs align. */

/**
 * The lower third's eyebrow in each language of the site (a new language is one more
 * entry); the rest comes from the page copy.
 */
export const eyebrow = { en: "CUSTOMER STORY", de: "KUNDENSTIMME", fr: "TÉMOIGNAGE CLIENT" };

function words(person, lang) {
  return [
    { words: "K", x: 52, y: 42.5, size: 14, weight: 700, color: "white", center: true },
    { words: site.name, x: 74, y: 47, size: 13.5, weight: 600, color: "white@0.92" },
    { words: eyebrow[lang], x: 70, y: 222, size: 10.5, weight: 600, color: c.a500 },
    { words: person.name, x: 70, y: 248, size: 22, weight: 700, color: "white" },
    {
      words: `${person.role} · ${person.company}`,
      x: 70,
      y: 268,
      size: 12.5,
      weight: 500,
      color: c.soft,
    },
  ];
}

export function frameSvg(person, t) {
  return svgFrame(scene(person, t));
}

/** One clip and its poster, encoded as brand-clips.mjs encodes the others. */
function renderClip(person, lang) {
  return encodeClip({
    video: path.join("public", person.video.src),
    poster: path.join("public", person.video.poster),
    frame: (t) => frameSvg(person, t),
    words: words(person, lang),
  });
}

if (import.meta.url === `file://${path.resolve(process.argv[1] ?? "")}`) {
  const only = process.argv[2];
  if (only && !eyebrow[only]) {
    console.error(`customer-clips: no eyebrow in "${only}" (${Object.keys(eyebrow).join(", ")})`);
    process.exit(1);
  }
  for (const lang of only ? [only] : Object.keys(eyebrow)) {
    for (const person of readShared("customer-voices", lang)) {
      if (!looks[person.name]) throw new Error(`customer-clips: no look for ${person.name}`);
      await renderClip(person, lang);
    }
  }
}
