import { execFile } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { CONTACT_PURPOSES } from "../../src/lib/contact-purposes";
import { locales } from "../../src/locales";

/** Where a locale's pages sit in the build: at the root for the default, else under its prefix. */
const folderOf = (prefix: string) => (prefix ? `${prefix.slice(1)}/` : "");

/**
 * A client build of the files the app reads at start-up, in every locale of the
 * table (each language's contact page, its version for each purpose, its 404 and
 * 500 pages), each page with an inline script of its own, so each has a policy of
 * its own: what the server sends shows which file it chose. Each contact page
 * has a stylesheet of its own too.
 */
const FILES: Readonly<Record<string, string>> = Object.fromEntries(
  locales.flatMap(({ prefix, lang, name }) => {
    const folder = folderOf(prefix);
    const page = (title: string) => `<html lang="${lang}"><h1>${title} (${name})</h1>`;
    return [
      // The contact page's stylesheet, which its answer to a post carries too.
      [`${folder}contact/index.html`, `${page("Contact")}<style>h1{color:${lang}}</style>`],
      ...CONTACT_PURPOSES.map(({ intent, plan }) => {
        const purpose = plan ? `${intent}/${plan}` : intent;
        return [`${folder}contact/${purpose}/index.html`, page(purpose)];
      }),
      [prefix ? `${folder}404/index.html` : "404.html", page("Page not found")],
      [prefix ? `${folder}500/index.html` : "500.html", page("Unexpected Application Error!")],
    ];
  }),
);

/** A file of that build, by its path under client/ ("de/contact/pricing/index.html"). */
export type BuiltFile = string;

/** A file of the build as the server reads and sends it. */
export function builtFile(file: BuiltFile): string {
  const html = FILES[file];
  if (html === undefined) throw new Error(`the test build has no ${file}`);
  return `${html}<script>console.log(${JSON.stringify(file)})</script>`;
}

/** Writes those files under buildDir/client, where the app looks for them. */
export function writeClientBuild(buildDir: string) {
  for (const file of Object.keys(FILES)) {
    const full = path.join(buildDir, "client", file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, builtFile(file));
  }
}

/**
 * A build a server process can start from, in seconds rather than a real build's
 * minute: the server bundled as `npm run build` bundles it, the client build
 * above, and a stand-in for the pages rendered on request. buildDir must be
 * inside the project, so that the bundle finds node_modules.
 */
export async function writeServerBuild(buildDir: string) {
  await promisify(execFile)(process.execPath, ["scripts/build-server.mjs"], {
    env: { ...process.env, BUILD_DIR: buildDir },
  });
  writeClientBuild(buildDir);
  mkdirSync(path.join(buildDir, "server"));
  writeFileSync(
    path.join(buildDir, "server", "entry.mjs"),
    'export async function handler(_req, res) { res.end("rendered"); }\n',
  );
}
