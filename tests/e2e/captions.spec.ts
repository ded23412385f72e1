import { readShared } from "../../src/content/read-copy";
import { fillInSiteFacts } from "../../src/lib/site-facts";
import { type Locale, localeOf, localePath, locales } from "../../src/locales";
import { pageRoutes } from "../../src/route-table";
import { expect, openPage, test } from "./support/fixtures";

/** The pages that play clips in `locale`: each plays them in its own language. */
function pagesWithClips(locale: Locale): string[] {
  const journey = pageRoutes.find((route) => route.path === "/unleash-potential");
  return [
    ...["/", "/platform", "/company", "/customers"].map((english) => localePath(english, locale)),
    ...(journey ? [journey.counterparts?.[locale] ?? journey.path] : []),
  ];
}

/** What each clip of a language says, first caption to last, by the file it plays. */
function captionsOf(locale: Locale): Map<string, string[]> {
  const clips = [
    ...readShared("videos", locale),
    ...readShared("customer-voices", locale).map((voice) => voice.video),
  ];
  return new Map(
    clips.map((clip) => [clip.src, fillInSiteFacts(clip.captions).map((cue) => cue.text)]),
  );
}

for (const { code } of locales) {
  test(`${code}: every clip shows its captions in the page's language, as the copy writes them`, async ({
    page,
  }) => {
    const { lang } = localeOf(code);
    const expected = captionsOf(code);
    for (const path of pagesWithClips(code)) {
      await openPage(page, path);
      const players = page.locator("video");
      expect(await players.count(), `${path} plays clips`).toBeGreaterThan(0);
      for (const player of await players.all()) {
        await player.scrollIntoViewIfNeeded();
        // A showing track is fetched and parsed by the browser itself: its cues are what a viewer reads.
        const shown = await player.evaluate(async (video: HTMLVideoElement) => {
          const track = video.textTracks[0];
          const element = video.querySelector("track");
          // Cues arrive as the file is parsed: read them once it is loaded (readyState 2).
          for (let waited = 0; element?.readyState !== 2 && waited < 5000; waited += 50) {
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          return {
            src: new URL(video.getAttribute("src") ?? "", document.baseURI).pathname,
            kind: track?.kind,
            language: track?.language,
            mode: track?.mode,
            cues: [...(track?.cues ?? [])].map((cue) => (cue as VTTCue).text),
          };
        });
        expect(shown.kind, `${path} ${shown.src}`).toBe("captions");
        expect(shown.language, `${path} ${shown.src}`).toBe(lang);
        expect(shown.mode, `${path} ${shown.src}`).toBe("showing");
        expect(shown.cues, `${path} ${shown.src}`).toEqual(expected.get(shown.src));
      }
    }
  });
}
