import { welcomeVideo } from "../../src/content/shared/videos";
import { expect, test } from "./support/fixtures";

/**
 * ADR 0008: a video below the first screen costs a phone visitor nothing, not
 * even its poster, until they scroll near it; then it shows its poster and
 * loads its metadata as the spec asks.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** HTMLMediaElement.HAVE_METADATA: duration and size known. */
const HAVE_METADATA = 1;

test("the home page's welcome video loads nothing until the visitor scrolls near it", async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
  const isVideoFile = (path: string) =>
    path === welcomeVideo.en.src || path === welcomeVideo.en.poster;

  await page.goto("/", { waitUntil: "load" });
  await page.waitForTimeout(500);
  expect(fetched.filter(isVideoFile)).toEqual([]);

  const video = page.getByLabel(welcomeVideo.en.title);
  await video.scrollIntoViewIfNeeded();
  await expect
    .poll(() => fetched.filter(isVideoFile).toSorted())
    .toEqual([welcomeVideo.en.poster, welcomeVideo.en.src].toSorted());
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
    .toBeGreaterThanOrEqual(HAVE_METADATA);
});
