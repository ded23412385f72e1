import type { ReactNode } from "react";
import { ProductScreen, type ProductScreenItem } from "~/components/product/ProductScreen";
import { Badge } from "~/components/ui/Badge";
import { ButtonLink } from "~/components/ui/Button";
import { Container } from "~/components/ui/Container";
import { cn } from "~/lib/cn";
import type { Illustration } from "~/lib/copy-schema";
import { assetUrl } from "~/site.config";
import type { HeroCopy } from "./Hero.schema";

/** A dot grid fading out from the top, and a glow: texture, not content. */
function Backdrop({ dark }: { dark: boolean }) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10 overflow-hidden">
      <div
        className={cn(
          "absolute inset-0 bg-size-[22px_22px] mask-[radial-gradient(ellipse_80%_70%_at_50%_0%,black,transparent)]",
          dark
            ? "bg-[radial-gradient(oklch(1_0_0/0.14)_1px,transparent_1px)]"
            : "bg-[radial-gradient(var(--color-brand-200)_1px,transparent_1px)]",
        )}
      />
      <div
        className={cn(
          "absolute -top-40 left-1/2 h-80 w-[48rem] max-w-full -translate-x-1/2 rounded-full blur-3xl",
          dark ? "bg-brand-500/40" : "bg-accent-100",
        )}
      />
    </div>
  );
}

/** The soft light behind the hero's picture: texture, not content. */
function Halo({ dark }: { dark: boolean }) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        "absolute -z-10 rounded-[2rem] bg-linear-to-br",
        // A pastel halo lights up navy like a flash: there it glows in the brand's own colours.
        dark
          ? "-inset-4 from-brand-500/45 to-accent-500/25 blur-3xl"
          : "-inset-4 from-brand-100 to-accent-100 blur-2xl",
      )}
    />
  );
}

function Picture({ picture, dark }: { picture: Illustration; dark: boolean }) {
  return (
    // On navy, under the text, a picture as wide as the text's column, not the page's.
    <div className={cn("relative", dark && "max-w-xl lg:max-w-none")}>
      <Halo dark={dark} />
      <img
        src={assetUrl(picture.src)}
        alt={picture.alt}
        width={picture.width}
        height={picture.height}
        // The first thing a visitor sees beside the headline: fetched first, never lazily.
        fetchPriority="high"
        decoding="async"
        className={cn(
          "h-auto w-full rounded-2xl",
          // A light outline and shadow frame a picture on white; on navy the outline traced a
          // second corner around a tile with its own rounding. A drop shadow follows the picture.
          dark
            ? "drop-shadow-2xl drop-shadow-black/40"
            : "shadow-2xl ring-1 shadow-brand-900/15 ring-line",
        )}
      />
    </div>
  );
}

/** The product itself beside the headline: a screen in the platform's window. */
function Screen({ screen, dark }: { screen: ProductScreenItem; dark: boolean }) {
  return (
    <div className="relative">
      <Halo dark={dark} />
      <ProductScreen
        screen={screen}
        variant="window"
        className="rounded-2xl shadow-2xl ring-1 shadow-brand-900/15 ring-line"
      />
    </div>
  );
}

/** The longest word, in letters, that a phone's line holds whole at 36 px (about 17 fit at 390 px). */
const PHONE_LINE_LETTERS = 16;

/**
 * Whether a word of the title is too long for a phone's line at the title's
 * size ("Nutzungsbedingungen": 387 px against 358). Such a title takes a size
 * that follows the column, so that a word of 11 em fits it whole, 36 px again
 * from 428 px wide: a browser without a German hyphenation dictionary would
 * break the word anywhere. Only such titles carry the class, and so its rule:
 * every other page stays as small as it was.
 */
function outgrowsPhone(title: string) {
  return title.split(/[\s-]+/).some((word) => word.length > PHONE_LINE_LETTERS);
}

/**
 * The page's opening band and its only h1. `children` go under the text: proof
 * that tells this page from the others at a glance (its people, its customers).
 */
export function Hero({
  badge,
  title,
  intro,
  actions,
  visual: productVisual,
  picture,
  tone = "light",
  children,
}: HeroCopy & { children?: ReactNode }) {
  const dark = tone === "dark";
  const visual = productVisual ?? picture;
  const text = (
    <>
      {badge ? (
        <Badge variant={dark ? "inverse" : "brand"} className="mb-6">
          {badge}
        </Badge>
      ) : null}
      <h1
        className={cn(
          "text-4xl font-bold tracking-tight text-balance sm:text-6xl",
          outgrowsPhone(title) && "max-sm:text-[length:min(2.25rem,calc((100vw_-_2rem)/11))]",
          // Beside a picture at 1024 px the text column is 400 px: a German compound
          // ("menschzentrierte") fits it whole only a size down.
          dark && visual && "lg:text-5xl xl:text-6xl",
        )}
      >
        {title}
      </h1>
      <p
        className={cn(
          "mt-6 max-w-2xl text-lg text-pretty sm:text-xl",
          dark ? "text-white/80" : "text-muted",
          !visual && "mx-auto",
        )}
      >
        {intro}
      </p>
      {actions?.length ? (
        // One button a row on phones: whether two short ones share a row would
        // otherwise hang on a pixel, and the web font arriving moved the page (CLS).
        <div
          className={cn(
            "mt-10 flex flex-wrap gap-4 max-sm:flex-col",
            visual ? "max-sm:items-start" : "justify-center max-sm:items-center",
          )}
        >
          {actions.map((action, i) => (
            <ButtonLink
              key={action.href + action.label}
              href={action.href}
              size="lg"
              variant={
                i === 0 ? (dark ? "inverse" : "primary") : dark ? "outlineInverse" : "secondary"
              }
            >
              {action.label}
            </ButtonLink>
          ))}
        </div>
      ) : null}
      {children ? <div className="mt-10">{children}</div> : null}
    </>
  );
  return (
    <section
      className={cn(
        "relative isolate",
        // A light hero runs into the white band after it, whose own padding makes the gap:
        // more below it would read as dead space; a navy band needs its own bottom.
        visual ? "pt-12 pb-12 sm:pt-16 sm:pb-16" : "pt-12 sm:pt-20",
        !visual && (dark ? "pb-16 sm:pb-24" : "pb-8 sm:pb-10"),
        dark ? "bg-brand-900 text-white" : "bg-linear-to-b from-brand-50 to-white",
      )}
    >
      <Backdrop dark={dark} />
      {visual ? (
        <Container className="grid items-center gap-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-16">
          <div>{text}</div>
          {productVisual ? (
            <Screen screen={productVisual} dark={dark} />
          ) : picture ? (
            <Picture picture={picture} dark={dark} />
          ) : null}
        </Container>
      ) : (
        <Container width="narrow" className="text-center">
          {text}
        </Container>
      )}
    </section>
  );
}
