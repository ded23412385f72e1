// Writes a copy of a static build whose pages carry their stylesheets inline, as
// Astro's `inlineStylesheets: "always"` (and our build) does: the same pages and
// work, but a first paint that waits for no stylesheet request. Beside the build
// as it is, it shows what that one choice does to Lighthouse's figures (issue 22).
//   node scripts/bench/astrowind/inline-stylesheets.mjs /tmp/astrowind/dist /tmp/astrowind-inline
import { cpSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const [from, to] = process.argv.slice(2);
if (!from || !to) throw new Error("usage: inline-stylesheets.mjs <dist> <copy>");
cpSync(from, to, { recursive: true });

const STYLESHEET_LINK = /<link href="(\/[^"]+\.css)" rel="stylesheet">/g;
let inlined = 0;
for (const file of readdirSync(to, { recursive: true })) {
  if (!file.endsWith(".html")) continue;
  const page = path.join(to, file);
  const html = readFileSync(page, "utf8").replace(STYLESHEET_LINK, (_, href) => {
    inlined += 1;
    return `<style>${readFileSync(path.join(to, href), "utf8")}</style>`;
  });
  writeFileSync(page, html);
}
console.log(`inline-stylesheets: ${inlined} stylesheet links inlined in ${to}`);
