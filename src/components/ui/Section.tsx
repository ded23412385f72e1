import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { Container } from "./Container";

type Tone = "plain" | "tinted";

const tones: Record<Tone, string> = {
  plain: "bg-white",
  tinted: "bg-surface",
};

/** A page band with consistent vertical rhythm; pass `id` for anchor targets. */
export function Section({
  tone = "plain",
  className,
  children,
  ...props
}: ComponentProps<"section"> & { tone?: Tone }) {
  return (
    <section className={cn("py-14 sm:py-24 lg:py-20", tones[tone], className)} {...props}>
      <Container>{children}</Container>
    </section>
  );
}
