import { useId } from "react";
import { Icon } from "~/components/icons/Icon";
import { ButtonLink } from "~/components/ui/Button";
import type { SubProcessorTable, TrustTopic as TrustTopicCopy } from "./TrustCentre.schema";

/** Who processes data for us, what for and where: a table, so a reviewer can read across a row. */
function SubProcessors({ caption, columns, rows }: SubProcessorTable) {
  return (
    <div className="mt-8 overflow-hidden rounded-2xl ring-1 ring-line">
      <table className="w-full table-fixed border-collapse text-left text-sm sm:text-base">
        <caption className="sr-only">{caption}</caption>
        <colgroup>
          {/* On a phone the location keeps room for "Switzerland" and "Europäische" on one line. */}
          <col className="w-[32%]" />
          <col />
          <col className="w-[31%] sm:w-[24%]" />
        </colgroup>
        <thead className="bg-surface">
          <tr>
            {[columns.processor, columns.purpose, columns.location].map((column) => (
              <th key={column} scope="col" className="px-2.5 py-3 font-semibold sm:px-5">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.processor} className="border-t border-line align-top">
              <th scope="row" className="px-2.5 py-3.5 font-medium sm:px-5">
                {row.processor}
              </th>
              <td className="px-2.5 py-3.5 text-muted sm:px-5">{row.purpose}</td>
              <td className="px-2.5 py-3.5 text-muted sm:px-5">{row.location}</td>
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
      <div className="flex items-center gap-4">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
          <Icon name={icon} className="size-5" />
        </span>
        {/* min-w-0: a long German compound ("Auftragsbearbeitungsvertrag") then breaks
            inside the phone's line instead of pushing the heading past its edge. */}
        <h2
          id={headingId}
          className="min-w-0 text-2xl font-bold tracking-tight text-balance sm:text-3xl"
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
