import { site } from "~/site.config";

/** Placeholder brand mark: replace with the owner's logo. */
export function BrandMark() {
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
      {site.name}
    </span>
  );
}
