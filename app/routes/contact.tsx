import { Hero } from "~/components/sections/Hero";
import { contactPage } from "~/content/contact";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = () => pageMeta(contactPage.meta, "/contact");

export default function ContactPage() {
  return <Hero {...contactPage.hero} />;
}
