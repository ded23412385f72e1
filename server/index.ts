import { SERVER_NODE_FLAGS } from "./node-flags";
import { relaunchWith } from "./relaunch";

// Started without the memory flags (`node build/app/index.js`), the server would
// peak above 800 MB: it becomes itself again with them instead (same process).
const missingFlags = SERVER_NODE_FLAGS.filter((flag) => !process.execArgv.includes(flag));
if (missingFlags.length > 0) {
  relaunchWith(missingFlags);
} else {
  // React picks its development or production build when first imported, so the
  // mode must be set before anything that imports React is loaded.
  process.env.NODE_ENV ??= "production";

  const [{ main }, { createLogger }] = await Promise.all([import("./main"), import("./logger")]);
  main().catch((error: unknown) => {
    // Not a fault the operator can name a setting for (those are logged where
    // they are found): one log line with the error, still no stack on stderr.
    createLogger("fatal").fatal({ err: error }, "the server failed to start");
    process.exit(1);
  });
}
