/**
 * Post-build step: /admin, the content editor, in $BUILD_DIR/client/admin when
 * the build is told to include it (CMS_ADMIN=true), else no /admin at all.
 * Production saves go to the Git host (CMS_GITHUB_REPO, CMS_GITHUB_BRANCH;
 * docs/deploy.md); without one, only a dev server's local backend can save.
 */
import { copyFile, mkdir, rm, writeFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { loadEnv } from "vite";
import { adminConfig, adminPage, adminScript, cmsAssets, cmsScript } from "~/admin/admin-files";
import { adminBuildEnv, adminOn } from "~/admin/admin-settings";
import { siteUrlOf } from "~/site.config";

// From the environment or .env, as Vite reads the build's other settings.
const buildEnv = loadEnv("production", process.cwd(), ["CMS_", "PUBLIC_"]);
const settings = adminBuildEnv.safeParse(buildEnv);
if (!settings.success) {
  const [issue] = settings.error.issues;
  console.error(
    `Invalid build setting ${issue?.path.join(".")}: ${issue?.message} (.env or the environment)`,
  );
  process.exit(1);
}

const { CMS_ADMIN, CMS_GITHUB_REPO, CMS_GITHUB_BRANCH = "main" } = settings.data;
const folder = join(process.env.BUILD_DIR ?? "build", "client", "admin");
await rm(folder, { recursive: true, force: true });

/** Writes /admin's files; a schema the editor cannot show, or a changed CMS bundle, is one line. */
async function writeAdmin() {
  const root = process.cwd();
  const github = CMS_GITHUB_REPO
    ? {
        repo: CMS_GITHUB_REPO,
        branch: CMS_GITHUB_BRANCH,
        siteUrl: siteUrlOf(buildEnv.PUBLIC_SITE_URL),
      }
    : undefined;
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, "index.html"), adminPage());
  await writeFile(
    join(folder, "config.yml"),
    adminConfig(github ? { github } : { checkoutName: basename(root) }),
  );
  await writeFile(join(folder, "admin.js"), await adminScript(root));
  await writeFile(join(folder, "sveltia-cms.js"), cmsScript());
  for (const asset of cmsAssets()) {
    await mkdir(dirname(join(folder, asset.path)), { recursive: true });
    await copyFile(asset.source, join(folder, asset.path));
  }
  console.log(
    `/admin: the content editor, saving to ${github ? `github.com/${github.repo} (${github.branch})` : "no Git host (set CMS_GITHUB_REPO; docs/deploy.md)"}`,
  );
}

if (adminOn(CMS_ADMIN)) {
  try {
    await writeAdmin();
  } catch (error) {
    console.error(`/admin: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
