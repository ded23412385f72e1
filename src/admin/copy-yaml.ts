/**
 * Copy files written as the content editor writes them: keys in the order of the
 * CMS's fields (the schema's), yes/no fields written out, one line per value, as
 * Sveltia CMS serialises YAML
 * (its defaults: `yaml`'s stringify, two-space indents, no folding, plain strings
 * or single quotes). A file already in this form changes on a save only where the
 * editor changed it, so the commit an editor hands over shows just their edit.
 * `npm run format` writes every copy file so; a test fails on one that is not.
 */
import { parse, stringify } from "yaml";
import type { CmsField } from "./cms-fields";

/** `value` with its keys (and its items' keys) in the order of `fields`. */
function ordered(value: unknown, fields: readonly CmsField[] | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => ordered(item, fields));
  if (!fields || value === null || typeof value !== "object") return value;
  // The editor writes a yes/no field it showed as `false` when it was left out.
  const unset = fields.filter((field) => field.widget === "boolean" && !(field.name in value));
  const entries = [...Object.entries(value), ...unset.map((field) => [field.name, false] as const)];
  const position = (key: string) => {
    const index = fields.findIndex((field) => field.name === key);
    return index === -1 ? fields.length : index;
  };
  return Object.fromEntries(
    entries
      .sort(([a], [b]) => position(a) - position(b))
      .map(([key, inner]) => {
        const field = fields.find((candidate) => candidate.name === key);
        return [key, ordered(inner, field?.fields)];
      }),
  );
}

/** A copy file's text as the editor would save `source`, a copy file of `fields`. */
export function formatCopy(source: string, fields: readonly CmsField[]): string {
  const text = stringify(ordered(parse(source), fields), {
    indent: 2,
    indentSeq: true,
    lineWidth: 0,
    defaultKeyType: "PLAIN",
    defaultStringType: "PLAIN",
    singleQuote: true,
  });
  return `${text.trim()}\n`;
}
