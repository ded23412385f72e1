import { cn } from "~/lib/cn";
import type { ToastCopy } from "./ToastRegion.schema";

export type { ToastCopy };

export type ToastVariant = "default" | "destructive";

const variantStyles: Record<ToastVariant, string> = {
  default: "bg-accent-100 text-ink ring-accent-500",
  destructive: "bg-danger-600 text-white ring-danger-700",
};

/** One toast, without its words: scripts/toast.ts copies it and writes them in. */
function ToastCard({ variant, closeLabel }: { variant: ToastVariant; closeLabel: string }) {
  return (
    <div
      // Focusable, so a confirmation can take focus and be read where it appears.
      tabIndex={-1}
      className={cn(
        "flex items-start gap-3 rounded-xl p-4 shadow-sm ring-1 focus-visible:outline-3 focus-visible:outline-brand-500",
        "motion-safe:transition-[opacity,translate] motion-safe:duration-300 motion-safe:starting:translate-y-2 motion-safe:starting:opacity-0",
        variantStyles[variant],
      )}
    >
      <div className="min-w-0 flex-1">
        <p data-toast-title="" className="font-semibold" />
        <p data-toast-description="" className="mt-1 text-sm" />
      </div>
      <button
        type="button"
        data-toast-close=""
        aria-label={closeLabel}
        className="-m-1.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full opacity-80 hover:opacity-100"
      >
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="size-4">
          <path
            d="M6 6l12 12M18 6 6 18"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
    </div>
  );
}

/**
 * Where toasts appear, sent empty with the page: in the flow of the page, where
 * it is placed (above the contact form's Send button), so a toast pushes what
 * follows down rather than covering it. Its two live regions are there before
 * any toast, so a screen reader announces one the moment scripts/toast.ts adds
 * it: a destructive toast interrupts (role="alert"), any other waits its turn
 * (role="status"). The templates hold each variant's card.
 */
export function ToastRegion({ copy }: { copy: ToastCopy }) {
  return (
    <section
      data-toast-region=""
      aria-label={copy.region}
      className="flex flex-col gap-3 has-[[data-toast-list]>*]:mb-4"
    >
      <div role="alert" data-toast-list="destructive" className="flex flex-col gap-3" />
      <div role="status" data-toast-list="default" className="flex flex-col gap-3" />
      <template data-toast-card="default">
        <ToastCard variant="default" closeLabel={copy.close} />
      </template>
      <template data-toast-card="destructive">
        <ToastCard variant="destructive" closeLabel={copy.close} />
      </template>
    </section>
  );
}
