import { Icon } from "~/components/icons/Icon";
import type { ScreenCopy } from "../ProductScreen.schema";
import { Panel, ScreenHeader } from "../parts";

/** A use-case app: the learner's input on one side, what the app made of it on the other. */
export function UseCaseApp(copy: ScreenCopy<"useCaseApp">) {
  return (
    <div className="flex h-full flex-col">
      <ScreenHeader
        title={
          <span className="flex items-center gap-2">
            <span className="inline-flex size-7 items-center justify-center rounded-lg bg-accent-100 text-accent-700">
              <Icon name="apps" className="size-4" />
            </span>
            {copy.app}
          </span>
        }
      />
      <div className="grid min-h-0 flex-1 gap-3 @md:grid-cols-[2fr_3fr]">
        <Panel className="flex flex-col @max-md:hidden">
          <span className="text-xs font-semibold text-muted">{copy.inputLabel}</span>
          <span className="mt-1.5 flex-1 overflow-hidden text-sm whitespace-pre-line">
            {copy.input}
          </span>
          <span className="mt-2 inline-flex items-center justify-center gap-1.5 rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white">
            <Icon name="sparkles" className="size-4" />
            {copy.action}
          </span>
        </Panel>
        <Panel className="overflow-hidden">
          <span className="text-xs font-semibold text-accent-700">{copy.resultLabel}</span>
          {copy.result.map((part) => (
            <span key={part.label} className="mt-2 block">
              <span className="block text-sm font-bold">{part.label}</span>
              <span className="block text-sm text-muted">{part.text}</span>
            </span>
          ))}
        </Panel>
      </div>
    </div>
  );
}
