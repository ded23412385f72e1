import type { VideoContent } from "~/components/ui/Video";

type JourneyIntroVideo = Omit<VideoContent, "title">;

/** The generated intro clip of the English learning-journey page (scripts/media); replace with real footage. */
export const journeyIntroVideo = {
  src: "/media/journey/intro.mp4",
  poster: "/media/journey/intro.webp",
  width: 960,
  height: 540,
  placeholder: true,
} satisfies JourneyIntroVideo;

/** The German page's own intro clip, German in every word (scripts/media); replace with real footage. */
export const journeyIntroVideoDe = {
  src: "/media/journey/intro-de.mp4",
  poster: "/media/journey/intro-de.webp",
  width: 960,
  height: 540,
  placeholder: true,
} satisfies JourneyIntroVideo;
