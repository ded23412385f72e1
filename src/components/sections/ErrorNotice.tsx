import { useId } from "react";
import { ButtonLink } from "~/components/ui/Button";
import { Container } from "~/components/ui/Container";
import type { ErrorNoticeCopy } from "./ErrorNotice.schema";

export type { ErrorNoticeCopy };

interface ErrorNoticeProps extends ErrorNoticeCopy {
  /** Shown large above the heading, and read before it ("404 Oops! ..."). */
  code?: string;
}

/** What the 404 and server error pages show: what happened, the way home and, on the 404, the main pages. */
export function ErrorNotice({ code, heading, detail, returnHome, destinations }: ErrorNoticeProps) {
  return (
    <section className="flex min-h-[60vh] items-center bg-surface py-24">
      <Container className="text-center">
        {code ? (
          <p className="text-7xl font-bold text-brand-600" aria-hidden="true">
            {code}
          </p>
        ) : null}
        <h1 className="mt-4 text-3xl font-bold sm:text-4xl">
          {code ? <span className="sr-only">{code} </span> : null}
          {heading}
        </h1>
        {detail ? <p className="mt-4 text-muted">{detail}</p> : null}
        <ButtonLink href={returnHome.href} className="mt-8">
          {returnHome.label}
        </ButtonLink>
        {destinations ? <Destinations {...destinations} /> : null}
      </Container>
    </section>
  );
}

/** The main pages as a second way on, quieter than the way home. */
function Destinations({ heading, links }: NonNullable<ErrorNoticeCopy["destinations"]>) {
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId} className="mt-12">
      <h2 id={headingId} className="text-base font-semibold text-muted">
        {heading}
      </h2>
      <ul className="mt-4 flex flex-wrap justify-center gap-3">
        {links.map((link) => (
          <li key={link.href}>
            <ButtonLink href={link.href} variant="secondary">
              {link.label}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
