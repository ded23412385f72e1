import type { ReactNode } from "react";
import { Section } from "~/components/ui/Section";

/**
 * The contact page's band: the form (an island, passed in by the page) beside
 * the offices. The hero's own bottom padding already separates the two.
 */
export function ContactSection({ children }: { children: ReactNode }) {
  return (
    <Section className="pt-0 sm:pt-0">
      <div className="grid gap-10 lg:grid-cols-3">{children}</div>
    </Section>
  );
}
