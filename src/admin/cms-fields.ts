/**
 * The CMS's form for a copy file, read off the file's Zod schema: a field for
 * each key, with the schema's rules (required, lengths, patterns, allowed values,
 * list sizes, references to shared items) as the editor's own checks. A shape
 * the CMS cannot edit stops the build with its path, so the editor never drops
 * or garbles a field the build reads. Rules only code can check (a brand fact's
 * name, a link to a page that exists) the editor checks on Save by running the
 * schema itself (src/admin/browser/save-check.ts), with the build's line.
 */
import { globalRegistry, type z } from "astro/zod";
import { refersTo } from "~/lib/copy-ref";
import { href, mediaPath, text } from "~/lib/copy-schema";

/** One field of the CMS's configuration (Sveltia CMS, Decap-compatible: https://sveltiacms.app/en/docs/fields). */
export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  fields?: CmsField[];
  field?: CmsField;
  options?: (string | { label: string; value: string })[];
  multiple?: boolean;
  min?: number;
  max?: number;
  value_type?: "int" | "float";
  default?: unknown;
  collapsed?: boolean;
  summary?: string;
  i18n?: boolean;
  // A reference: an item of a shared collection's file, chosen by its id.
  collection?: string;
  file?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
  // The cover's widget: the smallest picture the build accepts.
  min_width?: number;
  min_height?: number;
  // A day (datetime widget).
  format?: string;
  date_format?: string;
  time_format?: boolean;
}

/** A field of a shared item that names it for people, in the order tried. */
const itemNameFields = ["name", "title", "label", "alt", "heading", "quote", "figure"];

/** How the form shows a shared collection's items in a picker: their id and name. */
export type ItemShape = (collection: string) => readonly string[];

/** What the generator stops with: the field's path and what the CMS cannot do with it. */
export class UneditableField extends Error {
  constructor(path: string, kind: string) {
    super(
      `${path}: the CMS has no field for a ${kind} (src/admin/cms-fields.ts); use text, a list, an object, an enum, a number, a boolean or ref()`,
    );
  }
}

// Words a reader reads in a paragraph, not on one line: a text area in the form.
const longTextName =
  /intro|description|body|quote|detail|text|summary|lead|answer|note|bio|caption|message|paragraph|story|excerpt/i;

function labelOf(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/[-_]/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

type Def = z.core.$ZodTypeDef & Record<string, unknown>;

function defOf(schema: z.ZodType): Def {
  return schema._zod.def as Def;
}

interface Check {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
  error?: () => unknown;
}

/** The checks a schema carries (lengths, patterns, bounds), as Zod records them. */
function checksOf(schema: z.ZodType): Check[] {
  const checks = (defOf(schema).checks ?? []) as { _zod: { def: Check } }[];
  return checks.map((check) => check._zod.def);
}

/** The length and pattern rules of a string's checks, as the CMS's pattern with its message. */
function stringRules(schema: z.ZodType): Pick<CmsField, "pattern" | "hint"> {
  const checks = checksOf(schema);
  const format = checks.find((check) => check.pattern);
  if (format?.pattern) {
    const message = format.error?.();
    return {
      pattern: [
        format.pattern.source,
        typeof message === "string" ? message : `Must match ${format.pattern.source}`,
      ],
    };
  }
  const minimum = checks.find((check) => check.check === "min_length")?.minimum;
  const maximum = checks.find((check) => check.check === "max_length")?.maximum;
  // At least one character is what "required" says already.
  if (maximum === undefined && (minimum === undefined || minimum <= 1)) return {};
  const words =
    minimum !== undefined && maximum !== undefined
      ? `${minimum} to ${maximum} characters`
      : maximum !== undefined
        ? `at most ${maximum} characters`
        : `at least ${minimum} characters`;
  const sentence = words.charAt(0).toUpperCase() + words.slice(1);
  return { pattern: [`^[\\s\\S]{${minimum ?? 0},${maximum ?? ""}}$`, sentence], hint: sentence };
}

/** A list's bounds on its length. */
function listSize(schema: z.ZodType): Pick<CmsField, "min" | "max"> {
  const checks = checksOf(schema);
  const min = checks.find((check) => check.check === "min_length")?.minimum;
  const max = checks.find((check) => check.check === "max_length")?.maximum;
  return { ...(min ? { min } : {}), ...(max ? { max } : {}) };
}

interface Context {
  itemShape: ItemShape;
}

function relation(collection: string, context: Context): Omit<CmsField, "name" | "label"> {
  const nameField = itemNameFields.find((field) => context.itemShape(collection).includes(field));
  const display = ["id", ...(nameField ? [nameField] : [])].map((field) => `items.*.${field}`);
  return {
    widget: "relation",
    collection: "shared",
    file: collection,
    value_field: "items.*.id",
    search_fields: display,
    display_fields: display,
  };
}

/** The field for `schema` at `path`, named `name`; optional/default wrappers make it not required. */
export function fieldFor(
  name: string,
  schema: z.ZodType,
  path: string,
  context: Context,
): CmsField {
  let label = labelOf(name);
  let hint: string | undefined;
  let current = schema;
  let required = true;
  let fallback: unknown;
  for (;;) {
    // Words for the editor a schema gives itself: .meta({ title, description }).
    const meta = globalRegistry.get(current);
    if (meta?.title) label = meta.title;
    if (meta?.description) hint = meta.description;
    const def = defOf(current);
    if (def.type === "optional") required = false;
    else if (def.type === "default" || def.type === "prefault") {
      required = false;
      fallback =
        typeof def.defaultValue === "function"
          ? (def.defaultValue as () => unknown)()
          : def.defaultValue;
    } else if (def.type !== "readonly" && def.type !== "nonoptional") break;
    current = def.innerType as z.ZodType;
  }
  const meta = globalRegistry.get(current);
  if (meta?.title) label = meta.title;
  if (meta?.description) hint = meta.description;
  const widget = widgetFor(name, current, path, context);
  // The schema's own words first, then the rule they come with ("50 to 200 characters").
  const hints = [hint, widget.hint].filter(Boolean);
  const base = { name, label, ...(hints.length > 0 ? { hint: hints.join(". ") } : {}) };
  // A hidden field is never the editor's to fill: it takes its default.
  if (widget.widget === "hidden") return { ...widget, ...base };
  return { ...widget, ...base, required, ...(fallback === undefined ? {} : { default: fallback }) };
}

function widgetFor(
  name: string,
  schema: z.ZodType,
  path: string,
  context: Context,
): Omit<CmsField, "name" | "label"> {
  const collection = refersTo(schema);
  if (collection) return relation(collection, context);
  if (schema === href) return { widget: "page-link" };
  if (schema === text) return { widget: longTextName.test(name) ? "text" : "string" };
  if (schema === mediaPath)
    return { widget: "string", pattern: ["^/", "A path under public/, e.g. /media/platform.webp"] };
  const def = defOf(schema);
  switch (def.type) {
    case "string":
      return { widget: longTextName.test(name) ? "text" : "string", ...stringRules(schema) };
    case "pipe":
      // A transform after the text (a fact filled in, a list split): the editor writes the input.
      return widgetFor(name, def.in as z.ZodType, path, context);
    case "object":
      return {
        widget: "object",
        collapsed: path.split(".").length > 1,
        fields: fieldsOf(schema as z.ZodObject, path, context),
      };
    case "record": {
      // One entry per key of an enum (a partner category's name): an object with those fields.
      const keys = defOf(def.keyType as z.ZodType).entries as Record<string, string> | undefined;
      if (!keys) throw new UneditableField(path, "record without fixed keys");
      return {
        widget: "object",
        fields: Object.values(keys).map((key) =>
          fieldFor(key, def.valueType as z.ZodType, `${path}.${key}`, context),
        ),
      };
    }
    case "array":
      return listFor(name, schema, def, path, context);
    case "enum":
      return { widget: "select", options: Object.values(def.entries as Record<string, string>) };
    case "literal": {
      const [value] = def.values as unknown[];
      return { widget: "hidden", default: value };
    }
    case "number": {
      const checks = checksOf(schema);
      const isInt =
        (def.format as string | undefined)?.includes("int") ||
        checks.some((check) => check.format?.includes("int"));
      const lower = checks.find((check) => check.check === "greater_than");
      const min =
        lower?.value === undefined ? undefined : lower.inclusive ? lower.value : lower.value + 1;
      return {
        widget: "number",
        value_type: isInt ? "int" : "float",
        ...(min === undefined ? {} : { min }),
      };
    }
    case "boolean":
      return { widget: "boolean" };
    case "date":
      // A day, written as the files write it: 2026-11-12.
      return {
        widget: "datetime",
        format: "YYYY-MM-DD",
        date_format: "YYYY-MM-DD",
        time_format: false,
      };
    case "union": {
      const kinds = (def.options as z.ZodType[]).map((option) =>
        option === text ? "text" : defOf(option).type,
      );
      // A table cell: words, or a tick or a dash.
      if (kinds.length === 2 && kinds.includes("text") && kinds.includes("boolean"))
        return { widget: "text-or-yes-no" };
      throw new UneditableField(path, `union of ${kinds.join(" and ")}`);
    }
    default:
      throw new UneditableField(path, String(def.type));
  }
}

function listFor(name: string, schema: z.ZodType, def: Def, path: string, context: Context) {
  const size = listSize(schema);
  const item = fieldFor(name, def.element as z.ZodType, `${path}[]`, context);
  if (item.widget === "relation" || item.widget === "select")
    return { ...item, ...size, multiple: true };
  if (item.widget === "object" && item.fields) {
    return {
      widget: "list",
      ...size,
      collapsed: true,
      summary: summaryOf(item.fields),
      fields: item.fields,
    };
  }
  return { widget: "list", ...size, field: { ...item, name: "item", label: labelOf(name) } };
}

/** What a collapsed list item shows: its first text field. */
function summaryOf(fields: readonly CmsField[]): string | undefined {
  const named = fields.find((field) => ["string", "text", "relation"].includes(field.widget));
  return named ? `{{fields.${named.name}}}` : undefined;
}

/** The fields of an object schema, in the schema's order (which is also the files' order). */
export function fieldsOf(schema: z.ZodObject, path: string, context: Context): CmsField[] {
  return Object.entries(schema.shape).map(([name, field]) =>
    fieldFor(name, field as z.ZodType, path ? `${path}.${name}` : name, context),
  );
}
