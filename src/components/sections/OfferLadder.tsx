import { useId } from "react";
import { SectionFrame } from "~/components/headers/SectionFrame";
import { Icon } from "~/components/icons/Icon";
import { Badge } from "~/components/ui/Badge";
import { factsOf, type OfferFacts, priceLine } from "~/lib/learner-offers";
import type { LadderRowCopy, OfferLadderCopy } from "./OfferLadder.schema";

export type { OfferFacts, OfferLadderCopy };

type OfferLadderProps = OfferLadderCopy & {
  /** The facts of each offer, by the plan its row names (`offer`). */
  offers: Readonly<Record<string, OfferFacts>>;
};

/** The ids of a table's column headers: offer, price, start. */
type ColumnIds = Record<"offer" | "price" | "start", string>;

function LadderRow({
  row,
  facts,
  columnIds,
}: {
  row: LadderRowCopy;
  facts: OfferFacts;
  columnIds: ColumnIds;
}) {
  const nameId = useId();
  const rowId = useId();
  return (
    <tr className="border-t border-line align-top">
      <th id={rowId} scope="row" className="px-3 py-4 font-normal sm:px-6">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span id={nameId} className="text-lg font-bold">
            {facts.name}
          </span>
          {facts.badge ? (
            <>
              {" "}
              <Badge className="px-2 py-0.5 text-xs">{facts.badge}</Badge>
            </>
          ) : null}
        </span>{" "}
        <span className="mt-1 block text-sm text-muted">{facts.summary}</span>
      </th>
      <td headers={`${columnIds.price} ${rowId}`} className="px-2 py-4 sm:px-4">
        <span className="block text-lg font-bold tracking-tight sm:text-xl">
          {priceLine(row.price, facts, row.offer)}
        </span>
        {row.priceNote ? (
          <span className="mt-1 block text-sm text-muted">
            {priceLine(row.priceNote, facts, row.offer)}
          </span>
        ) : null}
      </td>
      <td headers={`${columnIds.start} ${rowId}`} className="px-3 py-4 text-right sm:px-6">
        {/* A text link, not a button: in a phone's narrow column its words must wrap, the
            arrow with the last of them, and a long word ("Kostenlos") breaks rather than
            spill out of the table. The offer's name tells the rows' like-worded links apart
            for a screen reader. */}
        <a
          href={row.link.href}
          aria-describedby={nameId}
          className="inline-block min-h-11 py-2.5 text-sm font-semibold text-balance hyphens-auto text-brand-700 underline-offset-4 hover:underline sm:text-base"
        >
          {row.link.label} <Icon name="arrow-right" className="inline size-4 align-[-0.15em]" />
        </a>
      </td>
    </tr>
  );
}

/**
 * Every offer for learners, from free up: a table per step, each in one currency,
 * whose caption says how its offers start and how they are billed, once; each row
 * leads where the offer is taken up.
 */
export function OfferLadder({ columns, steps, offers, ...heading }: OfferLadderProps) {
  return (
    <SectionFrame {...heading}>
      <div className="mx-auto grid max-w-5xl gap-8">
        {steps.map((step) => (
          <LadderStep key={step.title} step={step} columns={columns} offers={offers} />
        ))}
      </div>
    </SectionFrame>
  );
}

/**
 * One step's table. Each cell names its column's and its row's header (`headers`),
 * which checkers such as HTML_CodeSniffer ask of a table with headers across the top
 * and down the side.
 */
function LadderStep({
  step,
  columns,
  offers,
}: Pick<OfferLadderProps, "columns" | "offers"> & { step: OfferLadderProps["steps"][number] }) {
  const tableId = useId();
  const columnIds: ColumnIds = {
    offer: `${tableId}-offer`,
    price: `${tableId}-price`,
    start: `${tableId}-start`,
  };
  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-line">
      <table className="w-full table-fixed border-collapse text-left">
        <caption className="bg-brand-50 px-3 py-3 text-left sm:px-6">
          <span className="block font-semibold text-brand-900">{step.title}</span>{" "}
          <span className="block text-sm font-normal text-muted">{step.billing}</span>
        </caption>
        <colgroup>
          <col className="w-[38%] sm:w-[44%]" />
          <col className="w-[32%] sm:w-[30%]" />
          <col />
        </colgroup>
        <thead>
          <tr className="border-t border-line text-xs font-semibold tracking-wide text-muted uppercase sm:text-sm">
            <th id={columnIds.offer} scope="col" className="px-3 py-3 sm:px-6">
              {columns.offer}
            </th>
            <th id={columnIds.price} scope="col" className="px-2 py-3 sm:px-4">
              {columns.price}
            </th>
            <th id={columnIds.start} scope="col" className="px-3 py-3 text-right sm:px-6">
              {columns.start}
            </th>
          </tr>
        </thead>
        <tbody>
          {step.rows.map((row) => (
            <LadderRow
              key={row.offer}
              row={row}
              facts={factsOf(offers, row.offer)}
              columnIds={columnIds}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
