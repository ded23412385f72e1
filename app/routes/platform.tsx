import { Hero } from "~/components/sections/Hero";
import { platformPage } from "~/content/platform";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/platform";

export const meta: Route.MetaFunction = () => pageMeta(platformPage.meta, "/platform");

export default function PlatformPage() {
  return <Hero {...platformPage.hero} />;
}
