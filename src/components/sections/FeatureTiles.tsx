import { SectionFrame } from "~/components/headers/SectionFrame";
import { Icon } from "~/components/icons/Icon";
import type { FeatureTile, FeatureTilesCopy } from "./FeatureTiles.schema";

export type { FeatureTile, FeatureTilesCopy };

/** Feature shortcuts: each tile links to the block that explains it on another page. */
export function FeatureTiles({ href, tiles, ...heading }: FeatureTilesCopy) {
  return (
    <SectionFrame {...heading}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {tiles.map((tile) => (
          <li key={tile.sectionId}>
            <a
              href={`${href}#${tile.sectionId}`}
              className="group flex h-full items-center gap-4 rounded-2xl bg-white p-6 font-semibold shadow-sm ring-1 ring-line transition-shadow hover:shadow-md hover:ring-brand-200"
            >
              <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-600">
                <Icon name={tile.icon} />
              </span>
              <span className="flex-1 text-lg">{tile.text}</span>
              <Icon
                name="arrow-right"
                className="size-5 text-brand-600 transition-transform group-hover:translate-x-1"
              />
            </a>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
