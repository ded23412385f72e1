import { z } from "astro/zod";
import { sectionHeading } from "~/components/headers/SectionHeader.schema";
import { list, text } from "~/lib/copy-schema";

/** A cell: a value to read, or whether the option includes the row's feature (true or false). */
export const comparisonValue = z.union([text, z.boolean()]);

/** A feature and its value for each option, in the columns' order. */
export const comparisonRow = z.strictObject({ label: text, values: list(comparisonValue) });

/** Options side by side, feature by feature (ComparisonTable.tsx). */
export const comparisonTableCopy = sectionHeading
  .extend({
    /** Names the table for assistive technology, e.g. "The three plans compared". */
    caption: text,
    /** The options compared, one column each. */
    columns: list(text),
    /** The column to set apart (the one most people choose). */
    highlight: text.optional(),
    rows: list(comparisonRow),
    /** Words for a yes and a no, read out instead of the tick and the dash. */
    included: text,
    notIncluded: text,
  })
  .superRefine(({ columns, highlight, rows }, context) => {
    if (highlight !== undefined && !columns.includes(highlight)) {
      context.addIssue({
        code: "custom",
        path: ["highlight"],
        message: `one of the columns: ${columns.join(", ")}`,
      });
    }
    for (const [index, row] of rows.entries()) {
      if (row.values.length !== columns.length) {
        context.addIssue({
          code: "custom",
          path: ["rows", index, "values"],
          message: `${columns.length} values expected, one per column`,
        });
      }
    }
  });

export type ComparisonTableCopy = z.infer<typeof comparisonTableCopy>;
