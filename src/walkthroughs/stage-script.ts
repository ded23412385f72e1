/**
 * Draws a walkthrough at any time t, for the recorder to take frame by frame
 * (WalkthroughStage.astro). Everything on the stage is a function of t: the
 * screen shown, where the pointer is, what has been typed, pressed, ringed or
 * has appeared. seek(t) returns a key of what it drew, so that a frame equal to
 * the one before is not taken twice.
 */
import type { StagedStep, StagePlan } from "./stage-plan";

interface Point {
  x: number;
  y: number;
}

interface Typed {
  element: HTMLElement;
  text: string;
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));
const ease = (p: number) => (p < 0.5 ? 4 * p * p * p : 1 - (-2 * p + 2) ** 3 / 2);
const progress = (t: number, from: number, to: number) =>
  clamp((t - from) / Math.max(0.001, to - from));
const squash = (text: string) => text.replace(/\s+/g, " ").trim();
/** How close the camera comes to what a step points at. */
const ZOOM = 1.22;

/** The innermost element of `scene` that shows `words`, whole or, failing that, within it. */
function elementShowing(scene: HTMLElement, words: string, clip: string): HTMLElement {
  const wanted = squash(words);
  const all = [...scene.querySelectorAll<HTMLElement>("*")].reverse();
  const found =
    all.find((element) => squash(element.textContent ?? "") === wanted) ??
    all.find((element) => squash(element.textContent ?? "").includes(wanted));
  if (!found)
    throw new Error(
      `walkthrough "${clip}": no element shows "${words}" on "${scene.dataset.scene}"`,
    );
  return found;
}

/**
 * Where an element's words and icons are, not its box: a title's block runs to the
 * row's end, its words stop where they stop, and the camera frames the words.
 */
function contentBox(element: HTMLElement): DOMRect {
  const range = document.createRange();
  range.selectNodeContents(element);
  return range.getBoundingClientRect();
}

/** The whole row that shows the words: with its bullet, tick or icon, which carry no words. */
function rowShowing(scene: HTMLElement, words: string, clip: string): HTMLElement {
  let row = elementShowing(scene, words, clip);
  const text = squash(row.textContent ?? "");
  while (
    row.parentElement &&
    row.parentElement !== scene &&
    squash(row.parentElement.textContent ?? "") === text
  ) {
    row = row.parentElement;
  }
  return row;
}

/** When the pointer reaches its target in a step, and when the step's action starts. */
function timesOf(step: StagedStep) {
  const move = Math.min(1.2, (step.end - step.start) * 0.3);
  const arrive = step.start + 0.3 + move;
  return { leave: step.start + 0.3, arrive };
}

export function mountStage() {
  const plan = JSON.parse(
    document.getElementById("walkthrough-plan")?.textContent ?? "{}",
  ) as StagePlan;
  const part = <Part extends Element>(selector: string): Part => {
    const found = document.querySelector<Part>(selector);
    if (!found) throw new Error(`the stage has no ${selector}`);
    return found;
  };
  const stage = part<HTMLElement>(".stage-backdrop");
  const camera = part<HTMLElement>(".stage-camera");
  const pointer = part<SVGElement>(".stage-pointer");
  const press = part<HTMLElement>(".stage-press");
  const ring = part<HTMLElement>(".stage-ring");
  const origin = stage.getBoundingClientRect();
  const scenes = new Map(
    [...stage.querySelectorAll<HTMLElement>("[data-scene]")].map((scene) => [
      scene.dataset.scene ?? "",
      scene,
    ]),
  );
  const sceneOf = (step: StagedStep) => scenes.get(step.screen) as HTMLElement;

  // Measured once, with every word in place: typing and appearing move nothing.
  const targets = plan.steps.map((step) => {
    if (!step.point) return undefined;
    const found = (step.act === "highlight" ? rowShowing : elementShowing)(
      sceneOf(step),
      step.point,
      plan.clip,
    );
    const box = contentBox(found);
    return {
      box: {
        x: box.left - origin.left,
        y: box.top - origin.top,
        width: box.width,
        height: box.height,
      },
      point: {
        x: box.left - origin.left + Math.min(box.width / 2, 90),
        y: box.top - origin.top + box.height * 0.55,
      },
    };
  });
  const typed: (Typed | undefined)[] = plan.steps.map((step) => {
    if (step.act !== "type" || !step.point) return undefined;
    const element = elementShowing(sceneOf(step), step.point, plan.clip);
    return { element, text: element.textContent ?? "" };
  });
  const revealed = plan.steps.map((step) =>
    step.reveal.map((words) => rowShowing(sceneOf(step), words, plan.clip)),
  );
  const rest: Point = { x: 1160, y: 640 };
  /** What each step's camera frames: what it points at and what appears, together. */
  const shots = plan.steps.map((_, n) => {
    const boxes = [
      ...(targets[n] ? [targets[n].box] : []),
      ...(revealed[n] ?? []).map((element) => {
        const box = contentBox(element);
        return {
          x: box.left - origin.left,
          y: box.top - origin.top,
          width: box.width,
          height: box.height,
        };
      }),
    ];
    if (boxes.length === 0) return undefined;
    const left = Math.min(...boxes.map((box) => box.x));
    const top = Math.min(...boxes.map((box) => box.y));
    const right = Math.max(...boxes.map((box) => box.x + box.width));
    const bottom = Math.max(...boxes.map((box) => box.y + box.height));
    return { x: left, y: top, width: right - left, height: bottom - top };
  });

  /** The screens' window on the stage: the camera never looks past its edges. */
  const windowBox = (() => {
    const first = scenes.values().next().value?.getBoundingClientRect();
    return first
      ? {
          left: first.left - origin.left,
          top: first.top - origin.top,
          right: first.right - origin.left,
          bottom: first.bottom - origin.top,
        }
      : { left: 0, top: 0, right: origin.width, bottom: origin.height };
  })();

  /**
   * What the camera shows, as a part of the stage: the whole stage at first, then
   * each step's target closer, as a screen recording zooms to the action, so that
   * the screens' words stay legible in a player a third of the screen wide.
   */
  function viewAt(t: number): { left: number; top: number; width: number } {
    let view = { left: 0, top: 0, width: origin.width };
    plan.steps.forEach((step, n) => {
      if (t < step.start) return;
      const shot = shots[n];
      const fitted = shot
        ? Math.max(shot.width + 48, ((shot.height + 36) * origin.width) / origin.height)
        : origin.width;
      const width = Math.min(origin.width, Math.max(origin.width / ZOOM, fitted));
      const height = (width * origin.height) / origin.width;
      const to = shot
        ? {
            left: Math.min(
              windowBox.right - width,
              Math.max(windowBox.left, shot.x + shot.width / 2 - width / 2),
            ),
            top: Math.min(
              windowBox.bottom - height,
              Math.max(windowBox.top, shot.y + shot.height / 2 - height / 2),
            ),
            width,
          }
        : { left: 0, top: 0, width };
      const { arrive } = timesOf(step);
      const p = ease(progress(t, step.start, arrive + 0.2));
      view = {
        left: view.left + (to.left - view.left) * p,
        top: view.top + (to.top - view.top) * p,
        width: view.width + (to.width - view.width) * p,
      };
    });
    return view;
  }

  function pointerAt(t: number): { at: Point; shown: number; pressed: number } {
    let at = rest;
    let shown = 0;
    let pressed = 0;
    plan.steps.forEach((step, n) => {
      const target = targets[n];
      if (t < step.start || !target) return;
      const { leave, arrive } = timesOf(step);
      const from = at;
      const p = ease(progress(t, leave, arrive));
      at = { x: from.x + (target.point.x - from.x) * p, y: from.y + (target.point.y - from.y) * p };
      shown = progress(t, step.start, step.start + 0.3);
      if (step.act === "click" && t < step.end) {
        const down =
          progress(t, arrive + 0.1, arrive + 0.2) - progress(t, arrive + 0.25, arrive + 0.4);
        pressed = Math.max(0, down);
      }
    });
    const current = plan.steps.findLast((step) => t >= step.start);
    if (current && !current.point) shown = 1 - progress(t, current.start, current.start + 0.3);
    return { at, shown, pressed };
  }

  function seek(t: number): string {
    const key: (string | number)[] = [];
    const active = plan.steps.findLast((step) => t >= step.start) ?? plan.steps[0];
    const index = active ? plan.steps.indexOf(active) : 0;
    const previous = plan.steps[index - 1];
    for (const [id, scene] of scenes) {
      let opacity = id === active?.screen ? 1 : 0;
      if (active && previous && previous.screen !== active.screen) {
        const p = progress(t, active.start, active.start + 0.5);
        if (id === active.screen) opacity = p;
        if (id === previous.screen) opacity = 1 - p;
      }
      scene.style.opacity = String(opacity);
      key.push(Math.round(opacity * 50));
    }

    plan.steps.forEach((step, n) => {
      const entry = typed[n];
      if (!entry) return;
      const { arrive } = timesOf(step);
      const typingEnds = Math.min(step.end - 0.8, arrive + 0.2 + entry.text.length * 0.04);
      const count = Math.round(entry.text.length * progress(t, arrive + 0.2, typingEnds));
      const typing = t >= step.start && t < step.end && count < entry.text.length;
      entry.element.replaceChildren(
        entry.text.slice(0, count),
        ...(typing
          ? [
              Object.assign(document.createElement("span"), {
                className: "stage-caret",
                textContent: "|",
              }),
            ]
          : []),
        Object.assign(document.createElement("span"), {
          textContent: entry.text.slice(count),
          style: "visibility:hidden",
        }),
      );
      key.push(count, typing ? 1 : 0);
    });

    plan.steps.forEach((step, n) => {
      const elements = revealed[n] ?? [];
      const { arrive } = timesOf(step);
      const from = step.act === "click" ? arrive + 0.5 : arrive + 0.2;
      const gap = Math.min(0.6, (step.end - 0.5 - from) / Math.max(1, elements.length));
      elements.forEach((element, i) => {
        const opacity = progress(t, from + i * gap, from + i * gap + 0.4);
        element.style.opacity = String(opacity);
        key.push(Math.round(opacity * 50));
      });
    });

    const view = viewAt(t);
    const zoom = origin.width / view.width;
    camera.style.transform = `translate(${-view.left * zoom}px, ${-view.top * zoom}px) scale(${zoom})`;
    key.push(Math.round(view.left * 2), Math.round(view.top * 2), Math.round(view.width * 2));

    const { at, shown, pressed } = pointerAt(t);
    pointer.style.translate = `${at.x}px ${at.y}px`;
    pointer.style.scale = String(1 - 0.15 * pressed);
    pointer.style.opacity = String(shown);
    press.style.translate = `${at.x}px ${at.y}px`;
    press.style.opacity = String(pressed * 0.9);
    press.style.scale = String(0.5 + pressed);
    key.push(Math.round(at.x), Math.round(at.y), Math.round(shown * 50), Math.round(pressed * 20));

    const ringed = plan.steps.findIndex((step) => step === active && step.act === "highlight");
    const box = ringed >= 0 ? targets[ringed]?.box : undefined;
    if (active && box) {
      const { arrive } = timesOf(active);
      const opacity =
        progress(t, arrive, arrive + 0.4) * (1 - progress(t, active.end - 0.4, active.end));
      Object.assign(ring.style, {
        translate: `${box.x - 6}px ${box.y - 4}px`,
        width: `${box.width + 12}px`,
        height: `${box.height + 8}px`,
        opacity: String(opacity),
      });
      key.push(ringed, Math.round(opacity * 50));
    } else {
      ring.style.opacity = "0";
    }
    return key.join(",");
  }

  Object.assign(window, {
    walkthrough: {
      duration: plan.duration,
      posterAt: plan.posterAt,
      src: plan.src,
      poster: plan.poster,
      seek,
    },
  });
}
