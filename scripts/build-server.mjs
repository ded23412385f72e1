// Bundles the Express server (server/) and the operator CLIs (scripts/) into
// $BUILD_DIR/app (default build/app); npm packages stay external. The CLIs are
// bundled so that they run where tsx (a devDependency) is not installed.
// Split so that server/index.ts can set NODE_ENV before React loads, and so that
// the CLIs share the database and env chunks with the server.
import { build } from "esbuild";
import { loadEnv } from "vite";

// app/site.config.ts reads the PUBLIC_* settings from import.meta.env, which
// only Vite fills in: give the server the same values the pages were built with.
const publicEnv = loadEnv("production", process.cwd(), "PUBLIC_");

await build({
  entryPoints: {
    index: "server/index.ts",
    "db-migrate": "scripts/db-migrate.ts",
    "contact-export": "scripts/contact-export.ts",
    "contact-purge": "scripts/contact-purge.ts",
    outbox: "scripts/outbox.ts",
  },
  outdir: `${process.env.BUILD_DIR ?? "build"}/app`,
  splitting: true,
  bundle: true,
  platform: "node",
  target: "node24",
  format: "esm",
  packages: "external",
  define: { "import.meta.env": JSON.stringify(publicEnv) },
  sourcemap: true,
  logLevel: "warning",
});
