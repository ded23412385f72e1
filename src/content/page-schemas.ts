/**
 * The pages written as data, each by the name of its copy files
 * (src/content/copy/<locale>/<name>.yaml) with the schema every one of them must
 * fit: the page's head and hero, then its own sections, each section's schema
 * its own (components/sections/*.schema.ts). src/content.config.ts makes each a
 * collection, so `npm run build` and `npm run dev` check every language's file.
 */
import { z } from "astro/zod";
import { contactFormCopy } from "~/components/forms/ContactForm.schema";
import { callToActionCopy } from "~/components/sections/CallToAction.schema";
import { caseStoryCopy, customerStoriesCopy } from "~/components/sections/CaseStory.schema";
import { checklistGroupsCopy } from "~/components/sections/ChecklistGroups.schema";
import { comparisonTableCopy } from "~/components/sections/ComparisonTable.schema";
import { contactNextStepsCopy } from "~/components/sections/ContactNextSteps.schema";
import { errorPageCopy } from "~/components/sections/ErrorNotice.schema";
import { factBandCopy } from "~/components/sections/FactBand.schema";
import { faqCopy } from "~/components/sections/Faq.schema";
import { featureBentoCopy } from "~/components/sections/FeatureBento.schema";
import { featureBlocksCopy } from "~/components/sections/FeatureBlocks.schema";
import { featureGridCopy } from "~/components/sections/FeatureGrid.schema";
import { featureTilesCopy } from "~/components/sections/FeatureTiles.schema";
import { heroCopy } from "~/components/sections/Hero.schema";
import { avatarStackCopy, logoRowCopy } from "~/components/sections/HeroProof.schema";
import { impactStatsCopy } from "~/components/sections/ImpactStats.schema";
import { locationsCopy } from "~/components/sections/Locations.schema";
import { logoStripCopy } from "~/components/sections/LogoStrip.schema";
import { newsArticleCopy } from "~/components/sections/NewsArticle.schema";
import { newsListCopy } from "~/components/sections/NewsList.schema";
import { officeListCopy } from "~/components/sections/OfficeList.schema";
import { partnerCategoriesCopy } from "~/components/sections/PartnerCategories.schema";
import { partnerLogosCopy } from "~/components/sections/PartnerLogos.schema";
import { pillListCopy } from "~/components/sections/PillList.schema";
import { planCardsCopy } from "~/components/sections/PlanCards.schema";
import { platformRecommendation } from "~/components/sections/PlatformOptionCards.schema";
import { platformOptionsCopy } from "~/components/sections/PlatformOptions.schema";
import { processStepsCopy } from "~/components/sections/ProcessSteps.schema";
import { proofBandCopy } from "~/components/sections/ProofBand.schema";
import { proseSectionCopy } from "~/components/sections/ProseSection.schema";
import { solutionCardsCopy } from "~/components/sections/SolutionCards.schema";
import { teamGridCopy } from "~/components/sections/TeamGrid.schema";
import { testimonialGridCopy } from "~/components/sections/TestimonialGrid.schema";
import { testimonialsCopy } from "~/components/sections/Testimonials.schema";
import { trustCentreCopy } from "~/components/sections/TrustCentre.schema";
import { videoSectionCopy } from "~/components/sections/VideoSection.schema";
import { videoTestimonialsCopy } from "~/components/sections/VideoTestimonials.schema";
import { CONTACT_INTENTS } from "~/lib/contact-schema";
import { ref } from "~/lib/copy-ref";
import { link, oneEach, pageMeta, text, withPlaceholders } from "~/lib/copy-schema";
import { type PostTag, postTags } from "./post-schema";

function pageCopy<Sections extends z.ZodRawShape>(sections: Sections) {
  return z.strictObject({ meta: pageMeta, hero: heroCopy, ...sections });
}

export const pageSchemas = {
  /** The 404 page (spec §2: its English wording is fixed) and the server's 500 page. */
  "error-pages": z.strictObject({
    notFound: errorPageCopy.required({ destinations: true }),
    serverError: errorPageCopy.required({ detail: true }),
  }),
  "coming-soon": pageCopy({}),
  "ai-adoption-gap": pageCopy({
    gapAnalysis: featureGridCopy,
    solutions: proseSectionCopy,
    cta: callToActionCopy,
  }),
  "people-centric-transformation": pageCopy({
    challenge: proseSectionCopy,
    solution: proseSectionCopy,
    successFactors: featureGridCopy,
    cta: callToActionCopy,
  }),
  /** /customers (spec §2): the hero, the executives on video, each audience's story in full, the call. */
  customers: pageCopy({
    logoRow: logoRowCopy,
    videos: videoTestimonialsCopy,
    stories: customerStoriesCopy,
    contact: callToActionCopy,
  }),
  partners: pageCopy({
    groups: partnerCategoriesCopy,
    carousel: partnerLogosCopy,
    becomePartner: callToActionCopy,
  }),
  philanthropy: pageCopy({
    impact: impactStatsCopy,
    goals: featureGridCopy,
    initiative: callToActionCopy,
  }),
  "why-ai-important": pageCopy({
    context: proseSectionCopy,
    benefits: checklistGroupsCopy,
    functions: pillListCopy,
    cta: callToActionCopy,
  }),
  solutions: pageCopy({
    solutions: solutionCardsCopy,
    contact: callToActionCopy,
  }),
  /**
   * /pricing: how company pricing works (spec §1: an annual per-user subscription with
   * volume discounts, no figures shown), what each platform option includes, what
   * shapes a quote, what every option includes, questions buyers ask, and the quote.
   */
  pricing: pageCopy({
    model: featureGridCopy,
    options: platformOptionsCopy,
    /** The platform options' single source: the company offer the company pages show too. */
    offer: ref("company-offers"),
    quote: featureGridCopy,
    included: checklistGroupsCopy,
    questions: faqCopy,
    closing: callToActionCopy,
  }),
  team: pageCopy({
    faces: avatarStackCopy,
    leadership: teamGridCopy,
    board: teamGridCopy,
    links: callToActionCopy,
  }),
  company: pageCopy({
    story: proseSectionCopy,
    stats: impactStatsCopy,
    video: videoSectionCopy,
    team: locationsCopy,
    logos: logoStripCopy("customer-logos"),
    contact: callToActionCopy,
  }),
  /**
   * /security, the trust centre: the platform at a glance (spec §1: the three ways to
   * run it, SSO and HR systems, a Swiss company), every topic of a security review
   * with its table of contents, the questions procurement asks, and the request for
   * the documentation.
   */
  security: pageCopy({
    facts: factBandCopy,
    trust: trustCentreCopy,
    questions: faqCopy,
    next: callToActionCopy,
  }),
  "individuals-landing": pageCopy({
    features: featureTilesCopy,
    customers: logoStripCopy("customer-logos"),
    partners: logoStripCopy("partner-logos"),
    quotes: testimonialGridCopy,
    freemium: ref("freemium-comparisons"),
    closing: callToActionCopy,
  }),
  // The two company pages speak to different buyers, each with its own sections and
  // its own customer's story (case-stories.yaml); only what every company is offered
  // alike (company-offers.yaml) is the same on both.
  /** A company of more than 1,000 employees: a roll-out across departments, governance, integration, procurement. */
  "large-corporates": pageCopy({
    benefits: featureGridCopy,
    rollout: processStepsCopy,
    story: caseStoryCopy,
    security: factBandCopy,
    offer: ref("company-offers"),
    pricing: callToActionCopy,
  }),
  /** A company of 50 to 1,000: a start in weeks on Standard, no IT project, the first department first. */
  "small-mid-sized-companies": pageCopy({
    benefits: featureGridCopy,
    start: processStepsCopy,
    story: caseStoryCopy,
    questions: faqCopy,
    offer: ref("company-offers"),
    /** The platform option the audience is advised to take (spec §2: "Recommended for SMCs"). */
    recommended: platformRecommendation,
    pricing: callToActionCopy,
  }),
  // The spec's learning-journey pair, /unleash-potential and /starte-lernreise, written
  // apart: one page in each language (the French /demarrer-parcours-ia follows the
  // English). The call to action stands between the two runs of blocks. The clip, the
  // quotes, the partners' logos and the offers are shared items it names.
  "learning-journey": pageCopy({
    video: videoSectionCopy,
    features: featureBlocksCopy,
    callToAction: callToActionCopy,
    moreFeatures: featureBlocksCopy,
    partners: logoStripCopy("partner-logos").optional(),
    testimonials: testimonialGridCopy,
    freemium: ref("freemium-comparisons"),
    promotion: ref("promotions"),
  }),
  /** /individuals2: the monthly plans in USD (spec §2), then every offer for learners side by side. */
  "individuals-plans": pageCopy({
    plans: planCardsCopy,
    /** The comparison whose tiers the ladder's first rows name. */
    freemium: ref("freemium-comparisons"),
    ladder: ref("offer-ladders"),
    comparison: comparisonTableCopy,
    questions: callToActionCopy,
  }),
  // The ways to start are the learners' offer ladder, shared with /individuals2; each
  // offer's name and summary come from the comparison and the monthly plans (OfferLadder's facts).
  individuals: pageCopy({
    /** The comparison whose tiers the ladder's first rows name. */
    freemium: ref("freemium-comparisons"),
    ways: ref("offer-ladders"),
    programmes: featureGridCopy,
    practice: featureBlocksCopy,
    story: caseStoryCopy,
    plans: callToActionCopy,
  }),
  // Its logos, partners, solution cards, quotes, video, hero picture and the customer
  // quoted in its proof band are shared items it names by id.
  home: pageCopy({
    logos: logoStripCopy("customer-logos"),
    platform: featureBentoCopy,
    proof: proofBandCopy,
    video: videoSectionCopy,
    solutions: solutionCardsCopy,
    partners: partnerLogosCopy,
    voices: testimonialsCopy,
    contact: callToActionCopy,
  }),
  platform: pageCopy({
    benefits: checklistGroupsCopy,
    demo: videoSectionCopy,
    howItWorks: processStepsCopy,
    journey: featureGridCopy,
    features: featureGridCopy,
    voices: testimonialsCopy,
    contact: callToActionCopy,
  }),
  // The news list and, around each post (Markdown, src/content/posts), its words and closing band.
  news: pageCopy({
    list: newsListCopy,
    post: newsArticleCopy,
    postCallToAction: callToActionCopy,
    feed: z.strictObject({ title: text, description: text }),
    /** The head of the list's further pages, "{page}" their number: "News, page {page}". */
    listPageTitle: text,
    /** Each tag's name (src/content/post-schema.ts lists the tags a post may carry). */
    tags: z.strictObject(
      Object.fromEntries(postTags.map((tag) => [tag, text])) as Record<PostTag, typeof text>,
    ),
  }),
  // The server shows the form's answers and field labels too (server/contact-copy.ts).
  contact: pageCopy({
    /**
     * The page's opening for a visitor whom a link sent with a purpose
     * (/contact?intent=demo): its heading and first lines say what happens next.
     */
    purposes: oneEach(CONTACT_INTENTS, heroCopy),
    /**
     * The opening for a learner who chose a plan (/contact?intent=register&plan=premium),
     * "{plan}" its name and "{price}" its price as the plans' table states it.
     */
    planPurpose: z.strictObject({
      badge: text,
      title: withPlaceholders("plan"),
      /** Entry and Premium, taken on the platform itself: the way there, carrying the plan. */
      selfServe: z.strictObject({ intro: withPlaceholders("plan"), action: link }),
      /** The monthly plans, which our team sets up from the form. */
      assisted: z.strictObject({ intro: withPlaceholders("plan", "price") }),
    }),
    form: contactFormCopy,
    nextSteps: contactNextStepsCopy,
    /** What follows for a learner who registers (the register purpose, with a plan or without). */
    learnerNextSteps: contactNextStepsCopy,
    offices: officeListCopy,
    /** The short page the server answers a refused post with: the way back to the form. */
    refusal: z.strictObject({ backToForm: text }),
  }),
};

export type PageName = keyof typeof pageSchemas;
