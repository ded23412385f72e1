import { expect, openPage, test } from "./support/fixtures";

/**
 * /platform and the company pages may grow in proof but not in length (issue 40):
 * no taller than before it. Measured on main at 85e9660 (2026-11-27), production build, Chromium,
 * viewport width × 900, web font loaded:
 * - `load`: the document's scrollHeight once loaded, as the scrollbar first shows it
 *   (bands far down wait at their estimated height, ADR 0017);
 * - `full`: the same with every band laid out (data-full-layout), the page's real length.
 * Repeated loads of one page differ by up to 20 px once loaded. Measured in Inter: the
 * page is opened twice, as a returning visitor does. On a first visit the font may
 * miss its block period on a busy machine and the page stays in the fallback for
 * good (`font-display: optional`, ADR 0042), 24 px longer on /platform at 390 px.
 * At 390 px each figure is 32 px more than measured then: issue 49 gave the footer a
 * sixteenth link (/pricing), one more line in its left column on a phone, on every page.
 * The company pages' figures are measured again on 2026-11-29 (issue 50, same method):
 * each page now has sections of its own and its own customer's story with three
 * outcomes and a quote, in place of the shared template and the shared results.
 */
const before = {
  390: {
    "/platform": { load: 7648, full: 8155 },
    "/de/platform": { load: 7702, full: 8693 },
    "/large-corporates": { load: 6952, full: 8830 },
    "/small-mid-sized-companies": { load: 6656, full: 7943 },
    "/de/large-corporates": { load: 7200, full: 9400 },
    "/de/small-mid-sized-companies": { load: 6776, full: 8423 },
  },
  1440: {
    "/platform": { load: 6235, full: 5340 },
    "/de/platform": { load: 6318, full: 5503 },
    "/large-corporates": { load: 5480, full: 5376 },
    "/small-mid-sized-companies": { load: 5294, full: 5037 },
    "/de/large-corporates": { load: 5644, full: 5540 },
    "/de/small-mid-sized-companies": { load: 5300, full: 5071 },
  },
} as const;

for (const [width, pages] of Object.entries(before)) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width: Number(width), height: 900 } });

    for (const [path, most] of Object.entries(pages)) {
      test(`${path} is no taller than before issue 40`, async ({ page }) => {
        await openPage(page, path);
        await page.evaluate(() => document.fonts.ready);
        // Again, with Inter in the browser's cache: set in it from the first layout.
        await openPage(page, path);
        await page.evaluate(() => document.fonts.ready);
        const load = await page.evaluate(() => document.documentElement.scrollHeight);
        const full = await page.evaluate(() => {
          document.documentElement.dataset.fullLayout = "";
          return document.documentElement.scrollHeight;
        });
        expect(load, "scrollHeight once loaded").toBeLessThanOrEqual(most.load);
        expect(full, "scrollHeight with every band laid out").toBeLessThanOrEqual(most.full);
      });
    }
  });
}
