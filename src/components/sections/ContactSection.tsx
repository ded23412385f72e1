import type { ReactNode } from "react";
import { Section } from "~/components/ui/Section";

/**
 * The contact page's band: the form (passed in by the page) beside
 * the offices. The hero's own bottom padding already separates the two.
 */
export function ContactSection({ children }: { children: ReactNode }) {
  return (
    <Section className="pt-0 sm:pt-0">
      {/* Each column as tall as what it holds: the form card ends under its button. */}
      <div className="grid gap-10 lg:grid-cols-3 lg:items-start">{children}</div>
    </Section>
  );
}
