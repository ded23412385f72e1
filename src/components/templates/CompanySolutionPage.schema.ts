import { z } from "astro/zod";
import { callToActionCopy } from "~/components/sections/CallToAction.schema";
import { checklistGroupsCopy } from "~/components/sections/ChecklistGroups.schema";
import { platformOptionsCopy } from "~/components/sections/PlatformOptions.schema";
import { ref } from "~/lib/copy-ref";
import { list } from "~/lib/copy-schema";

/**
 * What every company audience is offered alike (CompanySolutionPage.tsx), an item of
 * company-offers.yaml: the ways to run the platform, the services and the pricing.
 * Which option a page recommends is the page's own word.
 */
export const companyOffer = z.strictObject({
  platform: platformOptionsCopy.omit({ recommended: true }),
  services: checklistGroupsCopy,
  pricing: callToActionCopy,
});

export type CompanyOffer = z.infer<typeof companyOffer>;

/** A company page's ways to start, named from ways-to-start.yaml, the one that suits it first. */
export const companyStartsCopy = checklistGroupsCopy.extend({ groups: list(ref("ways-to-start")) });
