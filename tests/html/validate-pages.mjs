// HTML validity of everything the site sends: each prerendered page of the build,
// and the pages the server renders per request (the 404 page and the contact page
// after a post without JavaScript). Two checkers read each page: html-validate
// (rules: .htmlvalidate.mjs) and the W3C Nu checker (./nu-checker.mjs).
// Run: BUILD_DIR=build node --import tsx tests/html/validate-pages.mjs
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { FileSystemConfigLoader, HtmlValidate, Reporter } from "html-validate";
import { pageRoutes } from "../../src/route-table.ts";
import { withServer } from "../budgets/lib/server.mjs";
import { newsPages } from "../shared/news-pages.ts";
import { nuCheck } from "./nu-checker.mjs";

const buildDir = process.env.BUILD_DIR ?? "build";
const clientDir = path.join(buildDir, "client");
const validator = new HtmlValidate(new FileSystemConfigLoader());

/** Where the build writes a route's prerendered page. */
const prerenderedFile = (route) => path.join(clientDir, route.path, "index.html");

/** Every prerendered page: the route table's and each published news post's. */
const prerendered = [...pageRoutes, ...newsPages];

const missing = prerendered.map(prerenderedFile).filter((file) => !existsSync(file));
if (missing.length > 0) {
  console.error(
    `No prerendered page at ${missing.join(", ")}: run "BUILD_DIR=${buildDir} npm run build" first.`,
  );
  process.exit(1);
}

const form = (fields) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams({ email: "html-check@example.com", ...fields }).toString(),
});

/** Requests whose answer the server renders, with the status each must have. */
const rendered = [
  { label: "GET /no-such-page", path: "/no-such-page", status: 404 },
  {
    label: "POST /contact, a field missing",
    path: "/contact",
    init: form({ message: "   " }),
    status: 400,
  },
  { label: "POST /contact, sent", path: "/contact", init: form({ message: "Hello" }), status: 200 },
];

const problems = [];
// The server starts (a few seconds, mostly the embedded database) while the
// prerendered files are checked.
const fromServer = withServer(async (origin) => {
  const pages = [];
  for (const { label, path: urlPath, init, status } of rendered) {
    const headers = { ...init?.headers, origin };
    const response = await fetch(`${origin}${urlPath}`, { ...init, headers });
    const type = response.headers.get("content-type") ?? "";
    if (response.status !== status || !type.startsWith("text/html")) {
      problems.push(`${label}: expected ${status} text/html, got ${response.status} ${type}`);
    }
    pages.push({ label, html: await response.text() });
  }
  return pages;
});

// The Nu checker reads files: the server's pages are written out for it, and it
// checks them with the prerendered ones in one run of its own, beside html-validate.
const renderedDir = mkdtempSync(path.join(os.tmpdir(), "html-check-"));
const labels = new Map();
const nuReport = fromServer
  .then((pages) => {
    const files = pages.map(({ label, html }, index) => {
      const file = path.join(renderedDir, `rendered-${index}.html`);
      writeFileSync(file, html);
      labels.set(file, label);
      return file;
    });
    return nuCheck([...prerendered.map(prerenderedFile), ...files]);
  })
  .finally(() => rmSync(renderedDir, { recursive: true, force: true }));

/**
 * The site's own files a page asks for by src, srcset or poster: every picture and
 * clip (the raster copies of ADR 0019 included), each candidate of a srcset too.
 */
function mediaUrls(html) {
  const urls = [];
  for (const [, name, value] of html.matchAll(/\s(src|srcset|poster)="([^"]*)"/gi)) {
    const candidates = name.toLowerCase() === "srcset" ? value.split(",") : [value];
    for (const candidate of candidates) {
      const url = candidate.trim().split(/\s+/)[0];
      if (url.startsWith("/") && !url.startsWith("//")) urls.push(url);
    }
  }
  return urls;
}

const reports = [];
for (const route of prerendered) {
  const file = prerenderedFile(route);
  reports.push(await validator.validateFile(file));
  for (const url of new Set(mediaUrls(readFileSync(file, "utf8")))) {
    const target = path.join(clientDir, decodeURIComponent(new URL(url, "http://x").pathname));
    if (!existsSync(target)) problems.push(`${route.path}: asks for ${url}, which the build lacks`);
  }
}
for (const { label, html } of await fromServer) {
  reports.push(await validator.validateString(html, label));
}

const report = Reporter.merge(reports);
const checked = prerendered.length + rendered.length;
// The pages are minified to one line, so each message names its element too.
for (const { filePath, messages } of report.results) {
  console.log(filePath);
  for (const { line, column, ruleId, message, selector } of messages) {
    console.log(`  ${line}:${column}  ${ruleId}  ${message}\n    at ${selector}`);
  }
}
for (const problem of problems) console.log(problem);
console.log(
  `html-validate: ${checked} pages (${prerendered.length} prerendered, ${rendered.length} server-rendered), ` +
    `${report.errorCount} errors, ${report.warningCount} warnings`,
);

const nu = await nuReport;
for (const [file, errors] of Map.groupBy(nu.errors, (error) => error.file)) {
  console.log(labels.get(file) ?? path.relative(process.cwd(), file));
  for (const { line, column, message, extract } of errors) {
    console.log(`  ${line}:${column}  ${message}\n    at ${extract?.trim()}`);
  }
}
console.log(
  `Nu checker: ${checked} pages, ${nu.errors.length} errors ` +
    `(${nu.leftOut} messages left out about CSS it does not know, tests/html/nu-checker.mjs)`,
);

const failed = !report.valid || report.warningCount > 0 || nu.errors.length > 0;
if (failed || problems.length > 0) process.exitCode = 1;
