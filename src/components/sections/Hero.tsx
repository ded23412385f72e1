import { Badge } from "~/components/ui/Badge";
import { ButtonLink } from "~/components/ui/Button";
import { Container } from "~/components/ui/Container";
import type { HeroContent } from "~/content/types";

/** The page's opening band and its only h1. */
export function Hero({ badge, title, intro, actions }: HeroContent) {
  return (
    <section className="bg-linear-to-b from-brand-50 to-white pt-12 pb-16 sm:pt-20 sm:pb-24">
      <Container className="max-w-4xl text-center">
        {badge ? <Badge className="mb-6">{badge}</Badge> : null}
        <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-6xl">{title}</h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted sm:text-xl">{intro}</p>
        {actions?.length ? (
          <div className="mt-10 flex flex-wrap justify-center gap-4">
            {actions.map((action, i) => (
              <ButtonLink
                key={action.href}
                href={action.href}
                size="lg"
                variant={i === 0 ? "primary" : "secondary"}
              >
                {action.label}
              </ButtonLink>
            ))}
          </div>
        ) : null}
      </Container>
    </section>
  );
}
