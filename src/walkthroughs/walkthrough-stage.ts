/**
 * The stage the walkthrough clips are recorded on (/_walkthrough/<lang>/<clip>):
 * on the dev server only, and only when WALKTHROUGH_STAGE=true, which
 * scripts/media/record-walkthroughs.mjs sets. Never in a build.
 */
import type { AstroIntegration } from "astro";

export function walkthroughStage(): AstroIntegration {
  return {
    name: "walkthrough-stage",
    hooks: {
      "astro:config:setup": ({ command, injectRoute }) => {
        if (command !== "dev" || process.env.WALKTHROUGH_STAGE !== "true") return;
        injectRoute({
          pattern: "/_walkthrough/[lang]/[clip]",
          entrypoint: "./src/walkthroughs/WalkthroughStage.astro",
        });
      },
    },
  };
}
