/**
 * The copy checks that need no files, only a file's data: each copy file's schema,
 * how a schema's refusal
 * reads, a picture path that public/ lacks, a picture in a post's text, a post's
 * words by line. One implementation for the build (scripts/copy-check.ts, which
 * reads the files) and the editor's check before a save (src/admin/browser/
 * save-check.ts, which has the entry being saved). Each problem is one line: the
 * file, the field or line, what to do.
 */
import type { z } from "astro/zod";
import { resolveRefs } from "~/lib/copy-ref";
import { copySchemas } from "./copy-schemas";
import { glossaryCopy } from "./glossary";
import { navigationCopy } from "./navigation";
import { uiCopy } from "./ui-copy";

/**
 * Copy files that are no page's, each with its schema: the words of every page's
 * header and footer, those of the shared controls (carousel, video, toasts), and
 * each language's glossary.
 */
export const siteCopy: Record<string, z.ZodType> = {
  navigation: navigationCopy,
  ui: uiCopy,
  glossary: glossaryCopy,
};

/** Every copy file's schema by the file's name (src/content/copy/<locale>/<name>.yaml). */
export const copyFileSchemas: Record<string, z.ZodType> = { ...copySchemas, ...siteCopy };

/** One line per way a file misses its schema: the file, the field's path, what is expected. */
export function schemaProblems(file: string, error: z.ZodError, english: string): string[] {
  return error.issues.flatMap((issue) => {
    const at = (key?: string) =>
      [...issue.path.map(String), ...(key ? [key] : [])].join(".") || "(the whole file)";
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map(
        (key) => `${file} → ${at(key)}: no such field here; check its spelling against ${english}`,
      );
    }
    return [`${file} → ${at()}: ${issue.message}`];
  });
}

/** An id a copy file names: the file's name, the field's path, the shared file and the item's id. */
export interface NamedRef {
  file: string;
  at: string;
  refersTo: string;
  id: string;
}

/** Every id `data` (a copy file's data as its schema makes it) names. */
export function refsOf(file: string, data: unknown): NamedRef[] {
  return resolveRefs(data, () => undefined).dangling.map(({ path, ref }) => ({
    file,
    at: path.join("."),
    refersTo: ref.refersTo,
    id: ref.id,
  }));
}

/**
 * The ids named in one language's copy files (under `folder`) that no item of the
 * same language's shared file has; `itemIds` gives a shared file's ids, or none
 * when that file failed its own check (reported already: ids into it wait).
 */
export function danglingRefs(
  refs: readonly NamedRef[],
  folder: string,
  itemIds: (name: string) => readonly string[] | undefined,
): string[] {
  return refs
    .filter(({ refersTo, id }) => itemIds(refersTo)?.includes(id) === false)
    .map(
      ({ file, at, refersTo, id }) =>
        `${folder}/${file}.yaml → ${at}: no item "${id}" in ${folder}/${refersTo}.yaml; use the id of one of its items`,
    );
}

/** The ids of a shared file's items, from its data as its schema makes it. */
export function itemIdsOf(data: unknown): string[] | undefined {
  const items = (data as { items?: { id?: unknown }[] } | undefined)?.items;
  return items?.flatMap(({ id }) => (typeof id === "string" ? [id] : []));
}

/**
 * Each picture, clip, poster, caption file or portrait a copy file names under
 * /media/ that public/ does not have (`inPublic` says whether it does): a page
 * would ship it broken, or the build would stop later with a stack instead of
 * the file and the field.
 */
export function missingMedia(
  file: string,
  data: unknown,
  inPublic: (path: string) => boolean,
  at: string[] = [],
): string[] {
  if (Array.isArray(data)) {
    return data.flatMap((value, index) => missingMedia(file, value, inPublic, [...at, `${index}`]));
  }
  if (data !== null && typeof data === "object") {
    return Object.entries(data).flatMap(([key, value]) =>
      missingMedia(file, value, inPublic, [...at, key]),
    );
  }
  if (typeof data !== "string" || !data.startsWith("/media/") || inPublic(data)) return [];
  return [
    `${file} → ${at.join(".")}: ${data} is not in public/; add the file there or name one that is`,
  ];
}

/**
 * A picture in a line of a post's text: Astro's Markdown leaves it to render(),
 * which the post's page does not call, so it would vanish from the page without a word.
 */
export function pictureInText(line: string): string | undefined {
  return /!\[[^\]]*\]\([^)]*\)|<img\b/i.test(line)
    ? "a picture in a post's text does not show on its page; make it the post's cover (cover, coverAlt) or say it in words"
    : undefined;
}

/** The front matter fields of a post a visitor reads; the others are ids, dates and flags. */
export const postTextFields = ["title", "description", "coverAlt", "coverCaption"] as const;

/** A Markdown line as words: no link targets, emphasis, code, tags or list and table marks. */
export function markdownWords(line: string): string {
  return line
    .replace(/`[^`]*`/g, " ")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, " ")
    .replace(/^\s*(?:#+|[-*+]|\d+\.|>)\s+/, "")
    .replace(/[*_|]+/g, " ");
}
