import { CallToAction } from "~/components/sections/CallToAction";
import { Hero } from "~/components/sections/Hero";
import { PartnerCategories } from "~/components/sections/PartnerCategories";
import { PartnerLogos } from "~/components/sections/PartnerLogos";
import { becomePartner, partnerCarousel, partnerGroups, partnersPage } from "~/content/partners";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/partners";

export const meta: Route.MetaFunction = () => pageMeta(partnersPage, "/partners");

export default function PartnersPage() {
  return (
    <>
      <Hero {...partnersPage.hero} />
      <PartnerCategories {...partnerGroups} />
      <PartnerLogos {...partnerCarousel} />
      <CallToAction {...becomePartner} />
    </>
  );
}
