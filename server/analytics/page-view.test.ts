import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PageView, readPageView } from "./page-view";
import { visitorId } from "./visitor-id";

/** A Firefox user agent padded to `length` with the kind of tokens a flood would repeat. */
const longUserAgent = (length: number, tag = "") =>
  `Mozilla/5.0 (X11; Linux x86_64; rv:145.0) Gecko/20100101 Firefox/145.0 ${tag}`.padEnd(
    length,
    " Extension/1.0",
  );

/** A full garbage collection, so that the heap holds only what is still referenced. */
function collectGarbage() {
  setFlagsFromString("--expose-gc");
  (runInNewContext("gc") as () => void)();
}

describe("a page view read from a request with a long user agent", () => {
  const views: PageView[] = [];
  let server: Server;
  let base = "";

  beforeAll(async () => {
    const app = express();
    app.get("/contact", (req, res) => {
      const view = readPageView(req, 200, "/contact", () => false);
      if (view) views.push(view);
      res.end();
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const visit = (userAgent: string) =>
    fetch(`${base}/contact`, { headers: { "user-agent": userAgent } });

  it("keeps 512 characters of a 10 KB user agent, and the same visitor for the same one", async () => {
    views.length = 0;
    const userAgent = longUserAgent(10_240);
    await visit(userAgent);
    await visit(userAgent);
    const [first, second] = views;
    expect(first?.client.userAgent).toBe(userAgent.slice(0, 512));
    const idOf = (view?: PageView) => view && visitorId("salt", "example.ch", view.client);
    expect(idOf(first)).toBe(idOf(second));
  });

  it("holds a small part of what a flood of long user agents sends, not the headers themselves", () => {
    /** A request as Express gives it, with its own 10 KB user agent, as a flood sends each. */
    const request = (i: number) => {
      const headers: Record<string, string> = { "user-agent": longUserAgent(10_240, `${i}`) };
      const get = (name: string) => headers[name.toLowerCase()];
      return { method: "GET", originalUrl: "/contact", ip: "198.51.100.7", get } as never;
    };
    const visits = 2_000;
    const held: PageView[] = [];
    collectGarbage();
    const before = process.memoryUsage().heapUsed;
    for (let i = 0; i < visits; i++) {
      const view = readPageView(request(i), 200, "/contact", () => false);
      if (view) held.push(view);
    }
    collectGarbage();
    const grown = process.memoryUsage().heapUsed - before;
    expect(held).toHaveLength(visits);
    // 20 MB sent: the views keep 512 characters of each (1 MB), with the rest of each view.
    expect(grown).toBeLessThan((visits * 10_240) / 4);
  });
});
