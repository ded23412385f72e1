import { useId } from "react";
import { Icon } from "~/components/icons/Icon";
import { MediaImage } from "~/components/ui/MediaImage";
import { Section } from "~/components/ui/Section";
import { cn } from "~/lib/cn";
import type { Logo, LogoStripCopy } from "./LogoStrip.schema";

export type { Logo, LogoStripCopy };

/** The strip's copy, its logos included, and the names of its pause control. */
export interface LogoStripProps extends LogoStripCopy {
  pauseLabel: string;
  playLabel: string;
}

/** How long one logo takes to pass, so long lists do not race. */
const MS_PER_LOGO = 2500;

function LogoList({ logos, copy }: { logos: readonly Logo[]; copy?: boolean }) {
  return (
    <ul
      className={cn("logo-strip-list flex shrink-0 items-center", copy && "logo-strip-copy")}
      aria-hidden={copy || undefined}
    >
      {logos.map((logo) => (
        // Denser on a phone, so its width holds two or three marks, not one between blanks.
        <li key={logo.name} className="shrink-0 px-3 sm:px-6 lg:px-8">
          <MediaImage
            src={logo.logo}
            alt={logo.alt}
            width={240}
            height={64}
            className="h-10 w-auto opacity-90 sm:h-12 lg:h-14"
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * A strip of logos moving in an endless loop: the list is shown twice and the
 * track slides by one list width (a CSS animation in app.css). It moves only once
 * scripts/logo-strip.ts has set data-playing, which it does not under
 * prefers-reduced-motion; it holds while hovered, and its pause/play button
 * (WCAG 2.2.2) is driven by that script. Without JavaScript the strip stands
 * still with every logo in view and no button that could not act.
 */
export function LogoStrip({ title, logos, pauseLabel, playLabel }: LogoStripProps) {
  const headingId = useId();

  return (
    <Section
      data-logo-strip=""
      aria-labelledby={headingId}
      className="py-10 sm:py-14"
      // A style attribute would need 'unsafe-hashes' in the CSP: the script sets it through the CSSOM.
      data-duration-ms={logos.length * MS_PER_LOGO}
    >
      <div className="mb-6 flex items-center justify-between gap-4">
        <h2 id={headingId} className="text-sm font-semibold tracking-wide text-muted uppercase">
          {title}
        </h2>
        <button
          type="button"
          data-logo-strip-toggle=""
          className="logo-strip-toggle inline-flex min-w-36 items-center justify-center rounded-full px-3 py-2 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
        >
          {/* Both labels ship; the script shows the one a press would do, so the
              button's name never lies. Still until the script says otherwise. */}
          <span data-logo-strip-label="pause" hidden className="inline-flex items-center gap-2">
            <Icon name="pause" className="size-4" />
            {pauseLabel}
          </span>
          <span data-logo-strip-label="play" className="inline-flex items-center gap-2">
            <Icon name="play" className="size-4" />
            {playLabel}
          </span>
        </button>
      </div>
      <div className="logo-strip-viewport overflow-hidden mask-x-from-90% mask-x-to-100%">
        <div className="logo-strip-track flex w-max">
          <LogoList logos={logos} />
          <LogoList logos={logos} copy />
        </div>
      </div>
    </Section>
  );
}
