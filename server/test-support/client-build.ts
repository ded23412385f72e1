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
  // The contact page for each purpose (/contact?intent=…).
  "contact/demo/index.html": '<html lang="en"><h1>Request a demo</h1>',
  "contact/pricing/index.html": '<html lang="en"><h1>Get pricing</h1>',
  "contact/partnership/index.html": '<html lang="en"><h1>Become a partner</h1>',
  "contact/register/index.html": '<html lang="en"><h1>Register</h1>',
  "de/contact/demo/index.html": '<html lang="de"><h1>Demo anfragen</h1>',
  "de/contact/pricing/index.html": '<html lang="de"><h1>Preise anfragen</h1>',
  "de/contact/partnership/index.html": '<html lang="de"><h1>Partner werden</h1>',
  "de/contact/register/index.html": '<html lang="de"><h1>Registrieren</h1>',
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
