import {
  cpSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, expect, it } from "vitest";
import {
  copyProblems,
  coverProblems,
  languageProblems,
  postPictureProblems,
  stopping,
} from "./copy-check";

let root: string;
const file = (name: string) => path.join(root, "src/content/copy", name);
const edit = (name: string, change: (source: string) => string) =>
  writeFileSync(file(name), change(readFileSync(file(name), "utf8")));
/** Names `cover` as the cover of the post src/content/posts/<name>. */
const setCover = (name: string, cover: string) => {
  const post = path.join(root, "src/content/posts", name);
  writeFileSync(post, readFileSync(post, "utf8").replace(/^cover: .*$/m, `cover: ${cover}`));
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "copy-check-"));
  cpSync("src/content/copy", path.join(root, "src/content/copy"), { recursive: true });
  cpSync("src/content/legal", path.join(root, "src/content/legal"), { recursive: true });
  cpSync("src/content/posts", path.join(root, "src/content/posts"), { recursive: true });
  symlinkSync(path.resolve("public"), path.join(root, "public"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

it("finds nothing wrong with the site's copy", () => {
  expect(copyProblems(process.cwd())).toEqual([]);
});

it("finds no ruled-out term, no other register and nothing left untranslated in the site's copy, legal texts and posts", () => {
  // In a language still being written (COPY_UNTRANSLATED=allow), only its English is let through.
  expect(stopping(languageProblems(process.cwd())).map(({ message }) => message)).toEqual([]);
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

it("refuses a page title longer than a browser tab and a search result show", () => {
  edit("fr/coming-soon.yaml", (source) =>
    source.replace(/^( {2}title:).*$/m, `$1 ${"Bientôt disponible sur la plateforme ".repeat(2)}`),
  );
  expect(copyProblems(root)).toEqual([
    "src/content/copy/fr/coming-soon.yaml → meta.title: at most 70 characters: a browser tab and a search result cut the rest",
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

it("refuses a contact link whose purpose the contact page does not know", () => {
  edit("de/coming-soon.yaml", (source) =>
    source.replace("href: /contact", "href: /contact?intent=demoo"),
  );
  expect(copyProblems(root)).toEqual([
    'src/content/copy/de/coming-soon.yaml → hero.actions.1.href: "/contact?intent=demoo": only the contact page takes a purpose, one of /contact?intent=demo, /contact?intent=pricing, /contact?intent=partnership, /contact?intent=register, /contact?intent=security',
  ]);
});

it("names the file and the field of a clip, a poster or a portrait that public/ does not have", () => {
  edit("fr/videos.yaml", (source) =>
    source
      .replace("/media/video/welcome-fr.mp4", "/media/video/bienvenue.mp4")
      .replace("/media/video/company-poster-fr.webp", "/media/video/company-poster-fr.png"),
  );
  edit("de/team-members.yaml", (source) =>
    source.replace("/media/team/lena-brunner.svg", "/media/team/lena.svg"),
  );
  expect(copyProblems(root)).toEqual([
    "src/content/copy/de/team-members.yaml → items.0.image: /media/team/lena.svg is not in public/; add the file there or name one that is",
    "src/content/copy/fr/videos.yaml → items.0.src: /media/video/bienvenue.mp4 is not in public/; add the file there or name one that is",
    "src/content/copy/fr/videos.yaml → items.2.poster: /media/video/company-poster-fr.png is not in public/; add the file there or name one that is",
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
      /^src\/content\/copy\/de\/plattform\.yaml is no page's copy: name it after a page or a shared collection \(/,
    ),
  );
  expect(problems).toContainEqual(
    expect.stringMatching(/^src\/content\/copy\/en\/coming-soon\.yaml:\d+ is not valid YAML: /),
  );
  expect(problems.every((line) => !line.includes("\n"))).toBe(true);
});

it("refuses a brand fact that site.config.ts does not have, in words and in links", () => {
  edit("de/coming-soon.yaml", (source) =>
    source
      .replace(/^( {2}title: )(.*)$/m, '$1"{site.nmae} $2"')
      .replace("href: /platform", "href: '{site.registerUrl}'"),
  );
  expect(copyProblems(root)).toEqual([
    expect.stringMatching(
      /^src\/content\/copy\/de\/coming-soon\.yaml → meta\.title: \{site\.nmae\} is no brand fact of src\/site\.config\.ts: use \{site\.name\}, /,
    ),
    expect.stringMatching(
      /^src\/content\/copy\/de\/coming-soon\.yaml → hero\.actions\.0\.href: \{site\.registerUrl\} is no brand fact /,
    ),
  ]);
});

it("says how to write a line that starts with a brand fact, which YAML reads otherwise", () => {
  edit("de/coming-soon.yaml", (source) =>
    source.replace(/^( {2}title: )(.*)$/m, "$1{site.name} $2"),
  );
  expect(copyProblems(root)).toEqual([
    'src/content/copy/de/coming-soon.yaml:2 is not valid YAML: a value that starts with "{" needs quotes around it: title: "{site.name} …"',
  ]);
});

const legal = (name: string) => path.join(root, "src/content/legal", name);
const editLegal = (name: string, change: (source: string) => string) =>
  writeFileSync(legal(name), change(readFileSync(legal(name), "utf8")));

it("names the legal text, and the field or line, when its front matter or its body breaks", () => {
  let broken = "";
  editLegal("de/privacy-policy.md", (source) => {
    broken = source
      .replace(/^ {2}title: .*\n/m, "")
      .replace(/^ {2}iso: .*$/m, '  iso: "8.5.2025"')
      .replace("## 7. Datenschutz bei Kindern", "#### 7. Datenschutz bei Kindern")
      .replace("{site.salesEmail}", "{site.verkauf}");
    return broken;
  });
  /** The line of the file where `text` is, counted from 1 as an editor shows it. */
  const lineOf = (text: string) => broken.split("\n").findIndex((line) => line.includes(text)) + 1;
  expect(copyProblems(root)).toEqual([
    "src/content/legal/de/privacy-policy.md → meta.title: required",
    "src/content/legal/de/privacy-policy.md → lastUpdated.iso: a date expected, written YYYY-MM-DD",
    `src/content/legal/de/privacy-policy.md → line ${lineOf("{site.verkauf}")}: {site.verkauf} is no brand fact of src/site.config.ts`,
    `src/content/legal/de/privacy-policy.md → line ${lineOf("#### 7.")}: "heading" is not shown on a legal page: use ##, ###, paragraphs and "- " lists`,
  ]);
});

it("names a legal text's missing language file, and a legal file that is no page's", () => {
  unlinkSync(legal("de/terms-of-service.md"));
  writeFileSync(legal("de/impressum.md"), "---\n---\n");
  expect(copyProblems(root)).toEqual([
    "src/content/legal/de/impressum.md is no legal text: name it after one (terms-of-service.md, privacy-policy.md)",
    'src/content/legal/de/terms-of-service.md is missing: the page is built in "de"; copy src/content/legal/en/terms-of-service.md there and translate it',
  ]);
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

it("names the page's field and the shared file when a page names a testimonial that is not there", () => {
  edit("de/home.yaml", (source) => source.replace("- claudia-steiner", "- claudia-steinr"));
  edit("en/platform.yaml", (source) => source.replace("- marco-rossi", "- Marco Rossi"));
  expect(copyProblems(root)).toEqual([
    "src/content/copy/en/platform.yaml → voices.items.1: small letters a–z, digits and hyphens only, e.g. laura-meier",
    'src/content/copy/de/home.yaml → voices.items.1: no item "claudia-steinr" in src/content/copy/de/testimonials.yaml; use the id of one of its items',
  ]);
});

it("refuses two testimonials with one id, since a page could not say which it means", () => {
  edit("de/testimonials.yaml", (source) =>
    source.replace("id: claudia-steiner", "id: laura-meier"),
  );
  expect(copyProblems(root)).toEqual([
    'src/content/copy/de/testimonials.yaml → items.1.id: "laura-meier" is the id of an item above: each id names one item',
  ]);
});

it("refuses a Premium figure or plan that premium-pricing.ts does not have, so no price is written out", () => {
  edit("de/freemium-comparisons.yaml", (source) =>
    source
      .replace("badge: '{premium.discountPercent}% Rabatt'", "badge: '{premium.rabatt}% Rabatt'")
      .replace("plan: quarterly", "plan: monthly"),
  );
  expect(copyProblems(root)).toEqual([
    expect.stringMatching(
      /^src\/content\/copy\/de\/freemium-comparisons\.yaml → items\.0\.premium\.badge: \{premium\.rabatt\} is no figure of src\/content\/shared\/premium-pricing\.ts: use \{premium\.annual\}, /,
    ),
    'src/content/copy/de/freemium-comparisons.yaml → items.0.premium.prices.1.plan: Invalid option: expected one of "free"|"annual"|"quarterly"',
  ]);
});

it("names the company page's field when it names a story or an offer that is not there", () => {
  edit("en/large-corporates.yaml", (source) =>
    source
      .replace("offer: company-offer", "offer: company-offers")
      .replace("story: lumora-insurance", "story: lumora"),
  );
  expect(copyProblems(root)).toEqual([
    'src/content/copy/en/large-corporates.yaml → story.story: no item "lumora" in src/content/copy/en/case-stories.yaml; use the id of one of its items',
    'src/content/copy/en/large-corporates.yaml → offer: no item "company-offers" in src/content/copy/en/company-offers.yaml; use the id of one of its items',
  ]);
});

it("names the page's field and the shared file when a page names a logo, a partner or a solution card that is not there", () => {
  edit("en/customers.yaml", (source) => source.replace("- lumora-insurance", "- lumora"));
  edit("de/partners.yaml", (source) => source.replace("- trennix-solutions", "- trenix-solutions"));
  edit("en/solutions.yaml", (source) => source.replace("- individuals", "- privatpersonen"));
  edit("de/large-corporates.yaml", (source) =>
    source.replace("- calderis-chemicals", "- calderis"),
  );
  expect(copyProblems(root)).toEqual([
    'src/content/copy/en/customers.yaml → logoRow.logos.1: no item "lumora" in src/content/copy/en/customer-logos.yaml; use the id of one of its items',
    'src/content/copy/en/solutions.yaml → solutions.items.2: no item "privatpersonen" in src/content/copy/en/solution-cards.yaml; use the id of one of its items',
    'src/content/copy/de/partners.yaml → groups.partners.11: no item "trenix-solutions" in src/content/copy/de/partner-logos.yaml; use the id of one of its items',
    'src/content/copy/de/large-corporates.yaml → story.logos.5: no item "calderis" in src/content/copy/de/customer-logos.yaml; use the id of one of its items',
  ]);
});

it("names the page's field and videos.yaml when a section names a clip that is not there", () => {
  edit("de/platform.yaml", (source) =>
    source.replace("video: platform-demo", "video: plattform-demo"),
  );
  expect(copyProblems(root)).toEqual([
    'src/content/copy/de/platform.yaml → demo.video: no item "plattform-demo" in src/content/copy/de/videos.yaml; use the id of one of its items',
  ]);
});

it("names the hero and product-screens.yaml for a screen of the product that is not there, and checks a page's own picture as before", () => {
  edit("en/home.yaml", (source) => source.replace("visual: learner-home", "visual: lerner-home"));
  edit("de/ai-adoption-gap.yaml", (source) => source.replace(/^ {4}alt: .*\n/m, ""));
  expect(copyProblems(root)).toEqual([
    'src/content/copy/en/home.yaml → hero.visual: no item "lerner-home" in src/content/copy/en/product-screens.yaml; use the id of one of its items',
    "src/content/copy/de/ai-adoption-gap.yaml → hero.picture.alt: required",
  ]);
});

it("names the page's field and customer-voices.yaml for a customer on video who is not there", () => {
  edit("de/customers.yaml", (source) => source.replace("- selin-arslan", "- selin-arsian"));
  edit("en/home.yaml", (source) => source.replace("quote: patrick-imhof", "quote: patrick"));
  expect(copyProblems(root)).toEqual([
    'src/content/copy/en/home.yaml → proof.quote: no item "patrick" in src/content/copy/en/customer-voices.yaml; use the id of one of its items',
    'src/content/copy/de/customers.yaml → videos.items.1: no item "selin-arsian" in src/content/copy/de/customer-voices.yaml; use the id of one of its items',
  ]);
});

it("names the post and the cover's size when a cover is smaller than a post shows it", async () => {
  cpSync("src/content/posts", path.join(root, "src/content/posts"), { recursive: true });
  expect(await coverProblems(root)).toEqual([]);
  const small = await sharp({
    create: { width: 800, height: 450, channels: 3, background: "#1e3a8a" },
  })
    .png()
    .toBuffer();
  writeFileSync(path.join(root, "src/content/posts/covers/small.png"), small);
  setCover("en/talent-radar.md", "../covers/small.png");
  expect(await coverProblems(root)).toEqual([
    "src/content/posts/en/talent-radar.md → cover: ../covers/small.png is 800×450 pixels; use a picture of at least 1600×900",
  ]);
});

/** The language checks' lines for one file of the copy. */
const languageLines = (name: string) =>
  languageProblems(root)
    .map(({ message }) => message)
    .filter((line) => line.startsWith(`src/content/${name}`));

/** The lines a change to the file adds: what the check says of the planted defect alone. */
function plantedLines(name: string, change: () => void): string[] {
  const before = new Set(languageLines(name));
  change();
  return languageLines(name).filter((line) => !before.has(line));
}

it("refuses a rendering the language's glossary rules out, and names the one it asks for", () => {
  const planted = plantedLines("copy/de/coming-soon.yaml", () =>
    edit("de/coming-soon.yaml", (source) =>
      source.replace(
        "nehmen Sie Kontakt mit uns auf.",
        "schreiben Sie unserem Verkaufsteam eine Email.",
      ),
    ),
  );
  expect(planted).toEqual([
    'src/content/copy/de/coming-soon.yaml → hero.intro: "Verkaufsteam" is not this language\'s word for "sales team": write "Vertrieb" (src/content/copy/de/glossary.yaml)',
    'src/content/copy/de/coming-soon.yaml → hero.intro: "Email" is not this language\'s word for "e-mail": write "E-Mail" (src/content/copy/de/glossary.yaml)',
  ]);
});

it("refuses a «du» on a learner page and a « tu » in French, but not in the spec's own German title", () => {
  const german = plantedLines("copy/de/individuals.yaml", () =>
    edit("de/individuals.yaml", (source) =>
      source.replace(/^( {2}title: )(.*)$/m, "$1Starte deine AI-Lernreise, wann du willst"),
    ),
  );
  const french = plantedLines("copy/fr/coming-soon.yaml", () =>
    edit("fr/coming-soon.yaml", (source) =>
      source.replace(/^( {2}intro: ).*$/m, "$1Découvre notre plateforme, si tu veux."),
    ),
  );
  expect(german).toEqual([
    'src/content/copy/de/individuals.yaml → meta.title: "du" addresses the reader in the other register: this language says "Sie" (src/content/copy/de/glossary.yaml, register)',
  ]);
  expect(french).toEqual([
    'src/content/copy/fr/coming-soon.yaml → hero.intro: "tu" addresses the reader in the other register: this language says "vous" (src/content/copy/fr/glossary.yaml, register)',
  ]);
  const exception = plantedLines("copy/de/individuals.yaml", () =>
    edit("de/individuals.yaml", (source) =>
      source.replace("Starte deine AI-Lernreise, wann du willst", "Starte deine AI-Lernreise"),
    ),
  );
  expect(exception).toEqual([]);
  expect(languageLines("copy/de/individuals.yaml").join("\n")).not.toContain("meta.title");
});

it("refuses a French field left as its English twin, and an English sentence in a German one, but not a kept name", () => {
  const french = plantedLines("copy/fr/coming-soon.yaml", () =>
    edit("fr/coming-soon.yaml", (source) =>
      source
        .replace(/^( {2}title: ).*$/m, "$1Coming Soon")
        .replace(/^( {4}- label: ).*$/m, "$1Talent Radar"),
    ),
  );
  const german = plantedLines("copy/de/coming-soon.yaml", () =>
    edit("de/coming-soon.yaml", (source) =>
      source.replace(
        /^( {2}intro: ).*$/m,
        "$1Wir arbeiten an dieser Seite. In the meantime, explore our platform or get in touch.",
      ),
    ),
  );
  expect(french).toEqual([
    'src/content/copy/fr/coming-soon.yaml → meta.title: is the same as in English: translate it, or add it to "keep" in src/content/copy/fr/glossary.yaml if it is a name',
  ]);
  expect(german).toEqual([
    'src/content/copy/de/coming-soon.yaml → hero.intro: "In the meantime, explore our platform or get in touch." does not read as Deutsch: translate it',
  ]);
});

it("checks the posts and legal texts by line: their words and their front matter's", () => {
  const post = path.join(root, "src/content/posts/fr/talent-radar.md");
  const lines = readFileSync(post, "utf8").split("\n");
  const title = lines.findIndex((line) => line.startsWith("title:"));
  const planted = plantedLines("posts/fr/talent-radar.md", () => {
    lines[title] = 'title: "Talent Radar : trouvez vos frontrunners"';
    lines.push("", "Our Talent Radar shows you who is ready to lead the change today.");
    writeFileSync(post, lines.join("\n"));
  });
  expect(planted).toEqual([
    `src/content/posts/fr/talent-radar.md:${title + 1}: "frontrunners" is not this language's word for "frontrunners": write "pionniers" (src/content/copy/fr/glossary.yaml)`,
    `src/content/posts/fr/talent-radar.md:${lines.length}: "Our Talent Radar shows you who is ready to lead the chang…" does not read as Français: translate it`,
  ]);
  const legalText = path.join(root, "src/content/legal/de/terms-of-service.md");
  const legalLines = readFileSync(legalText, "utf8").split("\n");
  const inLegal = plantedLines("legal/de/terms-of-service.md", () => {
    legalLines.push("", "Die Firma antwortet innerhalb von zehn Arbeitstagen auf jede Anfrage.");
    writeFileSync(legalText, legalLines.join("\n"));
  });
  expect(inLegal).toEqual([
    `src/content/legal/de/terms-of-service.md:${legalLines.length}: "Firma" is not this language's word for "company, companies": write "Unternehmen" (src/content/copy/de/glossary.yaml)`,
  ]);
});

it("names the hero's and a lower section's missing picture by file and field, each in one line", () => {
  edit("de/why-ai-important.yaml", (source) =>
    source.replace("/media/insights/why-ai-important.svg", "/media/insights/warum-ai.svg"),
  );
  edit("fr/case-stories.yaml", (source) => source.replace(/(\/media\/[^\s"']+)\.svg/, "$1-fr.svg"));
  expect(copyProblems(root)).toEqual([
    "src/content/copy/de/why-ai-important.yaml → hero.picture.src: /media/insights/warum-ai.svg is not in public/; add the file there or name one that is",
    expect.stringMatching(
      /^src\/content\/copy\/fr\/case-stories\.yaml → items\.0\.logo\.src: \/media\/\S+-fr\.svg is not in public\/; add the file there or name one that is$/,
    ),
  ]);
});

it("says to quote a value whose ': ' YAML reads as a new field, or whose ' #' it would drop as a comment", () => {
  edit("de/coming-soon.yaml", (source) =>
    source.replace(/^( {2}title: )Bald verfügbar$/m, "$1Bald verfügbar: die neue Seite"),
  );
  edit("fr/coming-soon.yaml", (source) => source.replace(/^( {2}description: .*)$/m, "$1 #1"));
  expect(copyProblems(root)).toEqual([
    'src/content/copy/de/coming-soon.yaml:2 is not valid YAML: the value of title contains ": ", which YAML reads as a new field; put the whole value in double quotes: title: "…"',
    'src/content/copy/fr/coming-soon.yaml:3: the words after " #" in description would be dropped as a comment; put the whole value in double quotes: description: "…"',
  ]);
});

it("names the line of a picture in a post's text, which its page would not show", () => {
  expect(postPictureProblems(root)).toEqual([]);
  const post = path.join(root, "src/content/posts/de/talent-radar.md");
  const lines = readFileSync(post, "utf8").split("\n");
  lines.push("", "![Der Talent Radar](/media/uploads/radar.png)");
  writeFileSync(post, lines.join("\n"));
  expect(postPictureProblems(root)).toEqual([
    `src/content/posts/de/talent-radar.md:${lines.length}: a picture in a post's text does not show on its page; make it the post's cover (cover, coverAlt) or say it in words`,
  ]);
});

it("names the post and its cover when the cover is not there, in one line instead of Astro's stack", async () => {
  setCover("fr/talent-radar.md", "../covers/radar-des-talents.png");
  expect(await coverProblems(root)).toEqual([
    "src/content/posts/fr/talent-radar.md → cover: ../covers/radar-des-talents.png is not there; add the picture to src/content/posts/covers/ or name one that is",
  ]);
});
