import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, loadEnv } from "vite";
import { z } from "zod";

const url = z.url({ protocol: /^https?$/ });

/** Public build-time settings: baked into the prerendered pages, so checked here. */
export const publicEnv = z.object({
  PUBLIC_SITE_URL: url.optional(),
  PUBLIC_ASSET_HOST: url.optional().or(z.literal("")),
  PUBLIC_PLATFORM_URL: url.optional(),
  PUBLIC_REGISTER_URL: url.optional(),
  PUBLIC_INITIATIVE_URL: url.optional(),
});

export default defineConfig(({ mode }) => {
  // An empty setting (e.g. `--build-arg PUBLIC_SITE_URL=`) means "not set", as on the server.
  const env = Object.fromEntries(
    Object.entries(loadEnv(mode, process.cwd(), "PUBLIC_")).filter(([, value]) => value !== ""),
  );
  const parsed = publicEnv.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid public build setting: ${z.prettifyError(parsed.error)}`);
  }
  return {
    envPrefix: "PUBLIC_",
    plugins: [tailwindcss(), reactRouter()],
    resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
    build: { assetsInlineLimit: 0 },
  };
});
