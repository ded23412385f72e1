/**
 * What each clip of the site shows: a walkthrough of the product's screens
 * (product-screens.yaml), one step for each of the clip's captions, in order.
 * The captions' words and times are copy (the clip's `captions`, per language);
 * this is the choreography they describe. scripts/media/record-walkthroughs.mjs
 * records each clip in each language from it, on the stage page
 * (WalkthroughStage.astro), which draws the same screens the pages show.
 */

/** One step of a walkthrough, as long as its caption is shown. */
export interface WalkthroughStep {
  /** The screen shown, by its id in product-screens.yaml. */
  screen: string;
  /** Where the pointer goes: a field of the screen's copy ("learnerHome.modules.2.title"), found by its words. */
  point?: string;
  /** What the pointer does there: press it, type its words, or ring it. */
  act?: "click" | "type" | "highlight";
  /** Fields of the screen's copy that appear one after another during the step (an answer, a result). */
  reveal?: readonly string[];
}

export interface Walkthrough {
  steps: readonly WalkthroughStep[];
  /** The step whose end state is the clip's poster. */
  poster: number;
}

/** Steps several clips share, as the same task on the same screen. */
const openModule: WalkthroughStep = {
  screen: "learner-home",
  point: "learnerHome.modules.2.title",
  act: "click",
};
const typePrompt: WalkthroughStep = {
  screen: "playground",
  point: "playground.prompt",
  act: "type",
};
/** The Meeting Minutes app writes minutes from notes: the press, then the result line by line. */
const writeMinutes: WalkthroughStep = {
  screen: "use-case-app",
  point: "useCaseApp.action",
  act: "click",
  reveal: [
    "useCaseApp.resultLabel",
    "useCaseApp.result.0.text",
    "useCaseApp.result.1.text",
    "useCaseApp.result.2.text",
  ],
};

/**
 * Each clip by its id in videos.yaml, or a customer's by the speaker's id in
 * customer-voices.yaml (their name and role stay on screen).
 */
export const walkthroughs: Record<string, Walkthrough> = {
  welcome: {
    poster: 0,
    steps: [
      { screen: "learner-home" },
      openModule,
      typePrompt,
      {
        screen: "playground",
        point: "playground.answer.lead",
        reveal: [
          "playground.answer.lead",
          "playground.answer.points.0",
          "playground.answer.points.1",
          "playground.answer.points.2",
          "playground.feedback",
        ],
      },
      writeMinutes,
      { screen: "certificate", point: "certificate.verified", act: "highlight" },
    ],
  },
  "platform-demo": {
    poster: 4,
    steps: [
      openModule,
      typePrompt,
      writeMinutes,
      { screen: "creator", point: "creator.instructions", act: "type" },
      { screen: "return-on-ai", point: "returnOnAi.figures.0.value", act: "highlight" },
      { screen: "talent-radar", point: "talentRadar.people.0.name", act: "highlight" },
      { screen: "change-campaign", point: "changeCampaign.participation.detail", act: "highlight" },
    ],
  },
  company: {
    poster: 1,
    steps: [
      { screen: "change-campaign" },
      { screen: "change-campaign", point: "changeCampaign.steps.2.title", act: "click" },
      { screen: "learner-home", point: "learnerHome.path", act: "highlight" },
      { screen: "talent-radar", point: "talentRadar.people.0.name", act: "highlight" },
      { screen: "return-on-ai", point: "returnOnAi.figures.0.value", act: "highlight" },
    ],
  },
  "journey-intro": {
    poster: 3,
    steps: [
      { screen: "learner-home", point: "learnerHome.path", act: "highlight" },
      { screen: "library", point: "feed.items.0.title", act: "click" },
      typePrompt,
      {
        screen: "ai-coach",
        point: "coach.suggestions.0",
        act: "click",
        reveal: ["coach.messages.1.text", "coach.messages.2.text"],
      },
      { screen: "certificate", point: "certificate.verified", act: "highlight" },
    ],
  },
  "patrick-imhof": {
    poster: 1,
    steps: [
      { screen: "change-campaign", point: "changeCampaign.participation.detail", act: "highlight" },
      openModule,
      writeMinutes,
      { screen: "return-on-ai", point: "returnOnAi.figures.1.value", act: "highlight" },
    ],
  },
  "selin-arslan": {
    poster: 0,
    steps: [
      { screen: "learner-home", point: "learnerHome.path", act: "highlight" },
      typePrompt,
      { screen: "talent-radar", point: "talentRadar.people.0.name", act: "highlight" },
      { screen: "return-on-ai", point: "returnOnAi.chart.title", act: "highlight" },
    ],
  },
  "martin-egli": {
    poster: 2,
    steps: [
      { screen: "talent-radar", point: "talentRadar.filter", act: "click" },
      { screen: "change-campaign", point: "changeCampaign.steps.3.title", act: "highlight" },
      { screen: "return-on-ai", point: "returnOnAi.figures.0.value", act: "highlight" },
      { screen: "learner-home", point: "learnerHome.path", act: "highlight" },
    ],
  },
};
