import { Hero } from "~/components/sections/Hero";
import { peopleCentricPage } from "~/content/people-centric-transformation";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/people-centric-transformation";

export const meta: Route.MetaFunction = () =>
  pageMeta(peopleCentricPage.meta, "/people-centric-transformation");

export default function PeopleCentricPage() {
  return <Hero {...peopleCentricPage.hero} />;
}
