import { Icon } from "~/components/icons/Icon";
import type { ScreenCopy } from "../ProductScreen.schema";

/** A certificate earned, as the learner shares it: who, which level of which path, when. */
export function Certificate(copy: ScreenCopy<"certificate">) {
  return (
    <div className="flex h-full items-center justify-center">
      <div className="relative flex h-full max-h-[22em] w-full max-w-[34em] flex-col items-center justify-center rounded-xl bg-white p-4 text-center shadow-sm ring-1 ring-line">
        <span className="absolute inset-1.5 rounded-lg border border-brand-200" />
        <span className="text-xs font-semibold tracking-widest text-brand-700 uppercase">
          {copy.issuer}
        </span>
        <span className="mt-2 text-xl font-bold tracking-tight">{copy.title}</span>
        <span className="mt-2 text-xs text-muted">{copy.awardedTo}</span>
        <span className="text-lg font-semibold text-brand-900">{copy.name}</span>
        <span className="mt-3 inline-flex items-center gap-2">
          <span className="inline-flex size-9 items-center justify-center rounded-full bg-accent-100 text-accent-700">
            <Icon name="award" className="size-5" />
          </span>
          <span className="text-left">
            <span className="block text-sm font-semibold">{copy.level}</span>
            <span className="block text-xs text-muted">{copy.date}</span>
          </span>
        </span>
        <span className="mt-3 inline-flex items-center gap-1 text-xs font-semibold text-accent-700">
          <Icon name="shield" className="size-3.5" />
          {copy.verified}
        </span>
      </div>
    </div>
  );
}
