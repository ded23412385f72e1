// Post-build step (after page-styles, before precompress): a page whose
// document needs a second round trip anyway carries its first-screen pictures
// inside it, as data: URLs, instead of asking for them once parsed (ADR 0020).
//
// The first-screen pictures are the ones the page fetches first: the hero's
// drawing (`<img fetchpriority="high">`, its largest paint) and the poster of a
// lead player, which the head preloads (ADR 0015). As a file, a picture is a
// request that starts only once the parser reaches it (or, for the preloaded
// poster, competes with the web font for the same bandwidth) and, over
// HTTP/1.1, waits for a free connection. Inside the document it arrives with
// the document's last bytes. A page that fits the first round trip stays as it
// is: there the extra bytes would cost the whole page a round trip. And a
// picture stays a file when, inside the document, it would end past the first
// round trip: the first screen would wait a round trip more for it (a learning
// journey's 14.5 KB poster ended 26 KB into its page).
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { htmlFiles } from "./html-files.mjs";

/** Ten TCP segments: what a new connection delivers in its first round trip. */
const FIRST_ROUND_TRIP_BYTES = 14_600;
/**
 * Just under any page response's headers (1,212 bytes on every prerendered page
 * on 2026-11-26, most of them the security headers and the CSP with its
 * hashes): a page changes only when its document certainly needs a second round
 * trip. With 1,000 a page between 14,600 and 14,812 bytes on the wire was past
 * the line and still kept its picture as a file (/ai-adoption-gap, 14,807).
 */
const RESPONSE_HEADER_BYTES = 1_200;

const FIRST_SCREEN_SVG = /<img\b[^>]*\bfetchpriority="high"[^>]*>/gi;
const SRC = /\ssrc="([^"]+\.svg)"/i;
/** The head's preload of a lead player's poster (src/lib/meta.ts). */
const PRELOADED_IMAGE = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="image")[^>]*>/gi;
const HREF = /\shref="([^"]+)"/i;
/**
 * The raster formats the step carries, by file extension: every poster is WebP
 * (ADR 0019). A poster in another format stays a file.
 */
const RASTER_TYPES = {
  webp: "image/webp",
};
/** Printable ASCII a URL in a double-quoted attribute cannot hold as it is. */
const URL_UNSAFE = new Set('%#<>&"[]^`{|}');

/**
 * An SVG as a data: URL that fits a double-quoted attribute: percent-encoded
 * only where a valid URL or the attribute needs it (spaces too), which keeps it
 * about as small, compressed with the page, as the file: on /platform 1.8 KB
 * more for a 1.76 KB file (base64 would add 3.3 KB).
 */
export function svgDataUrl(svg) {
  const text = svg.trim().replace(/\s*\n\s*/g, " ");
  // Attribute quotes become apostrophes unless the drawing already holds one.
  const quoted = text.includes("'") ? text : text.replaceAll('"', "'");
  const encoded = [...quoted]
    .map((character) => {
      const code = character.codePointAt(0) ?? 0;
      const safe = code > 0x20 && code < 0x7f && !URL_UNSAFE.has(character);
      return safe ? character : encodeURIComponent(character);
    })
    .join("");
  return `data:image/svg+xml,${encoded}`;
}

/** Compressed as precompress.mjs will send it. */
function compressedSize(html) {
  return zlib.brotliCompressSync(html, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;
}

/** Whether a page of this HTML needs more than the first round trip. */
export function needsSecondRoundTrip(html) {
  return compressedSize(html) + RESPONSE_HEADER_BYTES > FIRST_ROUND_TRIP_BYTES;
}

/**
 * Whether the first `length` characters of `html`, sent compressed as
 * precompress.mjs sends it, arrive in the first round trip: whether the bytes
 * of the stream that round trip carries decode to at least that much.
 */
export function arrivesInFirstRoundTrip(html, length) {
  const compressed = zlib.brotliCompressSync(html, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
  });
  const firstRoundTrip = compressed.subarray(0, FIRST_ROUND_TRIP_BYTES - RESPONSE_HEADER_BYTES);
  const decoded = zlib.brotliDecompressSync(firstRoundTrip, {
    finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH,
  });
  return decoded.length >= Buffer.byteLength(html.slice(0, length));
}

/**
 * `html` with `from` (a tag) replaced by `to`, and `edit` applied to the rest,
 * if the tag, so changed, still ends in the first round trip; else `html`.
 */
function withInFirstRoundTrip(html, from, to, edit = (page) => page) {
  const start = html.indexOf(from);
  if (start === -1) return html;
  const changed = edit(html.slice(0, start) + to + html.slice(start + from.length));
  const end = changed.indexOf(to) + to.length;
  return arrivesInFirstRoundTrip(changed, end) ? changed : html;
}

/**
 * A raster picture as a data: URL. Base64 adds a third to the file, but brotli
 * takes nearly all of that back: on /starte-lernreise the page grows by 14.6 KB
 * compressed for a 14.5 KB poster.
 */
export function rasterDataUrl(type, bytes) {
  return `data:${type};base64,${Buffer.from(bytes).toString("base64")}`;
}

/** The data: URL for a site file, or undefined for a format the step does not carry. */
async function dataUrl(src, readAsset) {
  const extension = /\.([a-z0-9]+)$/i.exec(src)?.[1]?.toLowerCase() ?? "";
  if (extension !== "svg" && !(extension in RASTER_TYPES)) return undefined;
  const bytes = await readAsset(src);
  if (bytes === undefined) return undefined;
  return extension === "svg"
    ? svgDataUrl(Buffer.from(bytes).toString("utf8"))
    : rasterDataUrl(RASTER_TYPES[extension], bytes);
}

/**
 * `html` with its first-screen pictures as data: URLs, when it needs a second
 * round trip: the hero's SVG, and a preloaded poster, whose preload goes with
 * it (nothing would ask for the file any more); each only if, so carried, it
 * still ends in the first round trip. `readAsset(src)` reads the file a src
 * names, or returns undefined for one that is not the site's own.
 */
export async function inlineFirstScreenPictures(html, readAsset) {
  const drawings = [...html.matchAll(FIRST_SCREEN_SVG)]
    .map(([tag]) => ({ tag, src: SRC.exec(tag)?.[1] }))
    .filter((picture) => picture.src !== undefined);
  const posters = [...html.matchAll(PRELOADED_IMAGE)]
    .map(([link]) => ({ link, src: HREF.exec(link)?.[1] }))
    .filter(({ src }) => src !== undefined && html.includes(`poster="${src}"`));
  if (drawings.length + posters.length === 0 || !needsSecondRoundTrip(html)) return html;
  let result = html;
  for (const { tag, src } of drawings) {
    const url = await dataUrl(src, readAsset);
    if (url === undefined) continue;
    result = withInFirstRoundTrip(result, tag, tag.replace(`src="${src}"`, `src="${url}"`));
  }
  for (const { link, src } of posters) {
    const url = await dataUrl(src, readAsset);
    if (url === undefined) continue;
    result = withInFirstRoundTrip(result, `poster="${src}"`, `poster="${url}"`, (page) =>
      page.replace(link, "").replaceAll(`poster="${src}"`, `poster="${url}"`),
    );
  }
  return result;
}

async function main() {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  const clientDir = path.join(buildDir, "client");
  // Pictures go through assetUrl(), which puts the asset host (if any) in front.
  const assetHost = (process.env.PUBLIC_ASSET_HOST ?? "").replace(/\/+$/, "");
  const readAsset = async (src) => {
    if (!src.startsWith(`${assetHost}/`) || src.startsWith("//")) return undefined;
    return readFile(path.join(clientDir, src.slice(assetHost.length)));
  };
  const started = performance.now();
  const changed = [];
  for await (const file of htmlFiles(clientDir)) {
    const html = await readFile(file, "utf8");
    const inlined = await inlineFirstScreenPictures(html, readAsset);
    if (inlined === html) continue;
    await writeFile(file, inlined);
    changed.push(path.relative(clientDir, file));
  }
  console.log(
    `first-screen pictures: inlined in ${changed.length} page(s) in ${((performance.now() - started) / 1000).toFixed(1)} s${changed.length ? ` (${changed.join(", ")})` : ""}`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
