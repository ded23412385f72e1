import { useEffect } from "react";
import { data, useLocation } from "react-router";
import { ButtonLink } from "~/components/ui/Button";
import { Container } from "~/components/ui/Container";
import { notFound } from "~/content/errors";
import { unlistedPageMeta } from "~/lib/meta";
import type { Route } from "./+types/not-found";

/** Every unknown path lands here, and the server answers 404. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => unlistedPageMeta(notFound.meta);

export default function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error(notFound.consoleMessage, pathname);
  }, [pathname]);

  return (
    <section className="flex min-h-[60vh] items-center bg-surface py-24">
      <Container className="text-center">
        <p className="text-7xl font-bold text-brand-600" aria-hidden="true">
          {notFound.code}
        </p>
        <h1 className="mt-4 text-3xl font-bold sm:text-4xl">
          <span className="sr-only">{notFound.code} </span>
          {notFound.heading}
        </h1>
        <ButtonLink href={notFound.returnHome.href} className="mt-8">
          {notFound.returnHome.label}
        </ButtonLink>
      </Container>
    </section>
  );
}
