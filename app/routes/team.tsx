import { CallToAction } from "~/components/sections/CallToAction";
import { Hero } from "~/components/sections/Hero";
import { TeamGrid } from "~/components/sections/TeamGrid";
import { board, leadership, teamLinks, teamPage } from "~/content/team";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/team";

export const meta: Route.MetaFunction = () => pageMeta(teamPage, "/team");

export default function TeamPage() {
  return (
    <>
      <Hero {...teamPage.hero} />
      <TeamGrid {...leadership} />
      <TeamGrid {...board} tone="tinted" />
      <CallToAction {...teamLinks} />
    </>
  );
}
