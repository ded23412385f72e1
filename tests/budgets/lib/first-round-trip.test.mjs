import { randomBytes } from "node:crypto";
import { createServer, request } from "node:http";
import { connect } from "node:net";
import { brotliCompressSync } from "node:zlib";
import { JSDOM } from "jsdom";
import { afterEach, describe, expect, it } from "vitest";
import {
  compressedBytesToDecode,
  FIRST_ROUND_TRIP_BYTES,
  firstScreenEnd,
  headerBytes,
} from "./first-round-trip.mjs";

/** Text Brotli cannot shrink much (random base64: about 6 bits a character). */
const noise = (characters) => randomBytes(characters).toString("base64").slice(0, characters);

/**
 * A page whose first screen is `before` then an h1 and, after it, `after`; and
 * where a browser would report that h1's words as the last thing in the viewport,
 * found with a real DOM's TreeWalker (jsdom), as lastFirstScreenNode finds it.
 */
function pageWithHeading({
  before,
  heading = "Learn AI at work",
  after = noise(30_000),
  extra = "",
}) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Synthetic</title><style>body{margin:0}</style></head><body><header><a href="/">Home</a></header><main><p>${before}</p><h1>${heading}</h1>${extra}<p>${after}</p></main></body></html>`;
  return { html, br: brotliCompressSync(Buffer.from(html)) };
}

function browserNodeIndex(html, find) {
  const { document, NodeFilter } = new JSDOM(html).window;
  const target = find(document);
  const walker = document.createTreeWalker(
    document.documentElement,
    NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT,
  );
  let index = 0;
  for (let node = walker.currentNode; node; node = walker.nextNode(), index += 1) {
    if (node === target) return index;
  }
  throw new Error("node not in the document");
}

const headingText = (html) => {
  const index = browserNodeIndex(html, (document) => document.querySelector("h1").firstChild);
  return { index, name: "#text", text: "Learn AI at work" };
};

/** What a visitor's phone needs before the first screen, with `headers` bytes of headers. */
function firstScreenBytes({ html, br }, last, headers = 1_200) {
  return headers + compressedBytesToDecode(br, firstScreenEnd(html, last).contentEnd);
}

describe("the bytes before a page's first screen", () => {
  it("fit the first round trip while the first screen's words are in the first 14 KB, and not when the content before them grows past it", () => {
    const fits = pageWithHeading({ before: noise(12_000) });
    const pushedDown = pageWithHeading({ before: noise(20_000) });

    const fitting = firstScreenBytes(fits, headingText(fits.html));
    const pushed = firstScreenBytes(pushedDown, headingText(pushedDown.html));

    expect(fitting).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
    expect(pushed).toBeGreaterThan(FIRST_ROUND_TRIP_BYTES);
    // What follows the first screen (30,000 characters of noise) is not counted.
    expect(fits.br.length - fitting).toBeGreaterThan(20_000);
  });

  it("count a drawing by its start tag: its shapes may arrive after the first round trip", () => {
    const path = `<path d="M0 0L${noise(20_000)}"/>`;
    const page = pageWithHeading({
      before: "Short words",
      extra: `<svg width="400" height="300" viewBox="0 0 400 300" aria-hidden="true">${path}</svg>`,
      after: "More words",
    });
    const svg = {
      index: browserNodeIndex(page.html, (document) => document.querySelector("svg")),
      name: "svg",
    };

    expect(firstScreenBytes(page, svg)).toBeLessThan(3_000);
    expect(page.br.length).toBeGreaterThan(FIRST_ROUND_TRIP_BYTES);
  });

  it("count the UTF-8 bytes of words before the first screen, not their characters", () => {
    const ascii = pageWithHeading({ before: "a".repeat(2_000), after: "" });
    const umlauts = pageWithHeading({ before: "ä".repeat(2_000), after: "" });

    const end = (page) => firstScreenEnd(page.html, headingText(page.html)).contentEnd;

    expect(end(umlauts) - end(ascii)).toBe(2_000);
  });

  it("name a stylesheet or a parser-blocking script before the first screen, not one after it", () => {
    const page = pageWithHeading({ before: "Short words", after: "More words" });
    const withFiles = page.html
      .replace(
        "</head>",
        '<link rel="stylesheet" href="/site.css"><script src="/late.js" defer></script></head>',
      )
      .replace("<main>", '<script src="/menu.js"></script><main>')
      .replace("</main>", '<link rel="stylesheet" href="/below.css"></main>');

    const { blocking } = firstScreenEnd(withFiles, headingText(withFiles));

    expect(blocking).toEqual([
      '<link rel="stylesheet" href="/site.css">',
      '<script src="/menu.js">',
    ]);
  });

  it("refuse a node the HTML does not hold where the browser saw it", () => {
    const page = pageWithHeading({ before: "Short words" });
    const wrong = { ...headingText(page.html), text: "Another heading" };

    expect(() => firstScreenEnd(page.html, wrong)).toThrow(/not the one fetched/);
  });
});

describe("headerBytes", () => {
  let server;
  afterEach(() => server?.close());

  it("counts the bytes a real server sends before the body", async () => {
    server = createServer((_req, res) => {
      res.setHeader("Content-Security-Policy", "default-src 'none'");
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.end("<p>body</p>");
    });
    await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address();

    const onTheWire = await new Promise((resolve, reject) => {
      const socket = connect(port, "127.0.0.1", () =>
        socket.write("GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"),
      );
      const chunks = [];
      socket.on("data", (chunk) => chunks.push(chunk));
      socket.on("error", reject);
      socket.on("end", () => {
        const raw = Buffer.concat(chunks);
        resolve(raw.indexOf("\r\n\r\n") + 4);
      });
    });
    const counted = await new Promise((resolve, reject) => {
      request(`http://127.0.0.1:${port}/`, { headers: { connection: "close" } }, (response) => {
        response.resume();
        resolve(headerBytes(response));
      })
        .on("error", reject)
        .end();
    });

    // Date is the same length every second; Connection and Keep-Alive follow the request's.
    expect(counted).toBe(onTheWire);
  });
});
