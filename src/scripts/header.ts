/**
 * What the header's HTML cannot do by itself (components/layout/Header.tsx):
 * the more opaque bar past 10 px of scroll (spec §2), aria-expanded on the phone
 * menu's toggle and on each group's summary, and desktop dropdowns that close when the visitor clicks or
 * tabs elsewhere or presses Escape, as the APG disclosure navigation does.
 */
/** How long a mouse rests on a group before it opens, and is away before it closes again. */
const HOVER_OPEN_MS = 120;
const HOVER_CLOSE_MS = 300;

/**
 * Every desktop group opens when the mouse rests on it, so Solutions (whose
 * label is a link to /solutions) opens the same way as Platform and About
 * (whose labels are buttons). A group opened this way closes when the mouse
 * leaves it; a click on its button then keeps it open instead of shutting it
 * under the pointer. Touch and pen keep the buttons alone; so does the keyboard.
 */
function openGroupsOnHover(desktopNav: HTMLElement): void {
  for (const group of desktopNav.querySelectorAll("details")) {
    const entry = group.parentElement;
    const summary = group.querySelector("summary");
    if (!entry || !summary) continue;
    let timer = 0;
    let openedByHover = false;
    entry.addEventListener("pointermove", (event) => {
      if (event.pointerType !== "mouse") return;
      window.clearTimeout(timer);
      if (group.open) return;
      // Each move starts the wait again: a mouse passing over the header opens nothing.
      timer = window.setTimeout(() => {
        if (group.open) return;
        openedByHover = true;
        group.open = true;
      }, HOVER_OPEN_MS);
    });
    entry.addEventListener("pointerleave", (event) => {
      if (event.pointerType !== "mouse") return;
      window.clearTimeout(timer);
      if (!openedByHover) return;
      timer = window.setTimeout(() => {
        if (openedByHover) group.open = false;
      }, HOVER_CLOSE_MS);
    });
    summary.addEventListener("click", (event) => {
      window.clearTimeout(timer);
      if (openedByHover && group.open) event.preventDefault();
      openedByHover = false;
    });
    group.addEventListener("toggle", () => {
      if (!group.open) openedByHover = false;
    });
  }
}

export function startHeader(): void {
  const header = document.querySelector<HTMLElement>("[data-site-header]");
  if (!header) return;

  // Whether the page is past the threshold comes from an observer of the sentinel
  // at the top of the page, not from reading scrollY: that read forces the layout
  // of the whole page inside this script, one long task on a busy phone (ADR 0017).
  const sentinel = document.querySelector("[data-scroll-sentinel]");
  if (sentinel && typeof IntersectionObserver === "function") {
    new IntersectionObserver((entries) => {
      const latest = entries.at(-1);
      if (latest) header.dataset.scrolled = String(!latest.isIntersecting);
    }).observe(sentinel);
  }

  const toggle = header.querySelector<HTMLButtonElement>("button[popovertarget]");
  const panel = toggle?.popoverTargetElement;
  if (toggle && panel) {
    toggle.setAttribute("aria-expanded", String(panel.matches(":popover-open")));
    panel.addEventListener("toggle", (event) => {
      toggle.setAttribute("aria-expanded", String((event as ToggleEvent).newState === "open"));
    });
  }

  // Each group's summary says whether its list is open, as the APG disclosure's button does.
  // The phone menu's groups too: the menu follows the page's main, outside the header.
  const groups = [
    ...header.querySelectorAll("details"),
    ...(panel?.querySelectorAll("details") ?? []),
  ];
  for (const group of groups) {
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
  // On the document, so Escape also dismisses a group the mouse opened (WCAG 1.4.13).
  document.addEventListener("keydown", (event) => {
    const group = openGroup();
    if (event.key !== "Escape" || !group) return;
    const hadFocus = group.parentElement?.contains(document.activeElement) ?? false;
    group.open = false;
    if (hadFocus) group.querySelector("summary")?.focus();
  });
  desktopNav.addEventListener("focusout", (event) => {
    const group = openGroup();
    const next = event.relatedTarget as Node | null;
    if (group && next && !group.contains(next)) group.open = false;
  });
  openGroupsOnHover(desktopNav);
}
