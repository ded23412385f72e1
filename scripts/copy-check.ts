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
import { copySchemas } from "~/content/copy-schemas";
import { glossaryCopy } from "~/content/glossary";
import { legalFile, legalFrontMatter, legalPages } from "~/content/legal-pages";
import { navigationCopy, navigationProblems } from "~/content/navigation";
import { COVER_MIN_HEIGHT, COVER_MIN_WIDTH } from "~/content/post-schema";
import { uiCopy } from "~/content/ui-copy";
import { type Ref, resolveRefs } from "~/lib/copy-ref";
import { readLegalMarkdown } from "~/lib/legal-markdown";
import { defaultLocale, locales } from "~/locales";

/**
 * Copy files that are no page's, each with its schema: the words of every page's
 * header and footer, and those of the shared controls (carousel, video, toasts).
 */
const siteCopy: Record<string, z.ZodType> = {
  navigation: navigationCopy,
  ui: uiCopy,
  glossary: glossaryCopy,
};

/** The problems of the copy under `root` (the project's folder), one line each; none when all fit. */
export function copyProblems(root: string): string[] {
  const folder = (locale: string) => path.join("src/content/copy", locale);
  const schemas: Record<string, z.ZodType> = { ...copySchemas, ...siteCopy };
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
        problems.push(...missingMedia(root, file, result.data));
      }
    }
    problems.push(...danglingRefs(parsed, folder(locale)));
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
  try {
    return { data: load(source) };
  } catch (error) {
    const mark = (error as { mark?: { line: number } }).mark;
    const line = mark ? source.split("\n")[mark.line] : undefined;
    const key = line?.match(/^\s*(?:- )?([\w-]+): \{site\./)?.[1];
    const reason = key
      ? `a value that starts with "{" needs quotes around it: ${key}: "{site.name} …"`
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

/**
 * The ids a copy file names that no item of the same language's shared file has.
 * A shared file that failed its own check was reported already: ids into it wait.
 */
function danglingRefs(parsed: Map<string, unknown>, folder: string): string[] {
  const items = (name: string) =>
    (parsed.get(name) as { items?: { id: string }[] } | undefined)?.items;
  const known = ({ refersTo, id }: Ref<string>) => {
    const list = items(refersTo);
    return list === undefined || list.some((item) => item.id === id) ? true : undefined;
  };
  return [...parsed].flatMap(([name, data]) =>
    resolveRefs(data, known).dangling.map(
      ({ path: at, ref: { refersTo, id } }) =>
        `${folder}/${name}.yaml → ${at.join(".")}: no item "${id}" in ${folder}/${refersTo}.yaml; use the id of one of its items`,
    ),
  );
}

/**
 * Each picture, clip, poster, caption file or portrait a copy file names under
 * /media/ that public/ does not have: a page would ship it broken, or the build
 * would stop later with a stack instead of the file and the field.
 */
function missingMedia(root: string, file: string, data: unknown, at: string[] = []): string[] {
  if (Array.isArray(data)) {
    return data.flatMap((value, index) => missingMedia(root, file, value, [...at, `${index}`]));
  }
  if (data !== null && typeof data === "object") {
    return Object.entries(data).flatMap(([key, value]) =>
      missingMedia(root, file, value, [...at, key]),
    );
  }
  if (typeof data !== "string" || !data.startsWith("/media/")) return [];
  if (existsSync(path.join(root, "public", data))) return [];
  return [
    `${file} → ${at.join(".")}: ${data} is not in public/; add the file there or name one that is`,
  ];
}

function frontMatterProblems(file: string, data: unknown, english: string): string[] {
  const result = legalFrontMatter.safeParse(data);
  return result.success ? [] : schemaProblems(file, result.error, english);
}

/** One line per way a file misses its schema: the file, the field's path, what is expected. */
function schemaProblems(file: string, error: z.ZodError, english: string): string[] {
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
      // A post without a cover, or one that is not there, is Astro's to report.
      const picture = cover && path.join(root, folder, cover);
      if (!picture || !existsSync(picture)) continue;
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

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = [...copyProblems(process.cwd()), ...(await coverProblems(process.cwd()))];
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`copy: ${problems.length} problem(s); the build stops until they are fixed.`);
    process.exit(1);
  }
}
