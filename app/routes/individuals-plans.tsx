import { CallToAction } from "~/components/sections/CallToAction";
import { Hero } from "~/components/sections/Hero";
import { PlanCards } from "~/components/sections/PlanCards";
import { individualsPlansPage } from "~/content/individuals-plans";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/individuals-plans";

export const meta: Route.MetaFunction = () => pageMeta(individualsPlansPage.meta, "/individuals2");

export default function IndividualsPlansPage() {
  return (
    <>
      <Hero {...individualsPlansPage.hero} />
      <PlanCards {...individualsPlansPage.plans} />
      <CallToAction {...individualsPlansPage.questions} />
    </>
  );
}
