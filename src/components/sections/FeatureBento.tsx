import { SectionFrame, type SectionTone } from "~/components/headers/SectionFrame";
import { Icon } from "~/components/icons/Icon";
import { ProductScreen } from "~/components/product/ProductScreen";
import { cn } from "~/lib/cn";
import type { FeatureBentoCopy } from "./FeatureBento.schema";

export type { FeatureBentoCopy };

/**
 * A bento grid: cards of two sizes, each showing the screen of its part of the product. Wide
 * cards alternate sides row by row, so the eye zig-zags down the grid.
 */
export function FeatureBento({
  id,
  eyebrow,
  title,
  intro,
  items,
  tone,
}: FeatureBentoCopy & { tone?: SectionTone }) {
  return (
    <SectionFrame id={id} eyebrow={eyebrow} title={title} intro={intro} tone={tone}>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {items.map((item, index) => {
          // Wide cards alternate: picture right, then left, then right.
          const wideRank = items.slice(0, index).filter((other) => other.wide).length;
          return (
            <li
              key={item.title}
              className={cn(
                "flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-line",
                item.wide && "lg:col-span-2 lg:grid lg:grid-cols-2",
              )}
            >
              {/* The screen floats on a tinted stage that fills its half of a wide card. */}
              <div
                className={cn(
                  "flex items-center bg-linear-to-br from-brand-50 to-accent-100/70 p-5 sm:p-7",
                  item.wide && wideRank % 2 === 0 && "lg:order-last",
                )}
              >
                <ProductScreen
                  screen={item.screen}
                  className="w-full rounded-xl shadow-lg ring-1 shadow-brand-900/10 ring-line"
                />
              </div>
              <div className="p-6 sm:p-8 lg:self-center">
                <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                  <Icon name={item.icon} />
                </span>
                <h3 className="mt-5 text-xl font-semibold">{item.title}</h3>
                <p className="mt-2 text-muted">{item.description}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </SectionFrame>
  );
}
