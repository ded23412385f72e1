import { Icon } from "~/components/icons/Icon";
import { cn } from "~/lib/cn";
import type { ScreenCopy } from "../ProductScreen.schema";
import { Chip, Panel, Ring, ScreenHeader } from "../parts";

/** A change campaign: whom it addresses, its steps, and how many take part. */
export function ChangeCampaign(copy: ScreenCopy<"changeCampaign">) {
  return (
    <div className="flex h-full flex-col">
      <ScreenHeader title={copy.title}>
        <Chip tone="accent">{copy.status}</Chip>
      </ScreenHeader>
      <div className="flex flex-wrap items-center gap-1.5">
        <span className="text-xs font-semibold text-muted">{copy.audiencesLabel}</span>
        {copy.audiences.map((audience) => (
          <Chip key={audience}>{audience}</Chip>
        ))}
      </div>
      {/* Participation beside the steps where there is room, above them where there is not. */}
      <div className="mt-3 flex min-h-0 flex-1 flex-col gap-3 @md:flex-row">
        <Panel className="min-h-0 min-w-0 flex-1 overflow-hidden">
          {copy.steps.map((step, index) => (
            <span key={step.title} className="flex gap-2.5">
              <span className="flex flex-col items-center">
                <span
                  className={cn(
                    "inline-flex size-5 shrink-0 items-center justify-center rounded-full",
                    step.state === "done" && "bg-accent-100 text-accent-700",
                    step.state === "current" && "bg-brand-600 text-white",
                    step.state === "next" && "bg-surface ring-1 ring-line",
                  )}
                >
                  {step.state === "done" ? <Icon name="check" className="size-3" /> : null}
                </span>
                {index < copy.steps.length - 1 ? <span className="w-px flex-1 bg-line" /> : null}
              </span>
              <span className="min-w-0 flex-1 pb-2">
                <span className="flex items-baseline justify-between gap-2">
                  <span className="truncate text-sm font-semibold">{step.title}</span>
                  <span className="shrink-0 text-xs text-muted">{step.date}</span>
                </span>
                <span
                  className={cn(
                    "block text-xs",
                    step.state === "current" ? "font-semibold text-brand-700" : "text-muted",
                  )}
                >
                  {copy.states[step.state]}
                </span>
              </span>
            </span>
          ))}
        </Panel>
        <Panel className="order-first flex shrink-0 items-center gap-3 py-2 @md:order-last @md:w-[34%] @md:flex-col @md:justify-center @md:gap-2 @md:text-center">
          <Ring value={copy.participation.share} className="size-14 @md:size-20">
            <span className="text-sm font-bold @md:text-lg">{copy.participation.value}</span>
          </Ring>
          <span>
            <span className="block text-xs font-semibold">{copy.participation.label}</span>
            <span className="block text-xs text-muted">{copy.participation.detail}</span>
          </span>
        </Panel>
      </div>
    </div>
  );
}
