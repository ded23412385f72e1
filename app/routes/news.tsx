import { Hero } from "~/components/sections/Hero";
import { NewsList } from "~/components/sections/NewsList";
import { newsItems, newsList, newsPage } from "~/content/news";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/news";

export const meta: Route.MetaFunction = () => pageMeta(newsPage, "/news");

export default function NewsPage() {
  return (
    <>
      <Hero {...newsPage.hero} />
      <NewsList {...newsList} items={newsItems} />
    </>
  );
}
