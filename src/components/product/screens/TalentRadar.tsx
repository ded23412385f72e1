import { Icon } from "~/components/icons/Icon";
import type { ScreenCopy } from "../ProductScreen.schema";
import { Avatar, Chip, Meter, Panel, ScreenHeader } from "../parts";

/** Talent Radar: people ranked by their AI skills, the frontrunners marked. */
export function TalentRadar(copy: ScreenCopy<"talentRadar">) {
  return (
    <div className="flex h-full flex-col">
      <ScreenHeader title={copy.title}>
        <Chip tone="muted">{copy.filter}</Chip>
      </ScreenHeader>
      <Panel className="min-h-0 flex-1 overflow-hidden p-0">
        <span className="flex justify-between border-b border-line px-3 py-1.5 text-xs font-semibold text-muted">
          <span>{copy.columns.person}</span>
          <span>{copy.columns.score}</span>
        </span>
        {copy.people.map((person) => (
          <span
            key={person.name}
            className="flex items-center gap-2.5 border-b border-line px-3 py-1.5 last:border-0"
          >
            <Avatar name={person.name} />
            <span className="min-w-0 flex-1">
              <span className="flex items-center gap-1.5">
                <span className="truncate text-sm font-semibold">{person.name}</span>
                {person.frontrunner ? (
                  <Chip tone="accent" className="inline-flex items-center gap-1">
                    <Icon name="sparkles" className="size-3" />
                    <span className="@max-sm:hidden">{copy.frontrunnerLabel}</span>
                  </Chip>
                ) : null}
              </span>
              <span className="block truncate text-xs text-muted">{person.role}</span>
            </span>
            <Meter value={person.score} className="w-[22%] @max-sm:hidden" />
            <span className="w-[2.2em] text-right text-sm font-bold">{person.score}</span>
          </span>
        ))}
      </Panel>
    </div>
  );
}
