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
    expect(out).toContain('["/assets/entry.client-A.js","/assets/root-B.js","/assets/news-C.js"]');
    expect(out).toContain(
      'window.__reactRouterRouteModules = {"root":route0,"routes/news":route1};',
    );
    expect(out).toContain('import("/assets/entry.client-A.js");');
    expect(out).toContain("<h1>News</h1>");
  });

  it("refuses HTML it does not recognise instead of shipping a page that never hydrates", () => {
    expect(() => paintFirst("<html><body>plain</body></html>")).toThrow(/paint-first/);
  });
});
