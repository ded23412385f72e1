import { Hero } from "~/components/sections/Hero";
import { partnersPage } from "~/content/partners";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/partners";

export const meta: Route.MetaFunction = () => pageMeta(partnersPage.meta, "/partners");

export default function PartnersPage() {
  return <Hero {...partnersPage.hero} />;
}
