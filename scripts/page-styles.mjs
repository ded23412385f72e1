// Post-build step: each prerendered page keeps only the style rules it can use
// (ADR 0009), all in its head.
//
// Tailwind writes one stylesheet for the whole site, and Astro puts all of it
// into every page (`inlineStylesheets: "always"`), so a page carried the rules of
// all 24. A style rule whose selector names a class goes only where that class
// can appear: in the page itself (its HTML and inline scripts) or in a script the
// page may load (its islands and everything they import). A rule is dropped when
// each of its selectors names, at its top level, a class found in none of them.
// Rules without classes (the base styles, attribute and element selectors), and
// classes inside :not(), :is() or :where(), are kept as they are. A class is
// found when it is one of the words of that text between spaces and quotes
// (class attributes and the string literals of scripts), or, for a class that
// itself holds a space or a quote, anywhere in it: each test errs only towards
// keeping a rule.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { transform } from "lightningcss";
// TypeScript, run through tsx (package.json): the server's list, one contact page per locale.
import { CONTACT_PAGES } from "../server/contact-pages.ts";
import { htmlFiles } from "./html-files.mjs";

/**
 * Tailwind's initial values for browsers without @property, `@layer properties{@supports (…){*,…{--tw-…}}}`:
 * Safari before 16.4 and Firefox before 128 (its condition), which Tailwind 4 does not support and the site
 * does not either (ADR 0009).
 */
const FALLBACK_BLOCK = /@layer properties\{@supports[^{]*\{[^{}]*\{[^{}]*\}\}\}/;
const STYLE_ELEMENT = /<style>([\s\S]*?)<\/style>/g;
/** Scripts a page names: script src, island component and renderer URLs. */
const PAGE_SCRIPT = /(?:src|component-url|renderer-url)="(\/_astro\/[^"]+\.js)"/g;
/** Imports inside a built chunk: static `from"./x.js"`, bare `import"./x.js"`, dynamic `import("./x.js")` (or .mjs, on the server). */
const CHUNK_IMPORT = /(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+\.m?js)["']/g;
/** The server build's entry names the chunk of each page rendered on request: the contact form's reply. */
const REPLY_CHUNK = /contact\/reply@_@astro":"([^"]+\.mjs)"/;

const WORD_BREAK = /[\s"'`]+/;
const WORD_BREAK_CHAR = /[\s"'`]/;

const ENTITIES = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&#x27;": "'",
};
const decodeEntities = (text) => text.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (e) => ENTITIES[e]);

/** The classes a selector requires at its top level (not inside pseudo-class arguments). */
export function requiredClasses(selector) {
  return selector.filter((component) => component.type === "class").map((c) => c.name);
}

/**
 * The stylesheet `css` without the style rules none of whose selectors can match
 * in a document whose text (and scripts) is `text`.
 */
export function pruneStylesheet(css, text) {
  const words = new Set(text.split(WORD_BREAK));
  const found = (name) => (WORD_BREAK_CHAR.test(name) ? text.includes(name) : words.has(name));
  const canMatch = (selector) => requiredClasses(selector).every(found);
  const rules = transform({
    filename: "page.css",
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Rule: {
        style(rule) {
          return rule.value.selectors.some(canMatch) ? undefined : [];
        },
      },
    },
  }).code.toString();
  return withoutUnusedProperties(rules.replace(FALLBACK_BLOCK, ""));
}

/**
 * Tailwind registers each of its `--tw-*` variables with `@property`. A
 * variable that no rule left in the page reads or sets needs no registration.
 */
function withoutUnusedProperties(css) {
  const registered = [...css.matchAll(/@property (--tw-[\w-]+)/g)].map((match) => match[1]);
  const elsewhere = css.replace(/@property --tw-[\w-]+\{[^}]*\}/g, "");
  const unused = new Set(
    registered.filter((name) => !new RegExp(`${name}(?![\\w-])`).test(elsewhere)),
  );
  if (unused.size === 0) return css;
  return transform({
    filename: "page.css",
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Rule: { property: (rule) => (unused.has(rule.value.name) ? [] : undefined) },
    },
  }).code.toString();
}

/** The text of every script `html` may load, following each chunk's imports. */
function scriptsOf(html, clientDir, cache) {
  const urls = [...html.matchAll(PAGE_SCRIPT)].map((match) => match[1]);
  return chunksFrom(
    urls.map((url) => path.join(clientDir, url)),
    cache,
  );
}

/**
 * The text of the files `files` and of every chunk they import, at any depth.
 * An import of a file the build did not write (the server's content layer names
 * modules it never loads in production) is no code that can run.
 */
async function chunksFrom(files, cache) {
  const pending = [...files];
  const seen = new Set();
  const texts = [];
  while (pending.length > 0) {
    const file = pending.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    if (!cache.has(file)) cache.set(file, await readImported(file, files.includes(file)));
    const code = cache.get(file);
    texts.push(code);
    for (const [, relative] of code.matchAll(CHUNK_IMPORT)) {
      pending.push(path.join(path.dirname(file), relative));
    }
  }
  return texts;
}

/** A chunk's text; "" for an imported one that is not there. */
async function readImported(file, named) {
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    if (named || error.code !== "ENOENT") throw error;
    return "";
  }
}

/**
 * The code of the contact form's reply, rendered on request (server/app.ts) in
 * any of the form's states and for any purpose, with the contact page's
 * stylesheet (src/middleware.ts): the contact pages keep every rule it can use.
 */
async function replyCode(serverDir, cache) {
  const entryFile = path.join(serverDir, "entry.mjs");
  const chunk = REPLY_CHUNK.exec(await readFile(entryFile, "utf8"))?.[1];
  if (!chunk) {
    throw new Error(
      `page-styles: ${entryFile} names no chunk for src/pages/[...lang]/contact/reply.astro; update REPLY_CHUNK in scripts/page-styles.mjs to how this Astro version names it`,
    );
  }
  return chunksFrom([path.join(serverDir, chunk)], cache);
}

/** The contact page of every locale, which answers the form's post without JavaScript. */
const CONTACT_FILES = new Set(
  CONTACT_PAGES.map((contactPath) => path.join(...contactPath.split("/"), "index.html")),
);

/**
 * `html` with each style element of its body moved to the end of its head's
 * last one, in their order, so the cascade is unchanged. HTML wants style
 * elements in the head; Astro writes one for its islands
 * (`astro-island{display:contents}`) in the body, before a page's first island.
 */
export function hoistBodyStyles(html) {
  const headEnd = html.indexOf("</head>");
  if (headEnd === -1) return html;
  const moved = [];
  const body = html.slice(headEnd).replace(STYLE_ELEMENT, (_, css) => {
    moved.push(css);
    return "";
  });
  if (moved.length === 0) return html;
  const head = html.slice(0, headEnd);
  const lastStyleEnd = head.lastIndexOf("</style>");
  const css = moved.join("");
  return lastStyleEnd === -1
    ? `${head}<style>${css}</style>${body}`
    : `${head.slice(0, lastStyleEnd)}${css}${head.slice(lastStyleEnd)}${body}`;
}

/**
 * Prunes the inline stylesheet of every page under `clientDir`, with the style
 * elements of its body moved into it; returns bytes before and after. The
 * contact pages keep, too, the rules of the reply the server build in
 * `serverDir` renders for them.
 */
export async function prunePageStyles(clientDir, serverDir = path.join(clientDir, "..", "server")) {
  const cache = new Map();
  let before = 0;
  let after = 0;
  for await (const file of htmlFiles(clientDir)) {
    const html = hoistBodyStyles(await readFile(file, "utf8"));
    const scripts = await scriptsOf(html, clientDir, cache);
    const reply = CONTACT_FILES.has(path.relative(clientDir, file))
      ? await replyCode(serverDir, cache)
      : [];
    const text = [html, decodeEntities(html), ...scripts, ...reply].join("\n");
    const pruned = html.replace(STYLE_ELEMENT, (_, css) => {
      const kept = pruneStylesheet(css, text);
      before += css.length;
      after += kept.length;
      return `<style>${kept}</style>`;
    });
    await writeFile(file, pruned);
  }
  return { before, after };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
  const { before, after } = await prunePageStyles(clientDir);
  console.log(
    `page-styles: ${(before / 1024).toFixed(0)} KB of inline styles -> ${(after / 1024).toFixed(0)} KB in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
