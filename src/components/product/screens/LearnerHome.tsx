import { Icon } from "~/components/icons/Icon";
import { cn } from "~/lib/cn";
import type { ScreenCopy } from "../ProductScreen.schema";
import { Chip, Meter, Panel } from "../parts";

/** A learner's home: their job-specific path, where they stand in it, a certificate earned. */
export function LearnerHome(copy: ScreenCopy<"learnerHome">) {
  return (
    <div className="flex h-full flex-col gap-3">
      <span className="text-lg font-bold tracking-tight">{copy.greeting}</span>
      <div className="flex gap-3">
        <div className="min-w-0 flex-1 rounded-xl bg-brand-900 p-3.5 text-white">
          <span className="flex justify-between gap-3 text-xs font-semibold text-brand-100">
            <span className="truncate">{copy.pathLabel}</span>
            <span className="shrink-0">{copy.level}</span>
          </span>
          <span className="mt-0.5 block truncate text-lg font-bold">{copy.path}</span>
          <span className="mt-2.5 flex items-center gap-3">
            <Meter value={copy.progress} onDark className="min-w-0 flex-1" />
            <span className="shrink-0 text-sm font-semibold">{copy.progressLabel}</span>
          </span>
        </div>
        <Panel className="flex w-[30%] shrink-0 flex-col items-center justify-center p-2 text-center @max-md:hidden">
          <span className="inline-flex size-8 items-center justify-center rounded-full bg-accent-100 text-accent-700">
            <Icon name="award" className="size-5" />
          </span>
          <span className="mt-1 text-xs font-semibold text-accent-700">
            {copy.certificate.label}
          </span>
          <span className="text-sm leading-tight font-bold">{copy.certificate.title}</span>
        </Panel>
      </div>
      <Panel className="min-h-0 flex-1 space-y-1 overflow-hidden p-1.5">
        {copy.modules.map((module) => (
          <div
            key={module.title}
            className={cn(
              "flex items-center gap-2.5 rounded-lg px-2 py-1.5",
              module.state === "current" && "bg-brand-50",
            )}
          >
            <span
              className={cn(
                "inline-flex size-6 shrink-0 items-center justify-center rounded-full",
                module.state === "done" && "bg-accent-100 text-accent-700",
                module.state === "current" && "bg-brand-600 text-white",
                module.state === "next" && "bg-surface text-muted ring-1 ring-line",
              )}
            >
              <Icon
                name={
                  module.state === "done" ? "check" : module.state === "current" ? "play" : "layers"
                }
                className="size-3.5"
              />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-semibold">{module.title}</span>
              <span className="block text-xs text-muted">{module.duration}</span>
            </span>
            <Chip
              tone={
                module.state === "done" ? "accent" : module.state === "current" ? "brand" : "muted"
              }
              className="@max-md:hidden"
            >
              {copy.states[module.state]}
            </Chip>
          </div>
        ))}
      </Panel>
    </div>
  );
}
