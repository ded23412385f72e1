// Bundles the Express server (server/) and the operator CLIs (scripts/) into
// $BUILD_DIR/app (default build/app); npm packages stay external. The CLIs are
// bundled so that they run where tsx (a devDependency) is not installed.
// Split so that server/index.ts can set NODE_ENV before React loads, and so that
// the CLIs share the database and env chunks with the server.
import { readdirSync, readFileSync } from "node:fs";
import { build } from "esbuild";
import { load } from "js-yaml";
import { loadEnv } from "vite";

// app/site.config.ts reads the PUBLIC_* settings from import.meta.env, which
// only Vite fills in: give the server the same values the pages were built with.
const publicEnv = loadEnv("production", process.cwd(), "PUBLIC_");

/** The copy files the server shows words from (server/contact-copy.ts), by name. */
const serverCopy = ["contact"];

/**
 * src/content/copy-file.ts reads a copy file from src/ when it is asked; in the
 * bundle it answers from the files as they were at build time, so build/ runs
 * without src/ or js-yaml (a devDependency). The server checks them with their
 * schema when it starts, as it does from source.
 */
const bundledCopyFiles = {
  name: "bundled-copy-files",
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/]content[\\/]copy-file\.ts$/ }, () => {
      const files = {};
      for (const locale of readdirSync("src/content/copy")) {
        for (const name of serverCopy) {
          files[`${locale}/${name}`] = load(
            readFileSync(`src/content/copy/${locale}/${name}.yaml`, "utf8"),
          );
        }
      }
      return {
        loader: "js",
        contents: `const files = ${JSON.stringify(files)};
export function copyFile(locale, name) {
  const file = files[locale + "/" + name];
  if (file === undefined) throw new Error("src/content/copy/" + locale + "/" + name + ".yaml is not in the server's bundle: add " + JSON.stringify(name) + " to serverCopy in scripts/build-server.mjs");
  return file;
}`,
      };
    });
  },
};

await build({
  entryPoints: {
    index: "server/index.ts",
    "db-migrate": "scripts/db-migrate.ts",
    "contact-export": "scripts/contact-export.ts",
    "contact-purge": "scripts/contact-purge.ts",
    outbox: "scripts/outbox.ts",
    stats: "scripts/stats.ts",
    release: "scripts/release.ts",
  },
  outdir: `${process.env.BUILD_DIR ?? "build"}/app`,
  splitting: true,
  bundle: true,
  platform: "node",
  target: "node24",
  format: "esm",
  packages: "external",
  define: { "import.meta.env": JSON.stringify(publicEnv) },
  plugins: [bundledCopyFiles],
  sourcemap: true,
  logLevel: "warning",
});
