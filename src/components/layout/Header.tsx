import { ButtonLink, type Link } from "~/components/ui/Button";
import { Container } from "~/components/ui/Container";
import type { Locale } from "~/locales";
import { BrandMark } from "./BrandMark";
import { type LanguageCounterpart, LanguageSwitch } from "./LanguageSwitch";
import { type MenuItem, NavGroup } from "./NavGroup";
import { OtherLanguageHint } from "./PageLink";

/** What the header says, in the language of the page it is on. */
export interface HeaderCopy {
  /** Header groups exactly as spec §2 Header lists them. */
  menu: readonly MenuItem[];
  register: Link;
  /**
   * The phone bar's one button, by the audience of the page: a demo for companies,
   * a start for learners (through Register's page where the page sends every button there).
   */
  barActions: { companies: Link; learners: Link; learnersThroughContact: Link };
  /** The open phone menu's first row: a demo and the pricing, one tap from the panel. */
  panelActions: readonly Link[];
  login: Link;
  newTabHint: string;
  toggleLabel: string;
  submenuSuffix: string;
  homeLabel: string;
  /** The home page in the header's language. */
  homeHref: string;
  mainNavLabel: string;
  mobileNavLabel: string;
  /** Read after the name of a link whose page is in another language than this one. */
  otherLanguageHint: string;
}

/** The phone menu's popover: its toggle, the scroll lock and the header script find it by this id. */
export const MOBILE_MENU_ID = "mobile-menu";

function MenuIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="size-6">
      <path
        className="menu-icon-closed"
        d="M4 7h16M4 12h16M4 17h16"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <path
        className="menu-icon-open"
        d="M6 6l12 12M18 6 6 18"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The spec's header entries, as one list: the desktop bar and the phone menu each show it. */
function MenuEntries({
  variant,
  currentPath,
  locale,
  copy,
  className,
}: {
  variant: "desktop" | "mobile";
  currentPath?: string;
  locale: Locale;
  copy: HeaderCopy;
  className: string;
}) {
  return (
    <ul className={className}>
      {copy.menu.map((item) => (
        <NavGroup
          key={item.title}
          item={item}
          variant={variant}
          currentPath={currentPath}
          pageLocale={locale}
          submenuSuffix={copy.submenuSuffix}
        />
      ))}
    </ul>
  );
}

function LoginLink({ copy, className }: { copy: HeaderCopy; className?: string }) {
  return (
    <ButtonLink
      href={copy.login.href}
      newTab
      variant="ghost"
      size="sm"
      className={className}
      aria-describedby="new-tab-hint"
    >
      {copy.login.label}
    </ButtonLink>
  );
}

/**
 * The site header, built on the platform so it works before (and without) any
 * script: the phone menu is a popover (top layer, light dismiss, Escape and focus
 * return by the browser; app.css locks the page's scroll while it is open), and
 * the groups are `<details name>` disclosures. scripts/header.ts adds what HTML
 * cannot: the opaque bar past 10 px (watching the sentinel above the bar), closing desktop dropdowns from outside,
 * and the toggle's aria-expanded.
 */
interface HeaderProps {
  /** The page being shown, for the current-page marks; none on error pages. */
  currentPath?: string;
  /** Whom the page is written for: the phone bar offers their next step. */
  audience: keyof HeaderCopy["barActions"];
  locale: Locale;
  copy: HeaderCopy;
  /** The same page in each other locale it can lead to, in the locales table's order. */
  otherLanguages: readonly LanguageCounterpart[];
}

export function Header({ currentPath, audience, locale, copy, otherLanguages }: HeaderProps) {
  const barAction = copy.barActions[audience];
  return (
    <>
      {/* The top 10 px of the page (spec §2): scripts/header.ts marks the bar scrolled
          once this strip has left the screen. */}
      <div
        data-scroll-sentinel
        aria-hidden="true"
        className="pointer-events-none absolute top-0 left-0 h-2.5 w-px"
      />
      <header
        data-site-header
        className={
          "group/header fixed inset-x-0 top-0 z-50 bg-white/70 transition-[background-color,box-shadow] duration-300 " +
          // The blur sits on a layer behind the bar, not on the header: a backdrop-filter
          // would make the header the containing block of anything fixed inside it.
          "before:pointer-events-none before:absolute before:inset-0 before:-z-10 before:backdrop-blur-sm " +
          // Opaque above the open phone menu: app.css (the menu follows the page's main).
          "data-[scrolled=true]:bg-white/95 data-[scrolled=true]:shadow-header data-[scrolled=true]:before:backdrop-blur-md"
        }
      >
        <Container className="flex h-(--header-height) items-center justify-between gap-4">
          <a href={copy.homeHref} aria-label={copy.homeLabel} className="rounded-lg">
            <BrandMark compact />
          </a>

          <nav aria-label={copy.mainNavLabel} className="hidden lg:block" data-desktop-nav>
            <MenuEntries
              variant="desktop"
              currentPath={currentPath}
              locale={locale}
              copy={copy}
              className="flex items-center gap-1"
            />
          </nav>

          <div className="flex min-w-0 items-center gap-2">
            {/* Below the full menu, the page's next step stays in the bar, menu closed; on
                a phone narrower than 360 px it has no room there, and the open menu leads it. */}
            <ButtonLink
              href={barAction.href}
              size="sm"
              className="px-3.5 max-[360px]:hidden lg:hidden"
            >
              {barAction.label}
            </ButtonLink>
            <LanguageSwitch languages={otherLanguages} />
            <div className="hidden items-center gap-2 lg:flex">
              <LoginLink copy={copy} className="lg:max-xl:px-2.5" />
              <ButtonLink href={copy.register.href} size="sm">
                {copy.register.label}
              </ButtonLink>
            </div>

            <button
              type="button"
              popoverTarget={MOBILE_MENU_ID}
              aria-controls={MOBILE_MENU_ID}
              aria-label={copy.toggleLabel}
              className="mobile-toggle -me-2 rounded-lg p-2 lg:hidden"
            >
              <MenuIcon />
            </button>
          </div>

          <span id="new-tab-hint" hidden>
            {copy.newTabHint}
          </span>
          <OtherLanguageHint text={copy.otherLanguageHint} />
        </Container>
      </header>
    </>
  );
}

/**
 * The phone menu: an opaque sheet from the bar down, so nothing of the page
 * shows through; the menu itself starts 6rem from the top (spec §2) and scrolls
 * inside it. A popover, drawn in the top layer wherever it stands: the layout
 * puts it after the page's main, so the closed menu's markup does not stand
 * between the browser and the first screen. Its toggle in the bar leads focus
 * into it, as a popover's invoker does.
 */
export function PhoneMenu({
  currentPath,
  locale,
  copy,
}: Pick<HeaderProps, "currentPath" | "locale" | "copy">) {
  return (
    <div
      id={MOBILE_MENU_ID}
      popover="auto"
      className="mobile-panel inset-x-0 top-(--header-height) bottom-0 m-0 h-auto max-h-none w-full max-w-none border-0 bg-white p-0 text-ink shadow-[inset_0_1px_0_var(--color-line)] lg:hidden"
    >
      <nav
        aria-label={copy.mobileNavLabel}
        className="absolute inset-x-0 top-[calc(6rem-var(--header-height))] bottom-0 overflow-y-auto overscroll-contain px-4 pt-2 pb-10"
      >
        <div className="mx-auto max-w-2xl">
          <MenuEntries
            variant="mobile"
            currentPath={currentPath}
            locale={locale}
            copy={copy}
            className="space-y-1"
          />
          <div className="mt-6 grid gap-3 border-t border-line pt-6">
            {copy.panelActions.map((action, index) => (
              <ButtonLink
                key={action.href}
                href={action.href}
                variant={index === 0 ? "primary" : "secondary"}
              >
                {action.label}
              </ButtonLink>
            ))}
            <ButtonLink href={copy.register.href} variant="secondary">
              {copy.register.label}
            </ButtonLink>
            <LoginLink copy={copy} className="h-11 ring-1 ring-line" />
          </div>
        </div>
      </nav>
    </div>
  );
}
