import type { Ref } from "react";
import { cn } from "~/lib/cn";
import type { ContactOutcome } from "~/lib/contact-schema";

export interface Notice {
  title: string;
  description: string;
}

/**
 * The form's answer written into the page, for a visitor without JavaScript.
 * It takes focus on load (autofocus works without scripts), so it is seen and read.
 */
export function ContactFormNotice({
  outcome,
  notice,
  ref,
}: {
  outcome: ContactOutcome;
  notice: Notice;
  /** For the island to move focus here when it confirms a message it sent. */
  ref?: Ref<HTMLDivElement>;
}) {
  const success = outcome === "sent";
  return (
    <div
      ref={ref}
      role={success ? "status" : "alert"}
      tabIndex={-1}
      // biome-ignore lint/a11y/noAutofocus: the page exists to show this answer
      autoFocus
      className={cn(
        "rounded-xl p-4 ring-1 sm:col-span-2",
        success
          ? "bg-accent-100 text-ink ring-accent-500"
          : "bg-danger-50 text-danger-700 ring-danger-600",
      )}
    >
      <p className="font-semibold">{notice.title}</p>
      <p className="mt-1 text-sm">{notice.description}</p>
    </div>
  );
}
