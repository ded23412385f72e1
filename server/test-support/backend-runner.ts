// The contact backend alone, configured from the environment as the server is:
// a process a test can SIGKILL mid-delivery. Says "ready" once its workers run.
import { startBackend } from "../backend";
import { loadEnv } from "../env";
import { createLogger } from "../logger";

const env = loadEnv();
await startBackend(env, createLogger(env.LOG_LEVEL));
process.stdout.write("ready\n");
