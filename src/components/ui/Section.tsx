import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { Container } from "./Container";

type Tone = "plain" | "tinted" | "dark";

const tones: Record<Tone, string> = {
  plain: "bg-white",
  tinted: "bg-surface",
  dark: "bg-brand-900 text-white",
};

/** A page band with consistent vertical rhythm; pass `id` for anchor targets. */
export function Section({
  tone = "plain",
  className,
  children,
  ...props
}: ComponentProps<"section"> & { tone?: Tone }) {
  return (
    <section className={cn("py-16 sm:py-24", tones[tone], className)} {...props}>
      <Container>{children}</Container>
    </section>
  );
}
