import { Hero } from "~/components/sections/Hero";
import { comingSoonPage } from "~/content/coming-soon";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/coming-soon";

export const meta: Route.MetaFunction = () => pageMeta(comingSoonPage, "/coming-soon");

export default function ComingSoonPage() {
  return <Hero {...comingSoonPage.hero} />;
}
