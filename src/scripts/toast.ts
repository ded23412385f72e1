import type { ToastVariant } from "~/components/ui/ToastRegion";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

/**
 * Shows toasts in the page's toast region (components/ui/ToastRegion.tsx), and
 * returns the one shown. One at a time: a new outcome replaces the last, so
 * repeated submits never pile up, and an old message never contradicts the
 * current state. A toast stays until it is closed or replaced: it sits in the
 * flow of the page, so it covers nothing, and leaving by itself would move what
 * is below it under the visitor's eyes.
 */
export function toaster(region: HTMLElement): (input: ToastInput) => HTMLElement | undefined {
  let dismissShown: (() => void) | undefined;
  return ({ title, description, variant = "default" }) => {
    dismissShown?.();
    const template = region.querySelector<HTMLTemplateElement>(
      `template[data-toast-card="${variant}"]`,
    );
    const list = region.querySelector(`[data-toast-list="${variant}"]`);
    const card = template?.content.firstElementChild?.cloneNode(true);
    if (!list || !(card instanceof HTMLElement)) return undefined;

    const titleText = card.querySelector("[data-toast-title]");
    if (titleText) titleText.textContent = title;
    const descriptionText = card.querySelector("[data-toast-description]");
    if (description) {
      if (descriptionText) descriptionText.textContent = description;
    } else {
      descriptionText?.remove();
    }

    const dismiss = () => {
      card.remove();
      if (dismissShown === dismiss) dismissShown = undefined;
    };
    card.querySelector("[data-toast-close]")?.addEventListener("click", dismiss);
    list.append(card);
    dismissShown = dismiss;
    return card;
  };
}
