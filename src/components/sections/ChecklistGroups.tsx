import { Icon } from "~/components/icons/Icon";
import { Card } from "~/components/ui/Card";
import { SectionFrame, type SectionTone } from "./SectionFrame";
import type { SectionHeading } from "./SectionHeader";

/** A titled list, such as one column of benefits. */
export interface ListGroup {
  title: string;
  items: readonly string[];
}

export interface ChecklistGroupsContent extends SectionHeading {
  groups: readonly ListGroup[];
}

/** Side-by-side titled checklists, such as benefits for people and for companies. */
export function ChecklistGroups({
  id,
  eyebrow,
  title,
  intro,
  groups,
  tone,
}: ChecklistGroupsContent & { tone?: SectionTone }) {
  return (
    <SectionFrame id={id} eyebrow={eyebrow} title={title} intro={intro} tone={tone}>
      <div className="grid gap-6 md:grid-cols-2">
        {groups.map((group) => (
          <Card key={group.title}>
            <h3 className="text-xl font-semibold">{group.title}</h3>
            <ul className="mt-6 space-y-3">
              {group.items.map((item) => (
                <li key={item} className="flex gap-3">
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
