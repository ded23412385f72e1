import { Icon, type IconName } from "~/components/icons/Icon";

/** The filled icon chip that marks one step of a sequence (How It Works, a stage track). */
export function StepMarker({ icon }: { icon: IconName }) {
  return (
    <span className="relative inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-600 text-white shadow-sm">
      <Icon name={icon} />
    </span>
  );
}

/** A step's place as the sequences print it: "03", or "03 / 07" with the total. */
export function stepNumber(index: number, total?: number): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return total === undefined ? pad(index + 1) : `${pad(index + 1)} / ${pad(total)}`;
}
