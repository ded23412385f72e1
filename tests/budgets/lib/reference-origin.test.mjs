import { createServer } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withReferencesBeside } from "./reference-origin.mjs";

/** A stand-in for the site: answers every path with its own name, compressed or not. */
const site = createServer((req, res) => {
  res.writeHead(req.url === "/missing" ? 404 : 200, {
    "content-type": "text/html",
    "x-site": "yes",
  });
  res.end(`site page ${req.url}`);
});
let siteOrigin;
beforeAll(async () => {
  await new Promise((resolve) => site.listen(0, "127.0.0.1", resolve));
  siteOrigin = `http://127.0.0.1:${site.address().port}`;
});
afterAll(() => new Promise((resolve) => site.close(resolve)));

const references = new Map([["/platform", "<!doctype html><p>The platform, plain</p>"]]);

describe("withReferencesBeside", () => {
  it("serves a page and its plain reference from one origin, so a browser's network treats them alike", async () => {
    await withReferencesBeside(siteOrigin, references, async ({ origin, referenceUrl }) => {
      expect(new URL(referenceUrl("/platform")).origin).toBe(origin);
      const page = await fetch(`${origin}/platform?x=1`);
      expect(page.headers.get("x-site")).toBe("yes");
      expect(await page.text()).toBe("site page /platform?x=1");
      // A browser asks for brotli, and the site compresses its pages with it.
      const reference = await fetch(referenceUrl("/platform"), {
        headers: { "accept-encoding": "br, gzip" },
      });
      expect(reference.headers.get("content-encoding")).toBe("br");
      expect(await reference.text()).toBe("<!doctype html><p>The platform, plain</p>");
    });
  });

  it("passes the site's own errors through and answers 404 for a route without a reference", async () => {
    await withReferencesBeside(siteOrigin, references, async ({ origin, referenceUrl }) => {
      expect((await fetch(`${origin}/missing`)).status).toBe(404);
      const none = await fetch(referenceUrl("/contact"));
      expect(none.status).toBe(404);
      expect(await none.text()).toBe("No plain reference of /contact");
    });
  });
});
