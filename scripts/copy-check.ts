/**
 * Checks every copy file (src/content/copy/<locale>/<page>.yaml) before the
 * build: each page has a file in each language, each file is a page's, and
 * each fits its page's schema (src/content/page-schemas.ts). The header and
 * footer's words (navigation.yaml) are no page's: they are checked against the
 * navigation's own schema, and the navigation's links against the route table.
 * A problem is one line an editor can act on: the file, the field's path and
 * what is expected.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "astro/zod";
import { load } from "js-yaml";
import { navigationCopy, navigationProblems } from "~/content/navigation";
import { type PageName, pageSchemas } from "~/content/page-schemas";
import { locales } from "~/locales";

/** Copy files that are no page's, each with its schema: the words of every page's header and footer. */
const siteCopy: Record<string, z.ZodType> = { navigation: navigationCopy };

/** The problems of the copy under `root` (the project's folder), one line each; none when all fit. */
export function copyProblems(root: string): string[] {
  const folder = (locale: string) => path.join("src/content/copy", locale);
  const pages = Object.keys(pageSchemas) as PageName[];
  const schemas: Record<string, z.ZodType> = { ...pageSchemas, ...siteCopy };
  const problems: string[] = [...navigationProblems()];
  for (const { code: locale } of locales) {
    const files = existsSync(path.join(root, folder(locale)))
      ? readdirSync(path.join(root, folder(locale)))
      : [];
    for (const file of files) {
      const page = file.replace(/\.yaml$/, "");
      if (!Object.hasOwn(schemas, page)) {
        problems.push(
          `${folder(locale)}/${file} is no page's copy: name it after a page (${pages.map((p) => `${p}.yaml`).join(", ")})`,
        );
      }
    }
    for (const [name, schema] of Object.entries(schemas)) {
      const file = `${folder(locale)}/${name}.yaml`;
      if (!files.includes(`${name}.yaml`)) {
        problems.push(
          `${file} is missing: ${name in siteCopy ? `every page in "${locale}" shows it` : `the page is built in "${locale}"`}; copy src/content/copy/en/${name}.yaml there and translate it`,
        );
        continue;
      }
      problems.push(
        ...fileProblems(file, readFileSync(path.join(root, file), "utf8"), name, schema),
      );
    }
  }
  return problems;
}

function fileProblems(file: string, source: string, name: string, schema: z.ZodType): string[] {
  let data: unknown;
  try {
    data = load(source);
  } catch (error) {
    const mark = (error as { mark?: { line: number } }).mark;
    const reason = (error as { reason?: string }).reason ?? String(error);
    return [`${file}${mark ? `:${mark.line + 1}` : ""} is not valid YAML: ${reason}`];
  }
  const result = schema.safeParse(data);
  if (result.success) return [];
  return result.error.issues.flatMap((issue) => {
    const at = (key?: string) =>
      [...issue.path.map(String), ...(key ? [key] : [])].join(".") || "(the whole file)";
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map(
        (key) =>
          `${file} → ${at(key)}: no such field here; check its spelling against src/content/copy/en/${name}.yaml`,
      );
    }
    return [`${file} → ${at()}: ${issue.message}`];
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = copyProblems(process.cwd());
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`copy: ${problems.length} problem(s); the build stops until they are fixed.`);
    process.exit(1);
  }
}
