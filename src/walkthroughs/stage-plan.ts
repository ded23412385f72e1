/**
 * A walkthrough as the stage plays it in one language: each step with its
 * caption's times and the words of the screen it points at, read from the copy
 * (the clip's captions, product-screens.yaml, customer-voices.yaml). A step
 * without its caption, or a field a screen does not have, stops the recording
 * with the file and the field to fix.
 */
import { readShared } from "~/content/read-copy";
import { fillInSiteFacts } from "~/lib/site-facts";
import type { Locale } from "~/locales";
import { walkthroughs } from "./walkthroughs";

export interface StagedStep {
  screen: string;
  start: number;
  end: number;
  act?: "click" | "type" | "highlight";
  /** The words the pointer goes to, as the screen shows them. */
  point?: string;
  reveal: string[];
}

export interface StagePlan {
  clip: string;
  duration: number;
  /** When the poster is taken: the end of the poster's step. */
  posterAt: number;
  steps: StagedStep[];
  speaker?: { name: string; role: string; company: string };
  /** Where the clip and its poster go, under public/ (the clip's copy names them). */
  src: string;
  poster: string;
}

/** The value at a dotted path of `data` ("learnerHome.modules.2.title"), if it is words. */
export function lookUp(data: unknown, path: string): string | undefined {
  const value = path
    .split(".")
    .reduce<unknown>(
      (at, key) =>
        at !== null && typeof at === "object" ? (at as Record<string, unknown>)[key] : undefined,
      data,
    );
  return typeof value === "string" ? value : undefined;
}

export function stagePlan(clip: string, locale: Locale): StagePlan {
  const walkthrough = walkthroughs[clip];
  if (!walkthrough) throw new Error(`no walkthrough "${clip}" in src/walkthroughs/walkthroughs.ts`);
  const videos = readShared("videos", locale);
  const voices = readShared("customer-voices", locale);
  const video = videos.find((item) => item.id === clip);
  const voice = voices.find((item) => item.id === clip);
  const copy = video ?? voice?.video;
  const file = `src/content/copy/${locale}/${video ? "videos" : "customer-voices"}.yaml`;
  const index = video ? videos.indexOf(video) : voice ? voices.indexOf(voice) : -1;
  if (!copy)
    throw new Error(
      `no clip "${clip}" in src/content/copy/${locale}/videos.yaml or customer-voices.yaml`,
    );
  const field = `${file} → items.${index}${video ? "" : ".video"}.captions`;
  const cues = fillInSiteFacts(copy.captions);
  if (cues.length !== walkthrough.steps.length) {
    throw new Error(
      `${field}: ${cues.length} caption(s) for a walkthrough of ${walkthrough.steps.length} steps (src/walkthroughs/walkthroughs.ts); write one caption per step`,
    );
  }
  const screens = fillInSiteFacts(readShared("product-screens", locale));
  const words = (screenId: string, path: string) => {
    const screen = screens.find((item) => item.id === screenId);
    const found = screen && lookUp(screen, path);
    if (!found) {
      throw new Error(
        `src/content/copy/${locale}/product-screens.yaml: the screen "${screenId}" has no words at ${path}, which the walkthrough "${clip}" points at (src/walkthroughs/walkthroughs.ts)`,
      );
    }
    return found;
  };
  const steps = walkthrough.steps.map((step, n) => {
    const cue = cues[n] as (typeof cues)[number];
    return {
      screen: step.screen,
      start: cue.start,
      end: cue.end,
      act: step.act,
      point: step.point ? words(step.screen, step.point) : undefined,
      reveal: (step.reveal ?? []).map((path) => words(step.screen, path)),
    };
  });
  const last = steps.at(-1);
  const posterStep = steps[walkthrough.poster];
  return {
    clip,
    duration: last ? last.end : 0,
    posterAt: posterStep ? posterStep.end - 0.2 : 0,
    steps,
    speaker: voice ? { name: voice.name, role: voice.role, company: voice.company } : undefined,
    src: copy.src,
    poster: copy.poster,
  };
}
