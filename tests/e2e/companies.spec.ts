import type { Locator, Page } from "@playwright/test";
import { site } from "../../src/site.config";
import { expect, openPage, test } from "./support/fixtures";

const pages = [
  {
    path: "/large-corporates",
    title: "AI Adoption for Large Corporates",
    benefits: [
      "Executive AI strategy",
      "Department-wide implementation",
      "Custom integration",
      "24/7 support",
    ],
  },
  {
    path: "/small-mid-sized-companies",
    title: "AI Adoption for Small and Mid-sized Companies",
    benefits: [
      "Cost-effective implementation",
      "Scalable solutions",
      "Quick setup",
      "Growth-oriented",
    ],
  },
] as const;

/** A card in the main content, found by its h3. */
function card(page: Page, name: string): Locator {
  return page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });
}

for (const audience of pages) {
  test.describe(audience.path, () => {
    test("has its own title and one h1", async ({ page }) => {
      await openPage(page, audience.path);
      await expect(page).toHaveTitle(`${audience.title} | ${site.name}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    });

    test("says what the audience gets", async ({ page }) => {
      await openPage(page, audience.path);
      for (const benefit of audience.benefits) await expect(card(page, benefit)).toBeVisible();
    });

    test("shows the three platform options", async ({ page }) => {
      await openPage(page, audience.path);
      for (const option of ["Standard", "Enterprise-level", "Private Cloud"]) {
        await expect(card(page, option)).toBeVisible();
      }
    });

    test("lists the complementary services and the customisation", async ({ page }) => {
      await openPage(page, audience.path);
      const group = (name: string) =>
        page
          .getByRole("heading", { level: 3, name, exact: true })
          .locator("..")
          .getByRole("listitem");
      await expect(group("Complementary services")).toContainText([
        "Project setup",
        "Mobilisation",
        "Live sessions",
        "Challenges and awards",
        "Mentoring",
        "Leadership trainings",
        "Workshops",
      ]);
      await expect(group("Customisation")).toContainText([
        "Company AI environments",
        "SSO and HR-system integration",
        "language",
        "Co-branding or white-labelling",
      ]);
    });

    test("suggests a pilot project or a 3-stage approach", async ({ page }) => {
      await openPage(page, audience.path);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 3, name: "Pilot project" })).toBeVisible();
      await expect(main.getByRole("heading", { level: 3, name: "3-stage approach" })).toBeVisible();
    });

    test("explains annual per-user pricing with volume discounts, without figures", async ({
      page,
    }) => {
      await openPage(page, audience.path);
      const pricing = page.getByRole("region", { name: "Simple Annual Pricing" });
      await expect(pricing).toContainText("annual subscription per user");
      await expect(pricing).toContainText("volume discounts");
      await expect(pricing).not.toContainText(/\d/);
    });

    test('every "Get Started" leads to the contact page', async ({ page }) => {
      await openPage(page, audience.path);
      const buttons = page.getByRole("main").getByRole("link", { name: "Get Started" });
      await expect(buttons).toHaveCount(2);
      for (const button of await buttons.all())
        await expect(button).toHaveAttribute("href", "/contact");
      await buttons.last().click();
      await expect(page).toHaveURL("/contact");
    });
  });
}

test.describe("the Recommended for SMCs badge", () => {
  test("marks the Standard option on the SMC page, and only it", async ({ page }) => {
    await openPage(page, "/small-mid-sized-companies");
    const badge = page.getByRole("main").getByText("Recommended for SMCs", { exact: true });
    await expect(badge).toHaveCount(1);
    await expect(card(page, "Standard").getByText("Recommended for SMCs")).toBeVisible();
  });

  test("does not appear on the large corporates page", async ({ page }) => {
    await openPage(page, "/large-corporates");
    await expect(page.getByText("Recommended for SMCs")).toHaveCount(0);
  });
});

/** The security section of the large corporates page in each language, and the spec's facts in its words. */
const securitySections = [
  {
    path: "/large-corporates",
    name: "Security and Data Protection",
    facts: [/single-tenant/i, /Private Cloud/, /maximum security/i, /SSO/, /HR-system/i, /Swiss/],
  },
  {
    path: "/de/large-corporates",
    name: "Sicherheit und Datenschutz",
    facts: [
      /Single-Tenant/,
      /Private Cloud/,
      /maximale Sicherheit/i,
      /SSO/,
      /HR-System/,
      /Schweiz/,
    ],
  },
] as const;

for (const security of securitySections) {
  test(`${security.path} shows security and data protection in four facts from the spec`, async ({
    page,
  }) => {
    await openPage(page, security.path);
    const section = page.getByRole("region", { name: security.name });
    await section.scrollIntoViewIfNeeded();
    const facts = section.getByRole("listitem");
    await expect(facts).toHaveCount(4);
    for (const fact of await facts.all()) {
      await expect(fact.getByRole("heading", { level: 3 })).toBeVisible();
    }
    for (const words of security.facts) await expect(section).toContainText(words);
    // The one number the spec gives is the founding year: no figure or certificate is made up.
    const said = (await section.textContent()) ?? "";
    expect(said).toContain("2018");
    expect(said.replaceAll("2018", "")).not.toMatch(/\d/);
  });
}
