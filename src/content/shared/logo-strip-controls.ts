import type { LogoStripProps } from "~/components/sections/LogoStrip";
import type { Localized } from "../page-copy";

/** The names of a logo strip's pause control. */
export const logoStripControls: Localized<Pick<LogoStripProps, "pauseLabel" | "playLabel">> = {
  en: { pauseLabel: "Pause logos", playLabel: "Play logos" },
  de: { pauseLabel: "Logos anhalten", playLabel: "Logos abspielen" },
};
