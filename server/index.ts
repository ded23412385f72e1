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

  const { main } = await import("./main");
  main().catch((error: unknown) => {
    console.error("Server failed to start:", error);
    process.exit(1);
  });
}
