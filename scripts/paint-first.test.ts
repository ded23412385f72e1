import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain ESM build script without type declarations
import { paintFirst } from "./paint-first.mjs";

const page = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/root-B.js"/><link rel="modulepreload" href="/assets/news-C.js"/></head><body><h1>News</h1><script type="module" async="">;
import * as route0 from "/assets/root-B.js";
import * as route1 from "/assets/news-C.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"}};
  window.__reactRouterRouteModules = {"root":route0,"routes/news":route1};

import("/assets/entry.client-A.js");</script></body></html>`;

describe("paintFirst", () => {
  const out: string = paintFirst(page);

  it("removes the high-priority module preloads from the head", () => {
    expect(out).not.toMatch(/<link rel="modulepreload"/);
  });

  it("starts loading the route modules only after a frame has been painted", () => {
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(out)?.[1] ?? "";
    expect(script).not.toMatch(/^\s*import \*/m);
    const wait = script.indexOf("requestAnimationFrame");
    const load = script.indexOf('import("/assets/root-B.js")');
    expect(wait).toBeGreaterThanOrEqual(0);
    expect(load).toBeGreaterThan(wait);
    expect(script).toContain("const [route0, route1] = await Promise.all(");
  });

  it("still preloads every module, and boots the router with the same route modules", () => {
    expect(out).toContain(
      'const preloads = ["/assets/entry.client-A.js","/assets/root-B.js","/assets/news-C.js"];',
    );
    expect(out).toContain(
      'window.__reactRouterRouteModules = {"root":route0,"routes/news":route1};',
    );
    expect(out).toContain('import("/assets/entry.client-A.js");');
    expect(out).toContain("<h1>News</h1>");
  });

  it("inserts the preloads a few per task, yielding to the browser in between", async () => {
    const modules = Array.from({ length: 20 }, (_, index) => `/assets/chunk-${index}.js`);
    const manyModules = page.replace(
      '<link rel="modulepreload" href="/assets/news-C.js"/>',
      modules.map((href) => `<link rel="modulepreload" href="${href}"/>`).join(""),
    );
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(
      paintFirst(manyModules),
    )?.[1];
    if (!script) throw new Error("no boot script");

    // One line per event: a preload inserted, or the script giving the main thread back.
    const log: string[] = [];
    const browser = {
      document: {
        visibilityState: "visible",
        createElement: () => ({ rel: "", href: "" }),
        head: { append: (link: { href: string }) => log.push(link.href) },
      },
      requestAnimationFrame: (callback: () => void) => callback(),
      setTimeout: (callback: () => void) => {
        log.push("yield");
        callback();
      },
      load: async () => ({}),
      window: {},
    };
    const run = new Function(
      ...Object.keys(browser),
      `return (async () => { ${script.replaceAll("import(", "load(")} })();`,
    );
    await run(...Object.values(browser));

    const inserted = log.filter((entry) => entry !== "yield");
    expect(inserted).toHaveLength(modules.length + 2);
    const batches = log
      .join(" ")
      .split("yield")
      .map((batch) => batch.trim().split(/\s+/).filter(Boolean).length)
      .filter((size) => size > 0);
    expect(batches.length).toBeGreaterThan(1);
    for (const size of batches) expect(size).toBeLessThanOrEqual(8);
  });

  it("refuses HTML it does not recognise instead of shipping a page that never hydrates", () => {
    expect(() => paintFirst("<html><body>plain</body></html>")).toThrow(/paint-first/);
  });
});
