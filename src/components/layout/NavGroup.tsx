import { useId } from "react";
import { ButtonLink, type Link } from "~/components/ui/Button";
import { cn } from "~/lib/cn";
import type { Locale } from "~/locales";
import { PageLink } from "./PageLink";

/**
 * A page in a group; the desktop dropdown says in a line what it is for, and
 * both menus say whom an audience's page serves, so a visitor finds theirs by size.
 */
export interface NavLink extends Link {
  description?: string;
  serves?: string;
}

/**
 * A header or footer entry: a page, or a group of pages with an optional
 * overview link and, under its pages, the next steps of their audiences.
 */
export interface MenuItem {
  title: string;
  href?: string;
  items?: readonly NavLink[];
  nextSteps?: readonly Link[];
}

interface NavGroupProps {
  item: MenuItem;
  /** The page being shown: its link is marked current, and so is its group. */
  currentPath?: string;
  submenuSuffix: string;
  /** The locale of the page the header is on. */
  pageLocale: Locale;
  variant: "desktop" | "mobile";
}

const linkStyles = {
  desktop:
    "inline-flex items-center rounded-full px-1.5 py-2 text-sm font-medium whitespace-nowrap hover:bg-brand-50 xl:px-3 aria-[current=page]:text-brand-700",
  mobile:
    "block rounded-lg px-3 py-3 text-base font-semibold hover:bg-brand-50 aria-[current=page]:text-brand-700",
};

const itemStyles = {
  desktop:
    "block rounded-lg px-3 py-2 text-sm hover:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700",
  mobile:
    "block rounded-lg px-3 py-2.5 text-base hover:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700",
};

function Chevron() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 16 16"
      className="size-4 transition-transform group-open/nav:rotate-180"
    >
      <path d="m4 6 4 4 4-4" stroke="currentColor" strokeWidth="1.75" fill="none" />
    </svg>
  );
}

/**
 * One header entry after the APG disclosure navigation pattern: a plain link, or
 * a `<details>` whose summary shows and hides a list of links (beside the group's
 * own link when it has one, as Solutions does). Groups of one menu share a
 * `name`, so the browser keeps one open at a time, with or without script.
 */
export function NavGroup({ item, currentPath, submenuSuffix, pageLocale, variant }: NavGroupProps) {
  const listId = useId();
  if (!item.items?.length) {
    return (
      <li>
        <PageLink
          href={item.href ?? "/"}
          pageLocale={pageLocale}
          currentPath={currentPath}
          className={linkStyles[variant]}
        >
          {item.title}
        </PageLink>
      </li>
    );
  }

  const holdsCurrent = item.items.some((link) => link.href === currentPath);
  const summary = (
    // No role attribute: HTML allows none on a details' summary, and browsers expose
    // it as the disclosure button it is (Chromium: "DisclosureTriangle").
    // scripts/header.ts mirrors the group's state into aria-expanded.
    <summary
      aria-controls={listId}
      {...(item.href ? { "aria-label": `${item.title} ${submenuSuffix}` } : {})}
      data-current={holdsCurrent || undefined}
      className={cn(
        "inline-flex cursor-pointer list-none items-center gap-1 rounded-full whitespace-nowrap hover:bg-brand-50 data-current:text-brand-700 [&::-webkit-details-marker]:hidden",
        variant === "desktop" && "py-2 text-sm font-medium",
        variant === "mobile" && "px-3 py-3 text-base font-semibold",
        // Beside its group's link the chevron sits close, as one split control.
        variant === "desktop" && (item.href ? "ps-0.5 pe-2" : "px-1.5 xl:px-3"),
        // As tall as the link's row (py-3, a 24 px line) and as wide as the room the link leaves
        // it, so the chevron lines up with those of the other groups.
        variant === "mobile" && item.href && "absolute top-0 right-0 h-12 w-14 justify-end",
        variant === "mobile" && !item.href && "w-full justify-between rounded-lg",
      )}
    >
      {item.href ? null : item.title}
      <Chevron />
    </summary>
  );

  const pages = (
    <ul id={listId} className={cn(variant === "mobile" && "ms-3 border-s border-line ps-2")}>
      {item.items.map((link) => {
        const description = variant === "desktop" ? link.description : undefined;
        if (!description && !link.serves) {
          return (
            <li key={link.href}>
              <PageLink
                href={link.href}
                pageLocale={pageLocale}
                currentPath={currentPath}
                className={itemStyles[variant]}
              >
                {link.label}
              </PageLink>
            </li>
          );
        }
        return (
          // The whole row takes the click; the link's name stays the page's name,
          // and its lines are read after it.
          <li key={link.href} className="relative rounded-lg hover:bg-brand-50">
            <PageLink
              href={link.href}
              pageLocale={pageLocale}
              currentPath={currentPath}
              className={cn(
                itemStyles[variant],
                "pb-0 after:absolute after:inset-0 hover:bg-transparent",
                variant === "desktop" && "font-medium",
              )}
            >
              {link.label}
            </PageLink>
            {link.serves ? (
              <p
                className={cn(
                  "px-3 font-semibold text-brand-700",
                  variant === "desktop" ? "text-xs" : "text-sm",
                  !description && "pb-2.5",
                )}
              >
                {link.serves}
              </p>
            ) : null}
            {description ? <p className="px-3 pb-2 text-xs text-muted">{description}</p> : null}
          </li>
        );
      })}
    </ul>
  );
  // The next steps follow the group's list of pages rather than join it: the list
  // holds the group's pages, as spec §2 counts them; these are actions.
  const nextSteps = item.nextSteps?.length ? (
    <div className={cn("pt-2", variant === "mobile" && "ms-3 border-s border-line ps-2")}>
      <div className="flex flex-wrap gap-2 border-t border-line px-3 pt-3 pb-1">
        {item.nextSteps.map((step) => (
          <ButtonLink key={step.href} href={step.href} variant="secondary" size="sm">
            {step.label}
          </ButtonLink>
        ))}
      </div>
    </div>
  ) : null;
  const list =
    variant === "desktop" ? (
      <div className="absolute top-full left-0 z-10 mt-2 w-80 rounded-2xl bg-white p-2 shadow-header ring-1 ring-line">
        {pages}
        {nextSteps}
      </div>
    ) : (
      <>
        {pages}
        {nextSteps}
      </>
    );

  // The group's own link and the summary share a row; the list opens below them,
  // under the whole entry (desktop: a dropdown; mobile: indented in the panel).
  return (
    <li className={cn("relative", variant === "desktop" && item.href && "flex items-center")}>
      {item.href ? (
        <PageLink
          href={item.href}
          pageLocale={pageLocale}
          currentPath={currentPath}
          className={cn(linkStyles[variant], variant === "desktop" ? "pe-0.5 xl:pe-0.5" : "pe-14")}
        >
          {item.title}
        </PageLink>
      ) : null}
      <details name={`${variant}-nav`} className="group/nav">
        {summary}
        {list}
      </details>
    </li>
  );
}
