import { cn } from "~/lib/cn";
import type { SectionHeading } from "./SectionHeader.schema";

export type { SectionHeading };

type SectionHeaderProps = Omit<SectionHeading, "id"> & {
  /** Id for the h2, so the section can be labelled by it. */
  headingId?: string;
  align?: "center" | "start";
  /** "dark" on a navy band: the eyebrow in the accent, the intro in white. */
  tone?: "light" | "dark";
  /** Off where a grid around the header already spaces it from what follows. */
  spaced?: boolean;
  className?: string;
};

/** The eyebrow, h2 and intro that open a section. */
export function SectionHeader({
  eyebrow,
  title,
  intro,
  headingId,
  align = "center",
  tone = "light",
  spaced = true,
  className,
}: SectionHeaderProps) {
  const dark = tone === "dark";
  return (
    <header
      className={cn(
        "max-w-3xl",
        align === "center" && "mx-auto text-center",
        spaced && "mb-12",
        className,
      )}
    >
      {eyebrow ? (
        <p
          className={cn(
            "mb-3 text-sm font-semibold tracking-wide uppercase",
            dark ? "text-accent-500" : "text-brand-600",
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {intro ? (
        <p className={cn("mt-4 text-lg text-pretty", dark ? "text-white/80" : "text-muted")}>
          {intro}
        </p>
      ) : null}
    </header>
  );
}
