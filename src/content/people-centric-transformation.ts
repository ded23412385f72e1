import type { CallToActionContent } from "~/components/sections/CallToAction";
import type { FeatureGridContent } from "~/components/sections/FeatureGrid";
import type { ProseSectionContent } from "~/components/sections/ProseSection";
import type { Localized, PageCopy } from "./page-copy";

interface PeopleCentricCopy extends PageCopy {
  challenge: ProseSectionContent;
  solution: ProseSectionContent;
  successFactors: FeatureGridContent;
  cta: CallToActionContent;
}

export const peopleCentricCopy = {
  en: {
    meta: {
      title: "The People-Centric AI Transformation",
      description:
        "AI transformation succeeds with people, not tools: job- and role-specific, personalised, interactive and hands-on training for the whole workforce.",
    },
    hero: {
      badge: "Insights",
      tone: "dark",
      title: "The People-Centric AI Transformation",
      intro:
        "Technology alone changes nothing. Transformation happens when every employee learns to use AI in their own job.",
      visual: {
        src: "/media/insights/people-centric-transformation.svg",
        alt: "A team at the centre of a turning change, connected to their colleagues and to the AI tools they use",
        width: 640,
        height: 480,
        placeholder: true,
      },
    },
    challenge: {
      id: "challenge",
      eyebrow: "The Challenge",
      title: "Tools Are Easy to Buy, Habits Are Hard to Change",
      paragraphs: [
        "Most AI programmes start with technology: a model, a licence, a chatbot. Then they wait for people to find a use for it. Few do.",
        "The reason is human, not technical. People need to see what AI means for their own tasks, trust the results and feel safe to experiment. Generic training and one-off workshops do not get them there.",
      ],
    },
    solution: {
      id: "solution",
      eyebrow: "The Solution",
      title: "Start With the People Who Do the Work",
      paragraphs: [
        "A people-centric transformation reaches the whole workforce, not only the technical few. It meets each person in their role, at their level and at their pace.",
        "Within 12 months, companies typically mobilise 60–90% of their workforce, and more than 70 percent of staff report higher job satisfaction.",
      ],
      aside: {
        title: "What changes",
        items: [
          "Everyone learns AI through the tasks of their own job",
          "Frontrunners are found and given room to lead",
          "Leaders set the direction and lead by example",
          "Progress and value are measured, not guessed",
        ],
      },
    },
    successFactors: {
      title: "Three Key Success Factors",
      intro: "The foundation of every course on our platform.",
      items: [
        {
          icon: "target",
          title: "Job- and Role-specific",
          description:
            "Training for more than 200 job roles, with examples and exercises from each person's real work.",
        },
        {
          icon: "user-check",
          title: "Personalised",
          description:
            "Learning paths that adapt to each person's role, level and pace, from Beginner to Master.",
        },
        {
          icon: "pointer",
          title: "Interactive and Hands-on",
          description:
            "Learning by doing, in AI playgrounds and practical apps, instead of watching slides.",
        },
      ],
    },
    cta: {
      title: "Put Your People at the Centre",
      text: "See how our platform brings a people-centric AI transformation to your whole workforce.",
      action: { label: "See Our Solution", href: "/platform" },
    },
  },
  de: {
    meta: {
      title: "Die menschzentrierte AI-Transformation",
      description:
        "Die AI-Transformation gelingt mit Menschen, nicht mit Tools: berufs- und rollenspezifisches, personalisiertes, interaktives und praxisnahes Training für die ganze Belegschaft.",
    },
    hero: {
      badge: "Insights",
      tone: "dark",
      title: "Die menschzentrierte AI-Transformation",
      intro:
        "Technologie allein verändert nichts. Die Transformation gelingt, wenn alle Mitarbeitenden lernen, AI in ihrem eigenen Job einzusetzen.",
      visual: {
        src: "/media/insights/people-centric-transformation.svg",
        alt: "Ein Team im Zentrum eines Wandels, verbunden mit Kolleginnen und Kollegen und mit den AI-Tools, die sie nutzen",
        width: 640,
        height: 480,
        placeholder: true,
      },
    },
    challenge: {
      id: "challenge",
      eyebrow: "Die Herausforderung",
      title: "Tools sind schnell gekauft, Gewohnheiten schwer verändert",
      paragraphs: [
        "Die meisten AI-Programme beginnen mit Technologie: einem Modell, einer Lizenz, einem Chatbot. Dann warten sie, bis die Leute etwas damit anzufangen wissen. Nur wenige tun das.",
        "Der Grund ist menschlich, nicht technisch. Menschen müssen sehen, was AI für ihre eigenen Aufgaben bedeutet, den Ergebnissen vertrauen und sich sicher genug fühlen, um zu experimentieren. Allgemeine Trainings und einmalige Workshops bringen sie nicht dorthin.",
      ],
    },
    solution: {
      id: "solution",
      eyebrow: "Die Lösung",
      title: "Bei den Menschen beginnen, die die Arbeit machen",
      paragraphs: [
        "Eine menschzentrierte Transformation erreicht die ganze Belegschaft, nicht nur die wenigen Technikerinnen und Techniker. Sie holt alle in ihrer Rolle ab, auf ihrem Niveau und in ihrem Tempo.",
        "Innert 12 Monaten mobilisieren Unternehmen typischerweise 60–90% ihrer Belegschaft, und über 70 Prozent der Mitarbeitenden berichten von höherer Arbeitszufriedenheit.",
      ],
      aside: {
        title: "Was sich verändert",
        items: [
          "Alle lernen AI an den Aufgaben ihres eigenen Jobs",
          "Vorreiterinnen und Vorreiter werden entdeckt und erhalten Raum, voranzugehen",
          "Führungskräfte geben die Richtung vor und gehen mit gutem Beispiel voran",
          "Fortschritt und Wert werden gemessen, nicht geschätzt",
        ],
      },
    },
    successFactors: {
      title: "Drei zentrale Erfolgsfaktoren",
      intro: "Worauf jedes Training auf unserer Plattform aufbaut.",
      items: [
        {
          icon: "target",
          title: "Berufs- und rollenspezifisch",
          description:
            "Trainings für über 200 Berufsrollen, mit Beispielen und Übungen aus der echten Arbeit jeder Person.",
        },
        {
          icon: "user-check",
          title: "Personalisiert",
          description:
            "Lernpfade, die sich der Rolle, dem Niveau und dem Tempo jeder Person anpassen, von Beginner bis Master.",
        },
        {
          icon: "pointer",
          title: "Interaktiv und praxisnah",
          description:
            "Lernen durch Tun, in AI-Playgrounds und praktischen Apps, statt Folien anzuschauen.",
        },
      ],
    },
    cta: {
      title: "Stellen Sie Ihre Mitarbeitenden ins Zentrum",
      text: "Sehen Sie, wie unsere Plattform eine menschzentrierte AI-Transformation in Ihre ganze Belegschaft bringt.",
      action: { label: "Unsere Lösung ansehen", href: "/de/platform" },
    },
  },
} satisfies Localized<PeopleCentricCopy>;
