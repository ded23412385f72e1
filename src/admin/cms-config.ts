/**
 * Sveltia CMS's configuration (/admin/config.yml), generated from the content
 * schemas on every build and every request of `npm run dev`, so the editor's
 * forms and the build's checks cannot drift apart (ADR 0026). Every copy file is
 * a page of the form in every language of the locales table, side by side; each
 * language's news posts are a collection of their own, since a post's twin has
 * its own slug.
 */
import { z } from "astro/zod";
import { copySchemas } from "~/content/copy-schemas";
import { glossaryCopy } from "~/content/glossary";
import { navigationCopy } from "~/content/navigation";
import { COVER_MIN_HEIGHT, COVER_MIN_WIDTH, postSchema } from "~/content/post-schema";
import { sharedSchemas } from "~/content/shared-schemas";
import { uiCopy } from "~/content/ui-copy";
import { defaultLocale, locales } from "~/locales";
import { type CmsField, fieldsOf } from "./cms-fields";

const copyFolder = "src/content/copy";
const postsFolder = "src/content/posts";

/** Where a save goes in production: the Git host's repository (docs/deploy.md). */
export interface GitHubBackend {
  repo: string;
  branch: string;
  /** The site's origin, which answers the sign-in (/admin/oauth/authorize). */
  siteUrl: string;
}

export interface CmsConfigOptions {
  github?: GitHubBackend;
  /** The checkout's folder name, which "Work with Local Repository" asks for without a Git host. */
  checkoutName?: string;
}

const pageNames = Object.keys(copySchemas).filter((name) => !(name in sharedSchemas));
const pageCopySchemas: Record<string, z.ZodObject> = {
  ...Object.fromEntries(
    pageNames.map((name) => [name, copySchemas[name as keyof typeof copySchemas]]),
  ),
  navigation: navigationCopy,
  ui: uiCopy,
} as Record<string, z.ZodObject>;

function itemFields(collection: string): string[] {
  const items = sharedSchemas[collection as keyof typeof sharedSchemas].shape.items;
  let schema: z.ZodType = items;
  while (!(schema instanceof z.ZodArray))
    schema = (schema._zod.def as unknown as { innerType: z.ZodType }).innerType;
  return Object.keys((schema.element as z.ZodObject).shape);
}

const context = { itemShape: itemFields };

/** Every field translatable: each language's file holds its own words, links and ids. */
function translatable(fields: CmsField[]): CmsField[] {
  return fields.map((field) => ({
    ...field,
    i18n: true,
    ...(field.fields ? { fields: translatable(field.fields) } : {}),
    ...(field.field ? { field: { ...field.field, i18n: true } } : {}),
  }));
}

/** "ai-adoption-gap" → "AI adoption gap". */
function labelOf(name: string): string {
  const words = name.replace(/-/g, " ").replace(/\bai\b/g, "AI");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The files that are each language's own, not a page's: its glossary (src/content/copy-language.ts). */
const languageCopySchemas = { glossary: glossaryCopy };

/** Each copy file's fields in the CMS, by the file's name: what the editor reads and writes. */
export function copyFileFields(): Record<string, CmsField[]> {
  return Object.fromEntries(
    [
      ...Object.entries(pageCopySchemas),
      ...Object.entries(sharedSchemas),
      ...Object.entries(languageCopySchemas),
    ].map(([name, schema]) => [name, fieldsOf(schema as unknown as z.ZodObject, "", context)]),
  );
}

function copyFile(name: string, schema: z.ZodObject) {
  return {
    name,
    label: labelOf(name),
    file: `${copyFolder}/{{locale}}/${name}.yaml`,
    i18n: true,
    fields: translatable(fieldsOf(schema, "", context)),
  };
}

function postFields(locale: string): CmsField[] {
  const cover = z.string();
  const schema = postSchema({ image: () => cover } as never, []);
  const other = locales.find(({ code }) => code !== locale)?.code;
  return fieldsOf(schema, "", context).map((field): CmsField => {
    switch (field.name) {
      case "author":
        return {
          ...field,
          widget: "relation",
          collection: "shared",
          file: "team-members",
          value_field: "items.*.id",
          search_fields: ["items.*.name"],
          display_fields: ["items.*.name"],
          options: undefined,
        };
      case "cover":
        return {
          ...field,
          widget: "cover-image",
          min_width: COVER_MIN_WIDTH,
          min_height: COVER_MIN_HEIGHT,
          hint: `PNG, JPEG or WebP, at least ${COVER_MIN_WIDTH}×${COVER_MIN_HEIGHT} pixels`,
        };
      case "twin":
        return other
          ? {
              ...field,
              widget: "relation",
              collection: `news-${other}`,
              value_field: "{{slug}}",
              search_fields: ["title"],
              display_fields: ["title"],
              pattern: undefined,
              label: `The same post in ${new Intl.DisplayNames("en", { type: "language" }).of(other)}`,
              hint: "If it has one: its language switch then leads to it",
            }
          : field;
      default:
        return field;
    }
  });
}

function newsCollection({ code, name }: { code: string; name: string }) {
  return {
    name: `news-${code}`,
    label: `News: ${name}`,
    label_singular: "Post",
    folder: `${postsFolder}/${code}`,
    create: true,
    extension: "md",
    format: "frontmatter",
    slug: "{{slug}}",
    identifier_field: "title",
    // Covers are shared by every language: src/content/posts/covers/.
    media_folder: "../covers",
    public_folder: "../covers",
    summary: "{{title}} ({{pubDate}})",
    sortable_fields: ["pubDate", "title"],
    // No pictures in the text: Astro's Markdown leaves them to render(), which a post's
    // page does not use, so they would vanish; a post has one picture, its cover.
    fields: [
      ...postFields(code),
      { name: "body", label: "Text", widget: "markdown", editor_components: [] },
    ],
  };
}

export function cmsConfig({ github, checkoutName = "website" }: CmsConfigOptions) {
  // Without a Git host (CMS_GITHUB_REPO unset) the editor works on an editor's own machine
  // only: Sveltia's "Work with Local Repository" asks for the checkout by this name.
  const { repo, branch, siteUrl } = github ?? {
    repo: `local/${checkoutName}`,
    branch: "main",
    siteUrl: "",
  };
  return {
    backend: {
      name: "github",
      repo,
      branch,
      // Our server answers the sign-in (server/cms-oauth, docs/deploy.md).
      ...(siteUrl ? { base_url: siteUrl, auth_endpoint: "admin/oauth/authorize" } : {}),
    },
    publish_mode: "simple",
    // An optional field left empty is left out, as the schemas expect (not "" or null).
    output: { omit_empty_optional_fields: true },
    // The site's own pictures; news covers have their collection's folder.
    media_folder: "public/media",
    public_folder: "/media",
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    i18n: {
      structure: "multiple_folders",
      locales: locales.map(({ code }) => code),
      default_locale: defaultLocale,
    },
    collections: [
      {
        name: "pages",
        label: "Pages",
        label_singular: "Page",
        editor: { preview: true },
        i18n: true,
        files: Object.entries(pageCopySchemas).map(([name, schema]) => copyFile(name, schema)),
      },
      {
        name: "shared",
        label: "Shared items",
        description: "Quotes, people, logos and more that several pages show, each named by its id",
        i18n: true,
        files: Object.entries(sharedSchemas).map(([name, schema]) =>
          copyFile(name, schema as unknown as z.ZodObject),
        ),
      },
      {
        name: "language",
        label: "Glossary",
        description:
          "Each language's words for the product: one rendering per term, the ones the build refuses, the register and the names kept as in English",
        i18n: true,
        files: Object.entries(languageCopySchemas).map(([name, schema]) =>
          copyFile(name, schema as unknown as z.ZodObject),
        ),
      },
      ...locales.map(newsCollection),
    ],
  };
}
