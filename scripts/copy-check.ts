/**
 * Checks every copy file (src/content/copy/<locale>/<name>.yaml) and every legal
 * text (src/content/legal/<locale>/<page>.md) before the build: each page and
 * shared collection has a file in each language, each file is one of theirs, and
 * each fits its schema (src/content/copy-schemas.ts, src/content/legal-pages.ts; a
 * legal text's body src/lib/legal-markdown.ts); each id a page names is an item of
 * the shared file in the same language. The header and footer's words (navigation.yaml)
 * are no page's: they are checked against the navigation's own schema, and the
 * navigation's links against the route table. A problem is one line an editor
 * can act on: the file, the field's path or line and what is expected.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "astro/zod";
import { load } from "js-yaml";
import sharp from "sharp";
import {
  type LanguageProblem,
  type LanguageRules,
  proseFields,
  valueProblems,
} from "~/content/copy-language";
import {
  copyFileSchemas,
  danglingRefs,
  itemIdsOf,
  markdownWords,
  missingMedia,
  pictureInText,
  postTextFields,
  refsOf,
  schemaProblems,
  siteCopy,
} from "~/content/copy-rules";
import { copySchemas } from "~/content/copy-schemas";
import { glossaryCopy } from "~/content/glossary";
import { siteLanguageDetector } from "~/content/language-detector";
import { legalFile, legalFrontMatter, legalPages } from "~/content/legal-pages";
import { navigationProblems } from "~/content/navigation";
import { COVER_MIN_HEIGHT, COVER_MIN_WIDTH } from "~/content/post-schema";
import { readLegalMarkdown } from "~/lib/legal-markdown";
import { defaultLocale, type LocaleRow, locales } from "~/locales";

/** The problems of the copy under `root` (the project's folder), one line each; none when all fit. */
export function copyProblems(root: string): string[] {
  const folder = (locale: string) => path.join("src/content/copy", locale);
  const schemas = copyFileSchemas;
  const names = Object.keys(copySchemas);
  const problems: string[] = [...navigationProblems()];
  for (const { code: locale } of locales) {
    const files = existsSync(path.join(root, folder(locale)))
      ? readdirSync(path.join(root, folder(locale)))
      : [];
    for (const file of files) {
      const page = file.replace(/\.yaml$/, "");
      if (!Object.hasOwn(schemas, page)) {
        problems.push(
          `${folder(locale)}/${file} is no page's copy: name it after a page or a shared collection (${names.map((p) => `${p}.yaml`).join(", ")})`,
        );
      }
    }
    const parsed = new Map<string, unknown>();
    for (const [name, schema] of Object.entries(schemas)) {
      const file = `${folder(locale)}/${name}.yaml`;
      if (!files.includes(`${name}.yaml`)) {
        problems.push(
          `${file} is missing: ${name in siteCopy ? `every page in "${locale}" shows it` : `the page is built in "${locale}"`}; copy src/content/copy/en/${name}.yaml there and translate it`,
        );
        continue;
      }
      const result = parseFile(file, readFileSync(path.join(root, file), "utf8"), name, schema);
      if ("problems" in result) problems.push(...result.problems);
      else {
        parsed.set(name, result.data);
        problems.push(
          ...missingMedia(file, result.data, (media) =>
            existsSync(path.join(root, "public", media)),
          ),
        );
      }
    }
    problems.push(
      ...danglingRefs(
        [...parsed].flatMap(([name, data]) => refsOf(name, data)),
        folder(locale),
        (name) => (parsed.has(name) ? itemIdsOf(parsed.get(name)) : undefined),
      ),
    );
  }
  return [...problems, ...legalProblems(root)];
}

/** The legal texts' problems: a missing or stray file, its front matter, its body by line. */
function legalProblems(root: string): string[] {
  const problems: string[] = [];
  for (const { code: locale } of locales) {
    const folder = path.dirname(legalFile(locale, ""));
    const files = existsSync(path.join(root, folder)) ? readdirSync(path.join(root, folder)) : [];
    for (const file of files.filter(
      (name) => !(legalPages as readonly string[]).includes(name.replace(/\.md$/, "")),
    )) {
      problems.push(
        `${folder}/${file} is no legal text: name it after one (${legalPages.map((p) => `${p}.md`).join(", ")})`,
      );
    }
    for (const page of legalPages) {
      const file = legalFile(locale, page);
      const english = legalFile(defaultLocale, page);
      if (!files.includes(`${page}.md`)) {
        problems.push(
          `${file} is missing: the page is built in "${locale}"; copy ${english} there and translate it`,
        );
        continue;
      }
      const markdown = readLegalMarkdown(readFileSync(path.join(root, file), "utf8"));
      // The front matter starts on the file's second line, after its "---".
      const frontMatter = parseYaml(file, markdown.frontMatter ?? "", 2);
      problems.push(
        ...("problem" in frontMatter
          ? [frontMatter.problem]
          : frontMatterProblems(file, frontMatter.data, english)),
        ...markdown.problems.map((problem) => `${file} → ${problem}`),
      );
    }
  }
  return problems;
}

function parseYaml(
  file: string,
  source: string,
  firstLine = 1,
): { data: unknown } | { problem: string } {
  const lines = source.split("\n");
  // A " #" in an unquoted value starts a comment: YAML would drop the rest of the words silently.
  const comment = lines.findIndex((line) => /^\s*(?:- )?[\w-]+: [^"'\s#|>][^#]* #/.test(line));
  if (comment >= 0) {
    const key = lines[comment]?.match(/^\s*(?:- )?([\w-]+):/)?.[1];
    return {
      problem: `${file}:${comment + firstLine}: the words after " #" in ${key} would be dropped as a comment; put the whole value in double quotes: ${key}: "…"`,
    };
  }
  try {
    return { data: load(source) };
  } catch (error) {
    const mark = (error as { mark?: { line: number } }).mark;
    const line = mark ? lines[mark.line] : undefined;
    const brandFact = line?.match(/^\s*(?:- )?([\w-]+): \{site\./)?.[1];
    const colon = line?.match(/^\s*(?:- )?([\w-]+): [^"'].*: /)?.[1];
    const reason = brandFact
      ? `a value that starts with "{" needs quotes around it: ${brandFact}: "{site.name} …"`
      : colon
        ? `the value of ${colon} contains ": ", which YAML reads as a new field; put the whole value in double quotes: ${colon}: "…"`
        : ((error as { reason?: string }).reason ?? String(error));
    return {
      problem: `${file}${mark ? `:${mark.line + firstLine}` : ""} is not valid YAML: ${reason}`,
    };
  }
}

/** A copy file's data as its schema makes it (ids turned into references), or its problems. */
function parseFile(
  file: string,
  source: string,
  name: string,
  schema: z.ZodType,
): { data: unknown } | { problems: string[] } {
  const yaml = parseYaml(file, source);
  if ("problem" in yaml) return { problems: [yaml.problem] };
  const result = schema.safeParse(yaml.data);
  if (result.success) return { data: result.data };
  return { problems: schemaProblems(file, result.error, `src/content/copy/en/${name}.yaml`) };
}

function frontMatterProblems(file: string, data: unknown, english: string): string[] {
  const result = legalFrontMatter.safeParse(data);
  return result.success ? [] : schemaProblems(file, result.error, english);
}

/** COPY_UNTRANSLATED=allow: a new language whose copy is still English builds (README, "To add a language"). */
export function untranslatedAllowed(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.COPY_UNTRANSLATED === "allow";
}

/** The language problems that stop the build: all of them, or all but untranslated text while that is allowed. */
export function stopping(problems: LanguageProblem[], env: NodeJS.ProcessEnv = process.env) {
  return problems.filter(({ kind }) => !(untranslatedAllowed(env) && kind === "untranslated"));
}

/** A language's rules for the language checks, or none while its glossary is missing or broken (copyProblems says so). */
export function languageRules(
  root: string,
  locale: LocaleRow,
  /** null: no sentence detection (the editor's preview); by default, the site's detector. */
  detector: ((text: string) => string) | null = siteLanguageDetector(),
): LanguageRules | undefined {
  const glossaryFile = `src/content/copy/${locale.code}/glossary.yaml`;
  const file = path.join(root, glossaryFile);
  if (!existsSync(file)) return undefined;
  const parsed = parseYaml(glossaryFile, readFileSync(file, "utf8"));
  const glossary = "data" in parsed ? glossaryCopy.safeParse(parsed.data) : undefined;
  if (!glossary?.success) return undefined;
  return {
    glossary: glossary.data,
    glossaryFile,
    detect: locale.detect,
    ...(detector ? { detector } : {}),
    name: locale.name,
  };
}

/**
 * The language problems of every copy file, legal text and post: renderings the
 * glossary rules out, the other register, values left in English, sentences in
 * another language. One line each: the file, the field or line, what to do.
 */
export function languageProblems(root: string): LanguageProblem[] {
  const problems: LanguageProblem[] = [];
  const read = (file: string) =>
    existsSync(path.join(root, file)) ? readFileSync(path.join(root, file), "utf8") : undefined;
  const detector = siteLanguageDetector();
  for (const locale of locales) {
    const rules = languageRules(root, locale, detector);
    if (!rules) continue;
    const folder = `src/content/copy/${locale.code}`;
    const names = existsSync(path.join(root, folder)) ? readdirSync(path.join(root, folder)) : [];
    for (const name of names.filter((file) => file.endsWith(".yaml") && file !== "glossary.yaml")) {
      const file = `${folder}/${name}`;
      const data = parseYaml(file, read(file) ?? "");
      if (!("data" in data)) continue;
      const twin =
        locale.code === defaultLocale
          ? undefined
          : parseYaml(file, read(`src/content/copy/${defaultLocale}/${name}`) ?? "");
      const english = twin && "data" in twin ? twin.data : undefined;
      for (const field of proseFields(data.data, english)) {
        for (const { kind, message } of valueProblems(field.value, field.english, rules)) {
          problems.push({ kind, message: `${file} → ${field.at}: ${message}` });
        }
      }
    }
    const markdown = [
      ...legalPages.map((page) => legalFile(locale.code, page)),
      ...markdownFiles(root, `src/content/posts/${locale.code}`),
    ];
    for (const file of markdown) {
      for (const { line, text } of markdownText(read(file) ?? "")) {
        for (const { kind, message } of valueProblems(text, undefined, rules)) {
          problems.push({ kind, message: `${file}:${line}: ${message}` });
        }
      }
    }
  }
  return problems;
}

/** The words of a Markdown file by line: its front matter's visible fields (no comments, no ids), then its body. */
function markdownText(source: string): { line: number; text: string }[] {
  const lines = source.split("\n");
  const end = lines[0] === "---" ? lines.indexOf("---", 1) : -1;
  return lines.flatMap((line, index) => {
    if (index <= end) {
      const field = new RegExp(`^(${postTextFields.join("|")}):\\s*(.*)$`).exec(line);
      return field ? [{ line: index + 1, text: (field[2] ?? "").replace(/^["']|["']$/g, "") }] : [];
    }
    return [{ line: index + 1, text: markdownWords(line) }];
  });
}

function markdownFiles(root: string, folder: string): string[] {
  return existsSync(path.join(root, folder))
    ? readdirSync(path.join(root, folder))
        .filter((file) => file.endsWith(".md"))
        .map((file) => `${folder}/${file}`)
    : [];
}

/**
 * Pictures in a post's text: Astro's Markdown leaves them to render(), which the
 * post's page does not call, so they would vanish from the page without a word.
 * The editor offers none and refuses a save with one (src/admin/browser/save-check.ts);
 * written by hand, this says so.
 */
export function postPictureProblems(root: string): string[] {
  return locales.flatMap(({ code }) =>
    markdownFiles(root, `src/content/posts/${code}`).flatMap((file) => {
      const lines = readFileSync(path.join(root, file), "utf8").split("\n");
      const end = lines[0] === "---" ? lines.indexOf("---", 1) : -1;
      return lines.flatMap((line, index) => {
        const problem = index > end ? pictureInText(line) : undefined;
        return problem ? [`${file}:${index + 1}: ${problem}`] : [];
      });
    }),
  );
}

/**
 * News covers smaller than a post shows them (post-schema.ts), which Astro's image()
 * cannot see: its schema holds the picture's path, the size comes later.
 */
export async function coverProblems(root: string): Promise<string[]> {
  const problems: string[] = [];
  for (const { code: locale } of locales) {
    const folder = path.join("src/content/posts", locale);
    const posts = existsSync(path.join(root, folder)) ? readdirSync(path.join(root, folder)) : [];
    for (const post of posts.filter((file) => file.endsWith(".md"))) {
      const file = path.join(folder, post);
      const frontMatter = readFileSync(path.join(root, file), "utf8").match(
        /^---\n([\s\S]*?)\n---/,
      )?.[1];
      const cover = frontMatter?.match(/^cover:\s*["']?([^"'\n]+?)["']?\s*$/m)?.[1];
      // A post without a cover is the post schema's to report; one that is not there, ours.
      const picture = cover && path.join(root, folder, cover);
      if (!picture) continue;
      if (!existsSync(picture)) {
        problems.push(
          `${file} → cover: ${cover} is not there; add the picture to src/content/posts/covers/ or name one that is`,
        );
        continue;
      }
      const { width = 0, height = 0 } = await sharp(picture).metadata();
      if (width < COVER_MIN_WIDTH || height < COVER_MIN_HEIGHT) {
        problems.push(
          `${file} → cover: ${cover} is ${width}×${height} pixels; use a picture of at least ${COVER_MIN_WIDTH}×${COVER_MIN_HEIGHT}`,
        );
      }
    }
  }
  return problems;
}

/**
 * Every problem that stops the build, one line each, and how many untranslated
 * values COPY_UNTRANSLATED=allow lets through: what `npm run build`, `npm run dev`
 * before it starts and on each save (src/content/copy-check-on-save.ts) all say.
 */
export async function allProblems(
  root: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ problems: string[]; untranslatedLeft: number }> {
  const language = languageProblems(root);
  const stops = stopping(language, env);
  return {
    problems: [
      ...copyProblems(root),
      ...(await coverProblems(root)),
      ...postPictureProblems(root),
      ...stops.map(({ message }) => message),
    ],
    untranslatedLeft: language.length - stops.length,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { problems, untranslatedLeft } = await allProblems(process.cwd());
  if (untranslatedAllowed()) {
    console.warn(`copy: ${untranslatedLeft} value(s) still untranslated (COPY_UNTRANSLATED=allow)`);
  }
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`copy: ${problems.length} problem(s); the build stops until they are fixed.`);
    process.exit(1);
  }
}
