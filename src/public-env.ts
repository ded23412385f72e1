import { z } from "zod";

const url = z.url({ protocol: /^https?$/ });

/** Public build-time settings: baked into the prerendered pages, so checked by astro.config.mjs. */
export const publicEnv = z.object({
  PUBLIC_SITE_URL: url.optional(),
  PUBLIC_ASSET_HOST: url.optional().or(z.literal("")),
  PUBLIC_PLATFORM_URL: url.optional(),
  PUBLIC_REGISTER_URL: url.optional(),
  PUBLIC_INITIATIVE_URL: url.optional(),
});
