// How the production server is started, in one place for `npm start`, the
// Dockerfile, the e2e tests and the budgets (a test keeps package.json and the
// Dockerfile in step with it).
import path from "node:path";

/**
 * V8 flags for the server process, measured in docs/performance.md (memory):
 * - --liftoff-only: PGlite's 8 MB WebAssembly build compiled by the baseline
 *   compiler only. Optimising it took about 500 MB at start-up, for queries
 *   about 7 % faster, which a contact form does not need.
 * - --max-semi-space-size=8: V8 sizes its young generation by the machine's
 *   memory; on a large machine that grew the idle server by about 100 MB.
 */
export const SERVER_NODE_FLAGS = ["--liftoff-only", "--max-semi-space-size=8"];

/** Arguments for `node` that start the server of the build in `buildDir`. */
export function serverArgs(buildDir) {
  return [...SERVER_NODE_FLAGS, path.join(buildDir, "app", "index.js")];
}
