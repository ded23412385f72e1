import {
  createContext,
  type FocusEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { cn } from "~/lib/cn";

/** The notification corner's words, in the language of the page it is on. */
export interface ToastText {
  /** Names the region that holds the toasts. */
  region: string;
  close: string;
}

export type ToastVariant = "default" | "destructive";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

interface ToastEntry extends ToastInput {
  id: number;
}

interface ToastApi {
  toast: (input: ToastInput) => void;
}

/** Long enough to read two lines twice; hovering or focusing a toast holds it. */
export const TOAST_DURATION_MS = 6000;
/**
 * One at a time: a new outcome replaces the last, so repeated submits never pile
 * up over the form, and an old message never contradicts the current state.
 */
const MAX_TOASTS = 1;

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside <ToastProvider>");
  return api;
}

/** Counts down while `running`, keeping the time left across pauses. */
function useDismissTimer(onDismiss: () => void, running: boolean) {
  const remaining = useRef(TOAST_DURATION_MS);
  useEffect(() => {
    if (!running) return;
    const startedAt = Date.now();
    const timer = setTimeout(onDismiss, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [onDismiss, running]);
}

const variantStyles: Record<ToastVariant, string> = {
  default: "bg-white text-ink ring-line",
  destructive: "bg-danger-600 text-white ring-danger-700",
};

function ToastCard({
  entry,
  closeLabel,
  onDismiss,
}: {
  entry: ToastEntry;
  closeLabel: string;
  onDismiss: (id: number) => void;
}) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const dismiss = useCallback(() => onDismiss(entry.id), [onDismiss, entry.id]);
  useDismissTimer(dismiss, !hovered && !focused);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only hold the timer
    <div
      className={cn(
        "pointer-events-auto flex items-start gap-3 rounded-xl p-4 shadow-lg ring-1",
        "motion-safe:transition-[opacity,translate] motion-safe:duration-300 motion-safe:starting:translate-y-2 motion-safe:starting:opacity-0",
        variantStyles[entry.variant ?? "default"],
      )}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{entry.title}</p>
        {entry.description ? <p className="mt-1 text-sm">{entry.description}</p> : null}
      </div>
      <button
        type="button"
        onClick={dismiss}
        aria-label={closeLabel}
        className="-m-1.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full opacity-80 hover:opacity-100"
      >
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="size-4">
          <path
            d="M6 6l12 12M18 6 6 18"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
    </div>
  );
}

/** Room left between a toast and the control it would otherwise cover. */
const CLEARANCE_PX = 12;

/**
 * On a phone the notification corner spans the bottom of the screen: when a
 * toast lands on the control the visitor is on (the Send button they just
 * pressed sits at the screen's bottom edge), the page moves up just enough to
 * show that control above it.
 */
function keepFocusClearOf(region: HTMLElement) {
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

/**
 * Renders its children and the notification corner. The two live regions are
 * always in the page, so a screen reader announces a toast the moment it is added;
 * a destructive toast interrupts (role="alert"), any other waits its turn.
 */
export function ToastProvider({ children, text }: { children: ReactNode; text: ToastText }) {
  const [entries, setEntries] = useState<readonly ToastEntry[]>([]);
  const nextId = useRef(0);
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    if (entries.length > 0 && region.current) keepFocusClearOf(region.current);
  }, [entries]);

  const toast = useCallback((input: ToastInput) => {
    nextId.current += 1;
    const entry = { ...input, id: nextId.current };
    setEntries((current) => [...current, entry].slice(-MAX_TOASTS));
  }, []);
  const dismiss = useCallback((id: number) => {
    setEntries((current) => current.filter((entry) => entry.id !== id));
  }, []);
  const api = useMemo(() => ({ toast }), [toast]);

  const list = (variant: ToastVariant) =>
    entries
      .filter((entry) => (entry.variant ?? "default") === variant)
      .map((entry) => (
        <ToastCard key={entry.id} entry={entry} closeLabel={text.close} onDismiss={dismiss} />
      ));

  return (
    <ToastContext value={api}>
      {children}
      <section
        ref={region}
        aria-label={text.region}
        className="pointer-events-none fixed inset-x-4 bottom-4 z-[70] flex flex-col gap-3 sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-96"
      >
        <div role="alert" className="flex flex-col gap-3">
          {list("destructive")}
        </div>
        <div role="status" className="flex flex-col gap-3">
          {list("default")}
        </div>
      </section>
    </ToastContext>
  );
}
