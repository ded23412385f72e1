import { assetUrl } from "~/site.config";
import type { AvatarStackCopy, HeroProofCopy, LogoRowCopy } from "./HeroProof.schema";

export type { AvatarStackCopy, HeroProofCopy, LogoRowCopy };

/**
 * Overlapping round portraits and what they stand for: "these are the people".
 * The faces are decoration (empty alt): the label says who they are, and each
 * person is named where the page introduces them.
 */
export function AvatarStack({ people, label }: AvatarStackCopy) {
  return (
    <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-3">
      <ul className="flex -space-x-3">
        {people.map((person) => (
          <li key={person.id}>
            <img
              src={assetUrl(person.image)}
              alt=""
              width={48}
              height={48}
              className="size-12 rounded-full ring-4 ring-white"
            />
          </li>
        ))}
      </ul>
      <p className="font-semibold text-muted">{label}</p>
    </div>
  );
}

/** A row of customer logos under a short line: "these companies work with us". */
export function LogoRow({ logos, label }: LogoRowCopy) {
  return (
    <div>
      <p className="text-sm font-semibold tracking-wide text-muted uppercase">{label}</p>
      <ul className="mt-4 flex flex-wrap items-center justify-center gap-x-8 gap-y-4">
        {logos.map((logo) => (
          <li key={logo.logo}>
            <img
              src={assetUrl(logo.logo)}
              alt={logo.alt}
              width={240}
              height={64}
              className="h-10 w-auto opacity-80 sm:h-12"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
