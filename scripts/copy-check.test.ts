import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { copyProblems } from "./copy-check";

let root: string;
const file = (name: string) => path.join(root, "src/content/copy", name);
const edit = (name: string, change: (source: string) => string) =>
  writeFileSync(file(name), change(readFileSync(file(name), "utf8")));

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "copy-check-"));
  cpSync("src/content/copy", path.join(root, "src/content/copy"), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

it("finds nothing wrong with the site's copy", () => {
  expect(copyProblems(process.cwd())).toEqual([]);
});

it("names the file, the field and what is expected for a missing, a misspelt and an empty field", () => {
  edit("de/coming-soon.yaml", (source) =>
    source
      .replace(/^ {2}title: .*\n/m, "")
      .replace(/^ {2}intro:/m, "  intor:")
      .replace(/^( {2}description:).*$/m, '$1 " "'),
  );
  expect(copyProblems(root)).toEqual([
    "src/content/copy/de/coming-soon.yaml → meta.title: required",
    "src/content/copy/de/coming-soon.yaml → meta.description: must not be empty",
    "src/content/copy/de/coming-soon.yaml → hero.intro: required",
    "src/content/copy/de/coming-soon.yaml → hero.intor: no such field here; check its spelling against src/content/copy/en/coming-soon.yaml",
  ]);
});

it("refuses a link to a page that does not exist, or to a page by its German path", () => {
  edit("de/coming-soon.yaml", (source) =>
    source
      .replace("href: /platform", "href: /plattform")
      .replace("href: /contact", "href: /de/contact"),
  );
  expect(copyProblems(root)).toEqual([
    'src/content/copy/de/coming-soon.yaml → hero.actions.0.href: "/plattform" is no page: name a page by its English path, as src/route-table.ts lists it (the site adds the language)',
    'src/content/copy/de/coming-soon.yaml → hero.actions.1.href: "/de/contact" is no page: name a page by its English path, as src/route-table.ts lists it (the site adds the language)',
  ]);
});

it("names a page's missing language file, a file that is no page's, and a file that is not YAML", () => {
  unlinkSync(file("de/coming-soon.yaml"));
  writeFileSync(file("de/plattform.yaml"), "meta: {}\n");
  writeFileSync(file("en/coming-soon.yaml"), "meta:\n  title: [unclosed\n");
  const problems = copyProblems(root);
  expect(problems).toContain(
    'src/content/copy/de/coming-soon.yaml is missing: the page is built in "de"; copy src/content/copy/en/coming-soon.yaml there and translate it',
  );
  expect(problems).toContainEqual(
    expect.stringMatching(
      /^src\/content\/copy\/de\/plattform\.yaml is no page's copy: name it after a page \(/,
    ),
  );
  expect(problems).toContainEqual(
    expect.stringMatching(/^src\/content\/copy\/en\/coming-soon\.yaml:\d+ is not valid YAML: /),
  );
  expect(problems.every((line) => !line.includes("\n"))).toBe(true);
});

it("checks the header and footer's words against the navigation: every page and group it links named, no other", () => {
  edit("de/navigation.yaml", (source) =>
    source
      .replace(/^( {2}\/team:\n) {4}label: .*\n/m, "$1")
      .replace(/^ {2}about: .*\n/m, "")
      .replace(/^( {2}\/partners:\n {4}label: .*\n)/m, "$1    description: Mit uns\n")
      .replace(/^pages:\n/m, "pages:\n  /webinars:\n    label: Webinare\n"),
  );
  unlinkSync(file("en/navigation.yaml"));
  expect(copyProblems(root)).toEqual([
    'src/content/copy/en/navigation.yaml is missing: every page in "en" shows it; copy src/content/copy/en/navigation.yaml there and translate it',
    "src/content/copy/de/navigation.yaml → groups.about: required",
    "src/content/copy/de/navigation.yaml → pages./partners.description: no such field here; check its spelling against src/content/copy/en/navigation.yaml",
    "src/content/copy/de/navigation.yaml → pages./team.label: required",
    "src/content/copy/de/navigation.yaml → pages./webinars: no such field here; check its spelling against src/content/copy/en/navigation.yaml",
  ]);
});
