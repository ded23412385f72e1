import { z } from "astro/zod";
import { list, text } from "~/lib/copy-schema";

/** A share of 100 that a bar or a ring is drawn to (progress, a score, participation). */
const percent = z.int().min(0).max(100);

/** Where a learner, a step or a module stands; the screen's copy names each state in its language. */
const stepState = z.enum(["done", "current", "next"]);
const stateLabels = z.strictObject({ done: text, current: text, next: text });

/** The platform's window around a screen: its sections in the sidebar, the one open, who is signed in. */
const frame = z.strictObject({
  product: text,
  sections: list(text),
  /** The open section, counted from 1 in `sections`. */
  active: z.int().positive(),
  user: z.strictObject({ name: text, role: text }),
});

/** 1. A learner's home: a job-specific learning path, its modules and a certificate earned. */
export const learnerHome = z.strictObject({
  greeting: text,
  pathLabel: text,
  path: text,
  level: text,
  progressLabel: text,
  progress: percent,
  modules: list(z.strictObject({ title: text, duration: text, state: stepState })),
  states: stateLabels,
  certificate: z.strictObject({ label: text, title: text }),
});

/** 2. The AI playground: an exercise, a prompt and the model's answer. */
export const playground = z.strictObject({
  models: list(text),
  exercise: text,
  prompt: text,
  answer: z.strictObject({ lead: text, points: list(text) }),
  feedback: text,
  input: text,
});

/** 3. A use-case app: what the learner put in, and what the app made of it. */
export const useCaseApp = z.strictObject({
  app: text,
  inputLabel: text,
  input: text,
  action: text,
  resultLabel: text,
  result: list(z.strictObject({ label: text, text })),
});

/** 4. The creator tool: one's own assistant, its instructions and knowledge. */
export const creator = z.strictObject({
  title: text,
  status: text,
  assistantLabel: text,
  assistant: text,
  instructionsLabel: text,
  instructions: text,
  knowledgeLabel: text,
  files: list(z.strictObject({ file: text, size: text })),
  shareLabel: text,
  share: text,
  action: text,
});

/** 5. The Return on AI dashboard: key figures and their trend. */
export const returnOnAi = z.strictObject({
  title: text,
  period: text,
  figures: list(z.strictObject({ label: text, value: text, change: text })),
  chart: z.strictObject({
    title: text,
    /** Each month's value as a share of the chart's height. */
    values: list(percent),
    months: list(text),
  }),
  useCasesLabel: text,
  useCases: list(z.strictObject({ label: text, value: text, share: percent })),
});

/** 6. Talent Radar: people, their roles and scores, the AI frontrunners marked. */
export const talentRadar = z.strictObject({
  title: text,
  filter: text,
  columns: z.strictObject({ person: text, score: text }),
  people: list(
    z.strictObject({ name: text, role: text, score: percent, frontrunner: z.boolean() }),
  ),
  frontrunnerLabel: text,
});

/** 7. A change-management campaign: audiences, steps and participation. */
export const changeCampaign = z.strictObject({
  title: text,
  status: text,
  audiencesLabel: text,
  audiences: list(text),
  steps: list(z.strictObject({ title: text, date: text, state: stepState })),
  states: stateLabels,
  participation: z.strictObject({ label: text, value: text, share: percent, detail: text }),
});

/** A feed of cards: personalised news, or the library's courses and templates. */
export const feed = z.strictObject({
  title: text,
  tabs: list(text),
  items: list(z.strictObject({ tag: text, title: text, meta: text })),
});

/** The AI coach: a conversation with the learner, and what to do next. */
export const coach = z.strictObject({
  title: text,
  messages: list(z.strictObject({ from: z.enum(["coach", "learner"]), text })),
  suggestions: list(text),
  input: text,
});

/** A certificate earned: who, which level of which path, when. */
export const certificate = z.strictObject({
  issuer: text,
  title: text,
  awardedTo: text,
  name: text,
  level: text,
  date: text,
  verified: text,
});

/** Each kind of screen, by the field its copy sits in; a screen item fills exactly one. */
export const screenKinds = {
  learnerHome,
  playground,
  useCaseApp,
  creator,
  returnOnAi,
  talentRadar,
  changeCampaign,
  feed,
  coach,
  certificate,
};

export type ScreenKind = keyof typeof screenKinds;
const kindNames = Object.keys(screenKinds) as ScreenKind[];

/**
 * A screen of the platform as a learner, a manager or an administrator meets
 * it (src/content/copy/<locale>/product-screens.yaml): its words, names and
 * numbers, drawn by ProductScreen.tsx. Made-up people and figures until the
 * owners bring real screenshots.
 */
export const productScreen = z.strictObject({
  placeholder: z.literal(true, { error: "placeholder: true expected until real screens arrive" }),
  alt: text.meta({
    title: "Alt text",
    description: "What the screen shows, for people who cannot see it",
  }),
  /** With a frame, the screen shows the platform's sidebar where it has room (the heroes). */
  frame: frame.optional(),
  ...Object.fromEntries(kindNames.map((kind) => [kind, screenKinds[kind].optional()])),
} as {
  placeholder: z.ZodLiteral<true>;
  alt: typeof text;
  frame: z.ZodOptional<typeof frame>;
} & { [Kind in ScreenKind]: z.ZodOptional<(typeof screenKinds)[Kind]> });

export type ProductScreenCopy = z.infer<typeof productScreen>;
export type ScreenCopy<Kind extends ScreenKind> = z.infer<(typeof screenKinds)[Kind]>;

/** What the item's shape cannot say: one kind of screen per item, an open section that exists. */
export function checkProductScreen(screen: ProductScreenCopy, context: z.RefinementCtx) {
  const filled = kindNames.filter((kind) => screen[kind] !== undefined);
  if (filled.length !== 1) {
    context.addIssue({
      code: "custom",
      message: `a screen shows one thing: fill exactly one of ${kindNames.join(", ")} (found ${filled.length})`,
    });
  }
  if (screen.frame && screen.frame.active > screen.frame.sections.length) {
    context.addIssue({
      code: "custom",
      path: ["frame", "active"],
      message: `the open section is counted from 1 in sections (${screen.frame.sections.length})`,
    });
  }
}
