import { SectionFrame, type SectionTone } from "~/components/headers/SectionFrame";
import type { PillListCopy } from "./PillList.schema";

export type { PillListCopy };

/** A titled set of short terms shown as pills, such as the business functions we cover. */
export function PillList({
  id,
  eyebrow,
  title,
  intro,
  items,
  tone,
}: PillListCopy & { tone?: SectionTone }) {
  return (
    <SectionFrame id={id} eyebrow={eyebrow} title={title} intro={intro} tone={tone}>
      <ul className="mx-auto flex max-w-5xl flex-wrap justify-center gap-3">
        {items.map((item) => (
          <li
            key={item}
            className="rounded-full bg-white px-5 py-2.5 font-medium text-ink ring-1 ring-brand-200"
          >
            {item}
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
