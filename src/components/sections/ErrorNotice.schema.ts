import { z } from "astro/zod";
import { link, list, pageMeta, text } from "~/lib/copy-schema";

/** What the 404 and server error pages say (ErrorNotice.tsx): what happened and the way home. */
export const errorNoticeCopy = z.strictObject({
  heading: text,
  /** A line under the heading, e.g. the status text. */
  detail: text.optional(),
  returnHome: link,
  /** The main pages, for a visitor whose link led nowhere: a way on besides home. */
  destinations: z
    .strictObject({
      heading: text,
      links: list(link),
    })
    .optional(),
});

/** An error page's head and notice. */
export const errorPageCopy = errorNoticeCopy.extend({ meta: pageMeta });

export type ErrorNoticeCopy = z.infer<typeof errorNoticeCopy>;
export type ErrorPageCopy = z.infer<typeof errorPageCopy>;
