import type { ContactNextStepsCopy } from "./ContactNextSteps.schema";

export type { ContactNextStepsCopy };

/** A numbered account of what follows a message, beside the form. */
export function ContactNextSteps({ title, promise, steps, direct }: ContactNextStepsCopy) {
  return (
    <section
      aria-labelledby="next-steps-title"
      className="rounded-3xl bg-brand-900 p-6 text-white sm:p-8"
    >
      <h2 id="next-steps-title" className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <p className="mt-2 font-semibold text-accent-100">{promise}</p>
      <ol className="mt-6 space-y-5">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-500 font-bold text-brand-900"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold">{step.title}</h3>
              <p className="mt-1 text-sm text-white/80">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-6 border-t border-white/15 pt-5 text-sm text-white/80">
        {direct.lead}{" "}
        <a
          href={`mailto:${direct.email}`}
          className="font-semibold text-white underline underline-offset-2 hover:text-accent-100"
        >
          {direct.email}
        </a>
      </p>
    </section>
  );
}
