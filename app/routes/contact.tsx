import { data } from "react-router";
import { ContactForm } from "~/components/sections/ContactForm";
import { Hero } from "~/components/sections/Hero";
import { OfficeList } from "~/components/sections/OfficeList";
import { Section } from "~/components/ui/Section";
import { contactPage } from "~/content/contact";
import { pageMeta } from "~/lib/meta";
import { site } from "~/site.config";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = () => pageMeta(contactPage, "/contact");

/** Runs on our Express server only; the work is done by the service it hands in. */
export async function action({ request, context }: Route.ActionArgs) {
  const reply = await context.submitContact(request);
  return data(reply.data, { status: reply.status });
}

export default function ContactPage() {
  return (
    <>
      <Hero {...contactPage.hero} />
      {/* The hero's own bottom padding already separates the two. */}
      <Section className="pt-0 sm:pt-0">
        <div className="grid gap-10 lg:grid-cols-3">
          <ContactForm action="/contact" />
          <OfficeList title={contactPage.offices.title} offices={site.offices} />
        </div>
      </Section>
    </>
  );
}
