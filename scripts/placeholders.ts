/**
 * Lists what is still placeholder before launch (src/content/placeholders.ts): the
 * brand's facts, then each language's copy items and sample posts, with the file
 * and the field to change.
 *   npm run placeholders                 every language, as text
 *   npm run placeholders -- --locale de  one language (brand facts included)
 *   npm run placeholders -- --json       as JSON, for a checklist elsewhere
 *   npm run placeholders -- --strict     exits 1 while anything is listed (a launch gate)
 */
import { parseArgs } from "node:util";
import { type Placeholder, placeholders } from "~/content/placeholders";
import { locales } from "~/locales";

const { values } = parseArgs({
  options: {
    locale: { type: "string" },
    json: { type: "boolean", default: false },
    strict: { type: "boolean", default: false },
  },
});

const codes: readonly string[] = locales.map(({ code }) => code);
if (values.locale && !codes.includes(values.locale)) {
  console.error(`--locale ${values.locale}: no such language; use one of ${codes.join(", ")}`);
  process.exit(2);
}

const found = placeholders(process.cwd()).filter(
  (item) => !values.locale || item.locale === undefined || item.locale === values.locale,
);

function group(title: string, items: Placeholder[]) {
  if (items.length === 0) return;
  console.log(`\n${title} (${items.length})`);
  for (const { file, field, what } of items) console.log(`  ${file} → ${field}: ${what}`);
}

if (values.json) {
  console.log(JSON.stringify(found, null, 2));
} else {
  console.log("Still placeholder: replace each with the real thing, then remove its mark.");
  group(
    "Brand facts (every language)",
    found.filter((item) => item.locale === undefined),
  );
  for (const code of codes) {
    group(
      `${code}: copy and posts`,
      found.filter((item) => item.locale === code),
    );
  }
  console.log(
    `\n${found.length} placeholder(s). In copy, set "placeholder: true" to false or delete it (in /admin: the Placeholder switch); in a post, "sample: true"; in src/site.config.ts, the name in placeholderBrandFacts.`,
  );
}

if (values.strict && found.length > 0) process.exit(1);
