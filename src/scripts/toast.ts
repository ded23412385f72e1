import type { ToastVariant } from "~/components/ui/ToastRegion";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

/** Long enough to read two lines twice; hovering or focusing a toast holds it. */
export const TOAST_DURATION_MS = 6000;

/** Room left between a toast and the control it would otherwise cover. */
const CLEARANCE_PX = 12;

/**
 * On a phone the notification corner spans the bottom of the screen: when a
 * toast lands on the control the visitor is on (the Send button they just
 * pressed sits at the screen's bottom edge), the page moves up just enough to
 * show that control above it.
 */
function keepFocusClearOf(region: HTMLElement): void {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body || region.contains(active)) {
    return;
  }
  const toasts = region.getBoundingClientRect();
  const control = active.getBoundingClientRect();
  const overlap = control.bottom + CLEARANCE_PX - toasts.top;
  const side = control.right > toasts.left && control.left < toasts.right;
  if (toasts.height > 0 && side && overlap > 0 && control.top < toasts.bottom) {
    window.scrollBy({ top: overlap, behavior: "instant" });
  }
}

/** Calls `onEnd` after TOAST_DURATION_MS of running time; hover and focus pause it. */
function holdableTimer(card: HTMLElement, onEnd: () => void): () => void {
  let remaining = TOAST_DURATION_MS;
  let startedAt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let hovered = false;
  let focused = false;
  const update = () => {
    const running = !hovered && !focused;
    if (running && timer === undefined) {
      startedAt = Date.now();
      timer = setTimeout(onEnd, remaining);
    } else if (!running && timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
      remaining -= Date.now() - startedAt;
    }
  };
  card.addEventListener("mouseenter", () => {
    hovered = true;
    update();
  });
  card.addEventListener("mouseleave", () => {
    hovered = false;
    update();
  });
  card.addEventListener("focusin", () => {
    focused = true;
    update();
  });
  card.addEventListener("focusout", (event) => {
    if (card.contains(event.relatedTarget as Node | null)) return;
    focused = false;
    update();
  });
  update();
  return () => clearTimeout(timer);
}

/**
 * Shows toasts in the page's notification corner (components/ui/ToastRegion.tsx).
 * One at a time: a new outcome replaces the last, so repeated submits never pile
 * up over the form, and an old message never contradicts the current state.
 */
export function toaster(region: HTMLElement): (input: ToastInput) => void {
  let dismissShown: (() => void) | undefined;
  return ({ title, description, variant = "default" }) => {
    dismissShown?.();
    const template = region.querySelector<HTMLTemplateElement>(
      `template[data-toast-card="${variant}"]`,
    );
    const list = region.querySelector(`[data-toast-list="${variant}"]`);
    const card = template?.content.firstElementChild?.cloneNode(true);
    if (!list || !(card instanceof HTMLElement)) return;

    const titleText = card.querySelector("[data-toast-title]");
    if (titleText) titleText.textContent = title;
    const descriptionText = card.querySelector("[data-toast-description]");
    if (description) {
      if (descriptionText) descriptionText.textContent = description;
    } else {
      descriptionText?.remove();
    }

    const dismiss = () => {
      stopTimer();
      card.remove();
      if (dismissShown === dismiss) dismissShown = undefined;
    };
    const stopTimer = holdableTimer(card, dismiss);
    card.querySelector("[data-toast-close]")?.addEventListener("click", dismiss);
    list.append(card);
    dismissShown = dismiss;
    keepFocusClearOf(region);
  };
}
