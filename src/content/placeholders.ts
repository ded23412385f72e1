/**
 * What is still ours and not the owners': every item of the copy marked
 * `placeholder: true` (a made-up customer, person, logo, screen, clip, fact), every
 * news post marked `sample: true`, and every brand fact of the placeholder brand
 * (src/site.config.ts). `npm run placeholders` prints it; the owners work through
 * it before launch.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { load } from "js-yaml";
import { locales } from "~/locales";
import { placeholderBrandFacts, site } from "~/site.config";

export interface Placeholder {
  /** The language's code, or undefined for a brand fact, which every language shares. */
  locale?: string;
  /** The file to edit, from the project's folder. */
  file: string;
  /** Where in the file: the field's path (`items.3`, `story`) or the front matter's `sample`. */
  field: string;
  /** What it is, in a few words of its own (its id, name, title or path). */
  what: string;
}

/** The fields that say best what an item is, in the order they are tried. */
const NAMING_FIELDS = ["name", "title", "customer", "label", "src", "image", "alt", "id"];
/** Enough of a long title or alt text to recognise it in a list. */
const WHAT_LENGTH = 90;

function nameOf(item: Record<string, unknown>): string {
  const name = NAMING_FIELDS.map((key) => item[key]).find(
    (value): value is string => typeof value === "string" && value.length > 0,
  );
  if (!name) return "(unnamed item)";
  return name.length > WHAT_LENGTH ? `${name.slice(0, WHAT_LENGTH - 1)}…` : name;
}

/** Each object at any depth of `data` marked `placeholder: true`, with its path. */
function markedIn(data: unknown, at: string[] = []): { field: string; what: string }[] {
  if (Array.isArray(data))
    return data.flatMap((value, index) => markedIn(value, [...at, `${index}`]));
  if (data === null || typeof data !== "object") return [];
  const item = data as Record<string, unknown>;
  // An item of a list is found by its id in the editor and in the file: say it.
  const field =
    (at.join(".") || "(the whole file)") + (typeof item.id === "string" ? ` (${item.id})` : "");
  const own = item.placeholder === true ? [{ field, what: nameOf(item) }] : [];
  return [...own, ...Object.entries(item).flatMap(([key, value]) => markedIn(value, [...at, key]))];
}

function filesIn(root: string, folder: string, extension: string): string[] {
  const full = path.join(root, folder);
  if (!existsSync(full)) return [];
  return readdirSync(full)
    .filter((name) => name.endsWith(extension))
    .sort()
    .map((name) => path.join(folder, name));
}

function copyPlaceholders(root: string, locale: string): Placeholder[] {
  return filesIn(root, path.join("src/content/copy", locale), ".yaml").flatMap((file) => {
    let data: unknown;
    try {
      data = load(readFileSync(path.join(root, file), "utf8"));
    } catch {
      // An unreadable file is the copy check's to report, with its line.
      return [];
    }
    return markedIn(data).map((found) => ({ locale, file, ...found }));
  });
}

function samplePosts(root: string, locale: string): Placeholder[] {
  return filesIn(root, path.join("src/content/posts", locale), ".md").flatMap((file) => {
    const frontMatter = readFileSync(path.join(root, file), "utf8").match(
      /^---\n([\s\S]*?)\n---/,
    )?.[1];
    if (!frontMatter || !/^sample:\s*true\s*$/m.test(frontMatter)) return [];
    const title = frontMatter.match(/^title:\s*["']?(.+?)["']?\s*$/m)?.[1] ?? path.basename(file);
    return [{ locale, file, field: "sample", what: title }];
  });
}

/**
 * The brand's facts still the placeholder brand's: those the config lists as such,
 * and any address on a reserved `.example` domain, which no real site or mailbox has.
 */
function brandPlaceholders(): Placeholder[] {
  const file = "src/site.config.ts";
  const listed = placeholderBrandFacts.map((key) => ({
    file,
    field: key,
    what: JSON.stringify(site[key]),
  }));
  const reserved = Object.entries(site)
    .filter(
      ([key, value]) =>
        typeof value === "string" &&
        /[.@][\w-]+\.example\b/.test(value) &&
        !(placeholderBrandFacts as readonly string[]).includes(key),
    )
    .map(([key, value]) => ({ file, field: key, what: String(value) }));
  return [...listed, ...reserved];
}

/** Everything still placeholder under `root`, brand facts first, then each language's copy and posts. */
export function placeholders(root: string): Placeholder[] {
  return [
    ...brandPlaceholders(),
    ...locales.flatMap(({ code }) => [...copyPlaceholders(root, code), ...samplePosts(root, code)]),
  ];
}
