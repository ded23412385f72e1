import { caseStoryCopy } from "~/components/sections/CaseStory.schema";
import { factBandCopy } from "~/components/sections/FactBand.schema";
import { featureGridCopy } from "~/components/sections/FeatureGrid.schema";
import { platformRecommendation } from "~/components/sections/PlatformOptionCards.schema";
import { ref } from "~/lib/copy-ref";

/**
 * A company page's sections (CompanySolutionPage.tsx), after its head and hero: its
 * audience's own benefits, story and word on security, and what every company
 * audience is offered alike, named from company-offers.yaml.
 */
export const companyPageSections = {
  benefits: featureGridCopy,
  story: caseStoryCopy,
  security: factBandCopy,
  offer: ref("company-offers"),
  /** The platform option the audience is advised to take ("Recommended for SMCs"). */
  recommended: platformRecommendation.optional(),
};
