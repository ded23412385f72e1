/**
 * The pages written as data, each by the name of its copy files
 * (src/content/copy/<locale>/<name>.yaml) with the schema every one of them must
 * fit: the page's head and hero, then its own sections, each section's schema
 * its own (components/sections/*.schema.ts). src/content.config.ts makes each a
 * collection, so `npm run build` and `npm run dev` check every language's file.
 */
import { z } from "astro/zod";
import { heroCopy } from "~/components/sections/Hero.schema";
import { pageMeta } from "~/lib/copy-schema";

function pageCopy<Sections extends z.ZodRawShape>(sections: Sections) {
  return z.strictObject({ meta: pageMeta, hero: heroCopy, ...sections });
}

export const pageSchemas = {
  "coming-soon": pageCopy({}),
};

export type PageName = keyof typeof pageSchemas;
