import type { GetStaticPaths } from "astro";
import { loadShared } from "~/content/load-copy";
import { type CaptionCue, captionsPath, webVtt } from "~/lib/captions";
import { fillInSiteFacts } from "~/lib/site-facts";
import { locales } from "~/locales";

/** Every clip's captions in every language, from the clips' copy (videos, customer voices). */
export const getStaticPaths = (async () => {
  const files = await Promise.all(
    locales.map(async ({ code, lang }) => {
      const because = `its clips' captions are built in "${code}"`;
      const clips = [
        ...(await loadShared("videos", code, because)),
        ...(await loadShared("customer-voices", code, because)).map((voice) => voice.video),
      ];
      return clips.map((clip) => {
        const [, , , file] = captionsPath(lang, clip.src).split("/");
        return {
          params: { lang, clip: file?.replace(/\.vtt$/, "") },
          props: { cues: fillInSiteFacts(clip.captions) },
        };
      });
    }),
  );
  return files.flat();
}) satisfies GetStaticPaths;

export function GET({ props }: { props: { cues: readonly CaptionCue[] } }) {
  return new Response(webVtt(props.cues), {
    headers: { "Content-Type": "text/vtt; charset=utf-8" },
  });
}
