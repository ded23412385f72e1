import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineHashes } from "./csp.server";

const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineHashes", () => {
  const page = [
    "<script>document.documentElement.classList.add('js')</script>",
    '<script type="module" async="">import("/assets/a.js")</script>',
    '<script type="module" src="/assets/entry.js"></script>',
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    '<script type="application/json" data-contact-copy="">{"submit":"Send"}</script>',
    '<script type="speculationrules">{"prefetch":[]}</script>',
    "<script>document.documentElement.classList.add('js')</script>",
    '<style id="site-css">body{color:red}</style>',
  ].join("");

  it("hashes each distinct inline script and speculation rules, no file and no data block", () => {
    expect(inlineHashes(page).scripts).toEqual([
      hashOf("document.documentElement.classList.add('js')"),
      hashOf('import("/assets/a.js")'),
      hashOf('{"prefetch":[]}'),
    ]);
  });

  it("hashes the inline stylesheet, and only its content", () => {
    expect(inlineHashes(page).styles).toEqual([hashOf("body{color:red}")]);
  });
});

describe("contentSecurityPolicy", () => {
  const directives = (policy: string) =>
    Object.fromEntries(policy.split("; ").map((part) => [part.split(" ")[0], part]));

  it("allows nothing by default and inline code only by hash", () => {
    const policy = directives(contentSecurityPolicy({ scripts: ["'sha256-x'"], styles: [] }, ""));
    expect(policy["default-src"]).toBe("default-src 'none'");
    expect(policy["script-src"]).toBe("script-src 'self' 'sha256-x'");
    expect(policy["frame-ancestors"]).toBe("frame-ancestors 'none'");
    expect(Object.values(policy).join(" ")).not.toMatch(/unsafe-(inline|eval)/);
  });

  it("lets images and video come from the configured asset host, and nothing else from it", () => {
    const policy = directives(contentSecurityPolicy(undefined, "https://media.example.ch"));
    // data: carries a page's first-screen drawing or poster inside it (ADR 0020); images only.
    expect(policy["img-src"]).toBe("img-src 'self' https://media.example.ch data:");
    expect(policy["media-src"]).toBe("media-src 'self' https://media.example.ch");
    expect(policy["script-src"]).toBe("script-src 'self'");
    expect(policy["connect-src"]).toBe("connect-src 'self'");
  });
});
