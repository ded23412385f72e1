// How many bytes of a page's response a browser must receive before it can build
// its first screen: the response's header bytes plus the compressed body up to
// the last node that screen shows (issue 54, ADR 0040).
import { brotliDecompressSync, constants } from "node:zlib";
import { parse } from "parse5";

/**
 * What the first round trip can carry: a new connection's congestion window
 * starts at 10 segments (RFC 6928, Linux's and every CDN's default), and a
 * segment carries at most 1,460 bytes on Ethernet's 1,500-byte MTU (minus 20
 * bytes of IPv4 and 20 of TCP header). TLS records take some of it, so a page
 * that fills it to the byte may still wait on a second trip: this is a ceiling,
 * not a target.
 */
export const FIRST_ROUND_TRIP_BYTES = 10 * 1_460;

/**
 * The bytes of a response's status line and headers on the wire in HTTP/1.1,
 * with the blank line that ends them, from Node's `statusCode`, `statusMessage`
 * and `rawHeaders` (names and values as sent).
 */
export function headerBytes({ statusCode, statusMessage, rawHeaders }) {
  let text = `HTTP/1.1 ${statusCode} ${statusMessage}\r\n`;
  for (let i = 0; i < rawHeaders.length; i += 2)
    text += `${rawHeaders[i]}: ${rawHeaders[i + 1]}\r\n`;
  return Buffer.byteLength(`${text}\r\n`);
}

/**
 * The fewest leading bytes of the Brotli stream `br` from which a decoder
 * recovers at least the first `rawBytes` bytes of the document, as a browser
 * decodes a response while it arrives. Decoding a prefix never yields fewer bytes
 * than a shorter prefix did, so a binary search over prefix lengths finds it.
 */
export function compressedBytesToDecode(br, rawBytes) {
  const decodedFrom = (length) =>
    brotliDecompressSync(br.subarray(0, length), {
      finishFlush: constants.BROTLI_OPERATION_FLUSH,
    }).length;
  let low = 0;
  let high = br.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (decodedFrom(middle) >= rawBytes) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * Elements a visitor meets as a box of fixed size before their content arrives
 * (the `width` and `height` a picture, a video or a drawing declares): their
 * start tag is all the first screen needs of them.
 */
export const PLACEHOLDER_SELECTOR = "img, video, svg, [role=img]";

/**
 * The document's elements and text nodes in the order a browser's TreeWalker
 * (SHOW_ELEMENT | SHOW_TEXT, from <html>) visits them, as parse5 parsed them
 * with source locations. A <template>'s content is not the document's, so it is
 * left out, as the TreeWalker leaves it.
 */
function documentOrder(html) {
  // The page is loaded with JavaScript off, so <noscript> holds markup, not text.
  const document = parse(html, { sourceCodeLocationInfo: true, scriptingEnabled: false });
  const nodes = [];
  const visit = (node) => {
    if (node.tagName || node.nodeName === "#text") nodes.push(node);
    for (const child of node.childNodes ?? []) visit(child);
  };
  visit(document.childNodes.find((node) => node.tagName === "html"));
  return nodes;
}

/**
 * Where the first screen's content ends in the HTML, in bytes from its start:
 * `last` names the last node a visitor sees in the first viewport by its position
 * in document order (`index`), as `lastFirstScreenNode` reports it from the
 * browser. A text ends where its text ends; a placeholder (PLACEHOLDER_SELECTOR)
 * where its start tag does. Also where the <head> ends, in the same bytes, and
 * the start tags of any stylesheet or parser-blocking script before that node.
 */
export function firstScreenEnd(html, last) {
  const nodes = documentOrder(html);
  const node = nodes[last.index];
  const found = node?.tagName ?? (node ? "#text" : "nothing");
  if (found !== last.name || (node.nodeName === "#text" && node.value !== last.text)) {
    throw new Error(
      `The browser's node ${last.index} (${last.name}) is ${found} in the HTML as parsed: the page the browser loaded is not the one fetched, or parse5 and Chromium build different trees from it.`,
    );
  }
  const location = node.sourceCodeLocation;
  const end = node.tagName ? location.startTag.endOffset : location.endOffset;
  const head = nodes.find((candidate) => candidate.tagName === "head");
  const headEnd = head.sourceCodeLocation.endTag?.endOffset ?? head.sourceCodeLocation.endOffset;
  const bytesBefore = (offset) => Buffer.byteLength(html.slice(0, offset));
  const blocking = nodes
    .slice(0, last.index)
    .filter(blocksRendering)
    .map((element) =>
      html.slice(
        element.sourceCodeLocation.startTag.startOffset,
        element.sourceCodeLocation.startTag.endOffset,
      ),
    );
  return { contentEnd: bytesBefore(end), headEnd: bytesBefore(headEnd), blocking };
}

const attribute = (element, name) => element.attrs?.find((attr) => attr.name === name)?.value;

/**
 * A file the browser must fetch before it paints what follows it: a stylesheet
 * for every screen, or a script that stops the parser (neither async, defer nor
 * a module). Each costs another round trip however small the HTML before it.
 */
function blocksRendering(element) {
  if (element.tagName === "link") {
    const rel = (attribute(element, "rel") ?? "").toLowerCase().split(/\s+/);
    const media = (attribute(element, "media") ?? "all").trim().toLowerCase();
    return rel.includes("stylesheet") && ["all", "screen", ""].includes(media);
  }
  if (element.tagName === "script") {
    const type = (attribute(element, "type") ?? "").toLowerCase();
    return (
      attribute(element, "src") !== undefined &&
      attribute(element, "async") === undefined &&
      attribute(element, "defer") === undefined &&
      type !== "module"
    );
  }
  return false;
}
