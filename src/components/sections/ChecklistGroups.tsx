import { SectionFrame, type SectionTone } from "~/components/headers/SectionFrame";
import { Icon } from "~/components/icons/Icon";
import { Card } from "~/components/ui/Card";
import { cn } from "~/lib/cn";
import type { ChecklistGroupsCopy, ListGroup } from "./ChecklistGroups.schema";

export type { ChecklistGroupsCopy, ListGroup };

/** More items than this, and a list is long enough for two columns. */
const LONG_LIST = 5;

/** Side-by-side titled checklists, such as benefits for people and for companies. */
export function ChecklistGroups({
  id,
  eyebrow,
  title,
  intro,
  groups,
  tone,
}: ChecklistGroupsCopy & { tone?: SectionTone }) {
  return (
    <SectionFrame id={id} eyebrow={eyebrow} title={title} intro={intro} tone={tone}>
      <div className="grid gap-6 md:grid-cols-2">
        {groups.map((group) => (
          <Card key={group.title}>
            <h3 className="text-xl font-semibold">{group.title}</h3>
            {/* A long list takes two columns on wide screens, so the section stays within a screen. */}
            <ul className={cn("mt-6 gap-x-8", group.items.length > LONG_LIST && "xl:columns-2")}>
              {group.items.map((item) => (
                <li key={item} className="mb-3 flex break-inside-avoid gap-3 last:mb-0">
                  <Icon name="check" className="mt-0.5 size-5 text-accent-700" />
                  {item}
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
    </SectionFrame>
  );
}
