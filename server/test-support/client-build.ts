import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * A client build of the files the app reads at start-up, each page with an inline
 * script of its own, so each has a policy of its own: what the server sends shows
 * which file it chose.
 */
const FILES = {
  "contact/index.html": '<html lang="en"><h1>Contact</h1>',
  "de/contact/index.html": '<html lang="de"><h1>Kontakt</h1>',
  "404.html": '<html lang="en"><h1>Page not found</h1>',
  "500.html": '<html lang="en"><h1>Unexpected Application Error!</h1>',
  "de/404/index.html": '<html lang="de"><h1>Seite nicht gefunden</h1>',
  "de/500/index.html": '<html lang="de"><h1>Unerwarteter Anwendungsfehler!</h1>',
} as const;

export type BuiltFile = keyof typeof FILES;

/** A file of the build as the server reads and sends it. */
export const builtFile = (file: BuiltFile) =>
  `${FILES[file]}<script>console.log(${JSON.stringify(file)})</script>`;

/** Writes those files under buildDir/client, where the app looks for them. */
export function writeClientBuild(buildDir: string) {
  for (const file of Object.keys(FILES) as BuiltFile[]) {
    const full = path.join(buildDir, "client", file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, builtFile(file));
  }
}
