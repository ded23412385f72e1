import { site } from "~/site.config";
import type { PageContent } from "./types";

export const companyPage = {
  meta: {
    title: "About the Company",
    description:
      "A Swiss start-up founded in 2018, with 30+ team members across Switzerland, Germany, Türkiye and Cyprus and about 150'000 users trained.",
  },
  hero: {
    title: `About ${site.name}`,
    intro:
      "Founded in Switzerland in 2018, we help enterprises, institutions and individuals adopt AI, one job role at a time.",
  },
} satisfies PageContent;
