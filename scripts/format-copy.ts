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
for (const { code } of locales) {
  for (const [name, fields] of Object.entries(copyFileFields())) {
    const file = `src/content/copy/${code}/${name}.yaml`;
    const source = readFileSync(file, "utf8");
    const formatted = formatCopy(source, fields);
    if (formatted !== source) {
      writeFileSync(file, formatted);
      changed += 1;
    }
  }
}
console.log(`copy: ${changed} file(s) written as the editor writes them`);
