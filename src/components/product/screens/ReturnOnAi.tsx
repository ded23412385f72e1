import type { ScreenCopy } from "../ProductScreen.schema";
import { Chip, Meter, Panel, ScreenHeader } from "../parts";

/** The trend as a line over a soft area, in a 100 × 40 box the chart stretches to its panel. */
function trendPaths(values: readonly number[]) {
  const step = 100 / Math.max(values.length - 1, 1);
  const points = values.map((value, index) => `${(index * step).toFixed(1)} ${40 - value * 0.38}`);
  const line = `M${points.join("L")}`;
  return { line, area: `${line}L100 40L0 40Z` };
}

/** Return on AI: the figures a manager reports, their trend, and where the value comes from. */
export function ReturnOnAi(copy: ScreenCopy<"returnOnAi">) {
  const { line, area } = trendPaths(copy.chart.values);
  return (
    <div className="flex h-full flex-col gap-3">
      <ScreenHeader title={copy.title}>
        <Chip tone="muted">{copy.period}</Chip>
      </ScreenHeader>
      <div className="grid grid-cols-2 gap-2.5 @xl:grid-cols-3">
        {copy.figures.map((figure, index) => (
          <Panel key={figure.label} className={index > 1 ? "@max-xl:hidden" : undefined}>
            <span className="block truncate text-xs text-muted">{figure.label}</span>
            <span className="mt-0.5 block text-xl font-bold tracking-tight">{figure.value}</span>
            <span className="block text-xs font-semibold text-accent-700">{figure.change}</span>
          </Panel>
        ))}
      </div>
      <div className="flex min-h-0 flex-1 gap-3">
        <Panel className="flex min-w-0 flex-1 flex-col">
          <span className="text-xs font-semibold text-muted">{copy.chart.title}</span>
          <svg
            viewBox="0 0 100 40"
            preserveAspectRatio="none"
            className="mt-2 min-h-0 w-full flex-1 overflow-visible"
            aria-hidden="true"
          >
            <path d={area} className="fill-brand-100" />
            <path
              d={line}
              fill="none"
              strokeWidth="2"
              vectorEffect="non-scaling-stroke"
              className="stroke-brand-600"
            />
          </svg>
          <span className="mt-1 flex justify-between text-xs text-muted">
            {copy.chart.months.map((month) => (
              <span key={month}>{month}</span>
            ))}
          </span>
        </Panel>
        <Panel className="w-[38%] shrink-0 space-y-2 @max-lg:hidden">
          <span className="block text-xs font-semibold text-muted">{copy.useCasesLabel}</span>
          {copy.useCases.map((useCase) => (
            <span key={useCase.label} className="block">
              <span className="flex justify-between gap-2 text-xs">
                <span className="truncate font-semibold">{useCase.label}</span>
                <span className="text-muted">{useCase.value}</span>
              </span>
              <Meter value={useCase.share} className="mt-1 w-full" />
            </span>
          ))}
        </Panel>
      </div>
    </div>
  );
}
