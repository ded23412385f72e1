import type { LogoStripContent } from "~/components/sections/LogoStrip";

/** The German names of a logo strip's pause control (the English ones live with customerLogoStrip). */
export const germanLogoStripControls = {
  pauseLabel: "Logos anhalten",
  playLabel: "Logos abspielen",
} satisfies Pick<LogoStripContent, "pauseLabel" | "playLabel">;
