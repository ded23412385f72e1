import { cn } from "~/lib/cn";

/**
 * A small local stroke-icon set (24 × 24, currentColor), one path per icon, so
 * pages ship a few hundred bytes of path data instead of an icon library.
 * Content names icons by key.
 */
const paths = {
  "graduation-cap": "M22 10 12 5 2 10l10 5 10-5ZM6 12v5c3 3 9 3 12 0v-5",
  briefcase:
    "M4 7h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2ZM16 21V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16",
  lightbulb:
    "M9 18h6M10 22h4M12 2a7 7 0 0 0-4 12.7c.6.5 1 1.3 1 2.3h6c0-1 .4-1.8 1-2.3A7 7 0 0 0 12 2Z",
  sparkles:
    "m12 3 1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9ZM19 3v4M21 5h-4M5 17v4M7 19H3",
  pencil: "m15 4 5 5L9 20H4v-5Zm-2 2 5 5",
  "chart-up": "M3 3v18h18M7 15l4-4 3 3 6-6M16 8h4v4",
  radar:
    "M3 12a9 9 0 1 0 18 0 9 9 0 1 0-18 0M7 12a5 5 0 1 0 10 0 5 5 0 1 0-10 0M11 12a1 1 0 1 0 2 0 1 1 0 1 0-2 0m1 0 6.4-6.4",
  target:
    "M3 12a9 9 0 1 0 18 0 9 9 0 1 0-18 0M7 12a5 5 0 1 0 10 0 5 5 0 1 0-10 0M11 12a1 1 0 1 0 2 0 1 1 0 1 0-2 0",
  users:
    "M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M5 7a4 4 0 1 0 8 0 4 4 0 1 0-8 0M22 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8",
  user: "M8 8a4 4 0 1 0 8 0 4 4 0 1 0-8 0M4 21a8 8 0 0 1 16 0",
  "user-check": "M5 8a4 4 0 1 0 8 0 4 4 0 1 0-8 0M2 21a7 7 0 0 1 14 0m0-10 2 2 4-4",
  refresh: "M21 12a9 9 0 0 1-15.5 6.2L3 16M3 12a9 9 0 0 1 15.5-6.2L21 8M21 3v5h-5M3 21v-5h5",
  building:
    "M6 2h12a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2ZM9 22v-4h6v4M8 6h.01M12 6h.01M16 6h.01M8 10h.01M12 10h.01M16 10h.01M8 14h.01M12 14h.01M16 14h.01",
  store: "M3 9 4.5 4h15L21 9M4 9v11h16V9M3 9h18M9 20v-6h6v6",
  award: "M6 9a6 6 0 1 0 12 0 6 6 0 1 0-12 0m2.5 5.2-1.5 7.8 5-3 5 3-1.5-7.8",
  pointer:
    "M9 11V5a2 2 0 0 1 4 0v5M13 10V9a2 2 0 0 1 4 0v2M17 11a2 2 0 0 1 4 0v3a8 8 0 0 1-8 8h-1a8 8 0 0 1-6.3-3.1L3 15.5a2 2 0 0 1 3-2.6L9 16",
  layers: "m12 2 10 5-10 5L2 7ZM2 12l10 5 10-5M2 17l10 5 10-5",
  flask: "M9 3h6M10 3v6L4.5 19a1.5 1.5 0 0 0 1.3 2h12.4a1.5 1.5 0 0 0 1.3-2L14 9V3M7 15h10",
  apps: "M3 3h7v7H3ZM14 3h7v7h-7ZM3 14h7v7H3ZM14 14h7v7h-7Z",
  newspaper:
    "M4 4h13v14a2 2 0 0 0 2 2H6a2 2 0 0 1-2-2ZM17 8h3v10a2 2 0 0 1-4 0M8 8h5M8 12h5M8 16h3",
  message: "M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2Z",
  shield: "M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10Z",
  lock: "M5 11h14a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-7a2 2 0 0 1 2-2ZM7 11V7a5 5 0 0 1 10 0v4",
  key: "M3 15.5a5.5 5.5 0 1 0 11 0 5.5 5.5 0 1 0-11 0m9.4-3.9L21 3m-3 3 3 3m-6 0 3 3",
  server:
    "M4 3h16a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1ZM4 13h16a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-6a1 1 0 0 1 1-1ZM7 7h.01M7 17h.01",
  file: "M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8ZM14 2v6h6M8 13h8M8 17h8",
  globe: "M2 12a10 10 0 1 0 20 0 10 10 0 1 0-20 0M2 12h20M12 2a15 15 0 0 1 0 20 15 15 0 0 1 0-20Z",
  check: "M20 6 9 17l-5-5",
  "arrow-right": "M5 12h14m-7-7 7 7-7 7",
  "chevron-down": "m6 9 6 6 6-6",
  pause: "M9 5v14M15 5v14",
  play: "M7 4v16l13-8Z",
} as const;

export type IconName = keyof typeof paths;

/** Every icon's name: what copy may name (the copy schemas check it). */
export const iconNames = Object.keys(paths) as [IconName, ...IconName[]];

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn("size-6 shrink-0", className)}
    >
      <path d={paths[name]} />
    </svg>
  );
}
