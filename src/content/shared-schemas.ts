/**
 * Data that several pages show, one file per collection and language
 * (src/content/copy/<locale>/<collection>.yaml): a list of items, each with an
 * id that pages' copy names it by (`ref("testimonials")`, src/lib/copy-ref.ts).
 * src/content.config.ts makes each a collection; scripts/copy-check.ts checks
 * every language's file and every reference to it.
 */
import { z } from "astro/zod";
import { testimonial } from "~/components/cards/TestimonialCard.schema";
import { checkProductScreen, productScreen } from "~/components/product/ProductScreen.schema";
import { caseStory } from "~/components/sections/CaseStory.schema";
import { companyOffer } from "~/components/sections/CompanyOffer.schema";
import { fact } from "~/components/sections/FactBand.schema";
import { freemiumComparisonCopy } from "~/components/sections/FreemiumComparison.schema";
import { logo } from "~/components/sections/LogoStrip.schema";
import { offerLadderCopy } from "~/components/sections/OfferLadder.schema";
import { partnerLogo } from "~/components/sections/PartnerCategories.schema";
import { promotionBoxCopy } from "~/components/sections/PromotionBox.schema";
import { solutionCard } from "~/components/sections/SolutionCards.schema";
import { teamMember } from "~/components/sections/TeamGrid.schema";
import { sectionVideo } from "~/components/sections/VideoSection.schema";
import { customerVoice } from "~/components/sections/VideoTestimonials.schema";
import { id } from "~/lib/copy-ref";
import { list } from "~/lib/copy-schema";

/** Each id names one item of its file. */
function uniqueIds(items: readonly { id: string }[], context: z.RefinementCtx) {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.id)) {
      context.addIssue({
        code: "custom",
        path: [index, "id"],
        message: `"${item.id}" is the id of an item above: each id names one item`,
      });
    }
    seen.add(item.id);
  });
}

/**
 * A shared collection's file: its items, each an `item` with an id; `check`
 * adds what an item's shape cannot say.
 */
function collectionOf<Shape extends z.ZodRawShape>(
  item: z.ZodObject<Shape, z.core.$strict>,
  check?: (item: z.infer<z.ZodObject<Shape, z.core.$strict>>, context: z.RefinementCtx) => void,
) {
  const withId = item.extend({ id });
  // The item with its id is still the item `check` knows.
  const checked = check
    ? withId.superRefine((value, context) => check(value as z.infer<typeof item>, context))
    : withId;
  return z.strictObject({
    items: list(checked).superRefine((items, context) =>
      uniqueIds(items as readonly { id: string }[], context),
    ),
  });
}

export const sharedSchemas = {
  /**
   * Quotes with who said it: customers' (spec §9: the home carousel shows 15) and
   * individual learners', portraits illustrated.
   */
  testimonials: collectionOf(testimonial),
  /** The people of /team (spec §9: team member), who also sign the news posts (their id). */
  "team-members": collectionOf(teamMember),
  /** What the company pages offer alike (spec §1), each page's block named by id. */
  "company-offers": collectionOf(companyOffer),
  /**
   * What keeps a company's data safe (spec §1: single-tenant Enterprise-level, Private
   * Cloud, SSO and HR-system integration; a Swiss company, founded 2018), for the
   * company pages and /security alike.
   */
  "security-facts": collectionOf(fact),
  /** Entry against Premium (spec §3, §9); an item's id is also its section's anchor. */
  "freemium-comparisons": collectionOf(freemiumComparisonCopy),
  /** Every offer for learners in one table (spec §9): Entry, Premium in CHF, the monthly plans in USD. */
  "offer-ladders": collectionOf(offerLadderCopy),
  /** Time-limited offers, led by their figure (spec §9). */
  promotions: collectionOf(promotionBoxCopy),
  /** Customers' logos (spec §9: the home strip shows 21), generated wordmarks until real. */
  "customer-logos": collectionOf(logo),
  /** Partners' logos with their kind (spec §9: 10 technology, 2 solution, 3 network). */
  "partner-logos": collectionOf(partnerLogo),
  /** The three audiences (spec §2 Home, Our Solutions), each with its page. */
  "solution-cards": collectionOf(solutionCard),
  /**
   * A customer's story for each audience (a large corporate, an SMC, a learner), told in
   * full on /customers and in short on the audience's page; made up until real.
   */
  "case-stories": collectionOf(caseStory),
  /** The site's own clips (generated placeholders, scripts/media), each shown by one section. */
  videos: collectionOf(sectionVideo),
  /** Screens of the platform with their words, names and figures (components/product), until real screenshots. */
  "product-screens": collectionOf(productScreen, checkProductScreen),
  /** Customers on video (/customers); the first is quoted in the home page's proof band too. */
  "customer-voices": collectionOf(customerVoice),
};

export type SharedName = keyof typeof sharedSchemas;

/** An item of each shared collection, as a page shows it. */
export type SharedItems = {
  [Name in SharedName]: z.infer<(typeof sharedSchemas)[Name]>["items"][number];
};
