import { CallToAction } from "~/components/sections/CallToAction";
import { Hero } from "~/components/sections/Hero";
import { SolutionCards } from "~/components/sections/SolutionCards";
import { solutionsPage } from "~/content/solutions";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/solutions";

export const meta: Route.MetaFunction = () => pageMeta(solutionsPage, "/solutions");

export default function SolutionsPage() {
  return (
    <>
      <Hero {...solutionsPage.hero} />
      <SolutionCards {...solutionsPage.solutions} />
      <CallToAction {...solutionsPage.contact} />
    </>
  );
}
