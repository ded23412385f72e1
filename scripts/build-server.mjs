// Bundles the Express server (server/) into $BUILD_DIR/app (default build/app); npm packages stay external.
// Split so that server/index.ts can set NODE_ENV before React loads.
import { build } from "esbuild";

await build({
  entryPoints: ["server/index.ts"],
  outdir: `${process.env.BUILD_DIR ?? "build"}/app`,
  splitting: true,
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
