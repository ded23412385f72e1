import type { ImpactStat } from "~/components/sections/ImpactStats";
import type { Localized } from "../page-copy";

/** Typical results within 12 months (spec §1), shown wherever we talk about impact. */
export const typicalResults: Localized<readonly ImpactStat[]> = {
  en: [
    {
      number: "60–90%",
      label: "Workforce mobilisation",
      description: "of employees actively learning and using AI within 12 months",
    },
    {
      number: "5–7",
      label: "Certifications per employee",
      description: "earned on job-specific learning paths within 12 months",
    },
    {
      number: "Up to 10%",
      label: "Productivity gains",
      description: "from AI used in everyday work routines",
    },
    {
      number: "70+%",
      label: "Higher job satisfaction",
      description: "of staff enjoy their work more once AI takes over routine tasks",
    },
  ],
  de: [
    {
      number: "60–90%",
      label: "Mobilisierung der Belegschaft",
      description: "der Mitarbeitenden lernen und nutzen AI innert 12 Monaten aktiv",
    },
    {
      number: "5–7",
      label: "Zertifizierungen pro Person",
      description: "innert 12 Monaten auf berufsspezifischen Lernpfaden erworben",
    },
    {
      number: "Bis zu 10%",
      label: "Mehr Produktivität",
      description: "dank AI in den täglichen Arbeitsabläufen",
    },
    {
      number: "70+%",
      label: "Höhere Zufriedenheit",
      description: "der Mitarbeitenden arbeiten lieber, sobald AI ihnen Routinearbeiten abnimmt",
    },
  ],
};
