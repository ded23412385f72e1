import { describe, expect, it } from "vitest";
import { pageRoutes } from "~/pages";
import { pageMeta } from "./meta";

describe("pageMeta", () => {
  it("puts the brand after the page title and links the canonical URL", () => {
    const meta = pageMeta({ title: "Team", description: "Who we are." }, "/team");
    expect(meta).toContainEqual({ title: "Team | Kairon AI" });
    expect(meta).toContainEqual({ name: "description", content: "Who we are." });
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "http://localhost:3000/team",
    });
  });

  it("marks pages that must not be indexed", () => {
    const meta = pageMeta({ title: "Soon", description: "Soon." }, "/coming-soon", {
      indexed: false,
    });
    expect(meta).toContainEqual({ name: "robots", content: "noindex, nofollow" });
  });
});

describe("the route table", () => {
  it("lists every route of the spec once", () => {
    const paths = pageRoutes.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(24);
  });
});
