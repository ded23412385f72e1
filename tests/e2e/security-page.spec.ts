import { readCopy } from "../../src/content/read-copy";
import { site } from "../../src/site.config";
import { expect, openPage, test } from "./support/fixtures";
import { languages } from "./support/languages";

for (const { lang, path } of languages) {
  const copy = readCopy("security", lang);
  const at = path("/security");

  test.describe(at, () => {
    test("collects the security facts for procurement under one h1", async ({ page }) => {
      await openPage(page, at);
      await expect(page).toHaveTitle(`${copy.meta.title} | ${site.name}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.hero.title);
      const facts = page.getByRole("region", { name: copy.facts.title });
      await expect(facts.getByRole("heading", { level: 3 })).toHaveText(
        copy.facts.facts.map((fact) => fact.title),
      );
    });

    test("leads to a request for the security documentation, which the contact page names, and to a demo", async ({
      page,
    }) => {
      await openPage(page, at);
      const next = page.getByRole("region", { name: copy.next.title });
      await expect(
        next.getByRole("link", { name: copy.next.secondaryAction?.label }),
      ).toHaveAttribute("href", `${path("/contact")}?intent=demo`);
      await next.getByRole("link", { name: copy.next.action.label }).click();
      await expect(page).toHaveURL(`${path("/contact")}?intent=security`);
      const { form } = readCopy("contact", lang);
      await expect(
        page.getByRole("heading", { level: 2, name: form.purposes.security.title }),
      ).toBeVisible();
    });
  });
}
