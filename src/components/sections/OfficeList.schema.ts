import { z } from "astro/zod";
import { oneEach, text } from "~/lib/copy-schema";
import { site } from "~/site.config";

/**
 * The offices' words (OfficeList.tsx): the heading, and each office's country in
 * the page's language by the office's id in src/site.config.ts, which holds the
 * postal lines as the post writes them.
 */
export const officeListCopy = z.strictObject({
  title: text,
  countries: oneEach(
    site.offices.map((office) => office.id),
    text,
  ),
});

export type OfficeListCopy = z.infer<typeof officeListCopy>;
