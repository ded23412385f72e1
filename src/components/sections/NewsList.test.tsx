import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { readCopy } from "~/content/read-copy";
import { type Locale, localeOf } from "~/locales";
import { type NewsItem, NewsList, type NewsListPage } from "./NewsList";

const firstOfOne: NewsListPage = { page: 1, pageCount: 1, hrefOf: (page) => `/news/page/${page}` };

function renderList(items: readonly NewsItem[], locale: Locale = "en", listPage = firstOfOne) {
  const { dateLocale } = localeOf(locale);
  render(
    <NewsList
      {...readCopy("news", locale).list}
      dateLocale={dateLocale}
      items={items}
      listPage={listPage}
    />,
  );
}

const cover = {
  src: "/_astro/cover.png",
  sources: [{ type: "image/avif", srcSet: "/_astro/cover-480.avif 480w" }],
  width: 800,
  height: 450,
  alt: "A radar sweep",
  sizes: "100vw",
};

const items: NewsItem[] = [
  {
    href: "/news/talent-radar",
    date: "2025-11-02",
    title: "Talent Radar released",
    description: "Find your AI frontrunners.",
    tags: ["Product"],
    cover,
  },
  {
    href: "/news/spring-cohort",
    date: "2025-03-14",
    title: "Spring cohort opens",
    description: "Registrations are open.",
    tags: ["Learning", "Company"],
    cover,
  },
];

describe("NewsList", () => {
  it("shows each post with its date, cover and tags, its title linking to the post", () => {
    renderList(items);
    const posts = screen.getAllByRole("article");
    expect(posts).toHaveLength(2);
    const first = within(posts[0] as HTMLElement);
    expect(first.getByRole("heading", { name: "Talent Radar released" })).toBeVisible();
    expect(first.getByRole("link", { name: "Talent Radar released" })).toHaveAttribute(
      "href",
      "/news/talent-radar",
    );
    expect(first.getByText("2 November 2025")).toHaveAttribute("datetime", "2025-11-02");
    expect(first.getByRole("img", { name: "A radar sweep" })).toHaveAttribute("width", "800");
    expect(first.getByRole("list", { name: "Topics" })).toHaveTextContent("Product");
  });

  it("writes the dates of the German page the Swiss way", () => {
    renderList(items, "de");
    expect(screen.getByText("2. November 2025")).toHaveAttribute("datetime", "2025-11-02");
  });

  it("links the other pages of a list that has more than one, marking the current one", () => {
    renderList(items, "en", { ...firstOfOne, page: 2, pageCount: 3 });
    const pages = screen.getByRole("navigation", { name: "News pages" });
    expect(within(pages).getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(pages).getByRole("link", { name: "Newer posts" })).toHaveAttribute(
      "href",
      "/news/page/1",
    );
    expect(within(pages).getByRole("link", { name: "Older posts" })).toHaveAttribute(
      "href",
      "/news/page/3",
    );
  });

  it("shows no page links when every post fits on one page", () => {
    renderList(items);
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
  });

  it("says there is no news yet when the list is empty", () => {
    renderList([]);
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
    expect(screen.getByText(readCopy("news", "en").list.empty.title)).toBeVisible();
    for (const action of readCopy("news", "en").list.empty.actions) {
      expect(screen.getByRole("link", { name: action.label })).toHaveAttribute("href", action.href);
    }
    expect(
      screen.getByRole("link", { name: readCopy("news", "en").list.empty.press.email }),
    ).toHaveAttribute("href", `mailto:${readCopy("news", "en").list.empty.press.email}`);
  });
});
