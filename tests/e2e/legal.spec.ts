import type { Locator, Page } from "@playwright/test";
import { legalPages } from "../../src/content/legal-pages";
import { readLegal } from "../../src/content/read-legal";
import { site } from "../../src/site.config";
import { expect, openPage, test } from "./support/fixtures";
import { languages } from "./support/languages";

/** The section headings of a legal page, in order: its h2s inside main. */
function sectionHeadings(page: Page) {
  return page.getByRole("main").getByRole("heading", { level: 2 });
}

function section(page: Page, title: string | RegExp) {
  return page
    .getByRole("main")
    .locator("section")
    .filter({ has: page.getByRole("heading", { level: 2, name: title }) })
    .last();
}

/** A sub-part of a legal section, found by its h3. */
function part(within: Locator, title: RegExp) {
  return within
    .locator("div")
    .filter({ has: within.page().getByRole("heading", { level: 3, name: title }) })
    .last();
}

test.describe("/terms-of-service", () => {
  test("is dated 5/8/2025 and has the spec's eight sections, each an h2", async ({ page }) => {
    await openPage(page, "/terms-of-service");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms and Conditions");
    await expect(page.getByText("Last updated: 5/8/2025")).toBeVisible();
    await expect(sectionHeadings(page)).toHaveText([
      /introduction/i,
      /user accounts/i,
      /access to content/i,
      /intellectual property/i,
      /privacy policy/i,
      /limitation of liability/i,
      /changes/i,
      /contact/i,
    ]);
  });

  test("spells out accounts, Private content and the four causes liability is limited for", async ({
    page,
  }) => {
    await openPage(page, "/terms-of-service");
    const accounts = section(page, /user accounts/i);
    await expect(accounts).toContainText("accurate");
    await expect(accounts).toContainText("password");
    await expect(accounts).toContainText(/terminate your account/);
    const access = section(page, /access to content/i);
    await expect(access).toContainText('marked "Private"');
    await expect(access).toContainText("special permissions");
    await expect(access).toContainText(/unauthorised access attempts are prohibited/i);
    await expect(section(page, /limitation of liability/i).getByRole("listitem")).toHaveCount(4);
  });
});

test.describe("/privacy-policy", () => {
  test("is dated 5/8/2025 and has the spec's nine sections, each an h2", async ({ page }) => {
    await openPage(page, "/privacy-policy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    await expect(page.getByText("Last updated: 5/8/2025")).toBeVisible();
    await expect(sectionHeadings(page)).toHaveText([
      /introduction/i,
      /information we collect/i,
      /use of your information|how we use/i,
      /disclosure/i,
      /security/i,
      /privacy rights/i,
      /children/i,
      /changes/i,
      /contact/i,
    ]);
  });

  test("covers registration data, access requests, disclosure, EEA rights and under-18s", async ({
    page,
  }) => {
    await openPage(page, "/privacy-policy");
    const collected = section(page, /information we collect/i);
    for (const item of [
      "name",
      "email address",
      "company",
      "job title",
      "Usage data",
      "Device data",
    ]) {
      await expect(collected).toContainText(item);
    }
    await expect(section(page, /how we use/i)).toContainText("secured documentation");
    const disclosure = section(page, /disclosure/i).getByRole("listitem");
    await expect(disclosure).toHaveText([
      /^by law/,
      /^to service providers/,
      /^in business transfers/,
    ]);
    const eea = part(section(page, /privacy rights/i), /European Economic Area/);
    await expect(eea).toContainText("European Economic Area");
    await expect(eea.getByRole("listitem")).toHaveText([/corrected/, /deleted/, /limited/]);
    const children = section(page, /children/i);
    await expect(children).toContainText("under the age of 18");
    await expect(children).toContainText("we delete it");
  });

  test("states what this site's contact form stores, for how long, and who gets the mail", async ({
    page,
  }) => {
    await openPage(page, "/privacy-policy");
    const form = page
      .getByRole("main")
      .locator("div")
      .filter({ has: page.getByRole("heading", { level: 3, name: /contact form/i }) })
      .last();
    for (const field of [
      "first name and last name",
      "email address",
      "company and number of employees",
      "subject and message",
      "time of submission",
      "IP address",
    ]) {
      await expect(form).toContainText(field);
    }
    await expect(section(page, /security/i)).toContainText("365 days");
    await expect(section(page, /how we use/i)).toContainText(site.salesEmail);
    await expect(page.getByRole("main")).toContainText(
      "sets no tracking or advertising cookies and loads nothing from third parties",
    );
  });
});

for (const { lang, path } of languages) {
  for (const legalPage of legalPages) {
    test(`${path(`/${legalPage}`)} shows its text's date, sections, parts and contact email`, async ({
      page,
    }) => {
      const { hero, document } = readLegal(legalPage, lang);
      await openPage(page, path(`/${legalPage}`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(hero.title);
      const { prefix, label } = document.lastUpdated;
      await expect(page.getByText(`${prefix} ${label}`)).toBeVisible();
      await expect(sectionHeadings(page)).toHaveText(document.sections.map((s) => s.title));
      for (const { title, parts } of document.sections) {
        await expect(section(page, title).getByRole("heading", { level: 3 })).toHaveText(
          (parts ?? []).map((p) => p.title),
        );
      }
      const contact = section(page, document.sections.at(-1)?.title ?? "");
      await expect(contact.getByRole("link", { name: site.email })).toHaveAttribute(
        "href",
        `mailto:${site.email}`,
      );
    });
  }
}

/** Where the Swiss and the EEA rights sit in the privacy policy, and what each language calls them. */
const swissRights = [
  {
    path: "/privacy-policy",
    rights: /privacy rights/i,
    swiss: /^In Switzerland/,
    eea: /^In the European Economic Area/,
    said: [
      "revFADP",
      "1 September 2023",
      "Federal Data Protection and Information Commissioner (FDPIC)",
    ],
  },
  {
    path: "/de/privacy-policy",
    rights: /datenschutzrechte/i,
    swiss: /^In der Schweiz/,
    eea: /^Im Europäischen Wirtschaftsraum/,
    said: [
      "revidiertes Datenschutzgesetz (revDSG)",
      "1. September 2023",
      "Datenschutz- und Öffentlichkeitsbeauftragten (EDÖB)",
    ],
  },
] as const;

for (const policy of swissRights) {
  test(`${policy.path} sets the Swiss revFADP rights beside the EEA rights`, async ({ page }) => {
    await openPage(page, policy.path);
    const rights = section(page, policy.rights);
    const swiss = part(rights, policy.swiss);
    await expect(swiss.getByRole("heading", { level: 3 })).toBeVisible();
    for (const words of policy.said) await expect(swiss).toContainText(words);
    await expect(swiss.getByRole("listitem")).not.toHaveCount(0);
    await expect(part(rights, policy.eea).getByRole("listitem")).toHaveCount(3);
  });
}
