import { useId } from "react";
import { Icon } from "~/components/icons/Icon";
import { ProductScreen } from "~/components/product/ProductScreen";
import { Container } from "~/components/ui/Container";
import { Reveal } from "~/components/ui/Reveal";
import { cn } from "~/lib/cn";
import type { FeatureBlockCopy, FeatureBlocksCopy } from "./FeatureBlocks.schema";

export type { FeatureBlockCopy, FeatureBlocksCopy };

function FeatureBlock({ block }: { block: FeatureBlockCopy }) {
  const headingId = useId();
  const imageFirst = block.imagePosition === "left";
  return (
    // The id sits on the section, outside the reveal animation, so an anchor
    // lands on a box that never moves.
    <section id={block.id} aria-labelledby={headingId} className="py-12 sm:py-16">
      <Container>
        <Reveal className="grid items-center gap-10 md:grid-cols-2 lg:gap-16">
          <div className={cn(imageFirst && "md:order-2")}>
            <h2
              id={headingId}
              className="text-3xl font-bold tracking-tight text-balance sm:text-4xl md:text-3xl lg:text-4xl"
            >
              {block.title}
            </h2>
            <p className="mt-4 text-lg text-pretty text-muted">{block.description}</p>
            <ul className="mt-6 space-y-3">
              {block.features.map((feature) => (
                <li key={feature} className="flex gap-3">
                  <Icon name="check" className="size-5 translate-y-0.5 text-accent-700" />
                  {feature}
                </li>
              ))}
            </ul>
          </div>
          {block.screen ? (
            <ProductScreen
              screen={block.screen}
              className={cn(
                "rounded-3xl shadow-xl ring-1 shadow-brand-900/10 ring-line",
                imageFirst && "md:order-1",
              )}
            />
          ) : null}
        </Reveal>
      </Container>
    </section>
  );
}

/** Features told one per section, text and screen side by side from a tablet up, alternating sides. */
export function FeatureBlocks({ blocks }: FeatureBlocksCopy) {
  return blocks.map((block) => <FeatureBlock key={block.title} block={block} />);
}
