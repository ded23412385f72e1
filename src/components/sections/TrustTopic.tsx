import { useId } from "react";
import { Icon } from "~/components/icons/Icon";
import { ButtonLink } from "~/components/ui/Button";
import type { SubProcessorTable, TrustTopic as TrustTopicCopy } from "./TrustCentre.schema";

/**
 * Who processes data for us, what for and where: a table on wider screens, so a
 * reviewer reads across a row. On a phone three columns would split the German
 * compounds mid-word, so each row stacks (name, purpose, location) and the column
 * heads stay for screen readers only.
 */
function SubProcessors({ caption, columns, rows }: SubProcessorTable) {
  return (
    <div className="mt-8 overflow-hidden rounded-2xl ring-1 ring-line">
      <table className="w-full border-collapse text-left sm:table-fixed">
        <caption className="sr-only">{caption}</caption>
        <colgroup>
          <col className="sm:w-[34%]" />
          <col />
          <col className="sm:w-[22%]" />
        </colgroup>
        <thead className="bg-surface max-sm:sr-only">
          <tr>
            {[columns.processor, columns.purpose, columns.location].map((column) => (
              <th key={column} scope="col" className="px-5 py-3 text-sm font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.processor}
              className="border-t border-line align-top max-sm:grid max-sm:gap-1 max-sm:px-4 max-sm:py-4 max-sm:first:border-t-0"
            >
              <th scope="row" className="font-semibold sm:px-5 sm:py-3.5 sm:font-medium">
                {row.processor}
              </th>
              <td className="text-muted sm:px-5 sm:py-3.5">{row.purpose}</td>
              <td className="text-muted sm:px-5 sm:py-3.5">
                <span className="inline-flex items-center gap-1.5">
                  <Icon name="globe" className="size-4 text-brand-600 sm:hidden" />
                  {row.location}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * One topic of the trust centre: a region named by its h2, the sentence that
 * frames it and its facts as a definition list, term beside answer, so a reviewer
 * finds "Data location" or "At rest" at a glance instead of reading paragraphs.
 */
export function TrustTopic({
  id,
  icon,
  title,
  intro,
  subProcessors,
  facts,
  action,
}: TrustTopicCopy) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className="py-12 first:pt-0 last:pb-0 sm:py-14">
      {/* On a phone the icon sits above the heading, which then has the line to itself. */}
      <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
          <Icon name={icon} className="size-5" />
        </span>
        {/* min-w-0: a German compound longer than the line ("Auftragsbearbeitungsvertrag")
            breaks inside it instead of pushing the heading past the screen's edge. */}
        <h2
          id={headingId}
          className="min-w-0 text-[1.375rem]/tight font-bold tracking-tight text-balance sm:text-3xl"
        >
          {title}
        </h2>
      </div>
      {intro ? <p className="mt-5 max-w-3xl text-lg text-pretty text-muted">{intro}</p> : null}
      {subProcessors ? <SubProcessors {...subProcessors} /> : null}
      <dl className="mt-8 border-t border-line">
        {facts.map((fact) => (
          <div
            key={fact.term}
            className="grid gap-1 border-b border-line py-4 sm:grid-cols-[minmax(0,13rem)_1fr] sm:gap-8 lg:grid-cols-[minmax(0,14rem)_1fr]"
          >
            <dt className="font-semibold">{fact.term}</dt>
            <dd className="text-pretty text-muted">{fact.detail}</dd>
          </div>
        ))}
      </dl>
      {action ? (
        <ButtonLink href={action.href} className="mt-8">
          {action.label}
          <Icon name="arrow-right" className="size-4" />
        </ButtonLink>
      ) : null}
    </section>
  );
}
