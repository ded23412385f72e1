// @vitest-environment node
/**
 * The editor's forms (Sveltia CMS's configuration) and the build's schemas say
 * the same: what is required, how long, which values, which items a field names.
 */
import { readdirSync, readFileSync } from "node:fs";
import { z } from "astro/zod";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { copySchemas } from "~/content/copy-schemas";
import { postSchema, postTags } from "~/content/post-schema";
import { locales } from "~/locales";
import { cmsConfig, copyFileFields } from "./cms-config";
import { type CmsField, fieldsOf, UneditableField } from "./cms-fields";
import { formatCopy } from "./copy-yaml";

const config = cmsConfig({});
const collection = (name: string) => {
  const found = config.collections.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no collection ${name}`);
  return found;
};
const field = (fields: readonly CmsField[], path: string): CmsField => {
  const [name, ...rest] = path.split(".");
  const found = fields.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no field ${path}`);
  return rest.length === 0 ? found : field(found.fields ?? [], rest.join("."));
};
const pageFields = (name: string) => {
  const file = (
    collection("pages") as { files: { name: string; fields: CmsField[] }[] }
  ).files.find((candidate) => candidate.name === name);
  if (!file) throw new Error(`no page ${name}`);
  return file.fields;
};

/** Every key path in `data`, lists' items as `[]`. */
function keyPaths(data: unknown, prefix = ""): string[] {
  if (Array.isArray(data)) return data.flatMap((item) => keyPaths(item, `${prefix}[]`));
  if (data === null || typeof data !== "object") return [];
  return Object.entries(data).flatMap(([key, value]) => [
    `${prefix}${prefix ? "." : ""}${key}`,
    ...keyPaths(value, `${prefix}${prefix ? "." : ""}${key}`),
  ]);
}

/** Every key path the form writes. */
function formPaths(fields: readonly CmsField[], prefix = ""): string[] {
  return fields.flatMap((entry) => {
    const path = `${prefix}${prefix ? "." : ""}${entry.name}`;
    const inner = entry.fields
      ? formPaths(entry.fields, entry.widget === "list" ? `${path}[]` : path)
      : [];
    return [path, ...inner];
  });
}

describe("the editor's forms", () => {
  const files = copyFileFields();

  it("have a field for every value of every copy file, so a save keeps all of it", () => {
    for (const { code } of locales) {
      for (const [name, fields] of Object.entries(files)) {
        const data = parse(readFileSync(`src/content/copy/${code}/${name}.yaml`, "utf8"));
        const known = new Set(formPaths(fields));
        const missing = keyPaths(data).filter((path) => !known.has(path));
        expect(missing, `src/content/copy/${code}/${name}.yaml`).toEqual([]);
      }
    }
  });

  it("cover every copy file in every language", () => {
    const onDisk = readdirSync("src/content/copy/en").map((file) => file.replace(/\.yaml$/, ""));
    expect(Object.keys(files).sort()).toEqual(onDisk.sort());
    const page = (collection("pages") as { files: { file: string }[] }).files[0];
    expect(page?.file).toMatch(/^src\/content\/copy\/\{\{locale\}\}\/[a-z-]+\.yaml$/);
    expect(config.i18n.locales).toEqual(locales.map(({ code }) => code));
  });

  it("find every copy file written as the editor writes it (npm run format), so a save changes only the edit", () => {
    for (const { code } of locales) {
      for (const [name, fields] of Object.entries(files)) {
        const file = `src/content/copy/${code}/${name}.yaml`;
        const source = readFileSync(file, "utf8");
        expect(formatCopy(source, fields) === source, `${file}: run npm run format`).toBe(true);
      }
    }
  });

  it("require what the schema requires and leave optional what it leaves optional", () => {
    const hero = pageFields("platform");
    expect(field(hero, "hero.title").required).toBe(true);
    expect(field(hero, "hero.badge").required).toBe(false);
    // A page with a required badge would fail the build without one: the form says so too.
    const schema = copySchemas.platform.shape.hero;
    expect(schema.safeParse({ title: "T", intro: "I" }).success).toBe(true);
    expect(schema.safeParse({ intro: "I" }).success).toBe(false);
  });

  it("name a shared item by picking it from its file, as the build resolves it", () => {
    expect(field(pageFields("platform"), "hero.visual")).toMatchObject({
      widget: "relation",
      collection: "shared",
      file: "product-screens",
      value_field: "items.*.id",
    });
    expect(field(pageFields("home"), "voices.items")).toMatchObject({
      widget: "relation",
      file: "testimonials",
      multiple: true,
    });
  });

  it("offer a page to link to from the site's pages", () => {
    expect(field(pageFields("platform"), "hero.actions.href").widget).toBe("page-link");
  });

  const posts = collection("news-en") as {
    fields: CmsField[];
    folder: string;
    media_folder: string;
  };

  it("accept a post's title and description exactly where the build does", () => {
    const schema = postSchema({ image: () => z.string() } as never, ["lena-brunner"]);
    for (const name of ["title", "description"] as const) {
      const [source] = field(posts.fields, name).pattern ?? [];
      expect(source, name).toBeDefined();
      for (const length of [0, 1, 49, 50, 70, 71, 200, 201]) {
        const value = "a".repeat(length);
        const byForm = new RegExp(source as string).test(value);
        const byBuild = schema.shape[name].safeParse(value).success;
        expect(byForm, `${name} of ${length} characters`).toBe(byBuild);
      }
    }
  });

  it("offer a post's tags and authors as the build allows them, and keep covers where the build reads them", () => {
    expect(field(posts.fields, "tags")).toMatchObject({
      widget: "select",
      multiple: true,
      options: [...postTags],
    });
    expect(field(posts.fields, "author")).toMatchObject({
      widget: "relation",
      file: "team-members",
    });
    expect(field(posts.fields, "cover")).toMatchObject({
      widget: "cover-image",
      min_width: 1600,
      min_height: 900,
    });
    expect(posts.folder).toBe("src/content/posts/en");
    expect(posts.media_folder).toBe("../covers");
  });

  it("stop with the field's path for a shape the editor cannot edit", () => {
    const schema = z.strictObject({
      price: z.union([z.number(), z.strictObject({ amount: z.number() })]),
    });
    expect(() => fieldsOf(schema, "", { itemShape: () => [] })).toThrow(UneditableField);
    expect(() => fieldsOf(schema, "", { itemShape: () => [] })).toThrow(
      /^price: the CMS has no field for a union/,
    );
  });
});
