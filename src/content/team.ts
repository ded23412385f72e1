import type { CallToActionContent } from "~/components/sections/CallToAction";
import type { AvatarStackProps } from "~/components/sections/HeroProof";
import type { TeamGridContent, TeamMember } from "~/components/sections/TeamGrid";
import { slugify } from "~/lib/slugify";
import type { Localized, PageCopy } from "./page-copy";
import { portraitAlt } from "./shared/testimonials";

type Person = Omit<TeamMember, "image" | "imageAlt" | "placeholder">;

/**
 * Every person here is a fictional placeholder with an illustrated portrait
 * (scripts/media), to be replaced by the real team.
 */
function withPortrait(person: Person): TeamMember {
  return {
    ...person,
    image: `/media/team/${slugify(person.name)}.svg`,
    imageAlt: portraitAlt.en(person.name),
    placeholder: true,
  };
}

const leadership: TeamGridContent = {
  title: "Leadership",
  intro:
    "Our leadership team combines decades of experience in corporate learning, software and change management.",
  members: [
    {
      name: "Lena Brunner",
      role: "Co-Founder & Chief Executive Officer",
      description:
        "Built corporate academies at two Swiss banks before founding the company to make AI skills accessible to every employee.",
    },
    {
      name: "Rafael Vidal",
      role: "Chief Technology Officer",
      description:
        "Leads the engineering of the platform, from the personalised learning engine to secure single-tenant deployments.",
    },
    {
      name: "Defne Aksoy",
      role: "Chief Learning Officer",
      description:
        "Designs the job- and role-specific training journeys for more than 200 job roles, together with experts from each field.",
    },
    {
      name: "Tobias Ammann",
      role: "Chief Customer Officer",
      description:
        "Guides enterprises from pilot project to company-wide roll-out, with mobilisation, live sessions and measurable results.",
    },
    {
      name: "Eleni Christou",
      role: "Head of Product",
      description:
        "Turns what learners and customers tell us into playgrounds, creator tools and the Talent Radar.",
    },
    {
      name: "Samuel Frei",
      role: "Chief Financial Officer",
      description:
        "Keeps the company on a sound footing and leads the work on measuring the Return on AI for our customers.",
    },
  ].map(withPortrait),
};

const board: TeamGridContent = {
  title: "Non-Executive Board",
  intro: "Our board brings independent perspective and long experience in building companies.",
  members: [
    {
      name: "Andreas Wyss",
      role: "Co-Founder & Non-Executive Board Member",
      description:
        "Co-founded the company and advises it on strategy and growth, drawing on twenty years as an entrepreneur in education technology.",
    },
    {
      name: "Miriam Hofer",
      role: "Non-Executive Board Member",
      description:
        "Former chief human resources officer of an international industrial group, with a focus on workforce transformation.",
    },
  ].map(withPortrait),
};

interface TeamCopy extends PageCopy {
  faces: AvatarStackProps;
  leadership: TeamGridContent;
  board: TeamGridContent;
  links: CallToActionContent;
}

export const teamCopy = {
  en: {
    meta: {
      title: "Team",
      description:
        "Meet the leadership team and the non-executive board behind the AI adoption platform.",
    },
    hero: {
      badge: "The people behind the platform",
      title: "Our Team",
      intro: "Educators, engineers and business leaders who believe AI should work for everyone.",
    },
    /** Under the hero: the faces of the page, and how many more stand behind them. */
    faces: {
      label: "30+ team members in Switzerland, Germany, Türkiye and Cyprus",
      // The same portraits as the cards below, where each is named: here they are decoration.
      people: [...leadership.members, ...board.members].map((member) => ({
        src: member.image,
        alt: "",
      })),
    },
    leadership,
    board,
    links: {
      title: "See What Our Team Has Built",
      text: "Explore the platform our team develops, and hear from the customers who use it.",
      action: { label: "Explore the Platform", href: "/platform" },
      secondaryAction: { label: "Meet Our Customers", href: "/customers" },
    },
  },
} satisfies Localized<TeamCopy, "en">;
