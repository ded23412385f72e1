import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
} from "react-router";
import { Footer } from "~/components/layout/Footer";
import { Header } from "~/components/layout/Header";
import { ButtonLink } from "~/components/ui/Button";
import { Container } from "~/components/ui/Container";
import { ToastProvider } from "~/components/ui/Toast";
import { unexpectedError } from "~/content/errors";
import { skipLinkLabel } from "~/content/navigation";
import { useAnchorScroll } from "~/hooks/useAnchorScroll";
import { useFullLayoutForJumps } from "~/hooks/useFullLayoutForJumps";
import { UiLangContext } from "~/hooks/useUiText";
import { langOf } from "~/lib/route-handle";
import type { Route } from "./+types/root";
import appCss from "./app.css?inline";

/** Marks the document as scripted before first paint, so no-JS fallbacks switch off. */
export const JS_FLAG_SCRIPT = "document.documentElement.classList.add('js')";

/**
 * The whole stylesheet (about 6 KB gzip) is inlined into every server-rendered
 * page, so the first paint waits for no request. Only the server build carries
 * the string: the browser reads it back from the document, so hydration renders
 * the same element and keeps it.
 */
const INLINE_CSS_ID = "site-css";
const INLINE_CSS = import.meta.env.SSR
  ? appCss
  : (document.getElementById(INLINE_CSS_ID)?.textContent ?? "");

/**
 * One element for the life of the page: React 19 re-sets `innerHTML` whenever a
 * re-render hands an element a new props object, and the router re-renders the
 * layout right after hydration. Re-set, the stylesheet is parsed again and the
 * whole page restyled and laid out, a long task on a slow phone.
 */
const inlineStylesheet = (
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own build output, hashed for the CSP
  <style id={INLINE_CSS_ID} dangerouslySetInnerHTML={{ __html: INLINE_CSS }} />
);

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: ReactNode }) {
  const lang = langOf(useMatches().map((match) => match.handle));
  return (
    <html lang={lang} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2b2d7c" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant, hashed for the CSP */}
        <script dangerouslySetInnerHTML={{ __html: JS_FLAG_SCRIPT }} />
        <Meta />
        {inlineStylesheet}
        <Links />
      </head>
      <body className="flex min-h-screen flex-col antialiased">
        <a
          href="#main"
          className="sr-only z-[60] rounded-full bg-brand-600 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {skipLinkLabel}
        </a>
        <Header />
        <main id="main" tabIndex={-1} className="flex-1 pt-(--header-height) outline-none">
          <UiLangContext value={lang}>{children}</UiLangContext>
        </main>
        <Footer />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useFullLayoutForJumps();
  useAnchorScroll();
  return (
    <ToastProvider>
      <Outlet />
    </ToastProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : "Unknown error";
  return (
    <section className="py-24">
      <Container className="max-w-2xl text-center">
        <title>{unexpectedError.title}</title>
        <h1 className="text-3xl font-bold">{unexpectedError.heading}</h1>
        <p className="mt-4 text-muted">{detail}</p>
        <ButtonLink href={unexpectedError.returnHome.href} className="mt-8">
          {unexpectedError.returnHome.label}
        </ButtonLink>
      </Container>
    </section>
  );
}
