/**
 * A screen of the platform, drawn from its copy: one component per screen
 * (screens/), its words, names and figures from
 * src/content/copy/<locale>/product-screens.yaml. Rendered to HTML at build
 * time inside the page, so every language and every width come from the same
 * source, crisp at any pixel density, without an image request.
 *
 * To render one on its own (a walkthrough clip, a test), pass the item as the
 * page's copy resolves it (readShared("product-screens", lang) in Node) and the
 * language:
 *
 *   renderToStaticMarkup(<ProductScreen screen={item} variant="window" lang="de" />)
 *
 * It needs no page context; the site's stylesheet (src/app.css, its
 * `product-screen` rules) sizes it. The screen is a picture to assistive
 * technology: one img role named by the item's alt, with no heading, link,
 * button or focusable element inside.
 */
import type { ReactNode } from "react";
import { Icon, type IconName } from "~/components/icons/Icon";
import type { SharedItems } from "~/content/shared-schemas";
import { cn } from "~/lib/cn";
import { type ScreenKind, screenKinds } from "./ProductScreen.schema";
import { Avatar } from "./parts";
import { Certificate } from "./screens/Certificate";
import { ChangeCampaign } from "./screens/ChangeCampaign";
import { Coach } from "./screens/Coach";
import { Creator } from "./screens/Creator";
import { Feed } from "./screens/Feed";
import { LearnerHome } from "./screens/LearnerHome";
import { Playground } from "./screens/Playground";
import { ReturnOnAi } from "./screens/ReturnOnAi";
import { TalentRadar } from "./screens/TalentRadar";
import { UseCaseApp } from "./screens/UseCaseApp";

export type ProductScreenItem = SharedItems["product-screens"];

const screens: { [Kind in ScreenKind]: (copy: NonNullable<ProductScreenItem[Kind]>) => ReactNode } =
  {
    learnerHome: LearnerHome,
    playground: Playground,
    useCaseApp: UseCaseApp,
    creator: Creator,
    returnOnAi: ReturnOnAi,
    talentRadar: TalentRadar,
    changeCampaign: ChangeCampaign,
    feed: Feed,
    coach: Coach,
    certificate: Certificate,
  };

/** The platform's sections in the order the sidebar lists them: Learn, Playground, Apps, Creator, Return on AI, Talent Radar, Change. */
const SECTION_ICONS: readonly IconName[] = [
  "graduation-cap",
  "flask",
  "apps",
  "pencil",
  "chart-up",
  "radar",
  "refresh",
];

function Sidebar({ frame }: { frame: NonNullable<ProductScreenItem["frame"]> }) {
  return (
    <div className="flex w-[13em] shrink-0 flex-col border-r border-line bg-white p-2.5 @max-xl:hidden">
      <span className="mb-3 flex items-center gap-2 px-1.5 pt-1 text-sm font-bold">
        <span className="inline-flex size-6 items-center justify-center rounded-md bg-linear-to-br from-brand-600 to-accent-500 text-white">
          <Icon name="sparkles" className="size-3.5" />
        </span>
        <span className="truncate">{frame.product}</span>
      </span>
      {frame.sections.map((section, index) => (
        <span
          key={section}
          className={cn(
            "flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm",
            index + 1 === frame.active ? "bg-brand-50 font-semibold text-brand-700" : "text-muted",
          )}
        >
          <Icon name={SECTION_ICONS[index] ?? "layers"} className="size-4" />
          <span className="truncate">{section}</span>
        </span>
      ))}
      <span className="mt-auto flex items-center gap-2 border-t border-line px-1 pt-2.5">
        <Avatar name={frame.user.name} />
        <span className="min-w-0">
          <span className="block truncate text-xs font-semibold">{frame.user.name}</span>
          <span className="block truncate text-xs text-muted">{frame.user.role}</span>
        </span>
      </span>
    </div>
  );
}

function kindOf(screen: ProductScreenItem): ScreenKind {
  const kind = (Object.keys(screenKinds) as ScreenKind[]).find((name) => screen[name]);
  // The collection's schema lets no item through without one.
  if (!kind) throw new Error("a product screen without its screen's copy");
  return kind;
}

/**
 * `window` is the platform as a browser shows it, 3:2, its sidebar where the
 * screen is wide enough (the heroes); `card` is the view alone, 4:3 (grids and
 * feature blocks).
 */
export function ProductScreen({
  screen,
  variant = "card",
  lang,
  className,
}: {
  screen: ProductScreenItem;
  variant?: "window" | "card";
  lang?: string;
  className?: string;
}) {
  const kind = kindOf(screen);
  // Each kind's component takes that kind's copy, which `kindOf` found filled in.
  const Screen = screens[kind] as (copy: object) => ReactNode;
  return (
    <div
      role="img"
      aria-label={screen.alt}
      lang={lang}
      className={cn(
        "product-screen overflow-hidden bg-surface select-none",
        variant === "window" ? "aspect-[3/2]" : "product-screen-card aspect-[4/3]",
        className,
      )}
    >
      <div
        className={cn(
          "product-screen-canvas flex h-full flex-col text-ink",
          variant === "window" && "product-screen-window",
        )}
      >
        {variant === "window" ? (
          <span className="flex shrink-0 items-center gap-1.5 border-b border-line bg-white px-3 py-2">
            <span className="size-2.5 rounded-full bg-line" />
            <span className="size-2.5 rounded-full bg-line" />
            <span className="size-2.5 rounded-full bg-line" />
          </span>
        ) : null}
        <div className="flex min-h-0 flex-1">
          {variant === "window" && screen.frame ? <Sidebar frame={screen.frame} /> : null}
          <div className="min-w-0 flex-1 overflow-hidden p-4">
            <Screen {...(screen[kind] as object)} />
          </div>
        </div>
      </div>
    </div>
  );
}
