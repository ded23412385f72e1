import { site } from "~/site.config";

/**
 * Placeholder brand mark: replace with the owner's logo. `compact` keeps only the
 * mark on a phone, where the bar needs the room for the page's next step (the link
 * around it is named by the brand all the same).
 */
export function BrandMark({ compact = false }: { compact?: boolean }) {
  return (
    <span className="flex shrink-0 items-center gap-2 text-lg font-bold tracking-tight whitespace-nowrap">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8" focusable="false">
        <rect width="32" height="32" rx="9" className="fill-brand-600" />
        <path
          d="M10 8v16M10 16l9-8M13 13.5 21 24"
          stroke="white"
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
      <span className={compact ? "max-sm:hidden" : undefined}>{site.name}</span>
    </span>
  );
}
