import { cn } from "~/lib/cn";
import type { ContactOutcome } from "~/lib/contact-schema";
import type { NoticeCopy } from "./ContactForm.schema";

/**
 * The form's answer written into the page: the answer to a post sent without
 * JavaScript, which takes focus on load (autofocus works without scripts), so it
 * is seen and read; or, copied by scripts/contact-form.ts, the confirmation of a
 * message sent in the background, which that script focuses.
 */
export function ContactFormNotice({
  outcome,
  notice,
  autoFocus = true,
}: {
  outcome: ContactOutcome;
  notice: NoticeCopy;
  autoFocus?: boolean;
}) {
  const success = outcome === "sent";
  return (
    <div
      data-contact-notice=""
      role={success ? "status" : "alert"}
      tabIndex={-1}
      // biome-ignore lint/a11y/noAutofocus: the page exists to show this answer
      autoFocus={autoFocus}
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
