/**
 * Writes every copy file (src/content/copy/<locale>/<name>.yaml) as the content
 * editor writes it (src/admin/copy-yaml.ts), so an editor's save changes only
 * what they changed. Part of `npm run format`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { copyFileFields } from "~/admin/cms-config";
import { formatCopy } from "~/admin/copy-yaml";
import { locales } from "~/locales";

let changed = 0;
const broken: string[] = [];
for (const { code } of locales) {
  for (const [name, fields] of Object.entries(copyFileFields())) {
    const file = `src/content/copy/${code}/${name}.yaml`;
    const source = readFileSync(file, "utf8");
    let formatted: string;
    try {
      formatted = formatCopy(source, fields);
    } catch (error) {
      // A file YAML cannot read is left as it is; the copy check says what to change.
      const line = (error as { linePos?: { line: number }[] }).linePos?.[0]?.line;
      broken.push(
        `${file}${line ? `:${line}` : ""} is not valid YAML and was left as it is; \`npm run build\` says what to change`,
      );
      continue;
    }
    if (formatted !== source) {
      writeFileSync(file, formatted);
      changed += 1;
    }
  }
}
console.log(`copy: ${changed} file(s) written as the editor writes them`);
for (const problem of broken) console.error(problem);
if (broken.length > 0) process.exitCode = 1;
