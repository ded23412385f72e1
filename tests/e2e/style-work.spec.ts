import { expect, openPage, test } from "./support/fixtures";

/**
 * Issue 54: the document reaches the browser in chunks (two on loopback, many on
 * a slow phone link), and each element the parser adds must cost the style work
 * of that element, not of the page. A rule whose condition hangs on the whole
 * document (html:has(...)) restyles every element it could select whenever an
 * element is added; with a universal selector that was every element styled so
 * far, once per chunk.
 */
test("an element added to the page restyles little more than itself", async ({ page, browser }) => {
  await openPage(page, "/");
  const styled = await page.evaluate(
    () =>
      [...document.querySelectorAll("body *")].filter((element) => element.checkVisibility())
        .length,
  );
  await browser.startTracing(page, { categories: ["devtools.timeline"] });
  await page.evaluate(() => {
    // As the parser adds the document's next chunk: an element at the end of the page.
    const paragraph = document.createElement("p");
    paragraph.textContent = "More of the page";
    document.body.append(paragraph);
    // Style it now, inside the trace.
    getComputedStyle(paragraph).color;
  });
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: { name: string; args?: { elementCount?: number } }[];
  };
  const restyled = traceEvents
    .filter((event) => event.name === "UpdateLayoutTree")
    .reduce((sum, event) => sum + (event.args?.elementCount ?? 0), 0);
  expect(styled, "elements on the first screen and near it").toBeGreaterThan(200);
  // The paragraph, and the bands and footer the band rule names (ADR 0017): 26 of
  // 1,012 on 2026-11-29; with the universal selector, 1,206.
  expect(restyled, `elements restyled of ${styled}`).toBeLessThan(styled / 10);
});
