import { type FocusEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { ButtonLink } from "~/components/ui/Button";
import { Container } from "~/components/ui/Container";
import { headerActions, headerMenu } from "~/content/navigation";
import { useBodyScrollLock } from "~/hooks/useBodyScrollLock";
import { useScrolledPast } from "~/hooks/useScrolledPast";
import { cn } from "~/lib/cn";
import { BrandMark } from "./BrandMark";
import { NavGroup } from "./NavGroup";

const SCROLL_THRESHOLD_PX = 10;

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="size-6">
      <path
        d={open ? "M6 6l12 12M18 6 6 18" : "M4 7h16M4 12h16M4 17h16"}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

function LoginLink({ className }: { className?: string }) {
  return (
    <ButtonLink
      href={headerActions.login.href}
      newTab
      variant="ghost"
      size="sm"
      className={className}
      aria-describedby="new-tab-hint"
    >
      {headerActions.login.label}
    </ButtonLink>
  );
}

export function Header() {
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const desktopNavRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();

  useBodyScrollLock(mobileOpen);

  // A new page closes whatever was open; the pathname is the trigger, not an input.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation
  useEffect(() => {
    setMobileOpen(false);
    setOpenGroup(null);
  }, [pathname]);

  // A click outside the desktop navigation closes its open group.
  useEffect(() => {
    if (!openGroup || mobileOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!desktopNavRef.current?.contains(event.target as Node)) setOpenGroup(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [openGroup, mobileOpen]);

  const toggleGroup = (title: string) =>
    setOpenGroup((current) => (current === title ? null : title));
  const closeAll = () => {
    setMobileOpen(false);
    setOpenGroup(null);
  };

  const onDesktopKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "Escape" || !openGroup) return;
    const group = (event.target as HTMLElement).closest(".nav-group");
    setOpenGroup(null);
    group?.querySelector<HTMLButtonElement>("button[aria-expanded]")?.focus();
  };

  const onDesktopBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && !event.currentTarget.contains(next)) setOpenGroup(null);
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "Escape") return;
    closeAll();
    toggleRef.current?.focus();
  };

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        "fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-300",
        // The blur sits on a layer behind the bar, not on the header: a backdrop-filter
        // would make the header the containing block of the fixed menu panel, and
        // the panel would be sized to the 72 px bar instead of the screen.
        "before:pointer-events-none before:absolute before:inset-0 before:-z-10",
        scrolled
          ? "bg-white/95 shadow-header before:backdrop-blur-md"
          : "bg-white/70 before:backdrop-blur-sm",
        mobileOpen && "max-lg:bg-white",
      )}
    >
      <Container className="flex h-(--header-height) items-center justify-between gap-4">
        <Link to="/" aria-label={headerActions.homeLabel} className="rounded-lg">
          <BrandMark />
        </Link>

        <nav
          ref={desktopNavRef}
          aria-label="Main"
          className="hidden lg:block"
          onKeyDown={onDesktopKeyDown}
          onBlur={onDesktopBlur}
        >
          <ul className="flex items-center gap-1">
            {headerMenu.map((item) => (
              <NavGroup
                key={item.title}
                item={item}
                variant="desktop"
                open={!mobileOpen && openGroup === item.title}
                onToggle={() => toggleGroup(item.title)}
                onNavigate={closeAll}
                submenuSuffix={headerActions.submenuSuffix}
              />
            ))}
          </ul>
        </nav>

        <div className="hidden items-center gap-2 lg:flex">
          <LoginLink />
          <ButtonLink href={headerActions.register.href} size="sm">
            {headerActions.register.label}
          </ButtonLink>
        </div>

        <button
          ref={toggleRef}
          type="button"
          className="mobile-toggle -me-2 rounded-lg p-2 lg:hidden"
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
          aria-label={headerActions.toggleLabel}
          onClick={() => {
            setMobileOpen((open) => !open);
            setOpenGroup(null);
          }}
        >
          <MenuIcon open={mobileOpen} />
        </button>

        {/* An opaque sheet from the bar down, so nothing of the page shows through; the
            menu itself starts 6rem from the top (spec §2) and scrolls inside it. */}
        <div
          className={cn(
            "mobile-panel fixed inset-x-0 top-(--header-height) bottom-0 bg-white shadow-[inset_0_1px_0_var(--color-line)] lg:hidden",
            !mobileOpen && "hidden",
          )}
        >
          <nav
            id="mobile-menu"
            aria-label="Mobile"
            className="absolute inset-x-0 top-[calc(6rem-var(--header-height))] bottom-0 overflow-y-auto overscroll-contain px-4 pt-2 pb-10"
            onKeyDown={onPanelKeyDown}
          >
            <div className="mx-auto max-w-2xl">
              <ul className="space-y-1">
                {headerMenu.map((item) => (
                  <NavGroup
                    key={item.title}
                    item={item}
                    variant="mobile"
                    open={mobileOpen && openGroup === item.title}
                    onToggle={() => toggleGroup(item.title)}
                    onNavigate={closeAll}
                    submenuSuffix={headerActions.submenuSuffix}
                  />
                ))}
              </ul>
              <div className="mt-6 grid gap-3 border-t border-line pt-6">
                <ButtonLink href={headerActions.register.href} onClick={closeAll}>
                  {headerActions.register.label}
                </ButtonLink>
                <LoginLink className="h-11 ring-1 ring-line" />
              </div>
            </div>
          </nav>
        </div>
        <span id="new-tab-hint" hidden>
          {headerActions.newTabHint}
        </span>
      </Container>
    </header>
  );
}
