import { existsSync, globSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const requirementsDoc = "docs/requirements.md";

const section = "\u00a7";
/** A section number cited in prose, unless it is an RFC's ("RFC 9110 <section> 7.2"). */
const citation = new RegExp(`(?<!RFC \\d+ )${section}(\\d+(?:\\.\\d+)*)`, "g");
const heading = new RegExp(`^#{2,6} ${section}(\\d+(?:\\.\\d+)*)\\b`, "gm");

const sources = globSync(
  ["*.{md,mjs,ts}", "{docs,scripts,server,src,tests}/**/*.{astro,css,md,mjs,sh,ts,tsx}"],
  { exclude: (path) => path.includes("node_modules") },
);

describe(requirementsDoc, () => {
  it("has a heading for every section of the spec that the code, tests and docs cite", () => {
    // Without the document every citation is listed, which says what it must cover.
    const doc = existsSync(requirementsDoc) ? readFileSync(requirementsDoc, "utf8") : "";
    const documented = new Set([...doc.matchAll(heading)].map((match) => match[1]));
    const unfollowable = sources.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(citation)]
        .map((match) => match[1])
        .filter((number) => !documented.has(number))
        .map((number) => `${file} cites ${section}${number}`),
    );
    // Run from anywhere but the repository's root, the glob finds nothing and proves nothing.
    expect(sources.length).toBeGreaterThan(100);
    expect(unfollowable).toEqual([]);
  });
});
