import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";

let buildDir: string;
const client = () => path.join(buildDir, "client");

/** scripts/build-admin.ts on a build of one page, with these settings. */
function buildAdmin(settings: Record<string, string>) {
  const {
    CMS_ADMIN: _admin,
    CMS_GITHUB_REPO: _repo,
    CMS_GITHUB_BRANCH: _branch,
    ...rest
  } = process.env;
  return execFileSync(process.execPath, ["--import", "tsx", "scripts/build-admin.ts"], {
    env: { ...rest, BUILD_DIR: buildDir, ...settings },
    stdio: ["ignore", "pipe", "pipe"],
  }).toString();
}

/** Every file of the build outside /admin, with its contents. */
const pageFiles = () =>
  readdirSync(client(), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(client(), path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith("admin"))
    .map((file) => [file, readFileSync(path.join(client(), file), "utf8")]);

beforeEach(() => {
  buildDir = mkdtempSync(path.join(tmpdir(), "build-admin-"));
  mkdirSync(path.join(client(), "platform"), { recursive: true });
  writeFileSync(path.join(client(), "platform/index.html"), "<h1>Platform</h1>");
});
afterEach(() => rmSync(buildDir, { recursive: true, force: true }));

it("adds /admin with CMS_ADMIN=true, saving to the named repository, and touches no page", () => {
  const pages = pageFiles();
  buildAdmin({
    CMS_ADMIN: "true",
    CMS_GITHUB_REPO: "acme/website",
    CMS_GITHUB_BRANCH: "live",
    PUBLIC_SITE_URL: "https://www.example.ch/",
  });
  const admin = path.join(client(), "admin");
  expect(readFileSync(path.join(admin, "index.html"), "utf8")).toContain(
    '<meta name="robots" content="noindex, nofollow">',
  );
  const config = JSON.parse(readFileSync(path.join(admin, "config.yml"), "utf8"));
  // The sign-in is the site's own: where the build says the site is.
  expect(config.backend).toMatchObject({
    base_url: "https://www.example.ch",
    name: "github",
    repo: "acme/website",
    branch: "live",
    auth_endpoint: "admin/oauth/authorize",
  });
  const script = readFileSync(path.join(admin, "sveltia-cms.js"), "utf8");
  // Everything the editor loads comes from the site itself.
  expect(script).not.toMatch(/https:\/\/(cdn\.jsdelivr\.net|unpkg\.com)\//);
  for (const font of script.match(/\/admin\/fonts\/[\w.-]+\.woff2/g) ?? []) {
    expect(existsSync(path.join(client(), font)), font).toBe(true);
  }
  expect(existsSync(path.join(admin, "admin.js"))).toBe(true);
  expect(pageFiles()).toEqual(pages);
});

it("leaves /admin out of a build that is not told to include it, and removes an earlier one", () => {
  buildAdmin({ CMS_ADMIN: "true" });
  buildAdmin({});
  expect(existsSync(path.join(client(), "admin"))).toBe(false);
});

it("stops with the setting's name for a repository that is no owner/name", () => {
  expect(() =>
    buildAdmin({ CMS_ADMIN: "true", CMS_GITHUB_REPO: "https://github.com/acme" }),
  ).toThrow(/Invalid build setting CMS_GITHUB_REPO: owner\/name of the repository on GitHub/);
});
