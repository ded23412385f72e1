import type { VideoContent } from "../types";

/** The generated intro clip of the learning-journey pages (scripts/media); replace with real footage. */
export const journeyIntroVideo = {
  src: "/media/journey/intro.mp4",
  poster: "/media/journey/intro.webp",
  width: 640,
  height: 360,
  placeholder: true,
} satisfies Omit<VideoContent, "title">;
