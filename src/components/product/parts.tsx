import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * The small pieces every screen is drawn with. Sizes are the screen's own
 * (`product-screen` in src/app.css turns Tailwind's spacing, text and radius
 * scales into em), so a screen keeps its proportions at any width.
 */

/** A white card of the platform's UI. */
export function Panel({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={cn("rounded-xl bg-white p-3 shadow-xs ring-1 ring-line", className)}>
      {children}
    </div>
  );
}

/** A small label on a panel: "Up next", "In progress". */
export function Chip({
  tone = "brand",
  className,
  children,
}: {
  tone?: "brand" | "accent" | "muted" | "solid";
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        "inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap",
        tone === "brand" && "bg-brand-50 text-brand-700",
        tone === "accent" && "bg-accent-100 text-accent-700",
        tone === "muted" && "bg-surface text-muted ring-1 ring-line",
        tone === "solid" && "bg-brand-600 text-white",
        className,
      )}
    >
      {children}
    </span>
  );
}

/**
 * A bar filled to `value` of 100. Drawn in SVG: a figure from copy goes into an
 * attribute, as the page's Content-Security-Policy allows no inline style.
 */
export function Meter({
  value,
  onDark = false,
  className,
}: {
  value: number;
  onDark?: boolean;
  className?: string;
}) {
  return (
    <svg aria-hidden="true" className={cn("block h-1.5", className)}>
      {/* Half the bar's height (h-1.5, in the screen's em): a pill. */}
      <rect
        width="100%"
        height="100%"
        rx="0.1875em"
        className={onDark ? "fill-white/20" : "fill-brand-100"}
      />
      <rect
        width={`${value}%`}
        height="100%"
        rx="0.1875em"
        className={onDark ? "fill-accent-500" : "fill-brand-600"}
      />
    </svg>
  );
}

/** A ring filled to `value` of 100, with `children` at its centre. */
export function Ring({
  value,
  className,
  children,
}: {
  value: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span className={cn("relative inline-flex shrink-0 items-center justify-center", className)}>
      <svg aria-hidden="true" viewBox="0 0 36 36" className="absolute inset-0 -rotate-90">
        {/* A radius of 100 / 2π: the circumference is 100, so the dash is the value. */}
        <circle
          cx="18"
          cy="18"
          r="15.915"
          fill="none"
          strokeWidth="3.5"
          className="stroke-brand-100"
        />
        <circle
          cx="18"
          cy="18"
          r="15.915"
          fill="none"
          strokeWidth="3.5"
          strokeDasharray={`${value} 100`}
          strokeLinecap="round"
          className="stroke-accent-500"
        />
      </svg>
      {children}
    </span>
  );
}

/** Initials in a circle, a person's picture until the platform has one. */
export function Avatar({ name, className }: { name: string; className?: string }) {
  const initials = name
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2);
  return (
    <span
      className={cn(
        "inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-semibold text-brand-700",
        className,
      )}
    >
      {initials}
    </span>
  );
}

/** A screen's title row: what the view is, and what sits at its right. */
export function ScreenHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className="mb-3 flex items-center justify-between gap-3">
      <span className="truncate text-base font-bold tracking-tight">{title}</span>
      {children}
    </div>
  );
}
