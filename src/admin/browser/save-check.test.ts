// @vitest-environment node
/**
 * The editor's check before a save says what the build says, for the entry as
 * the form holds it: the build's lines where the build would stop, nothing where
 * it would not (tests/cms/editor.mjs shows it refusing a save in the CMS).
 */
import { readdirSync, readFileSync } from "node:fs";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { parse } from "yaml";
import { locales } from "~/locales";
import { copyCheckSettings } from "../admin-files";

type SaveCheck = typeof import("./save-check");
let check: SaveCheck;

const copy = (locale: string, name: string) =>
  parse(readFileSync(`src/content/copy/${locale}/${name}.yaml`, "utf8"));

beforeAll(async () => {
  // What /admin/admin.js is built with.
  vi.stubGlobal("__COPY_CHECK__", JSON.parse(JSON.stringify(copyCheckSettings(process.cwd()))));
  check = await import("./save-check");
});

/** The entry as Sveltia CMS hands it to preSave: the default language's data and the others'. */
const entry = (
  name: string,
  edit: (data: Record<string, unknown>, code: string) => void = () => {},
) => {
  const of = (code: string) => {
    const data = copy(code, name);
    edit(data, code);
    return data;
  };
  return {
    path: `src/content/copy/en/${name}.yaml`,
    data: of("en"),
    i18n: Object.fromEntries(
      locales.filter(({ code }) => code !== "en").map(({ code }) => [code, { data: of(code) }]),
    ),
  };
};

const problemsOf = (saving: ReturnType<typeof entry>) =>
  check.savedFiles(saving).flatMap(check.fileProblems);

describe("the editor's check before a save", () => {
  it("lets every copy file and post the build takes be saved as it is", () => {
    const names = readdirSync("src/content/copy/en").map((file) => file.replace(/\.yaml$/, ""));
    expect(names.flatMap((name) => problemsOf(entry(name)))).toEqual([]);
    const posts = locales.flatMap(({ code }) =>
      readdirSync(`src/content/posts/${code}`)
        .filter((file) => file.endsWith(".md"))
        .map((file) => `src/content/posts/${code}/${file}`),
    );
    expect(posts.length).toBeGreaterThan(0);
    for (const path of posts) {
      const [, frontMatter = "", body = ""] =
        /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(readFileSync(path, "utf8")) ?? [];
      expect(check.fileProblems({ path, data: { ...parse(frontMatter), body } }), path).toEqual([]);
    }
  });

  it("finds nothing in a page as the form holds it, its empty lists and fields included", () => {
    const saving = entry("ai-adoption-gap", (data) => {
      const hero = data.hero as Record<string, unknown>;
      hero.actions = [];
      hero.badge = "";
    });
    expect(problemsOf(saving)).toEqual([]);
  });

  it("names a picture path public/ does not have, and a word the glossary refuses, as the build does", () => {
    const saving = entry("ai-adoption-gap", (data, code) => {
      const hero = data.hero as { picture: { src: string }; title: string };
      if (code === "en") hero.picture.src = "/media/insights/not-there.svg";
      if (code === "de") hero.title = "Fragen Sie unser Verkaufsteam";
    });
    expect(problemsOf(saving)).toEqual([
      "src/content/copy/en/ai-adoption-gap.yaml → hero.picture.src: /media/insights/not-there.svg is not in public/; add the file there or name one that is",
      'src/content/copy/de/ai-adoption-gap.yaml → hero.title: "Verkaufsteam" is not this language\'s word for "sales team": write "Vertrieb" (src/content/copy/de/glossary.yaml)',
    ]);
  });

  it("names a link to no page and a brand fact that is none, by the schema's own rules", () => {
    const saving = entry("ai-adoption-gap", (data, code) => {
      if (code !== "en") return;
      const hero = data.hero as Record<string, unknown>;
      hero.actions = [{ label: "See {site.nmae}", href: "/no-such-page" }];
    });
    expect(problemsOf(saving)).toEqual([
      expect.stringMatching(
        /^src\/content\/copy\/en\/ai-adoption-gap\.yaml → hero\.actions\.0\.label: \{site\.nmae\} is no brand fact/,
      ),
      expect.stringMatching(
        /^src\/content\/copy\/en\/ai-adoption-gap\.yaml → hero\.actions\.0\.href: "\/no-such-page" is no page/,
      ),
    ]);
  });

  it("names a shared item a page still shows once its file drops it, and an id a page names that is no item", () => {
    const dropped = entry("testimonials", (data, code) => {
      if (code !== "en") return;
      data.items = (data.items as { id: string }[]).filter(({ id }) => id !== "laura-meier");
    });
    const lines = problemsOf(dropped);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^src\/content\/copy\/en\/home\.yaml → [\w.]+: no item "laura-meier" in src\/content\/copy\/en\/testimonials\.yaml; use the id of one of its items$/,
      ),
    );
    expect(lines.every((line) => line.includes('"laura-meier"'))).toBe(true);

    const home = entry("home", (data, code) => {
      if (code !== "en") return;
      const text = JSON.stringify(data).replace('"laura-meier"', '"nobody-here"');
      Object.assign(data, JSON.parse(text));
    });
    expect(problemsOf(home)).toEqual([
      expect.stringMatching(
        /^src\/content\/copy\/en\/home\.yaml → [\w.]+: no item "nobody-here" in src\/content\/copy\/en\/testimonials\.yaml/,
      ),
    ]);
  });

  it("refuses a picture in a post's text", () => {
    const problems = check.fileProblems({
      path: "src/content/posts/en/a-post.md",
      data: {
        title: "A post",
        description: "x".repeat(60),
        pubDate: "2026-11-27",
        author: "lena-brunner",
        tags: ["product"],
        cover: "../covers/a.png",
        coverAlt: "A picture",
        body: "Words.\n\n![A chart](/media/chart.png)",
      },
    });
    expect(problems).toEqual([
      "src/content/posts/en/a-post.md → body, line 3: a picture in a post's text does not show on its page; make it the post's cover (cover, coverAlt) or say it in words",
    ]);
  });
});
