import { Icon } from "~/components/icons/Icon";
import { cn } from "~/lib/cn";
import type { ScreenCopy } from "../ProductScreen.schema";
import { Chip, Panel, ScreenHeader } from "../parts";

/** A feed of cards picked for the learner: personalised news, or the library's courses. */
export function Feed(copy: ScreenCopy<"feed">) {
  return (
    <div className="flex h-full flex-col">
      <ScreenHeader title={copy.title} />
      <div className="mb-3 flex gap-4 border-b border-line text-sm">
        {copy.tabs.map((tab, index) => (
          <span
            key={tab}
            className={cn(
              "-mb-px pb-1.5",
              index === 0
                ? "border-b-2 border-brand-600 font-semibold text-brand-700"
                : "text-muted",
            )}
          >
            {tab}
          </span>
        ))}
      </div>
      <div className="grid min-h-0 flex-1 content-start gap-2 overflow-hidden">
        {copy.items.map((item, index) => (
          <Panel key={item.title} className="flex gap-3">
            <span
              className={cn(
                "inline-flex size-9 shrink-0 items-center justify-center rounded-lg",
                index % 2 === 0 ? "bg-brand-50 text-brand-700" : "bg-accent-100 text-accent-700",
              )}
            >
              <Icon name={index % 2 === 0 ? "newspaper" : "layers"} className="size-5" />
            </span>
            <span className="min-w-0">
              <Chip tone={index % 2 === 0 ? "brand" : "accent"}>{item.tag}</Chip>
              <span className="mt-1 block text-sm leading-snug font-semibold">{item.title}</span>
              <span className="mt-0.5 block text-xs text-muted">{item.meta}</span>
            </span>
          </Panel>
        ))}
      </div>
    </div>
  );
}
