import type { CallToActionContent } from "~/components/sections/CallToAction";
import type { LogoRowProps } from "~/components/sections/HeroProof";
import type {
  VideoTestimonial,
  VideoTestimonialsContent,
} from "~/components/sections/VideoTestimonials";
import { slugify } from "~/lib/slugify";
import type { Localized, PageCopy } from "./page-copy";
import { customerLogos } from "./shared/customer-logos";
import { uiText } from "./ui";

type Voice = Omit<VideoTestimonial, "video" | "placeholder">;

/**
 * Placeholders: fictional executives of fictional customers (from the shared
 * logo list), with generated clips (scripts/media). Replace with real,
 * consented recordings.
 */
function onVideo(voice: Voice): VideoTestimonial {
  const slug = slugify(voice.company);
  return {
    ...voice,
    video: {
      src: `/media/video/customer-${slug}.mp4`,
      poster: `/media/video/customer-${slug}-poster.webp`,
      title: `Video testimonial: ${voice.name}, ${voice.role}, ${voice.company}`,
      width: 960,
      height: 540,
      placeholder: true,
    },
    placeholder: true,
  };
}

interface CustomersCopy extends PageCopy {
  logoRow: LogoRowProps;
  videos: VideoTestimonialsContent;
  contact: CallToActionContent;
}

export const customersCopy = {
  en: {
    meta: {
      title: "Customers",
      description:
        "How enterprises mobilise their workforce for AI: video testimonials from technology and IT leaders.",
    },
    hero: {
      badge: "Customer stories",
      title: "Our Customers",
      intro:
        "More than 100 enterprises trust us to bring AI to their people. Hear from the leaders who made it happen.",
    },
    /** Under the hero: some of the companies behind the quotes and the figures. */
    logoRow: {
      label: "Trusted by 100+ enterprises, among them",
      logos: customerLogos.slice(0, 6).map((logo) => ({ src: logo.logo, alt: logo.alt })),
    },
    videos: {
      title: "What Technology Leaders Say",
      intro:
        "Chief information and technology officers on rolling out AI adoption across their companies.",
      items: [
        {
          name: "Patrick Imhof",
          role: "Chief Information Officer",
          company: "Aventro Bank",
          quote:
            "Security and compliance signed off in weeks. Since then, AI has become part of the daily work of thousands of our employees.",
        },
        {
          name: "Selin Arslan",
          role: "Chief Technology Officer",
          company: "Quellmark Energy",
          quote:
            "We gave every employee the same chance to learn AI on their own tasks. Usage across the company grew month after month.",
        },
        {
          name: "Martin Egli",
          role: "Head of IT",
          company: "Zentaro Health",
          quote:
            "Single sign-on and HR integration made the roll-out easy for my team, and the dashboards show us exactly where we stand.",
        },
      ].map(onVideo),
      videoFallback: uiText.en.video.fallback,
    },
    contact: {
      title: "Become Our Next Success Story",
      text: "Tell us where your organisation stands with AI, and we will show you how to get your whole workforce on board.",
      action: { label: "Get in Touch", href: "/contact" },
    },
  },
} satisfies Localized<CustomersCopy, "en">;
