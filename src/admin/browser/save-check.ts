/**
 * The build's copy checks in the editor, before a save: a save the build would
 * refuse is not made. For a copy file in each of its languages: its schema (every
 * rule of it, the brand facts and page links included), each picture path under
 * /media/ that public/ has, each shared item it names and, for a shared file,
 * each of its items other files name, and the language checks; for a post: its schema, no
 * picture in its text, and the language checks. The checks are the build's own
 * code (src/content/copy-rules.ts, src/content/copy-language.ts), so a problem is
 * the build's line. What stays the build's alone, and why: README, "Editing the site".
 */
import { z } from "astro/zod";
import { type LanguageRules, proseFields, valueProblems } from "../../content/copy-language";
import {
  copyFileSchemas,
  danglingRefs,
  itemIdsOf,
  markdownWords,
  missingMedia,
  type NamedRef,
  pictureInText,
  postTextFields,
  refsOf,
  schemaProblems,
} from "../../content/copy-rules";
import { postSchema } from "../../content/post-schema";

/** What the build knew when it made /admin (src/admin/admin-files.ts). */
declare const __COPY_CHECK__: {
  defaultLocale: string;
  /** Each language's rules (its glossary, without the sentence detector). */
  rules: Readonly<Record<string, LanguageRules>>;
  /** COPY_UNTRANSLATED=allow at build: untranslated values do not stop it. */
  untranslatedAllowed: boolean;
  /** Every file under public/media, as copy names it: /media/insights/gap.svg. */
  media: readonly string[];
  /** Who may sign a post: the ids of team-members.yaml. */
  authors: readonly string[];
  /** Per language: every id a copy file names, and each shared file's ids. */
  references: Readonly<
    Record<
      string,
      { refs: readonly NamedRef[]; items: Readonly<Record<string, readonly string[]>> }
    >
  >;
};

const { rules, untranslatedAllowed, media, authors, references } = __COPY_CHECK__;

/** The language the others translate: "en". */
export const { defaultLocale } = __COPY_CHECK__;
const inPublic = new Set(media);
// A post's cover is a path the cover field sets itself; the build measures the picture.
const posts = postSchema({ image: () => z.string() } as never, authors);

/** One file of an entry as a save would write it: where it goes, its values, its English twin's. */
export interface SavedFile {
  path: string;
  data: unknown;
  english?: unknown;
}

const copyPath = /^src\/content\/copy\/([^/]+)\/([^/]+)\.yaml$/;
const postPath = /^src\/content\/posts\/([^/]+)\/[^/]+\.md$/;

/** What the form holds for a field left empty: no words, no value, no items. */
const isEmpty = (value: unknown) =>
  value === "" ||
  value === null ||
  value === undefined ||
  (Array.isArray(value) && value.length === 0);

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: z.ZodType | undefined) => schema?._zod.def as Def | undefined;

/** The schema inside its optional, default, readonly and transform wrappers, and whether a value may be left out. */
function unwrapped(schema: z.ZodType | undefined): { inner?: z.ZodType; optional: boolean } {
  let inner = schema;
  let optional = false;
  for (let def = defOf(inner); def; def = defOf(inner)) {
    if (def.type === "optional" || def.type === "default" || def.type === "prefault")
      optional = true;
    else if (def.type !== "readonly" && def.type !== "nonoptional" && def.type !== "pipe") break;
    inner = (def.type === "pipe" ? def.in : def.innerType) as z.ZodType;
  }
  return { inner, optional };
}

/**
 * The values as the file gets them (`schema` says which fields may be left out):
 * an optional field left empty is left out (config `omit_empty_optional_fields`),
 * a required one the form refuses before this, or writes as it is (an empty list).
 */
function asWritten(schema: z.ZodType | undefined, value: unknown): unknown {
  const def = defOf(unwrapped(schema).inner);
  if (Array.isArray(value)) {
    return value.map((item) =>
      asWritten(def?.type === "array" ? (def.element as z.ZodType) : undefined, item),
    );
  }
  if (value === null || typeof value !== "object") return value;
  const fieldSchema = (key: string) =>
    def?.type === "object"
      ? (def.shape as Record<string, z.ZodType>)[key]
      : def?.type === "record"
        ? (def.valueType as z.ZodType)
        : undefined;
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, inner]) => {
      const field = fieldSchema(key);
      const { optional } = unwrapped(field);
      if (isEmpty(inner) && (optional || !field)) return [];
      return [[key, asWritten(field, inner)]];
    }),
  );
}

/** The language problems that stop the build, as scripts/copy-check.ts `stopping` keeps them. */
function stopping(found: ReturnType<typeof valueProblems>, where: string): string[] {
  return found
    .filter(({ kind }) => !(untranslatedAllowed && kind === "untranslated"))
    .map(({ message }) => `${where}: ${message}`);
}

/**
 * The ids the saved file names that its language's shared files lack, and, for a
 * shared file, the ids other files name that it no longer has (as the build last
 * read them).
 */
function refProblems(locale: string, name: string, data: unknown): string[] {
  const { refs = [], items = {} } = references[locale] ?? {};
  const ids = itemIdsOf(data);
  const touching = [...refs.filter(({ file }) => file !== name), ...refsOf(name, data)].filter(
    ({ file, refersTo }) => file === name || refersTo === name,
  );
  return danglingRefs(touching, `src/content/copy/${locale}`, (shared) =>
    shared === name ? ids : items[shared],
  );
}

function copyFileProblems(
  file: string,
  locale: string,
  name: string,
  data: unknown,
  english: unknown,
) {
  const schema = copyFileSchemas[name];
  if (!schema) return [];
  const result = schema.safeParse(data);
  const problems = result.success
    ? [
        ...missingMedia(file, result.data, (path) => inPublic.has(path)),
        ...refProblems(locale, name, result.data),
      ]
    : schemaProblems(file, result.error, `src/content/copy/${defaultLocale}/${name}.yaml`);
  const language = rules[locale];
  // The build reads no glossary for its own words.
  if (!language || name === "glossary") return problems;
  return [
    ...problems,
    ...[...proseFields(data, english)].flatMap(({ at, value, english: twin }) =>
      stopping(valueProblems(value, twin, language), `${file} → ${at}`),
    ),
  ];
}

function postProblems(file: string, data: unknown, language?: LanguageRules) {
  const result = posts.safeParse(data);
  const fields = (data ?? {}) as Record<string, unknown>;
  const body = typeof fields.body === "string" ? fields.body.split("\n") : [];
  const inBody = body.flatMap((line, index) => {
    const picture = pictureInText(line);
    return picture ? [`${file} → body, line ${index + 1}: ${picture}`] : [];
  });
  const words = language
    ? [
        ...postTextFields.flatMap((name) =>
          typeof fields[name] === "string"
            ? stopping(valueProblems(fields[name], undefined, language), `${file} → ${name}`)
            : [],
        ),
        ...body.flatMap((line, index) =>
          stopping(
            valueProblems(markdownWords(line), undefined, language),
            `${file} → body, line ${index + 1}`,
          ),
        ),
      ]
    : [];
  return [...(result.success ? [] : schemaProblems(file, result.error, file)), ...inBody, ...words];
}

/** What the build would stop on in one file, one line each: the file, the field, what to do. */
export function fileProblems({ path, data, english }: SavedFile): string[] {
  const copy = copyPath.exec(path);
  if (copy) {
    const [, locale = "", name = ""] = copy;
    const schema = copyFileSchemas[name];
    return copyFileProblems(
      path,
      locale,
      name,
      asWritten(schema, data),
      asWritten(schema, english),
    );
  }
  const post = postPath.exec(path);
  return post ? postProblems(path, asWritten(posts, data), rules[post[1] ?? ""]) : [];
}

interface SavingEntry {
  path: string;
  data: unknown;
  i18n?: Record<string, { data?: unknown }>;
}

/** Every file a save writes: the default language's, and each other language's beside it. */
export function savedFiles({ path, data, i18n = {} }: SavingEntry): SavedFile[] {
  const other = (code: string) =>
    path.replace(`src/content/copy/${defaultLocale}/`, `src/content/copy/${code}/`);
  return [
    { path, data },
    ...Object.entries(i18n).map(([code, translation]) => ({
      path: other(code),
      data: translation.data,
      english: data,
    })),
  ];
}

/**
 * Refuses a save the build would refuse. Sveltia CMS stops a save whose preSave
 * handler throws; an error named "saving_failed" is the one whose cause's message
 * its error dialog shows (tests/cms/editor.mjs holds it to that).
 */
export function refuseWhatTheBuildWould(entry: { toJS(): unknown }): void {
  const problems = savedFiles(entry.toJS() as SavingEntry).flatMap(fileProblems);
  if (problems.length === 0) return;
  // The window runs lines together: numbers keep several apart.
  const list =
    problems.length === 1 ? problems : problems.map((problem, index) => `${index + 1}. ${problem}`);
  throw new Error("saving_failed", {
    cause: new Error(
      `Not saved: the build would stop on ${problems.length === 1 ? "this" : `these ${problems.length}`} until fixed.\n${list.join("\n")}`,
    ),
  });
}
