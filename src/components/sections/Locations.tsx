import { SectionFrame, type SectionTone } from "~/components/headers/SectionFrame";
import { Flag } from "~/components/icons/Flag";
import type { Location, LocationsCopy } from "./Locations.schema";

export type { Location, LocationsCopy };

/** Where the team works: one card per country, led by its flag. */
export function Locations({
  id,
  eyebrow,
  title,
  intro,
  locations,
  tone,
}: LocationsCopy & { tone?: SectionTone }) {
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
