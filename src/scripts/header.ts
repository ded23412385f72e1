/**
 * What the header's HTML cannot do by itself (components/layout/Header.tsx):
 * the more opaque bar past 10 px of scroll (spec §2), aria-expanded on the phone
 * menu's toggle and on each group's summary, and desktop dropdowns that close when the visitor clicks or
 * tabs elsewhere or presses Escape, as the APG disclosure navigation does.
 */
const SCROLL_THRESHOLD_PX = 10;

export function startHeader(): void {
  const header = document.querySelector<HTMLElement>("[data-site-header]");
  if (!header) return;

  const markScrolled = () => {
    header.dataset.scrolled = String(window.scrollY > SCROLL_THRESHOLD_PX);
  };
  markScrolled();
  window.addEventListener("scroll", markScrolled, { passive: true });

  const toggle = header.querySelector<HTMLButtonElement>("button[popovertarget]");
  const panel = toggle?.popoverTargetElement;
  if (toggle && panel) {
    toggle.setAttribute("aria-expanded", String(panel.matches(":popover-open")));
    panel.addEventListener("toggle", (event) => {
      toggle.setAttribute("aria-expanded", String((event as ToggleEvent).newState === "open"));
    });
  }

  // Each group's summary says whether its list is open, as the APG disclosure's button does.
  for (const group of header.querySelectorAll("details")) {
    const summary = group.querySelector("summary");
    if (!summary) continue;
    summary.setAttribute("aria-expanded", String(group.open));
    group.addEventListener("toggle", () =>
      summary.setAttribute("aria-expanded", String(group.open)),
    );
  }

  const desktopNav = header.querySelector<HTMLElement>("[data-desktop-nav]");
  if (!desktopNav) return;
  const openGroup = () => desktopNav.querySelector<HTMLDetailsElement>("details[open]");
  document.addEventListener("pointerdown", (event) => {
    const group = openGroup();
    if (group && !group.contains(event.target as Node)) group.open = false;
  });
  desktopNav.addEventListener("keydown", (event) => {
    const group = openGroup();
    if (event.key !== "Escape" || !group) return;
    group.open = false;
    group.querySelector("summary")?.focus();
  });
  desktopNav.addEventListener("focusout", (event) => {
    const group = openGroup();
    const next = event.relatedTarget as Node | null;
    if (group && next && !group.contains(next)) group.open = false;
  });
}
