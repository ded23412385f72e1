import { CallToAction } from "~/components/sections/CallToAction";
import { Hero } from "~/components/sections/Hero";
import { VideoTestimonials } from "~/components/sections/VideoTestimonials";
import { customersContact, customersPage, videoTestimonials } from "~/content/customers";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/customers";

export const meta: Route.MetaFunction = () => pageMeta(customersPage, "/customers");

export default function CustomersPage() {
  return (
    <>
      <Hero {...customersPage.hero} />
      <VideoTestimonials {...videoTestimonials} />
      <CallToAction {...customersContact} />
    </>
  );
}
