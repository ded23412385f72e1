import { expectNoA11yViolations } from "./support/a11y";
import { openPage, test } from "./support/fixtures";
import { revealWholePage } from "./support/reveal";
import { DESKTOP_AND_PHONE } from "./support/viewports";

/** The pages of the solutions, individuals and learning-journey family. */
const paths = [
  "/solutions",
  "/large-corporates",
  "/small-mid-sized-companies",
  "/individuals",
  "/individuals2",
  "/individuals/de",
  "/individuals/en",
  "/individuals/fr",
  "/unleash-potential",
  "/starte-lernreise",
  "/demarrer-parcours-ia",
];

for (const viewport of DESKTOP_AND_PHONE) {
  test.describe(`axe at ${viewport.width} px, every section revealed`, () => {
    test.use({ viewport });

    for (const path of paths) {
      test(`${path} has no violations`, async ({ page }) => {
        await openPage(page, path);
        await revealWholePage(page);
        await expectNoA11yViolations(page);
      });
    }
  });
}
