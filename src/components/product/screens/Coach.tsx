import { Icon } from "~/components/icons/Icon";
import { cn } from "~/lib/cn";
import type { ScreenCopy } from "../ProductScreen.schema";
import { Chip, ScreenHeader } from "../parts";

/** The AI coach: a conversation with the learner, and the next steps it suggests. */
export function Coach(copy: ScreenCopy<"coach">) {
  return (
    <div className="flex h-full flex-col">
      <ScreenHeader
        title={
          <span className="flex items-center gap-2">
            <span className="inline-flex size-7 items-center justify-center rounded-full bg-brand-900 text-white">
              <Icon name="message" className="size-4" />
            </span>
            {copy.title}
          </span>
        }
      />
      <div className="flex min-h-0 flex-1 flex-col gap-2 overflow-hidden">
        {copy.messages.map((message) => (
          <span
            key={message.text}
            className={cn(
              "max-w-[85%] rounded-xl px-3 py-2 text-sm",
              message.from === "learner"
                ? "self-end rounded-tr-sm bg-brand-600 text-white"
                : "self-start rounded-tl-sm bg-white ring-1 ring-line",
            )}
          >
            {message.text}
          </span>
        ))}
      </div>
      <div className="mt-2 flex flex-wrap gap-1.5">
        {copy.suggestions.map((suggestion) => (
          <Chip key={suggestion}>{suggestion}</Chip>
        ))}
      </div>
      <span className="mt-2 flex items-center justify-between gap-3 rounded-xl bg-white px-3 py-2 text-sm text-muted ring-1 ring-line">
        <span className="truncate">{copy.input}</span>
        <Icon name="arrow-right" className="size-4 text-brand-600" />
      </span>
    </div>
  );
}
