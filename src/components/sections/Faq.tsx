import { SectionFrame, type SectionTone } from "~/components/headers/SectionFrame";
import { Icon } from "~/components/icons/Icon";
import type { FaqCopy, FaqItem } from "./Faq.schema";

export type { FaqCopy, FaqItem };

/**
 * Frequently asked questions, each a native `<details>` disclosure: its summary is
 * the question (a control browsers expose as expandable, keyboard and find-in-page
 * included), its answer shows once opened, without any script. Several may stay
 * open, so answers can be read side by side.
 */
export function Faq({ id, eyebrow, title, intro, items, tone }: FaqCopy & { tone?: SectionTone }) {
  return (
    <SectionFrame id={id} eyebrow={eyebrow} title={title} intro={intro} tone={tone}>
      <div className="mx-auto flex max-w-3xl flex-col gap-3">
        {items.map((item) => (
          <details
            key={item.question}
            className="group/faq rounded-2xl bg-white shadow-sm ring-1 ring-line open:ring-brand-200"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-lg font-semibold text-pretty hover:text-brand-700 sm:px-6 [&::-webkit-details-marker]:hidden">
              {item.question}
              <Icon
                name="chevron-down"
                className="size-5 text-brand-600 group-open/faq:rotate-180 motion-safe:transition-transform"
              />
            </summary>
            <p className="px-5 pb-5 text-muted sm:px-6 sm:pb-6">{item.answer}</p>
          </details>
        ))}
      </div>
    </SectionFrame>
  );
}
