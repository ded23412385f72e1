import { z } from "astro/zod";
import { sectionHeading } from "~/components/headers/SectionHeader.schema";
import { link, list, text } from "~/lib/copy-schema";

/** The list's page links: their navigation's name, the steps and each number's name. */
export const newsPaginationCopy = z.strictObject({
  /** The navigation's name: "News pages". */
  label: text,
  newer: text,
  older: text,
  /** A page number's accessible name, "{page}" the number: "Page {page}". */
  page: text,
});

/** The news list (NewsList.tsx): its heading, and what it says while there are no posts. */
export const newsListCopy = sectionHeading.extend({
  /** Names the tags of a post for screen readers: "Topics". */
  tagsLabel: text,
  pagination: newsPaginationCopy,
  empty: z.strictObject({
    title: text,
    text,
    actions: list(link),
    /** A way to reach us for press and partnership news, e.g. "Press enquiries:". */
    press: z.strictObject({ lead: text, email: text }),
  }),
});

export type NewsPaginationCopy = z.infer<typeof newsPaginationCopy>;
export type NewsListCopy = z.infer<typeof newsListCopy>;
