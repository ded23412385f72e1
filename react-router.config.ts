import type { Config } from "@react-router/dev/config";
import { crawlerFiles, pageRoutes } from "./app/pages";

export default {
  // ssr stays on for the contact action and the 404 page; every page is prerendered.
  ssr: true,
  // BUILD_DIR lets parallel builds (and tests) use separate output folders.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: [...pageRoutes, ...crawlerFiles].map((page) => page.path),
  routeDiscovery: { mode: "initial" },
} satisfies Config;
