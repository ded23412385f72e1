import { Hero } from "~/components/sections/Hero";
import { customersPage } from "~/content/customers";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/customers";

export const meta: Route.MetaFunction = () => pageMeta(customersPage.meta, "/customers");

export default function CustomersPage() {
  return <Hero {...customersPage.hero} />;
}
