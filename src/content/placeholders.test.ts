import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { placeholders } from "./placeholders";

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "placeholders-"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

it("lists each marked item with its language, file and field, and leaves the real ones out", () => {
  write(
    "src/content/copy/de/case-stories.yaml",
    [
      "items:",
      "  - id: lumora",
      "    customer: Lumora Versicherungen",
      "    quote:",
      "      name: Anna Schmid",
      "      placeholder: true",
      "    placeholder: true",
      "  - id: real-customer",
      "    customer: Echte AG",
      "",
    ].join("\n"),
  );
  write(
    "src/content/copy/fr/security.yaml",
    "hosting:\n  title: Hébergement\n  placeholder: true\n",
  );
  write("src/content/posts/en/launch.md", '---\ntitle: "Our launch"\nsample: true\n---\nText.\n');
  write("src/content/posts/en/real.md", '---\ntitle: "Real news"\nsample: false\n---\nText.\n');

  const copy = placeholders(root).filter((item) => item.locale !== undefined);

  expect(copy).toEqual([
    {
      locale: "en",
      file: "src/content/posts/en/launch.md",
      field: "sample",
      what: "Our launch",
    },
    {
      locale: "de",
      file: "src/content/copy/de/case-stories.yaml",
      field: "items.0 (lumora)",
      what: "Lumora Versicherungen",
    },
    {
      locale: "de",
      file: "src/content/copy/de/case-stories.yaml",
      field: "items.0.quote",
      what: "Anna Schmid",
    },
    {
      locale: "fr",
      file: "src/content/copy/fr/security.yaml",
      field: "hosting",
      what: "Hébergement",
    },
  ]);
});

it("lists the placeholder brand's facts and its reserved .example addresses", () => {
  const brand = placeholders(root).filter((item) => item.locale === undefined);
  const fields = brand.map((item) => item.field);
  expect(fields).toContain("name");
  expect(fields).toContain("email");
  expect(brand.every((item) => item.file === "src/site.config.ts")).toBe(true);
});
