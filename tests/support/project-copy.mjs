/**
 * A throwaway copy of the project for tests that change its files and build it
 * (tests/locales/third-locale.mjs, tests/cms/editor.mjs): the sources and
 * configuration copied, node_modules linked. `keep` (an environment variable's
 * name) leaves the copy in place to look into a failure.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const project = path.resolve(import.meta.dirname, "../..");

const copied = ["src", "public", "scripts", "astro.config.mjs", "tsconfig.json", "package.json"];
/** What else `npm run test:unit` reads: the server, the tests, the migrations, the docs some tests hold to. */
const testedToo = [
  "server",
  "tests",
  "drizzle",
  "docs",
  "drizzle.config.ts",
  "vitest.config.ts",
  "playwright.config.ts",
  "Dockerfile",
  "README.md",
  ".env.example",
];

/** `withTests`: also what `npm run test:unit` reads. */
export function copyProject(prefix, { withTests = false } = {}) {
  const root = mkdtempSync(path.join(tmpdir(), prefix));
  const entries = withTests ? [...copied, ...testedToo] : copied;
  for (const entry of entries) {
    cpSync(path.join(project, entry), path.join(root, entry), { recursive: true });
  }
  symlinkSync(path.join(project, "node_modules"), path.join(root, "node_modules"), "dir");
  return root;
}

/** Runs a command in the copy; a failure throws with the last 30 lines it printed. */
export function runIn(root, command, args, env = {}) {
  try {
    return execFileSync(command, args, {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, BUILD_DIR: "build", ...env },
    }).toString();
  } catch (error) {
    const output = `${error.stdout ?? ""}${error.stderr ?? ""}`
      .trim()
      .split("\n")
      .slice(-30)
      .join("\n");
    throw new Error(`${[command, ...args].join(" ")} failed:\n${output}`);
  }
}

/** The copy's copy-check and `astro build` (the pages only, into root/build). */
export function buildPages(root, env = {}) {
  runIn(root, process.execPath, ["--import", "tsx", "scripts/copy-check.ts"], env);
  runIn(root, process.execPath, ["node_modules/astro/bin/astro.mjs", "build"], env);
}

export function removeCopy(root, keep) {
  if (process.env[keep]) console.log(`kept ${root} (${keep})`);
  else rmSync(root, { recursive: true, force: true });
}
