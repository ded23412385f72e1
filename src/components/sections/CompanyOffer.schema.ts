import { z } from "astro/zod";
import { sectionHeading } from "~/components/headers/SectionHeader.schema";
import { link, list, text } from "~/lib/copy-schema";
import { listGroup } from "./ChecklistGroups.schema";
import { platformOption } from "./PlatformOptionCards.schema";

/** A part of the offer under its own heading: titled lists of short points. */
const offerPart = z.strictObject({ title: text, groups: list(listGroup) });

/**
 * What every company audience is offered alike (CompanyOffer.tsx), an item of
 * company-offers.yaml: in one section, the ways to run the platform, the services
 * and the ways to start. Which option a page recommends, and how it speaks of price
 * to its audience, are the page's own words. Its `id` is the item's, so the section has
 * no anchor of its own: links lead to the platform options.
 */
export const companyOffer = sectionHeading.omit({ id: true }).extend({
  /** `id`: the anchor of the options, for links to them ("/large-corporates#platform-options"). */
  platform: z.strictObject({
    id: sectionHeading.shape.id,
    title: text,
    options: list(platformOption),
  }),
  services: offerPart,
  /** The ways to start (spec §1: a pilot project or a 3-stage approach) and the step to take. */
  starts: offerPart.extend({ action: link }),
});

export type CompanyOfferCopy = z.infer<typeof companyOffer>;
