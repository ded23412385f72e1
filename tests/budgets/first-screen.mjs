// The first screen in the first round trip (issue 54, ADR 0040): for every page
// of the build, the bytes a phone must receive before it can paint its first
// screen fit in what a new connection's first round trip carries.
// Each page loads with JavaScript off at Lighthouse's phone size, fonts ready; the
// last text or picture (by its start tag) in the first viewport, in document
// order, is where that screen's content ends in the HTML (lib/first-screen-node.mjs).
// The same page fetched from the production server with Accept-Encoding: br
// gives what counts: its status line and headers, plus the compressed bytes a
// decoder needs to reach that end (lib/first-round-trip.mjs); and a stylesheet or
// parser-blocking script before that end fails the page whatever its size.
// Run: npm run test:budgets (part of npm test), or one page:
//   BUILD_DIR=build FS_ROUTES=/,/platform node --import tsx tests/budgets/first-screen.mjs
import { request } from "node:http";
import { brotliDecompressSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { chromeFlags, chromePath } from "../e2e/support/chrome.ts";
import {
  compressedBytesToDecode,
  FIRST_ROUND_TRIP_BYTES,
  firstScreenEnd,
  headerBytes,
  PLACEHOLDER_SELECTOR,
} from "./lib/first-round-trip.mjs";
import { lastFirstScreenNode } from "./lib/first-screen-node.mjs";
import { selectRoutes } from "./lib/routes.mjs";
import { withServer } from "./lib/server.mjs";
import { printTable } from "./lib/table.mjs";

/** Lighthouse's mobile screen (a Moto G Power), as the other budgets load pages. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  javaScriptEnabled: false,
};

/** The page as the server sends it to a browser that accepts Brotli: its header bytes and body. */
function fetchCompressed(url) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { "accept-encoding": "br" } }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        const encoding = response.headers["content-encoding"];
        if (response.statusCode !== 200 || encoding !== "br") {
          reject(
            new Error(
              `${url} answered ${response.statusCode} with content-encoding ${encoding ?? "none"}, not 200 in br`,
            ),
          );
          return;
        }
        resolve({ headers: headerBytes(response), br: Buffer.concat(chunks) });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

const routes = selectRoutes(process.env.FS_ROUTES);
const browser = await chromium.launch({ executablePath: chromePath, args: [...chromeFlags] });
const measured = [];
try {
  await withServer(async (origin) => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    for (const route of routes) {
      const url = `${origin}${route.path}`;
      await page.goto(url, { waitUntil: "load" });
      const last = await page.evaluate(lastFirstScreenNode, PLACEHOLDER_SELECTOR);
      if (!last)
        throw new Error(`${route.path} shows nothing in its first screen with JavaScript off.`);
      const { headers, br } = await fetchCompressed(url);
      const html = brotliDecompressSync(br).toString("utf8");
      const { contentEnd, headEnd, blocking } = firstScreenEnd(html, last);
      measured.push({
        path: route.path,
        last: last.label,
        headers,
        head: compressedBytesToDecode(br, headEnd),
        firstScreen: compressedBytesToDecode(br, contentEnd),
        whole: br.length,
        blocking,
      });
    }
    await context.close();
  });
} finally {
  await browser.close();
}

const misses = [];
const rows = measured.map(({ path, last, headers, head, firstScreen, whole, blocking }) => {
  const needed = headers + firstScreen;
  const figures = `${needed} B (headers ${headers} + ${firstScreen} compressed, of which the head ${head}), the last first-screen node ${last}`;
  if (needed > FIRST_ROUND_TRIP_BYTES) {
    misses.push(
      `${path}: its first screen needs ${figures}; the first round trip carries ${FIRST_ROUND_TRIP_BYTES} B. Move what the first screen does not need (styles for lower bands, metadata, scripts) after it, or make the head smaller.`,
    );
  }
  if (blocking.length > 0) {
    misses.push(
      `${path}: its first screen waits for ${blocking.join(", ")}, fetched after the HTML in another round trip: inline the styles the first screen needs and load the rest after it (a stylesheet <link> after the first screen, a script with defer or type="module").`,
    );
  }
  return [path, headers, head, firstScreen, needed, whole, last];
});

console.log(
  "\nFirst screen in the first round trip, bytes as served with Accept-Encoding: br, phone 412×823, JavaScript off\n",
);
printTable(
  [
    "route",
    "headers",
    "head br",
    "first screen br",
    "headers + first screen",
    "whole page br",
    "last node in the first screen",
  ],
  rows,
);
console.log(
  `\nBar: status line and headers plus the compressed bytes up to the first screen's last node, at most ${FIRST_ROUND_TRIP_BYTES} B (10 segments of 1,460 B).`,
);
if (misses.length > 0) {
  console.error(`\nFIRST SCREEN: FAILED\n${misses.map((miss) => `  ${miss}`).join("\n")}`);
  process.exit(1);
}
console.log("\nFIRST SCREEN: PASSED");
