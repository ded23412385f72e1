/**
 * Builders for the placeholder SVGs: fictional wordmarks and initials portraits.
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

export const PORTRAIT_SIZE = 96;

/** A round portrait placeholder: the person's initials on a soft two-tone gradient. */
export function initialsSvg(name: string, index: number): string {
  const initials = name
    .split(" ")
    .map((part) => part[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
  const hue = (index * 47 + 230) % 360;
  const size = PORTRAIT_SIZE;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<title>${escapeXml(name)} (placeholder portrait)</title>` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue} 55% 42%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 60% 30%)"/>` +
    `</linearGradient></defs>` +
    `<circle cx="48" cy="48" r="48" fill="url(#g)"/>` +
    `<text x="48" y="60" text-anchor="middle" font-family="${SANS}" font-size="34" font-weight="700" fill="#fff">${escapeXml(initials)}</text>` +
    `</svg>\n`
  );
}
