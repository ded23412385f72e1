import { defineConfig } from "vitest/config";

const alias = { "~": new URL("./src", import.meta.url).pathname };

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        esbuild: { jsx: "automatic" },
        test: {
          name: "app",
          include: ["src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["tests/setup/dom.ts"],
          // Projects with different maxWorkers must run as separate groups.
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: "server",
          include: ["server/**/*.test.ts", "scripts/**/*.test.ts", "tests/budgets/**/*.test.mjs"],
          environment: "node",
          // PGlite instances are heavy: one per worker file, and not many at once.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
