import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ESM build script without type declarations
import { prunePageStyles } from "./page-styles.mjs";

const stylesheet = [
  "@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:block))) or ((-moz-orient:inline) and (not (color:rgb(from red r g b)))){*,:before,:after{--tw-border-style:solid}}}",
  '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}',
  "html{color:red}",
  ".framed{border-style:var(--tw-border-style)}",
  ".card{padding:1rem}",
  ".hidden{display:none}",
  ".md\\:flex{@media (width>=48rem){display:flex}}",
  ".toast-error{color:red}",
  ".group-open\\:rotate-180:is(:where(.group):is([open]) *){rotate:180deg}",
  ".btn:not(.is-busy){cursor:pointer}",
  "[data-scrolled=true]{background:white}",
  ".open-by-script{display:block}",
  ".content-\\[\\'x\\'\\]{content:'x'}",
  ".unused-a,.unused-b{margin:0}",
  ".unused-c,.card{border:0}",
].join("");

const islandStyle = "astro-island,astro-slot,astro-static-slot{display:contents}";

const dir = mkdtempSync(path.join(os.tmpdir(), "page-styles-"));
const file = (name: string) => path.join(dir, name);
const serverDir = mkdtempSync(path.join(os.tmpdir(), "page-styles-server-"));
const page = (body: string) =>
  `<!doctype html><html><head><style>${stylesheet}</style></head><body>${body}</body></html>`;

beforeAll(async () => {
  mkdirSync(file("_astro"));
  mkdirSync(file("signup"));
  // A page with some classes, one set by its own inline script.
  writeFileSync(
    file("index.html"),
    page(
      `<details class="group framed"><summary class="card md:flex">Hi</summary><span class="group-open:rotate-180 content-['x']">v</span></details>` +
        `<script>document.body.classList.add("open-by-script")</script>`,
    ),
  );
  // A page whose island renders a toast, named only in a chunk its island imports;
  // before the island, the style element Astro writes for islands.
  writeFileSync(file("_astro/toast.js"), `export const t = () => "toast-error text-sm";`);
  writeFileSync(file("_astro/Form.js"), `import{t}from"./toast.js";export const f = t;`);
  writeFileSync(
    file("signup/index.html"),
    page(
      `<h1>Sign up</h1><style>${islandStyle}</style>` +
        `<astro-island component-url="/_astro/Form.js"><form class="btn">x</form></astro-island>`,
    ),
  );
  // The contact page, and the server's reply to its post without JavaScript,
  // whose error state (in a chunk the reply's imports) the page itself never shows.
  mkdirSync(file("contact"));
  writeFileSync(file("contact/index.html"), page(`<form class="card">x</form>`));
  mkdirSync(path.join(serverDir, "chunks"));
  writeFileSync(
    path.join(serverDir, "entry.mjs"),
    `const m={"\\u0000virtual:astro:page:src/pages/[...lang]/contact/reply@_@astro":"chunks/reply_X.mjs"};`,
  );
  writeFileSync(
    path.join(serverDir, "chunks/reply_X.mjs"),
    `import{e}from"./form_Y.mjs";const w=()=>import("./data-store-writer.js");`,
  );
  writeFileSync(path.join(serverDir, "chunks/form_Y.mjs"), `export const e = "toast-error";`);
  await prunePageStyles(dir, serverDir);
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(serverDir, { recursive: true, force: true });
});

const styleOf = (name: string) =>
  /<style>([\s\S]*)<\/style>/.exec(readFileSync(file(name), "utf8"))?.[1] ?? "";

describe("prunePageStyles", () => {
  it("keeps the rules whose classes the page uses, in its markup or its inline scripts", () => {
    const css = styleOf("index.html");
    for (const kept of [".card", ".md\\:flex", ".group-open\\:rotate-180", ".open-by-script"]) {
      expect(css).toContain(kept);
    }
    expect(css).toContain("content:");
  });

  it("drops the rules of classes the page never uses", () => {
    const css = styleOf("index.html");
    expect(css).not.toContain(".hidden");
    expect(css).not.toContain(".toast-error");
    expect(css).not.toContain(".unused-a");
  });

  it("gives no initial values to browsers without @property, which the site does not support; registers the variables its rules use", () => {
    const css = styleOf("index.html");
    expect(css).not.toContain("@layer properties");
    expect(css).toContain("@property --tw-border-style");
    expect(styleOf("signup/index.html")).not.toContain("--tw-border-style");
  });

  it("keeps a rule when any of its selectors can match", () => {
    expect(styleOf("index.html")).toMatch(/\.unused-c,\s*\.card\{border:0\}/);
  });

  it("keeps rules without classes, and classes only inside :not()", () => {
    const css = styleOf("index.html");
    expect(css).toContain("html{color:red}");
    expect(css).toContain("[data-scrolled=true]");
    expect(styleOf("signup/index.html")).toContain(".btn:not(.is-busy)");
  });

  it("moves the style element of the body into the head's, after the page's rules", () => {
    const [head = "", body = ""] = readFileSync(file("signup/index.html"), "utf8").split("</head>");
    expect(body).not.toContain("<style");
    expect(head.match(/<style>/g)).toHaveLength(1);
    expect(styleOf("signup/index.html").endsWith(islandStyle)).toBe(true);
  });

  it("keeps the rules of classes an island's scripts render, following their imports", () => {
    const css = styleOf("signup/index.html");
    expect(css).toContain(".toast-error");
    expect(css).not.toContain(".card");
  });

  it("keeps on the contact page the rules of every state the server's reply to its post can render", () => {
    const css = styleOf("contact/index.html");
    expect(css).toContain(".card");
    expect(css).toContain(".toast-error");
    expect(css).not.toContain(".hidden");
  });
});
