// Post-build step: every prerendered page paints before any of its JavaScript loads.
//
// React Router's HTML preloads every module at high priority and imports the
// route modules from an async module script, so on a slow phone the first
// paint competes with ~120 KB of hydration code. The page is complete HTML
// (text and inline CSS), so this rewrites each page to start loading its
// modules after the first frame: the same modules, preloaded together then.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const BOOT_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const ROUTE_IMPORT = /import \* as (route\d+) from ("[^"]+");/g;

/** Module preloads inserted per task. */
const PRELOAD_BATCH = 8;

/** Rewrites one page; throws when React Router's output no longer looks as expected. */
export function paintFirst(html) {
  const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1]);
  const boot = BOOT_SCRIPT.exec(html);
  if (!boot || preloads.length === 0) {
    throw new Error(
      "paint-first: no module preloads or boot script found; has React Router's HTML changed?",
    );
  }
  const routeImports = [...boot[1].matchAll(ROUTE_IMPORT)];
  if (routeImports.length === 0) {
    throw new Error(
      "paint-first: the boot script imports no route modules; has React Router's HTML changed?",
    );
  }
  const rest = boot[1].replace(ROUTE_IMPORT, "").replace(/^[\s;]+/, "");
  const names = routeImports.map((match) => match[1]).join(", ");
  const specifiers = routeImports.map((match) => `import(${match[2]})`).join(", ");
  const deferred = [
    // A hidden tab paints no frames, so it must not wait for one.
    'await new Promise((resolve) => document.visibilityState === "hidden" ? setTimeout(resolve, 0) : requestAnimationFrame(() => setTimeout(resolve, 0)));',
    // Each inserted preload starts a fetch on the main thread (0.3-0.8 ms on a
    // fast machine, four times that on a slow phone); thirty at once were a
    // long task right after first paint, so they go in batches, yielding between.
    `const preloads = ${JSON.stringify(preloads)};`,
    `for (let start = 0; start < preloads.length; start += ${PRELOAD_BATCH}) { if (start > 0) await new Promise((resolve) => setTimeout(resolve, 0)); for (const href of preloads.slice(start, start + ${PRELOAD_BATCH})) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); } }`,
    `const [${names}] = await Promise.all([${specifiers}]);`,
    rest,
  ].join("\n");
  return html
    .replace(PRELOAD, "")
    .replace(BOOT_SCRIPT, () => `<script type="module" async="">${deferred}</script>`);
}

/** Every prerendered page (index.html) under a client build folder. */
export async function* htmlFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name === "index.html") yield full;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
  let pages = 0;
  for await (const file of htmlFiles(clientDir)) {
    await writeFile(file, paintFirst(await readFile(file, "utf8")));
    pages += 1;
  }
  console.log(`paint-first: rewrote ${pages} prerendered pages`);
}
