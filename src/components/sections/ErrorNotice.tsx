import { ButtonLink } from "~/components/ui/Button";
import { Container } from "~/components/ui/Container";
import type { ErrorNoticeCopy } from "./ErrorNotice.schema";

export type { ErrorNoticeCopy };

interface ErrorNoticeProps extends ErrorNoticeCopy {
  /** Shown large above the heading, and read before it ("404 Oops! ..."). */
  code?: string;
}

/** What the 404 and server error pages show: what happened and the way home. */
export function ErrorNotice({ code, heading, detail, returnHome }: ErrorNoticeProps) {
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
      </Container>
    </section>
  );
}
