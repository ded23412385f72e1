import { useId } from "react";
import { NavLink } from "react-router";
import type { MenuItem } from "~/content/types";
import { cn } from "~/lib/cn";

interface NavGroupProps {
  item: MenuItem;
  open: boolean;
  onToggle: () => void;
  onNavigate: () => void;
  submenuSuffix: string;
  variant: "desktop" | "mobile";
}

const linkStyles = {
  desktop:
    "inline-flex items-center rounded-full px-3 py-2 text-sm font-medium hover:bg-brand-50 aria-[current=page]:text-brand-700",
  mobile:
    "block rounded-lg px-3 py-3 text-base font-semibold hover:bg-brand-50 aria-[current=page]:text-brand-700",
};

const itemStyles = {
  desktop:
    "block rounded-lg px-3 py-2 text-sm hover:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700",
  mobile:
    "block rounded-lg px-3 py-2.5 text-base hover:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700",
};

function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 16 16"
      className={cn("size-4 transition-transform", open && "rotate-180")}
    >
      <path d="m4 6 4 4 4-4" stroke="currentColor" strokeWidth="1.75" fill="none" />
    </svg>
  );
}

/**
 * One header entry after the APG disclosure navigation pattern: a plain link,
 * or a button that shows and hides a list of links (plus the group's own link
 * when it has one, as Solutions does).
 */
export function NavGroup({
  item,
  open,
  onToggle,
  onNavigate,
  submenuSuffix,
  variant,
}: NavGroupProps) {
  const listId = useId();
  if (!item.items?.length) {
    return (
      <li>
        <NavLink to={item.href ?? "/"} end className={linkStyles[variant]} onClick={onNavigate}>
          {item.title}
        </NavLink>
      </li>
    );
  }

  const toggle = (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={listId}
      onClick={onToggle}
      {...(item.href ? { "aria-label": `${item.title} ${submenuSuffix}` } : {})}
      className={cn(
        "inline-flex items-center gap-1 rounded-full hover:bg-brand-50",
        variant === "desktop"
          ? "px-3 py-2 text-sm font-medium"
          : "px-3 py-3 text-base font-semibold",
        item.href && "px-1.5",
        variant === "mobile" && !item.href && "w-full justify-between rounded-lg",
      )}
    >
      {item.href ? null : item.title}
      <Chevron open={open} />
    </button>
  );

  return (
    <li className={cn("nav-group", variant === "desktop" && "relative")}>
      {item.href ? (
        <span className={cn("flex items-center", variant === "mobile" && "justify-between")}>
          <NavLink to={item.href} end className={linkStyles[variant]} onClick={onNavigate}>
            {item.title}
          </NavLink>
          {toggle}
        </span>
      ) : (
        toggle
      )}
      <ul
        id={listId}
        data-open={open}
        className={cn(
          "nav-submenu",
          variant === "desktop"
            ? "absolute top-full left-0 z-10 mt-2 min-w-64 rounded-2xl bg-white p-2 shadow-header ring-1 ring-line"
            : "ms-3 border-s border-line ps-2",
        )}
      >
        {item.items.map((link) => (
          <li key={link.href}>
            <NavLink to={link.href} end className={itemStyles[variant]} onClick={onNavigate}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
