// Build step: a fresh PGlite data folder in $BUILD_DIR/pglite-template, made the
// way the server makes one (server/db/client.ts). A new DATA_DIR starts as a copy
// of it, so the server never runs initdb itself (docs/performance.md, memory).
// Readable by every user: the server may run as another user than the build's.
import { rmSync } from "node:fs";
import path from "node:path";
import { createPglite, PGLITE_TEMPLATE_DIR } from "../server/db/client";
import { makeReadableByAll } from "../server/db/pglite-folder";

const started = performance.now();
const dir = path.resolve(process.env.BUILD_DIR ?? "build", PGLITE_TEMPLATE_DIR);
rmSync(dir, { recursive: true, force: true });
const client = await createPglite(dir);
await client.close();
makeReadableByAll(dir);
console.log(
  `pglite-template: a fresh data folder in ${path.relative(process.cwd(), dir)} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
