/**
 * Proof that a language is a row of src/locales.ts and a folder of copy (issue 38),
 * by the README's steps ("To add a language"): in a throwaway copy of the project,
 * add an Italian row, copy the English copy files, legal texts and posts as its
 * words, and its clips as if recorded. The copy check must stop on the English left
 * in it, naming file and field; with COPY_UNTRANSLATED=allow it builds, and every
 * page that has a German version has an Italian one, the sitemap lists it with
 * reciprocal hreflang, and the header's language control offers it. The unit tests
 * pass with the new row (issue 51: no test may know only three languages). Then the
 * copy goes.
 * Run: node tests/locales/third-locale.mjs   (part of `npm test`)
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, cpSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildPages, copyProject, removeCopy, runIn } from "../support/project-copy.mjs";

const row = {
  code: "it",
  lang: "it",
  prefix: "/it",
  name: "Italiano",
  dateLocale: "it-CH",
  regionalTag: "it-CH",
  feedLanguage: "it-ch",
  detect: "it",
  // Its words are the English copy's, quotes included, until someone translates them.
  quotationMarks: { open: "“", close: "”" },
};

/**
 * The clips the recorder would make for the language (scripts/media/record-walkthroughs.mjs
 * --locale it): here copies of the English ones under the language's own names.
 */
function recordClips(root) {
  for (const file of ["videos.yaml", "customer-voices.yaml"]) {
    const copyFile = path.join(root, "src/content/copy", row.code, file);
    const source = readFileSync(copyFile, "utf8");
    const clips = [...new Set(source.match(/(?<=(?:src|poster): )\/media\/\S+/g) ?? [])];
    let changed = source;
    for (const clip of clips) {
      const own = clip.replace(/(\.\w+)$/, `-${row.code}$1`);
      copyFileSync(path.join(root, "public", clip), path.join(root, "public", own));
      changed = changed.replaceAll(`: ${clip}\n`, `: ${own}\n`);
    }
    writeFileSync(copyFile, changed);
  }
}

/** Whether the page's header links to `href` as the page in `lang` (React writes the attribute hrefLang). */
function headerLeadsTo(html, href, lang) {
  const header = /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? "";
  return header.toLowerCase().includes(`href="${href}" hreflang="${lang}"`.toLowerCase());
}

const root = copyProject("third-locale-", { withTests: true });
const problems = [];
try {
  const localesFile = path.join(root, "src/locales.ts");
  const table = readFileSync(localesFile, "utf8");
  const end = "] as const satisfies readonly LocaleDefinition[];";
  if (!table.includes(end))
    throw new Error(`src/locales.ts: the table's end "${end}" moved; update this test`);
  writeFileSync(localesFile, table.replace(end, `  ${JSON.stringify(row)},\n${end}`));
  for (const folder of ["src/content/copy", "src/content/legal", "src/content/posts"]) {
    if (existsSync(path.join(root, folder, "en"))) {
      cpSync(path.join(root, folder, "en"), path.join(root, folder, row.code), { recursive: true });
    }
  }

  recordClips(root);

  // Step 3 of the README: the build names what is left to translate, one line each.
  try {
    execFileSync(process.execPath, ["--import", "tsx", "scripts/copy-check.ts"], {
      cwd: root,
      stdio: "pipe",
    });
    problems.push("copy-check: the English copied as Italian passed; it should stop the build");
  } catch (error) {
    const said = String(error.stderr);
    const expected = `src/content/copy/${row.code}/home.yaml → meta.title: is the same as in English`;
    if (!said.includes(expected))
      problems.push(`copy-check did not say "${expected}…":\n${said.slice(0, 600)}`);
  }

  const allow = { COPY_UNTRANSLATED: "allow" };
  const started = Date.now();
  buildPages(root, allow);
  console.log(`third locale: built in ${Math.round((Date.now() - started) / 1000)} s`);

  const client = path.join(root, "build/client");
  const sitemap = readFileSync(path.join(client, "sitemap.xml"), "utf8");
  const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: new URL(/<loc>(.*?)<\/loc>/.exec(body)[1]).pathname,
    alternates: Object.fromEntries(
      [...body.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [
        lang,
        new URL(href).pathname,
      ]),
    ),
  }));
  const byLoc = new Map(entries.map((entry) => [entry.loc, entry]));
  // The pages the site translates: each English page whose German version is its path under
  // /de. The spec's pairs are written apart in their two languages, and a news post's twins
  // are the posts an editor wrote: a new language has neither until someone writes them.
  const germanPath = (path) => (path === "/" ? "/de" : `/de${path}`);
  const translated = entries.filter(
    (entry) =>
      entry.alternates.en === entry.loc &&
      entry.alternates.de === germanPath(entry.loc) &&
      !entry.loc.startsWith("/news/"),
  );
  if (translated.length === 0)
    problems.push("sitemap.xml: no English page with a German version found");

  for (const english of translated) {
    const italian = english.alternates[row.lang];
    if (!italian) {
      problems.push(`${english.loc}: the sitemap lists no "${row.lang}" version`);
      continue;
    }
    const entry = byLoc.get(italian);
    if (!entry) problems.push(`${italian}: not in the sitemap`);
    else {
      for (const lang of ["en", "de", row.lang]) {
        if (entry.alternates[lang] !== english.alternates[lang]) {
          problems.push(
            `${italian}: the sitemap's hreflang="${lang}" is ${entry.alternates[lang]}, not ${english.alternates[lang]}`,
          );
        }
      }
    }
    const file = path.join(client, italian, "index.html");
    if (!existsSync(file)) {
      problems.push(`${italian}: no page was built (${path.relative(root, file)})`);
      continue;
    }
    const html = readFileSync(file, "utf8");
    if (!html.includes(`<html lang="${row.lang}"`))
      problems.push(`${italian}: <html> is not lang="${row.lang}"`);
    for (const [lang, href] of [
      ["en", english.loc],
      ["de", english.alternates.de],
    ]) {
      if (!headerLeadsTo(html, href, lang)) {
        problems.push(
          `${italian}: the header's language control does not lead to ${href} (${lang})`,
        );
      }
    }
    const englishHtml = readFileSync(path.join(client, english.loc, "index.html"), "utf8");
    if (!headerLeadsTo(englishHtml, italian, row.lang)) {
      problems.push(`${english.loc}: the header's language control does not lead to ${italian}`);
    }
  }
  console.log(`third locale: ${translated.length} pages checked in "${row.code}"`);

  const unit = Date.now();
  try {
    runIn(root, "npx", ["vitest", "run"], allow);
    console.log(
      `third locale: npm run test:unit green in ${Math.round((Date.now() - unit) / 1000)} s`,
    );
  } catch (error) {
    problems.push(`npm run test:unit with "${row.code}" in the locales table: ${error.message}`);
  }
} finally {
  // THIRD_LOCALE_KEEP=1 leaves the copy in place to look into a failure.
  removeCopy(root, "THIRD_LOCALE_KEEP");
}

if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  console.error(`third locale: ${problems.length} problem(s)`);
  process.exit(1);
}
