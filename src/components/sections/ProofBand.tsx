import { useId } from "react";
import { MediaImage } from "~/components/ui/MediaImage";
import { Reveal } from "~/components/ui/Reveal";
import type { ProofBandCopy } from "./ProofBand.schema";

export type { ProofBandCopy };

/** Proof in one band: the figures that say how far we have come, and a customer who says it. */
export function ProofBand({ title, stats, quote }: ProofBandCopy) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="relative isolate overflow-hidden bg-brand-900 py-16 text-white sm:py-24"
    >
      <div
        aria-hidden="true"
        className="absolute top-0 right-0 -z-10 size-[36rem] translate-x-1/3 -translate-y-1/3 rounded-full bg-accent-500/15 blur-3xl"
      />
      <Reveal className="mx-auto grid w-full max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:gap-20 lg:px-8">
        <div>
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {title}
          </h2>
          <dl className="mt-10 grid grid-cols-2 gap-x-8 gap-y-8">
            {stats.map((stat) => (
              <div key={stat.label} className="flex flex-col border-l-2 border-accent-500 pl-4">
                <dt className="order-2 mt-1 text-sm text-white/75">{stat.label}</dt>
                <dd className="order-1 text-3xl font-bold tracking-tight sm:text-4xl">
                  {stat.number}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <figure className="rounded-3xl bg-white p-8 text-ink shadow-2xl sm:p-10">
          <MediaImage
            src={quote.logo}
            alt={quote.logoAlt}
            width={240}
            height={64}
            className="h-12 w-auto"
          />
          <blockquote className="mt-6 text-xl/snug font-semibold tracking-tight text-balance sm:text-2xl/snug">
            <p>{quote.quote}</p>
          </blockquote>
          <figcaption className="mt-6 text-sm">
            <span className="block font-semibold">{quote.name}</span>
            <span className="block text-muted">
              {quote.role}, {quote.company}
            </span>
          </figcaption>
        </figure>
      </Reveal>
    </section>
  );
}
