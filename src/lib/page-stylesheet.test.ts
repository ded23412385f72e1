import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineHashes } from "./csp.server";
import { inlineStylesheet, withStylesheet } from "./page-stylesheet";

// The contact page as the build leaves it (its stylesheet pruned, the islands'
// style moved into it), and the page Astro renders in answer to its post.
const prerendered = `<html><head><style>.card{padding:1rem}astro-island{display:contents}</style></head><body><form class="card"></form></body></html>`;
const rendered = `<html><head><style>.card{padding:1rem}.hidden{display:none}</style></head><body><style>astro-island{display:contents}</style><form class="card"></form></body></html>`;

describe("withStylesheet", () => {
  it("gives a page rendered on request the stylesheet of its prerendered page, so that page's CSP holds for it", () => {
    const policy = contentSecurityPolicy(inlineHashes(prerendered));
    const css = inlineStylesheet(prerendered) ?? "";
    expect(contentSecurityPolicy(inlineHashes(rendered))).not.toBe(policy);
    expect(contentSecurityPolicy(inlineHashes(withStylesheet(rendered, css)))).toBe(policy);
    expect(withStylesheet(rendered, css)).toBe(prerendered);
  });
});
