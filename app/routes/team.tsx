import { Hero } from "~/components/sections/Hero";
import { teamPage } from "~/content/team";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/team";

export const meta: Route.MetaFunction = () => pageMeta(teamPage.meta, "/team");

export default function TeamPage() {
  return <Hero {...teamPage.hero} />;
}
