import { ButtonLink } from "~/components/ui/Button";
import type { ContactFormCopy, NoticeCopy } from "./ContactForm.schema";
import { ContactFormNotice } from "./ContactFormNotice";

/** What the confirmation says was sent; the script writes it in after a send in the background. */
export interface SentSummary {
  /** The purpose in the form's words ("A demo of the platform"). */
  purpose: string;
  email: string;
  /** Where a visitor who asked for a demo books a time (PUBLIC_BOOKING_URL). */
  bookingUrl?: string;
}

interface ContactConfirmationProps {
  /** The spec's confirmation, with when a person replies. */
  notice: NoticeCopy;
  words: ContactFormCopy["confirmation"];
  /** What was sent, for the answer to a document post; none while it waits for the script. */
  sent?: SentSummary;
  /** Where "Send another message" leads: the empty contact page. */
  contactPage: string;
}

/**
 * What stands in the form's place once a message is sent: the spec's
 * confirmation, what was sent (purpose and address), a time to book for a demo
 * request where the operator offers one, and the way to write again. Sent with
 * the page, shown by the card's data-sent, filled by scripts/contact-form.ts; in
 * the answer to a document post, filled by the server. "Send another message"
 * opens the contact page afresh: an empty form, with or without JavaScript.
 */
export function ContactConfirmation({
  notice,
  words,
  sent,
  contactPage,
}: ContactConfirmationProps) {
  const summaryId = "contact-sent-summary";
  return (
    // Shown once the card is sent (ContactForm.tsx); brought into view below the fixed
    // header, its focus ring included.
    <div
      data-contact-confirmation=""
      className="hidden scroll-mt-[calc(var(--header-height)+1.5rem)] flex-col gap-6 group-data-[sent]/card:flex"
    >
      <ContactFormNotice outcome="sent" notice={notice} autoFocus={sent !== undefined} />
      <section aria-labelledby={summaryId}>
        {/* The card's own h2 gives way with the form: this heading takes its level. */}
        <h2 id={summaryId} className="text-lg font-semibold">
          {words.summary}
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-2 rounded-xl bg-brand-50 p-4 sm:grid-cols-[auto_1fr]">
          <dt className="text-sm font-semibold text-muted">{words.purpose}</dt>
          <dd data-sent-purpose="" className="break-words">
            {sent?.purpose}
          </dd>
          <dt className="text-sm font-semibold text-muted">{words.email}</dt>
          <dd data-sent-email="" className="break-all">
            {sent?.email}
          </dd>
        </dl>
      </section>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <ButtonLink
          href={sent?.bookingUrl ?? contactPage}
          hidden={!sent?.bookingUrl}
          data-contact-booking=""
          size="lg"
        >
          {words.booking}
        </ButtonLink>
        {/* The contact page itself: an empty form, for a question of the visitor's own. */}
        <ButtonLink href={contactPage} variant="secondary" size="lg">
          {words.again}
        </ButtonLink>
      </div>
    </div>
  );
}
