import { readCopy } from "../../src/content/read-copy";
import { site } from "../../src/site.config";
import { expectLandedOn } from "./support/anchor-landing";
import { expect, openPage, test } from "./support/fixtures";
import { languages } from "./support/languages";
import { expectShown } from "./support/on-screen";
import { DESKTOP_AND_PHONE } from "./support/viewports";

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

    for (const viewport of DESKTOP_AND_PHONE) {
      test.describe(`at ${viewport.width} px`, () => {
        test.use({ viewport });

        test("the trust centre's contents lead to every topic, its heading in view below the fixed header", async ({
          page,
        }) => {
          await openPage(page, at);
          const contents = page.getByRole("navigation", { name: copy.trust.contents });
          await expect(contents.getByRole("link")).toHaveText(
            copy.trust.topics.map((topic) => topic.title),
          );
          for (const topic of copy.trust.topics) {
            await contents.getByRole("link", { name: topic.title, exact: true }).click();
            await expect(page).toHaveURL(`${at}#${topic.id}`);
            await expectLandedOn(page, topic.id);
            const topicRegion = page.getByRole("region", { name: topic.title, exact: true });
            await expectShown(topicRegion.getByRole("heading", { level: 2, name: topic.title }));
          }
        });
      });
    }

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
