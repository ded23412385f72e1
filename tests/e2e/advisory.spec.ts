import { expect, openPage, test } from "./support/fixtures";

test.describe("/ai-adoption-gap", () => {
  test("has the gap-analysis and solutions sections", async ({ page }) => {
    await openPage(page, "/ai-adoption-gap");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The AI Adoption Gap");
    const gap = page.locator("#gap-analysis");
    await expect(gap.getByRole("heading", { level: 2 })).toHaveText("Where AI Adoption Stalls");
    await expect(gap.getByRole("heading", { level: 3 })).toHaveCount(4);
    await expect(page.locator("#solutions").getByRole("heading", { level: 2 })).toHaveText(
      "How We Close the Gap",
    );
  });

  test("lands a linked section just below the fixed header", async ({ page }) => {
    await openPage(page, "/ai-adoption-gap#solutions");
    await expect
      .poll(() => page.locator("#solutions").evaluate((el) => el.getBoundingClientRect().top))
      .toBeCloseTo(80, -1);
  });

  test("Explore Our Platform leads to /platform", async ({ page }) => {
    await openPage(page, "/ai-adoption-gap");
    await page.getByRole("main").getByRole("link", { name: "Explore Our Platform" }).click();
    await expect(page).toHaveURL("/platform");
  });
});

test.describe("/people-centric-transformation", () => {
  test("has the challenge and solution sections and three key success factors", async ({
    page,
  }) => {
    await openPage(page, "/people-centric-transformation");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "The People-Centric AI Transformation",
    );
    await expect(page.locator("#challenge").getByRole("heading", { level: 2 })).toBeVisible();
    await expect(page.locator("#solution").getByRole("heading", { level: 2 })).toBeVisible();
    const factors = page.getByRole("region", { name: "Three Key Success Factors" });
    await expect(factors.getByRole("heading", { level: 3 })).toHaveText([
      "Job- and Role-specific",
      "Personalised",
      "Interactive and Hands-on",
    ]);
  });

  test("See Our Solution leads to /platform", async ({ page }) => {
    await openPage(page, "/people-centric-transformation");
    await page.getByRole("main").getByRole("link", { name: "See Our Solution" }).click();
    await expect(page).toHaveURL("/platform");
  });
});

test.describe("/why-ai-important", () => {
  test("shows benefits on a personal and on a company and institutional level", async ({
    page,
  }) => {
    await openPage(page, "/why-ai-important");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Why AI is Important for All of Us",
    );
    await expect(
      page.getByRole("heading", { level: 3, name: "On a personal level" }),
    ).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 3, name: "On a company and institutional level" }),
    ).toBeVisible();
  });

  test("lists the 18 business functions", async ({ page }) => {
    await openPage(page, "/why-ai-important");
    const functions = page.getByRole("region", { name: "AI in Every Business Function" });
    await expect(functions.getByRole("listitem")).toHaveText([
      "Sales",
      "Marketing",
      "Customer Care",
      "Finance",
      "HR",
      "Operations",
      "Supply Chain & Logistics",
      "IT",
      "Legal & Compliance",
      "Risk Management",
      "Project Management & Consulting",
      "Management Support",
      "Corporate Development/Strategy/ESG",
      "Operations & Processing",
      "Production",
      "Maintenance",
      "Quality Management",
      "R&D",
    ]);
  });

  test("Explore AI Platform leads to /platform", async ({ page }) => {
    await openPage(page, "/why-ai-important");
    await page.getByRole("main").getByRole("link", { name: "Explore AI Platform" }).click();
    await expect(page).toHaveURL("/platform");
  });
});
