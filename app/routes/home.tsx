import { Hero } from "~/components/sections/Hero";
import { homePage } from "~/content/home";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => pageMeta(homePage.meta, "/");

export default function HomePage() {
  return <Hero {...homePage.hero} />;
}
