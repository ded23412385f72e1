export {};

// React picks its development or production build when first imported, so the
// mode must be set before anything that imports React is loaded.
process.env.NODE_ENV ??= "production";

const { main } = await import("./main");
main().catch((error: unknown) => {
  console.error("Server failed to start:", error);
  process.exit(1);
});
