/**
 * The editor's own fields, for rules the CMS's own cannot state: a link picked
 * from the site's pages (or written out to another site), a table cell that is
 * words or a tick, and a cover refused when it is smaller than the build takes.
 * The CMS reads a control's `isValid` from its instance, so each is a class
 * (createClass) drawn with the CMS's own React (window.h).
 */
import type { ControlProps } from "./cms-globals";

declare const __PAGE_PATHS__: readonly string[];

const { h, createClass } = window;

interface Control {
  props: ControlProps;
  state: Record<string, unknown>;
  setState(state: Record<string, unknown>): void;
  check(value: unknown): void;
}

/** A page of this site by its English path (the site adds the language), or a link elsewhere. */
export const PageLinkControl = createClass({
  render(this: Control) {
    const { forID, value, onChange, classNameWrapper, setActiveStyle, setInactiveStyle } =
      this.props;
    const listId = `${forID}-pages`;
    return h(
      "div",
      null,
      h("input", {
        id: forID,
        type: "text",
        list: listId,
        className: classNameWrapper,
        value: typeof value === "string" ? value : "",
        onChange: (event: { target: { value: string } }) => onChange(event.target.value),
        onFocus: setActiveStyle,
        onBlur: setInactiveStyle,
      }),
      h(
        "datalist",
        { id: listId },
        ...__PAGE_PATHS__.map((path) => h("option", { key: path, value: path })),
      ),
    );
  },
});

type Cell = string | boolean;

const cellKinds = [
  { value: "yes", label: "✓ Included" },
  { value: "no", label: "– Not included" },
  { value: "words", label: "Words…" },
] as const;

/** A comparison table's cell: `true`, `false`, or words. */
export const TextOrYesNoControl = createClass({
  render(this: Control) {
    const { forID, classNameWrapper, onChange, setActiveStyle, setInactiveStyle } = this.props;
    const value = this.props.value as Cell | undefined;
    const kind = value === true ? "yes" : value === false ? "no" : "words";
    return h(
      "div",
      { style: { display: "flex", gap: "8px" } },
      h(
        "select",
        {
          id: forID,
          "aria-label": "Cell",
          className: classNameWrapper,
          style: { maxWidth: "12rem" },
          value: kind,
          onChange: (event: { target: { value: string } }) =>
            onChange(
              event.target.value === "yes" ? true : event.target.value === "no" ? false : "",
            ),
        },
        ...cellKinds.map(({ value: option, label }) =>
          h("option", { key: option, value: option }, label),
        ),
      ),
      kind === "words"
        ? h("input", {
            type: "text",
            "aria-label": "Words",
            className: classNameWrapper,
            value: typeof value === "string" ? value : "",
            onChange: (event: { target: { value: string } }) => onChange(event.target.value),
            onFocus: setActiveStyle,
            onBlur: setInactiveStyle,
          })
        : null,
    );
  },
});

const coverTypes = ["image/png", "image/jpeg", "image/webp"];

/** The picture's size in pixels, read by the browser; undefined when it cannot be read. */
async function measure(file: Blob): Promise<{ width: number; height: number } | undefined> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return undefined;
  }
}

/**
 * A post's cover: a PNG, JPEG or WebP of at least the field's min_width ×
 * min_height, refused with a message before it is added, as the build would
 * refuse it (scripts/copy-check.ts). The CMS writes an added picture to the
 * collection's media folder (src/content/posts/covers) when the post is saved.
 */
export const CoverImageControl = createClass({
  getInitialState() {
    return { problem: undefined };
  },
  async choose(this: Control, event: { target: { files: FileList | null; value: string } }) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const { field, addFile, onChange } = this.props;
    const minWidth = Number(field.get("min_width"));
    const minHeight = Number(field.get("min_height"));
    const size = coverTypes.includes(file.type) ? await measure(file) : undefined;
    const problem = !size
      ? `${file.name} is not a PNG, JPEG or WebP picture. Choose one of those.`
      : size.width < minWidth || size.height < minHeight
        ? `${file.name} is ${size.width}×${size.height} pixels: a cover needs at least ${minWidth}×${minHeight}. Choose a larger picture.`
        : undefined;
    this.setState({ problem });
    if (problem) return;
    onChange(await addFile(file));
  },
  isValid(this: Control) {
    const problem = this.state.problem as string | undefined;
    return problem ? { error: { message: problem } } : true;
  },
  render(this: Control & { choose(event: unknown): void }) {
    const { forID, value } = this.props;
    const problem = this.state.problem as string | undefined;
    const current = typeof value === "string" && value !== "" ? value : undefined;
    return h(
      "div",
      null,
      current
        ? h("p", { style: { margin: "0 0 8px" } }, `Now: ${current.replace(/^.*\//, "")}`)
        : null,
      // The field's hint (cms-config.ts) says which pictures fit.
      h("input", {
        id: forID,
        type: "file",
        accept: coverTypes.join(","),
        "aria-invalid": problem ? "true" : undefined,
        "aria-errormessage": problem ? `${forID}-problem` : undefined,
        onChange: (event: unknown) => this.choose(event),
      }),
      problem
        ? h(
            "p",
            {
              id: `${forID}-problem`,
              role: "alert",
              style: { color: "#b91c1c", margin: "8px 0 0" },
            },
            problem,
          )
        : null,
    );
  },
});
