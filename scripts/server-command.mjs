// How the production server is started, in one place for `npm start`, the
// Dockerfile, the e2e tests and the budgets (a test keeps package.json and the
// Dockerfile in step with it).
import path from "node:path";
import { SERVER_NODE_FLAGS } from "../server/node-flags.ts";

/** The flags V8 must start with (server/node-flags.ts; the server adds missing ones itself). */
export { SERVER_NODE_FLAGS };

/** Arguments for `node` that start the server of the build in `buildDir`. */
export function serverArgs(buildDir) {
  return [...SERVER_NODE_FLAGS, path.join(buildDir, "app", "index.js")];
}

/**
 * package.json's "start". npm runs a script with `sh -c` and sends a SIGTERM to
 * that shell alone: without `exec` the shell dies and leaves the server running
 * with parent 1. With it, the shell becomes node, which gets the signal itself.
 */
export function startScript(buildDir) {
  return ["exec", "node", ...serverArgs(buildDir)].join(" ");
}
