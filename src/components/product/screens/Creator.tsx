import { Icon } from "~/components/icons/Icon";
import type { ScreenCopy } from "../ProductScreen.schema";
import { Chip, Panel, ScreenHeader } from "../parts";

/** The creator tool: an assistant of one's own, its instructions and the files it knows. */
export function Creator(copy: ScreenCopy<"creator">) {
  return (
    <div className="flex h-full flex-col">
      <ScreenHeader title={copy.title}>
        <Chip tone="accent">{copy.status}</Chip>
      </ScreenHeader>
      <Panel className="flex min-h-0 flex-1 flex-col gap-2.5 overflow-hidden">
        <span className="block">
          <span className="block text-xs font-semibold text-muted">{copy.assistantLabel}</span>
          <span className="mt-1 flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-semibold ring-1 ring-line">
            <span className="inline-flex size-5 items-center justify-center rounded-md bg-brand-600 text-white">
              <Icon name="sparkles" className="size-3" />
            </span>
            {copy.assistant}
          </span>
        </span>
        {/* The instructions' field takes the form's free height, as a text area would, two
            lines at least: on a small card the files below are cut off, not the words. */}
        <span className="flex min-h-[4.75rem] flex-1 flex-col">
          <span className="block text-xs font-semibold text-muted">{copy.instructionsLabel}</span>
          <span className="mt-1 block min-h-0 flex-1 overflow-hidden rounded-lg px-2 py-1.5 text-sm ring-1 ring-line">
            {copy.instructions}
          </span>
        </span>
        <span className="block">
          <span className="block text-xs font-semibold text-muted">{copy.knowledgeLabel}</span>
          <span className="mt-1 flex flex-wrap gap-1.5">
            {copy.files.map((file) => (
              <span
                key={file.file}
                className="inline-flex items-center gap-1.5 rounded-lg bg-surface px-2 py-1 text-xs ring-1 ring-line"
              >
                <Icon name="layers" className="size-3.5 text-brand-600" />
                <span className="font-semibold">{file.file}</span>
                <span className="text-muted">{file.size}</span>
              </span>
            ))}
          </span>
        </span>
      </Panel>
      <span className="mt-3 flex items-center justify-between gap-3">
        <span className="flex min-w-0 items-center gap-1.5 text-xs text-muted">
          <Icon name="users" className="size-4" />
          <span className="truncate">
            {copy.shareLabel} <span className="font-semibold text-ink">{copy.share}</span>
          </span>
        </span>
        <span className="shrink-0 rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white">
          {copy.action}
        </span>
      </span>
    </div>
  );
}
