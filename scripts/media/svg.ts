/**
 * Builders for the placeholder SVGs: fictional wordmarks and illustrated portraits.
 * Pure functions, so the generator stays a thin loop and the output is testable.
 */

const SANS = "'Helvetica Neue', Arial, 'Liberation Sans', sans-serif";

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const glyphs = [
  (c: string) => `<circle cx="24" cy="32" r="16" fill="${c}"/>`,
  (c: string) => `<rect x="8" y="16" width="32" height="32" rx="8" fill="${c}"/>`,
  (c: string) => `<path d="M24 14 42 48H6Z" fill="${c}"/>`,
  (c: string) => `<path d="M24 14 40 23v18l-16 9-16-9V23Z" fill="${c}"/>`,
  (c: string) => `<path d="M24 12 44 32 24 52 4 32Z" fill="${c}"/>`,
  (c: string) =>
    `<circle cx="24" cy="32" r="15" fill="none" stroke="${c}" stroke-width="6"/><circle cx="24" cy="32" r="5" fill="${c}"/>`,
];

const inks = ["#1e2a5a", "#0f5c55", "#4a2a6b", "#7a2e2e", "#2d4a1e", "#3b3f46"];

export const WORDMARK_SIZE = { width: 240, height: 64 } as const;

/**
 * A two-line wordmark: the first word large, the rest small and spaced, beside
 * a geometric glyph. `index` picks the glyph and colour, so neighbours differ.
 */
export function wordmarkSvg(name: string, index: number): string {
  const [brand = name, ...rest] = name.split(" ");
  const colour = inks[index % inks.length] ?? "#1e2a5a";
  const glyph = glyphs[index % glyphs.length] ?? glyphs[0];
  const { width, height } = WORDMARK_SIZE;
  const lines = rest.length
    ? `<text x="54" y="33" font-size="23" font-weight="700">${escapeXml(brand)}</text>` +
      `<text x="55" y="50" font-size="10" font-weight="600" letter-spacing="1.6">${escapeXml(rest.join(" ").toUpperCase())}</text>`
    : `<text x="54" y="40" font-size="24" font-weight="700">${escapeXml(brand)}</text>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<title>${escapeXml(name)} (placeholder logo)</title>` +
    glyph?.(colour) +
    `<g fill="${colour}" font-family="${SANS}">${lines}</g></svg>\n`
  );
}

/** Which hairstyles suit a person, and whether a beard may be drawn. */
export type AvatarLook = "feminine" | "masculine";

export interface AvatarPerson {
  name: string;
  /** Narrows the hairstyles; without it, only styles that suit anyone. */
  look?: AvatarLook;
}

export const PORTRAIT_SIZE = 160;

/** A number in [0, 1) that a name and a trait always give, independent of the other traits. */
function roll(name: string, trait: string): number {
  let hash = 2166136261;
  for (const char of `${trait}:${name}`) {
    hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16777619);
  }
  hash = Math.imul(hash ^ (hash >>> 15), 2246822507);
  hash = Math.imul(hash ^ (hash >>> 13), 3266489909);
  return ((hash ^ (hash >>> 16)) >>> 0) / 4294967296;
}

function pick<T>(name: string, trait: string, list: readonly T[]): T {
  return list[Math.floor(roll(name, trait) * list.length)] as T;
}

/** A circle as path data, so several can make one curly outline. */
function circle(cx: number, cy: number, r: number): string {
  return `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;
}

// Brand tints behind the person: brand-50, brand-100, accent-100 and a lavender between them.
export const AVATAR_BACKDROPS = ["#f0f5ff", "#dde7ff", "#cdfaec", "#e8e4ff"] as const;
// Tops in brand indigo, navy and teal, and one neutral slate.
const tops = ["#3548d1", "#4761e4", "#131d53", "#00ba99", "#006955", "#4d5566"];
const INK = "#1d2030";
const SILVER = "#bdb8b2";

/** Skin tones from light to deep, each with its shadow and the hair colours that go with it. */
export const AVATAR_SKIN_TONES = [
  { skin: "#f7d9c4", shade: "#e6bda3", hair: ["#3b2a22", "#6b4630", "#c9a064", "#8a4a2b"] },
  { skin: "#efc3a0", shade: "#dba783", hair: ["#1f1a1c", "#3b2a22", "#6b4630", "#c9a064"] },
  { skin: "#d9a27c", shade: "#c38863", hair: ["#1f1a1c", "#3b2a22", "#6b4630"] },
  { skin: "#b47850", shade: "#9c623d", hair: ["#1f1a1c", "#2b201b", "#3b2a22"] },
  { skin: "#8a5636", shade: "#744429", hair: ["#1f1a1c", "#2b201b"] },
  { skin: "#5e3a26", shade: "#4c2d1c", hair: ["#1a1616", "#2b201b"] },
] as const;

/** Hair in front of the face, and what falls behind the head and shoulders. */
interface Hair {
  front?: string;
  back?: string;
}

const hairstyles = {
  short: {
    front: "M56 74c-4-24 8-38 25-38 16 0 27 12 23 36-2-9-6-15-11-18-9 3-22 3-31-2-3 5-5 13-6 22Z",
  },
  sidePart: {
    front: "M56 76c-5-26 8-40 26-40 15 0 26 11 22 38-3-10-7-17-12-21-12 6-24 9-32 7-2 4-3 9-4 16Z",
  },
  buzz: {
    front: "M57 70c0-18 10-28 23-28s23 10 23 28c-3-8-7-13-11-15-8 2-16 2-24 0-4 2-8 7-11 15Z",
  },
  receding: {
    back: "M54 84c-4-16 0-28 6-32 6 4 34 4 40 0 6 4 10 16 6 32Z",
  },
  curlyShort: {
    front:
      "M57 72c-6-4-6-14 0-18-2-8 6-16 14-14 4-7 14-7 18 0 8-2 16 6 14 14 6 4 6 14 0 18-2-7-6-12-11-14-6 3-17 3-24 0-5 2-9 7-11 14Z",
  },
  long: {
    back: "M52 72c0-26 12-38 28-38s28 12 28 38v50H52Z",
    front: "M56 78c-4-26 8-42 24-42 17 0 28 14 24 42-5-14-14-24-26-26-6 9-13 17-22 26Z",
  },
  bob: {
    back: "M51 74c0-27 12-40 29-40s29 13 29 40v26c0 5-6 8-12 8H63c-6 0-12-3-12-8Z",
    front: "M55 80c-4-28 8-44 25-44s29 16 25 44c-3-12-8-20-14-24-10 2-22 2-30-2-3 8-5 16-6 26Z",
  },
  pixie: {
    back: "M54 72c0-24 12-36 26-36s26 12 26 36Z",
    front: "M55 78c-3-28 10-42 27-42 15 0 26 12 23 34-6-8-13-12-21-12-10 0-20 6-29 20Z",
  },
  ponytail: {
    back: "M94 44c16 4 22 26 16 58-2 8-10 8-9 0 3-22 0-42-11-54Z",
    front: "M57 72c-4-22 8-34 23-34s27 12 23 34c-4-12-12-18-23-18s-19 6-23 18Z",
  },
  bun: {
    back: circle(80, 34, 11),
    front: "M57 74c-4-22 8-34 23-34s27 12 23 34c-4-12-12-20-23-21-11 1-19 9-23 21Z",
  },
  curlyLong: {
    back: [
      circle(80, 46, 22),
      circle(58, 58, 14),
      circle(102, 58, 14),
      circle(54, 80, 13),
      circle(106, 80, 13),
      circle(60, 98, 10),
      circle(100, 98, 10),
    ].join(""),
    front:
      "M57 74c-4-6-2-14 4-16 0-8 8-14 16-11 5-5 14-4 17 2 8 0 12 8 9 14 4 4 3 9 0 11-4-9-12-15-23-16-11 1-19 7-23 16Z",
  },
} satisfies Record<string, Hair>;

type Hairstyle = keyof typeof hairstyles;

// Repeats weigh a style up; a bun or big curls stand out, so they come less often.
const pools: Record<AvatarLook | "any", readonly Hairstyle[]> = {
  feminine: ["long", "long", "bob", "bob", "pixie", "ponytail", "bun", "curlyLong"],
  masculine: ["short", "short", "sidePart", "sidePart", "buzz", "curlyShort", "receding"],
  any: ["curlyShort", "buzz", "short"],
};

/**
 * An illustrated head-and-shoulders portrait in flat shapes on a round brand
 * tint. Skin tone, hair, top and glasses all follow from the name, so a person
 * always gets the same picture; `look` only narrows the hairstyles. No text:
 * the page says who it is in the image's alt.
 */
export function avatarSvg({ name, look }: AvatarPerson): string {
  // Lighter tones a little more often; across the site every tone appears (svg.test.ts).
  const tone =
    AVATAR_SKIN_TONES[pick(name, "skin", [0, 0, 1, 1, 2, 2, 3, 4, 5])] ?? AVATAR_SKIN_TONES[0];
  const hairColour = roll(name, "silver") < 0.1 ? SILVER : pick(name, "hair colour", tone.hair);
  const hair: Hair = hairstyles[pick(name, "hair", pools[look ?? "any"])];
  const top = pick(name, "top", tops);
  const beard = look === "masculine" && roll(name, "beard") < 0.35;
  const necklines = {
    crew: `<path d="M70 110q10 12 20 0Z" fill="${tone.skin}"/>`,
    vee: `<path d="M70 110 80 130 90 110Z" fill="${tone.skin}"/>`,
    shirt:
      `<path d="M67 113l3-3h20l3 3-13 25Z" fill="#fff"/>` +
      `<path d="M67 113l7 11 6-6-5-6Zm26 0-7 11-6-6 5-6Z" fill="#e4e8f4"/>`,
  };
  const size = PORTRAIT_SIZE;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<clipPath id="c"><circle cx="80" cy="80" r="80"/></clipPath>` +
    `<g clip-path="url(#c)"><rect width="160" height="160" fill="${pick(name, "backdrop", AVATAR_BACKDROPS)}"/>` +
    `<g transform="translate(-16 -18) scale(1.2)">` +
    (hair.back ? `<path d="${hair.back}" fill="${hairColour}"/>` : "") +
    `<path d="M70 86h20v34H70Z" fill="${tone.skin}"/>` +
    `<path d="M70 94q10 9 20 0v9q-10 7-20 0Z" fill="${tone.shade}"/>` +
    `<path d="M12 164c0-30 16-46 44-50 8-1 16-3 24-3s16 2 24 3c28 4 44 20 44 50Z" fill="${top}"/>` +
    necklines[pick(name, "neckline", ["crew", "vee", "shirt"] as const)] +
    `<path d="${circle(57, 73, 5.5)}${circle(103, 73, 5.5)}" fill="${tone.shade}"/>` +
    `<ellipse cx="80" cy="70" rx="23" ry="27" fill="${tone.skin}"/>` +
    (beard
      ? `<path d="M57 64v4a23 34 0 0 0 46 0v-4h-4v8c-1 7-5 10-10 10-3-2-15-2-18 0-5 0-9-3-10-10v-8Z" fill="${hairColour}"/>`
      : "") +
    (hair.front ? `<path d="${hair.front}" fill="${hairColour}"/>` : "") +
    `<path d="M67 65q4-2 8 0m10 0q4-2 8 0" fill="none" stroke="${hairColour === SILVER ? "#8f8984" : hairColour}" stroke-width="2" stroke-linecap="round"/>` +
    `<path d="${circle(71, 73, 2.4)}${circle(89, 73, 2.4)}" fill="${INK}"/>` +
    `<path d="M79 77q2 4-1 6" fill="none" stroke="${tone.shade}" stroke-width="2" stroke-linecap="round"/>` +
    `<path d="M74 88q6 4 12 0" fill="none" stroke="${beard ? "#f3e6dc" : tone.shade}" stroke-width="2" stroke-linecap="round"/>` +
    (roll(name, "glasses") < 0.25
      ? `<g fill="none" stroke="${INK}" stroke-width="2"><rect x="63" y="67" width="15" height="12" rx="5"/><rect x="82" y="67" width="15" height="12" rx="5"/><path d="M78 72h4"/></g>`
      : "") +
    `</g></g></svg>\n`
  );
}
