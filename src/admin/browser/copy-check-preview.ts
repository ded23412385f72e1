/**
 * The copy check in the editor's preview: the glossary's terms, the register and
 * values left as their English twin, by the build's own code (src/content/copy-language.ts),
 * for the language being edited, as the editor types. The sentence detector runs in
 * the build only: its n-grams are too large for the editor's page.
 */
import type { ReactNode } from "react";
import { type LanguageRules, proseFields, valueProblems } from "../../content/copy-language";
import type { PreviewProps } from "./cms-globals";

/** Each language's rules (its glossary, without the detector), and the language the others translate. */
declare const __COPY_CHECK__: {
  defaultLocale: string;
  rules: Readonly<Record<string, LanguageRules>>;
};

const { h } = window;

type Entry = PreviewProps["entry"];

const toJS = (value: unknown) => (value as { toJS?: () => unknown } | undefined)?.toJS?.() ?? value;

/** The locale of the file an entry is saved to: src/content/copy/<code>/… or src/content/posts/<code>/…. */
function localeOf(entry: Entry): string | undefined {
  return /src\/content\/(?:copy|posts)\/([^/]+)\//.exec(String(entry.get("path") ?? ""))?.[1];
}

/** The entry's problems, one line each: the field and what to do. */
export function entryProblems(entry: Entry): string[] {
  const { defaultLocale, rules: all } = __COPY_CHECK__;
  const locale = localeOf(entry);
  const rules = locale ? all[locale] : undefined;
  if (!locale || !rules) return [];
  const data = toJS(entry.get("data"));
  const english =
    locale === defaultLocale ? undefined : toJS(entry.getIn(["locales", defaultLocale, "content"]));
  return [...proseFields(data, english)].flatMap(({ at, value, english: twin }) =>
    valueProblems(value, twin, rules).map(({ message }) => `${at}: ${message}`),
  );
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
