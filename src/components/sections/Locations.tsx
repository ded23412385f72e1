import { type CountryCode, Flag } from "~/components/icons/Flag";
import { SectionFrame, type SectionTone } from "./SectionFrame";
import type { SectionHeading } from "./SectionHeader";

export interface Location {
  country: string;
  code: CountryCode;
  /** Where in the country, e.g. "Zürich · headquarters". */
  place: string;
  description: string;
}

export interface LocationsContent extends SectionHeading {
  locations: readonly Location[];
}

/** Where the team works: one card per country, led by its flag. */
export function Locations({
  id,
  eyebrow,
  title,
  intro,
  locations,
  tone,
}: LocationsContent & { tone?: SectionTone }) {
  return (
    <SectionFrame id={id} eyebrow={eyebrow} title={title} intro={intro} tone={tone}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {locations.map((location) => (
          <li
            key={location.code}
            className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-line"
          >
            <Flag
              code={location.code}
              className="h-8 w-12 rounded-md shadow-sm ring-1 ring-black/10"
            />
            <h3 className="mt-5 text-xl font-semibold">{location.country}</h3>
            <p className="mt-1 text-sm font-semibold text-brand-700">{location.place}</p>
            <p className="mt-3 text-muted">{location.description}</p>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
