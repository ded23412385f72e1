/**
 * The build's copy checks in the editor's preview, for the language being edited,
 * as the editor types: the same lines a save is refused with (./save-check.ts).
 */
import type { ReactNode } from "react";
import type { PreviewProps } from "./cms-globals";
import { defaultLocale, fileProblems } from "./save-check";

const { h } = window;

type Entry = PreviewProps["entry"];

const toJS = (value: unknown) => (value as { toJS?: () => unknown } | undefined)?.toJS?.() ?? value;

/** The entry's problems in the language previewed, one line each: the file, the field and what to do. */
export function entryProblems(entry: Entry): string[] {
  const path = String(entry.get("path") ?? "");
  const english = path.startsWith(`src/content/copy/${defaultLocale}/`)
    ? undefined
    : toJS(entry.getIn(["locales", defaultLocale, "content"]));
  return fileProblems({ path, data: toJS(entry.get("data")), english });
}

/** The box above the preview: what the build would stop on, or nothing. */
export function CopyCheck({ entry }: { entry: Entry }): ReactNode {
  const problems = entryProblems(entry);
  if (problems.length === 0) return null;
  return h(
    "section",
    {
      "aria-label": "Copy check",
      style: {
        background: "#fef2f2",
        border: "1px solid #fca5a5",
        padding: "12px 16px",
        borderRadius: "12px",
        margin: "0 0 12px",
      },
    },
    h(
      "strong",
      null,
      `The build stops on ${problems.length === 1 ? "this" : `these ${problems.length}`} until fixed:`,
    ),
    h(
      "ul",
      { style: { margin: "8px 0 0", paddingLeft: "20px" } },
      ...problems.map((problem) => h("li", { key: problem }, problem)),
    ),
  );
}
