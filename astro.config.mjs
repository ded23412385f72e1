// @ts-check
import node from "@astrojs/node";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { loadEnv } from "vite";
import { z } from "zod";
import { contentEditor } from "./src/admin/dev-server.ts";
import { copyCheckOnSave } from "./src/content/copy-check-on-save.ts";
import { publicEnv } from "./src/public-env.ts";
import { walkthroughStage } from "./src/walkthroughs/walkthrough-stage.ts";

// An empty setting (e.g. `--build-arg PUBLIC_SITE_URL=`) means "not set", as on the server.
const env = Object.fromEntries(
  Object.entries(loadEnv("production", process.cwd(), "PUBLIC_")).filter(([, v]) => v !== ""),
);
const parsed = publicEnv.safeParse(env);
if (!parsed.success) {
  throw new Error(`Invalid public build setting: ${z.prettifyError(parsed.error)}`);
}

/** A page script up to this size is part of the page; a larger one is a file (the contact form's, the carousels' Embla). */
const PAGE_SCRIPT_INLINE_BYTES = 6 * 1024;

export default defineConfig({
  // Every page is prerendered; only the contact form's document post renders on request.
  output: "static",
  adapter: node({ mode: "middleware" }),
  // contentEditor: /admin on the dev server only (builds add it with CMS_ADMIN=true, scripts/build-admin.ts).
  // walkthroughStage: the clips' recording stage, on the dev server when asked for (scripts/media).
  // copyCheckOnSave: on the dev server, the build's copy check after each save of copy, legal text or post.
  integrations: [react(), contentEditor(), walkthroughStage(), copyCheckOnSave()],
  // BUILD_DIR lets parallel builds (and tests) use separate output folders.
  outDir: process.env.BUILD_DIR ?? "build",
  // "/platform", not "/platform/": one canonical URL per page (server/prerendered.ts).
  trailingSlash: "never",
  build: {
    format: "directory",
    // The stylesheet (about 7 KB gzip) goes into each page, so the first paint waits
    // for no request; the CSP hashes it from the file we send.
    inlineStylesheets: "always",
  },
  // Our contact handler checks the origin itself (host only, so a TLS-terminating
  // proxy does not make our own form cross-origin) and tells the visitor why.
  security: { checkOrigin: false },
  devToolbar: { enabled: false },
  vite: {
    plugins: [tailwindcss()],
    // The carousels' Embla comes as a module of its own (scripts/carousels.ts).
    worker: { format: "es" },
    resolve: { alias: { "~": new URL("./src", import.meta.url).pathname } },
    build: {
      // Our page scripts (up to 6 KB each) go into the page, so the first paint
      // waits for no script request (ADR 0008, 0015); the CSP hashes them. No other
      // asset is inlined: images and fonts stay files the browser caches.
      assetsInlineLimit: (file, content) =>
        file.endsWith(".js") ? content.length <= PAGE_SCRIPT_INLINE_BYTES : false,
    },
  },
});
