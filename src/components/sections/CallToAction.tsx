import { useId } from "react";
import { ButtonLink } from "~/components/ui/Button";
import { Reveal } from "~/components/ui/Reveal";
import { Section } from "~/components/ui/Section";
import type { CallToActionCopy, CallToActionLink } from "./CallToAction.schema";

export type { CallToActionCopy, CallToActionLink };

/** The header renders this "Opens in a new tab" hint once on every page. */
const newTabHint = (link: CallToActionLink) => (link.newTab ? "new-tab-hint" : undefined);

interface CallToActionProps extends CallToActionCopy {
  /**
   * The band repeats one shown earlier on the page. Only the first is a landmark
   * region: two regions with one name could not be told apart in a landmark list.
   */
  repeat?: boolean;
}

/** The closing band of a page: one message, one action and optionally a second one. */
export function CallToAction({ title, text, action, secondaryAction, repeat }: CallToActionProps) {
  const headingId = useId();
  return (
    <Section aria-labelledby={repeat ? undefined : headingId}>
      {/* A card on the page's white, so a closing band never runs into the navy footer. */}
      <Reveal className="relative isolate overflow-hidden rounded-3xl bg-linear-to-br from-brand-700 via-brand-900 to-brand-900 px-6 py-16 text-white shadow-xl sm:px-12 sm:py-20 lg:px-16 lg:py-14">
        <div
          aria-hidden="true"
          className="absolute -top-32 -right-24 -z-10 size-96 rounded-full bg-accent-500/25 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="absolute -bottom-40 -left-20 -z-10 size-96 rounded-full bg-brand-500/40 blur-3xl"
        />
        {/* Centred on a phone; on wide screens the message on the left, the actions on the right. */}
        <div className="mx-auto max-w-3xl text-center lg:flex lg:max-w-none lg:items-center lg:justify-between lg:gap-16 lg:text-left">
          <div className="lg:max-w-2xl">
            <h2
              id={headingId}
              className="text-3xl font-bold tracking-tight text-balance sm:text-4xl"
            >
              {title}
            </h2>
            <p className="mt-4 text-lg text-pretty text-white/80">{text}</p>
          </div>
          <div className="mt-10 flex flex-wrap justify-center gap-4 lg:mt-0 lg:shrink-0 lg:flex-col lg:items-stretch">
            {[action, secondaryAction].map((link, i) =>
              link ? (
                <ButtonLink
                  key={link.href + link.label}
                  href={link.href}
                  newTab={link.newTab}
                  aria-describedby={newTabHint(link)}
                  variant={i === 0 ? "inverse" : "outlineInverse"}
                  size="lg"
                >
                  {link.label}
                </ButtonLink>
              ) : null,
            )}
          </div>
        </div>
      </Reveal>
    </Section>
  );
}
