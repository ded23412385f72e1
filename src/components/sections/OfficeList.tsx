import type { Office } from "~/site.config";

interface OfficeListProps {
  title: string;
  offices: readonly Office[];
}

/** Where the company is: one entry per office, country and postal address. */
export function OfficeList({ title, offices }: OfficeListProps) {
  return (
    <section aria-labelledby="offices-title">
      <h2 id="offices-title" className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <ul className="mt-6 grid gap-4">
        {offices.map((office) => (
          <li key={office.country} className="rounded-2xl bg-surface p-6 ring-1 ring-line">
            <h3 className="font-semibold">{office.country}</h3>
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
