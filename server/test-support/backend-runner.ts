// The contact backend alone, configured from the environment as the server is:
// a process a test can SIGKILL mid-delivery. SIGTERM stops it as the server
// does, recording the delivery under way before the database closes.
import { startBackend } from "../backend";
import { loadEnv } from "../env";
import { createLogger } from "../logger";

const env = loadEnv();
const backend = await startBackend(env, createLogger(env.LOG_LEVEL));
process.once("SIGTERM", () => {
  void backend.stop().finally(() => process.exit(0));
});
