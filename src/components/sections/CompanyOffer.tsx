import { useId } from "react";
import { SectionFrame, type SectionTone } from "~/components/headers/SectionFrame";
import { Icon } from "~/components/icons/Icon";
import { ButtonLink } from "~/components/ui/Button";
import { Card } from "~/components/ui/Card";
import { cn } from "~/lib/cn";
import type { Link } from "~/lib/copy-schema";
import type { ListGroup } from "./ChecklistGroups";
import type { CompanyOfferCopy } from "./CompanyOffer.schema";
import { PlatformOptionCards, type PlatformRecommendation } from "./PlatformOptionCards";

export type { CompanyOfferCopy };

/** More items than this, and a phone flows the short points side by side. */
const LONG_LIST = 5;

/**
 * A part of the offer: its h3 over titled checklists, side by side from a tablet on.
 * A step to take sits beside the heading, where it costs the page no height.
 */
function OfferPart({
  title,
  groups,
  action,
}: {
  title: string;
  groups: readonly ListGroup[];
  action?: Link;
}) {
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-xl font-semibold">{title}</h3>
        {action ? (
          <ButtonLink href={action.href} size="sm">
            {action.label}
          </ButtonLink>
        ) : null}
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {groups.map((group) => (
          <Card key={group.title} className="p-5 sm:p-6">
            <h4 className="font-semibold">{group.title}</h4>
            <ul
              className={cn(
                "mt-3 flex flex-col gap-2 text-sm",
                // Side by side as wide as each point is, not in columns: a German compound
                // ("Mobilisierungskampagnen") is wider than half a phone's card.
                group.items.length > LONG_LIST && "max-sm:flex-row max-sm:flex-wrap max-sm:gap-x-4",
              )}
            >
              {group.items.map((item) => (
                <li key={item} className="flex gap-2">
                  <Icon name="check" className="mt-0.5 size-4 text-accent-700" />
                  {item}
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
    </div>
  );
}

interface CompanyOfferProps extends Omit<CompanyOfferCopy, "id"> {
  /** The option the page's audience is advised to take. */
  recommended?: PlatformRecommendation;
  tone?: SectionTone;
}

/**
 * What every company audience gets alike, in one section: the ways to run the
 * platform, the services around it and the ways to start, with the step to take.
 */
export function CompanyOffer({
  eyebrow,
  title,
  intro,
  platform,
  services,
  starts,
  recommended,
  tone,
}: CompanyOfferProps) {
  const generatedId = useId();
  // The options' row is named by its heading, whose id may be the copy's anchor.
  const platformHeadingId = platform.id ?? generatedId;
  return (
    <SectionFrame eyebrow={eyebrow} title={title} intro={intro} tone={tone}>
      <h3 id={platformHeadingId} className="mb-6 text-xl font-semibold">
        {platform.title}
      </h3>
      <PlatformOptionCards
        options={platform.options}
        recommended={recommended}
        labelledBy={platformHeadingId}
      />
      <div className="mt-12 grid gap-10 lg:mt-16 lg:grid-cols-2">
        <OfferPart {...services} />
        <OfferPart {...starts} />
      </div>
    </SectionFrame>
  );
}
