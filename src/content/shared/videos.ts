import type { VideoCopy } from "~/components/ui/Video";
import { site } from "~/site.config";
import type { Localized } from "../page-copy";

/**
 * Generated placeholder clips (scripts/media): the owner replaces them with real footage.
 * The clips have no words; their accessible names are in each page's language.
 */
export const welcomeVideo: Localized<VideoCopy> = {
  en: {
    src: "/media/video/welcome.mp4",
    poster: "/media/video/welcome-poster.webp",
    title: `Welcome to ${site.name}`,
    width: 960,
    height: 540,
    placeholder: true,
  },
  de: {
    src: "/media/video/welcome.mp4",
    poster: "/media/video/welcome-poster.webp",
    title: `Willkommen bei ${site.name}`,
    width: 960,
    height: 540,
    placeholder: true,
  },
};

export const platformDemoVideo: Localized<VideoCopy> = {
  en: {
    src: "/media/video/platform-demo.mp4",
    poster: "/media/video/platform-demo-poster.webp",
    title: `${site.name} platform demo`,
    width: 960,
    height: 540,
    placeholder: true,
  },
  de: {
    src: "/media/video/platform-demo.mp4",
    poster: "/media/video/platform-demo-poster.webp",
    title: `Demo der ${site.name}-Plattform`,
    width: 960,
    height: 540,
    placeholder: true,
  },
};
