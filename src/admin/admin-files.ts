/**
 * The files of /admin, the content editor: Sveltia CMS's bundle from npm, our
 * additions (src/admin/browser), the page that loads them and the configuration
 * generated from the content schemas. `npm run dev` serves them from memory
 * (src/admin/dev-server.ts); `npm run build` writes them to build/client/admin
 * when CMS_ADMIN is on (scripts/build-admin.ts). Nothing here reaches a public page.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { build } from "esbuild";
import { loadEnv } from "vite";
import { parse } from "yaml";
import { copyFileSchemas, itemIdsOf, refsOf } from "~/content/copy-rules";
import { defaultLocale, localeOf, locales } from "~/locales";
import { isDefaultLocalePage, newsPaths, pageAlternates, pageRoutes } from "~/route-table";
import { site } from "~/site.config";
import { languageRules, untranslatedAllowed } from "../../scripts/copy-check";
import { type CmsConfigOptions, cmsConfig } from "./cms-config";

const require = createRequire(import.meta.url);

/** Sveltia CMS's prebuilt bundle, its script and the React it loads for our fields from beside itself. */
export const cmsFolder = join(dirname(require.resolve("@sveltia/cms")), "..", "dist");

/**
 * What the bundle fetches from CDNs, served from /admin instead (ADR 0026): its
 * fonts (Fontsource on jsDelivr) and the Immutable.js our fields' props need
 * (unpkg), and its own package.json, which it reads to look for a newer version.
 */
const fontUrl =
  /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(:vf)?@[\d.]+\/(latin-[\w-]+\.woff2)/g;
const unpkg = "https://unpkg.com/";

/**
 * GitHub's status page, which the bundle asks every five minutes to warn of an
 * outage. Not asked: /admin talks to no other site but GitHub's API (ADR 0026),
 * and a save during an outage fails with GitHub's own answer. The bundle reads
 * "none" (no outage) from a data: URL instead, with no request.
 */
const githubStatus = "https://www.githubstatus.com/api/v2/status.json";
const noStatus = `data:application/json,${encodeURIComponent('{"status":{"indicator":"none"}}')}`;

let bundleText: string | undefined;

/** Sveltia's script as npm installed it, read once: it does not change while the dev server runs. */
function cmsBundle(): string {
  bundleText ??= readFileSync(join(cmsFolder, "sveltia-cms.js"), "utf8");
  return bundleText;
}

/** A file /admin serves: its path under /admin/ and where it comes from. */
export interface AdminAsset {
  path: string;
  source: string;
  type: string;
}

/** The CMS's script, pointed at our origin: fails the build if the bundle no longer fetches what we vendor. */
export function cmsScript(): string {
  const bundle = cmsBundle();
  if (bundle.search(fontUrl) === -1 || !bundle.includes(unpkg) || !bundle.includes(githubStatus)) {
    throw new Error(
      "@sveltia/cms no longer loads its fonts and Immutable.js from jsDelivr and unpkg, or GitHub's status from githubstatus.com, as src/admin/admin-files.ts expects: check what it fetches, and update cmsScript() and cmsAssets()",
    );
  }
  return bundle
    .replaceAll(
      fontUrl,
      (_url, family: string, _variable, file: string) => `/admin/fonts/${family}-${file}`,
    )
    .replaceAll(unpkg, "/admin/vendor/")
    .replaceAll(githubStatus, noStatus);
}

/** Every file /admin serves besides the page, its configuration and our script. */
export function cmsAssets(): AdminAsset[] {
  const bundle = cmsBundle();
  const fonts = [...bundle.matchAll(fontUrl)].map(([, family, variable, file]) => ({
    path: `fonts/${family}-${file}`,
    source: require.resolve(
      `@fontsource${variable ? "-variable" : ""}/${family}/files/${family}-${file}`,
    ),
    type: "font/woff2",
  }));
  const immutableVersion = bundle.match(/immutable:`\^?([\d.]+)`/)?.[1];
  if (!immutableVersion)
    throw new Error("@sveltia/cms names no Immutable.js version: update cmsAssets()");
  return [
    {
      path: "chunks/react-dom.js",
      source: join(cmsFolder, "chunks/react-dom.js"),
      type: "text/javascript; charset=utf-8",
    },
    ...new Map(fonts.map((font) => [font.path, font])).values(),
    // Its check for a newer version finds the version it is: no nagging, no request elsewhere.
    {
      path: "vendor/@sveltia/cms/package.json",
      source: join(cmsFolder, "..", "package.json"),
      type: "application/json",
    },
    {
      path: `vendor/immutable@${immutableVersion}/dist/immutable.es.js`,
      source: join(dirname(require.resolve("immutable")), "immutable.es.js"),
      type: "text/javascript; charset=utf-8",
    },
  ];
}

/**
 * The editor's page: no words of the site, not indexed, not framed (CSP frame-ancestors,
 * server). The site's icon, so the browser does not ask for a /favicon.ico there is not.
 */
export function adminPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Content editor · ${site.name}</title>
<link rel="icon" href="/favicon.svg">
<link href="/admin/config.yml" type="text/yaml" rel="cms-config-url">
</head>
<body>
<script src="/admin/sveltia-cms.js"></script>
<script src="/admin/admin.js"></script>
</body>
</html>
`;
}

/** The configuration the CMS reads, as JSON (which is YAML too). */
export function adminConfig(options: CmsConfigOptions): string {
  return `${JSON.stringify(cmsConfig(options))}\n`;
}

/** A page in every language it is written in, as the preview links it. */
function versionsOf(path: string) {
  const route = pageRoutes.find((candidate) => candidate.path === path);
  const versions = route ? pageAlternates(route) : [];
  return (versions.length > 0 ? versions : [{ locale: route?.locale ?? defaultLocale, path }]).map(
    ({ locale, path: localePath }) => {
      const { name, lang } = localeOf(locale);
      return { language: name, lang, path: localePath };
    },
  );
}

/** The page files under src/pages (their paths as the route table names them), each read once. */
function pageFiles(root: string) {
  const pagesRoot = join(root, "src/pages");
  return readdirSync(pagesRoot, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".astro"))
    .map((file) => ({ file, text: readFileSync(join(pagesRoot, file), "utf8") }));
}

/** The pages (default-locale paths) whose files read copy `name`. */
function pagesShowing(name: string, pages: ReturnType<typeof pageFiles>): string[] {
  const reads = new RegExp(`(loadCopy|loadCopyIn|readCopy)\\(\\s*"${name}"`);
  return pages
    .filter(({ text }) => reads.test(text))
    .flatMap(({ file }) =>
      pageRoutes.filter((route) => route.file === file && route.locale === defaultLocale),
    )
    .map((route) => route.path);
}

/** Each copy file's pages in every language, for the preview's links. */
function previewPages(root: string) {
  const pages = pageFiles(root);
  const config = cmsConfig({});
  const names = config.collections.flatMap((collection) =>
    "files" in collection ? collection.files.map((file) => file.name) : [],
  );
  return Object.fromEntries(
    names.map((name) => [name, pagesShowing(name, pages).flatMap(versionsOf)]),
  );
}

/** Every file under public/media, as copy names it (/media/insights/gap.svg): what a save may point to. */
function mediaFiles(root: string): string[] {
  return readdirSync(join(root, "public/media"), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(join(root, "public"), join(entry.parentPath, entry.name))}`);
}

/**
 * Per language, every id a copy file names and each shared file's ids, as the
 * files are now: a save that drops an item still named elsewhere is refused.
 */
function copyReferences(root: string) {
  return Object.fromEntries(
    locales.map(({ code }) => {
      const parsed = Object.entries(copyFileSchemas).flatMap(([name, schema]) => {
        const file = join(root, "src/content/copy", code, `${name}.yaml`);
        const result = existsSync(file)
          ? schema.safeParse(parse(readFileSync(file, "utf8")))
          : undefined;
        return result?.success ? [[name, result.data] as const] : [];
      });
      const items = parsed.flatMap(([name, data]) => {
        const ids = itemIdsOf(data);
        return ids ? [[name, ids] as const] : [];
      });
      return [
        code,
        {
          refs: parsed.flatMap(([name, data]) => refsOf(name, data)),
          items: Object.fromEntries(items),
        },
      ];
    }),
  );
}

/** Who may sign a post, as the build's content config reads them: the ids of team-members.yaml. */
function postAuthors(root: string): string[] {
  const file = join(root, "src/content/copy", defaultLocale, "team-members.yaml");
  const items = (parse(readFileSync(file, "utf8")) as { items?: { id?: unknown }[] }).items ?? [];
  return items.flatMap(({ id }) => (typeof id === "string" ? [id] : []));
}

/**
 * What the editor's copy check (src/admin/browser/save-check.ts) knows of the
 * project: each language's glossary rules (the sentence detector, a function,
 * stays out: JSON leaves it behind), whether untranslated values stop the build,
 * the pictures public/ has, who may sign a post and which shared items copy names.
 */
export function copyCheckSettings(root: string) {
  return {
    defaultLocale,
    untranslatedAllowed: untranslatedAllowed(),
    media: mediaFiles(root),
    authors: postAuthors(root),
    references: copyReferences(root),
    rules: Object.fromEntries(
      locales.flatMap((locale) => {
        const rules = languageRules(root, locale, null);
        return rules ? [[locale.code, rules]] : [];
      }),
    ),
  };
}

/** /admin/admin.js: src/admin/browser bundled, with the site's pages filled in. */
export async function adminScript(root: string): Promise<string> {
  const pagePaths = pageRoutes.map((route) => route.path).filter(isDefaultLocalePage);
  const result = await build({
    entryPoints: [join(root, "src/admin/browser/main.ts")],
    bundle: true,
    write: false,
    format: "iife",
    target: "es2022",
    minify: true,
    legalComments: "none",
    define: {
      // The brand facts copy may name (src/site.config.ts) with this build's settings.
      "import.meta.env": JSON.stringify(loadEnv("production", root, "PUBLIC_")),
      __PAGE_PATHS__: JSON.stringify(pagePaths),
      __PREVIEW_PAGES__: JSON.stringify(previewPages(root)),
      __COPY_CHECK__: JSON.stringify(copyCheckSettings(root)),
      __NEWS_COLLECTIONS__: JSON.stringify(
        locales.map(({ code, name, lang }) => ({
          name: `news-${code}`,
          list: newsPaths.list(code),
          language: name,
          lang,
        })),
      ),
    },
  });
  const [file] = result.outputFiles;
  if (!file) throw new Error("esbuild wrote no /admin/admin.js");
  return file.text;
}
