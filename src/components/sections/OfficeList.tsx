import type { site } from "~/site.config";
import type { OfficeListCopy } from "./OfficeList.schema";

export type { OfficeListCopy };

interface OfficeListProps extends OfficeListCopy {
  offices: typeof site.offices;
}

/** Where the company is: one entry per office, country and postal address. */
export function OfficeList({ title, countries, offices }: OfficeListProps) {
  return (
    <section aria-labelledby="offices-title">
      <h2 id="offices-title" className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <ul className="mt-6 grid gap-4">
        {offices.map((office) => (
          <li key={office.id} className="rounded-2xl bg-surface p-6 ring-1 ring-line">
            <h3 className="font-semibold">{countries[office.id]}</h3>
            <address className="mt-2 text-muted not-italic">
              {office.lines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </li>
        ))}
      </ul>
    </section>
  );
}
