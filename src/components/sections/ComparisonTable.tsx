import { useId } from "react";
import { SectionFrame, type SectionTone } from "~/components/headers/SectionFrame";
import { Icon } from "~/components/icons/Icon";
import type { ComparisonTableCopy } from "./ComparisonTable.schema";

export type { ComparisonTableCopy };

/**
 * Options side by side, feature by feature: the way to compare more than two things.
 * Each cell names its column's and its row's header (`headers`), which checkers such as
 * HTML_CodeSniffer ask of a table with headers across the top and down the side.
 */
export function ComparisonTable({
  id,
  eyebrow,
  title,
  intro,
  caption,
  columns,
  highlight,
  rows,
  included,
  notIncluded,
  tone,
}: ComparisonTableCopy & { tone?: SectionTone }) {
  const highlighted = highlight ? columns.indexOf(highlight) : -1;
  const cellTone = (index: number) => (index === highlighted ? "bg-brand-50" : "");
  const tableId = useId();
  const columnId = (index: number) => `${tableId}-column-${index}`;
  const rowId = (index: number) => `${tableId}-row-${index}`;
  return (
    <SectionFrame id={id} eyebrow={eyebrow} title={title} intro={intro} tone={tone}>
      <div className="mx-auto max-w-4xl overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-line">
        {/* On a phone four columns share the screen: at 13 px the longest German
            words of a cell ("Unbegrenzt", "Persönliches") fit it whole. */}
        <table className="w-full table-fixed border-collapse text-left text-[0.8125rem] sm:text-base">
          <caption className="sr-only">{caption}</caption>
          <colgroup>
            <col className="w-[30%] sm:w-[40%]" />
            {columns.map((column) => (
              <col key={column} />
            ))}
          </colgroup>
          <thead>
            <tr className="border-b border-line">
              <td />
              {columns.map((column, index) => (
                <th
                  key={column}
                  id={columnId(index)}
                  scope="col"
                  className={`px-0.5 py-4 text-center text-xs font-semibold sm:px-4 sm:text-base ${cellTone(index)} ${
                    index === highlighted ? "text-brand-700" : ""
                  }`}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, rowIndex) => (
              <tr key={row.label} className="border-b border-line last:border-b-0">
                <th id={rowId(rowIndex)} scope="row" className="px-2.5 py-3.5 font-medium sm:px-6">
                  {row.label}
                </th>
                {row.values.map((value, index) => (
                  <td
                    // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in order
                    key={index}
                    headers={`${columnId(index)} ${rowId(rowIndex)}`}
                    className={`px-1 py-3.5 text-center sm:px-4 ${cellTone(index)}`}
                  >
                    {typeof value === "string" ? (
                      value
                    ) : value ? (
                      <>
                        <Icon name="check" className="mx-auto size-5 text-accent-700" />
                        <span className="sr-only">{included}</span>
                      </>
                    ) : (
                      <>
                        <span aria-hidden="true" className="text-muted">
                          –
                        </span>
                        <span className="sr-only">{notIncluded}</span>
                      </>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </SectionFrame>
  );
}
