import { Hero } from "~/components/sections/Hero";
import { philanthropyPage } from "~/content/philanthropy";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/philanthropy";

export const meta: Route.MetaFunction = () => pageMeta(philanthropyPage.meta, "/philanthropy");

export default function PhilanthropyPage() {
  return <Hero {...philanthropyPage.hero} />;
}
