/**
 * The building blocks of every copy schema (src/content/copy/<locale>/*.yaml):
 * what a piece of text, a link and a page's head must be. Sections compose them
 * into their own schemas (Hero.schema.ts and the like); Astro checks each copy
 * file against its page's schema at `npm run build` and `npm run dev`, and stops
 * with the file, the field's path and what was expected.
 */
import { z } from "astro/zod";
import { isDefaultLocalePage } from "~/route-table";
import { LEARNER_PLANS, readPlan } from "./contact-purposes";
import { CONTACT_INTENTS, readIntent } from "./contact-schema";
import { fillInSiteFacts, siteFactNames, unknownSiteFacts } from "./site-facts";

function knownSiteFacts(value: string, context: z.RefinementCtx) {
  for (const written of unknownSiteFacts(value)) {
    context.addIssue({
      code: "custom",
      message: `${written} is no brand fact of src/site.config.ts: use ${siteFactNames.join(", ")}`,
    });
  }
}

/**
 * Words a visitor reads: never empty, so no heading or button renders blank.
 * `{site.name}` and the like stand for brand facts (lib/site-facts.ts).
 */
export const text = z
  .string({ error: (issue) => (issue.input === undefined ? "required" : "text expected") })
  .refine((value) => value.trim() !== "", "must not be empty")
  .superRefine(knownSiteFacts);

/**
 * Where a link leads: a page of this site by its English path ("/contact",
 * "/platform#features", "/contact?intent=demo" for the contact page with a
 * purpose), which the page renders for its own language; an
 * anchor on the same page ("#plans"); another site ("https://…", "mailto:…");
 * or a brand fact that is one ("{site.platformRegisterUrl}").
 */
export const href = z
  .string({ error: (issue) => (issue.input === undefined ? "required" : "a link expected") })
  .superRefine((written, context) => {
    if (unknownSiteFacts(written).length > 0) return knownSiteFacts(written, context);
    const value = fillInSiteFacts(written);
    if (!value.startsWith("/")) {
      if (/^(#|https:\/\/|mailto:|tel:)/.test(value)) return;
      context.addIssue({
        code: "custom",
        message: `"${value}" is no link: use a page's English path ("/contact"), "#anchor", "https://…" or "mailto:…"`,
      });
      return;
    }
    const path = value.replace(/[?#].*$/, "");
    if (!isDefaultLocalePage(path)) {
      context.addIssue({
        code: "custom",
        message: `"${path}" is no page: name a page by its English path, as src/route-table.ts lists it (the site adds the language)`,
      });
      return;
    }
    const query = new URLSearchParams(value.match(/\?([^#]*)/)?.[1]);
    const [intent, plan] = [query.get("intent"), query.get("plan")];
    if (intent !== null && (path !== "/contact" || !readIntent(intent))) {
      context.addIssue({
        code: "custom",
        message: `"${value}": only the contact page takes a purpose, one of ${CONTACT_INTENTS.map((name) => `/contact?intent=${name}`).join(", ")}`,
      });
    } else if (plan !== null && (intent !== "register" || !readPlan(plan))) {
      context.addIssue({
        code: "custom",
        message: `"${value}": a plan goes with /contact?intent=register, one of ${LEARNER_PLANS.map((name) => `&plan=${name}`).join(", ")}`,
      });
    }
  })
  .meta({
    title: "Link",
    description:
      "A page of this site by its English path, chosen from the list (the site adds the language), an #anchor, or https://… for another site",
  });

/**
 * Words the page fills in: `withPlaceholders("plan", "price")` is text that
 * names "{plan}" and "{price}", so no language can leave one out.
 */
export function withPlaceholders(...names: readonly string[]) {
  return text.superRefine((value, context) => {
    for (const name of names.filter((wanted) => !value.includes(`{${wanted}}`))) {
      context.addIssue({
        code: "custom",
        message: `must name {${name}}, where the page fills it in`,
      });
    }
  });
}

/** Fills in what `withPlaceholders` asked for: "{plan}" becomes the plan's name. */
export function fillPlaceholders(template: string, values: Readonly<Record<string, string>>) {
  return template.replace(/\{(\w+)\}/g, (written, name: string) => values[name] ?? written);
}

/** A list of one or more items, as sections render them (never changed once read). */
export function list<Item extends z.ZodType>(item: Item) {
  return z.array(item).min(1, "at least one item").readonly();
}

/** One entry for each of `keys` (a form's fields, an office's id), each fitting `entry`. */
export function oneEach<Key extends string, Entry extends z.ZodType>(
  keys: readonly Key[],
  entry: Entry,
) {
  return z.strictObject(Object.fromEntries(keys.map((key) => [key, entry])) as Record<Key, Entry>);
}

export const link = z.strictObject({ label: text, href });
export type Link = z.infer<typeof link>;

/** The most a browser tab and a search result show of a title before they cut it. */
export const MAX_TITLE_LENGTH = 70;

/** A page's title and description in search results and link previews. */
export const pageMeta = z
  .strictObject({
    title: text.max(
      MAX_TITLE_LENGTH,
      `at most ${MAX_TITLE_LENGTH} characters: a browser tab and a search result cut the rest`,
    ),
    description: text,
  })
  .meta({
    title: "Search result",
    description: "The page's title and description in search results and link previews",
  });

/** A picture or clip of the site's own, by its path under public/. */
export const mediaPath = z
  .string()
  .startsWith("/", "a path under public/ expected, e.g. /media/platform.webp");

/** A generated picture of the product (scripts/media): made by us, to be replaced by real screens. */
export const illustration = z.strictObject({
  placeholder: z.literal(true, { error: "placeholder: true expected until real media arrive" }),
  src: mediaPath,
  alt: text.meta({
    title: "Alt text",
    description: "What the picture shows, for people who cannot see it",
  }),
  width: z.int().positive(),
  height: z.int().positive(),
});

export type Illustration = z.infer<typeof illustration>;

/**
 * The company audience a customer belongs to, by the name of its page: a company
 * page shows only its own audience's logos and quotes (CaseStory, the hero's logos).
 */
export const companySegment = z.enum(["large-corporates", "small-mid-sized-companies"]).meta({
  title: "Company size",
  description: "Large corporates (more than 1,000 employees) or SMC (up to 1,000)",
});

export type CompanySegment = z.infer<typeof companySegment>;
