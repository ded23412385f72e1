import path from "node:path";
import { pathToFileURL } from "node:url";
import type { RenderOnRequest } from "./app";

/** Astro's Node adapter handler from the build (astro.config.mjs: node, middleware mode). */
export async function loadRenderOnRequest(buildDir: string): Promise<RenderOnRequest> {
  const entry = pathToFileURL(path.resolve(buildDir, "server/entry.mjs")).href;
  const { handler } = (await import(entry)) as { handler: RenderOnRequest };
  return handler;
}
