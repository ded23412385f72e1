import { cn } from "~/lib/cn";

/** The heading block that opens a section: optional eyebrow, h2 title, optional intro. */
export interface SectionHeading {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
}

type SectionHeaderProps = Omit<SectionHeading, "id"> & {
  /** Id for the h2, so the section can be labelled by it. */
  headingId?: string;
  align?: "center" | "start";
  className?: string;
};

/** The eyebrow, h2 and intro that open a section. */
export function SectionHeader({
  eyebrow,
  title,
  intro,
  headingId,
  align = "center",
  className,
}: SectionHeaderProps) {
  return (
    <header
      className={cn("max-w-3xl", align === "center" && "mx-auto text-center", "mb-12", className)}
    >
      {eyebrow ? (
        <p className="mb-3 text-sm font-semibold tracking-wide text-brand-600 uppercase">
          {eyebrow}
        </p>
      ) : null}
      <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {intro ? <p className="mt-4 text-lg text-pretty text-muted">{intro}</p> : null}
    </header>
  );
}
