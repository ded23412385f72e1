import { Icon } from "~/components/icons/Icon";
import type { ScreenCopy } from "../ProductScreen.schema";
import { Chip, Panel } from "../parts";

/** The AI playground: the models to try, an exercise, a prompt and its answer. */
export function Playground(copy: ScreenCopy<"playground">) {
  return (
    <div className="flex h-full flex-col gap-3">
      <div className="flex items-center gap-1.5">
        {copy.models.map((model, index) => (
          <Chip key={model} tone={index === 0 ? "solid" : "muted"}>
            {model}
          </Chip>
        ))}
        <Chip tone="accent" className="ml-auto @max-md:hidden">
          {copy.exercise}
        </Chip>
      </div>
      <div className="flex items-start justify-end gap-2">
        <span className="max-w-[80%] rounded-xl rounded-tr-sm bg-brand-600 px-3 py-2 text-sm text-white">
          {copy.prompt}
        </span>
      </div>
      {/* The answer shows what fits above the input, as a chat does before it scrolls. */}
      <div className="flex min-h-0 flex-1 items-start gap-2 overflow-hidden p-px">
        <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-900 text-white">
          <Icon name="sparkles" className="size-4" />
        </span>
        <Panel className="min-w-0 flex-1 text-sm">
          <span className="block">{copy.answer.lead}</span>
          {copy.answer.points.map((point) => (
            <span key={point} className="mt-1.5 flex gap-2">
              <span className="mt-[0.45em] size-1.5 shrink-0 rounded-full bg-brand-500" />
              <span>{point}</span>
            </span>
          ))}
          <span className="mt-2.5 flex items-center gap-1.5 text-xs font-semibold text-accent-700">
            <Icon name="check" className="size-3.5" />
            {copy.feedback}
          </span>
        </Panel>
      </div>
      <span className="flex items-center justify-between gap-3 rounded-xl bg-white px-3 py-2 text-sm text-muted ring-1 ring-line">
        <span className="truncate">{copy.input}</span>
        <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-white">
          <Icon name="arrow-right" className="size-3.5" />
        </span>
      </span>
    </div>
  );
}
