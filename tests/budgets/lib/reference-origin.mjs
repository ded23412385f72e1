// One origin for a site's pages and their plain references (lib/plain-reference.mjs):
// a loopback proxy that answers /plain-reference?of=<path> itself and passes every
// other request to the site. Page and reference then come over the same host and
// port, so a browser or Lighthouse's simulated network treats them alike (one
// origin's round trips, one connection setup), and the reference is compressed as
// the site compresses its pages.
import { createServer, request } from "node:http";
import { brotliCompressSync, constants } from "node:zlib";
import { freePort } from "./server.mjs";

const REFERENCE_PATH = "/plain-reference";

/**
 * Runs `work({ origin, referenceUrl })` with the proxy in front of `siteOrigin`;
 * `references` maps a route's path to its plain document, `referenceUrl(path)` is
 * where that document is served. The proxy stops afterwards, whatever happens.
 */
export async function withReferencesBeside(siteOrigin, references, work) {
  const site = new URL(siteOrigin);
  const compressed = new Map(
    [...references].map(([path, html]) => [
      path,
      brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    ]),
  );
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    if (url.pathname === REFERENCE_PATH) {
      const path = url.searchParams.get("of") ?? "";
      const html = references.get(path);
      if (html === undefined) {
        res.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
        res.end(`No plain reference of ${path}`);
        return;
      }
      const brotli = /\bbr\b/.test(req.headers["accept-encoding"] ?? "");
      res.writeHead(200, {
        "content-type": "text/html; charset=utf-8",
        "cache-control": "no-store",
        ...(brotli ? { "content-encoding": "br", vary: "accept-encoding" } : {}),
      });
      res.end(brotli ? compressed.get(path) : html);
      return;
    }
    const upstream = request(
      {
        hostname: site.hostname,
        port: site.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.once("error", (error) => res.destroy(error));
    req.pipe(upstream);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${port}`;
  try {
    return await work({
      origin,
      referenceUrl: (path) => `${origin}${REFERENCE_PATH}?of=${encodeURIComponent(path)}`,
    });
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
