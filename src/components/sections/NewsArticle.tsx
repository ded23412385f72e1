import { Icon } from "~/components/icons/Icon";
import { Badge } from "~/components/ui/Badge";
import { Container } from "~/components/ui/Container";
import { Picture, type PictureProps } from "~/components/ui/Picture";
import { dateFormat } from "~/lib/date-format";
import { assetUrl } from "~/site.config";
import type { NewsArticleCopy } from "./NewsArticle.schema";

export type { NewsArticleCopy };

interface NeighbourPost {
  href: string;
  title: string;
}

export interface NewsArticleProps {
  copy: NewsArticleCopy;
  /** The locale the dates are written in: "en-GB", "de-CH". */
  dateLocale: string;
  listHref: string;
  title: string;
  description: string;
  /** ISO dates (YYYY-MM-DD). */
  published: string;
  updated?: string;
  author: { name: string; role: string; image: string };
  tags: readonly string[];
  cover: PictureProps;
  coverCaption?: string;
  /** The body, rendered from the post's Markdown at build. */
  html: string;
  newer?: NeighbourPost;
  older?: NeighbourPost;
}

function NeighbourLink({
  post,
  label,
  align,
}: {
  post: NeighbourPost;
  label: string;
  align: "start" | "end";
}) {
  return (
    <a
      href={post.href}
      className={`group flex flex-col gap-1 rounded-2xl p-5 ring-1 ring-line hover:bg-brand-50 ${align === "end" ? "text-right sm:col-start-2" : ""}`}
    >
      <span className="text-sm font-semibold text-brand-700">{label}</span>
      <span className="font-bold text-balance group-hover:text-brand-700">{post.title}</span>
    </a>
  );
}

/**
 * A news post as a page: what it is about and who wrote it, its cover, its body set
 * for reading (about 70 characters a line), and the posts before and after it.
 */
export function NewsArticle({
  copy,
  dateLocale,
  listHref,
  title,
  description,
  published,
  updated,
  author,
  tags,
  cover,
  coverCaption,
  html,
  newer,
  older,
}: NewsArticleProps) {
  const dates = dateFormat(dateLocale);
  return (
    <article className="bg-white pt-10 sm:pt-14">
      <Container width="prose">
        <a
          href={listHref}
          className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:text-brand-900"
        >
          <Icon name="arrow-right" className="size-4 rotate-180" />
          {copy.back}
        </a>
        <header className="mt-8">
          <ul aria-label={copy.tagsLabel} className="flex flex-wrap gap-2">
            {tags.map((tag) => (
              <li key={tag}>
                <Badge className="px-2.5 py-0.5 text-xs">{tag}</Badge>
              </li>
            ))}
          </ul>
          <h1 className="mt-4 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {title}
          </h1>
          <p className="mt-5 text-xl text-pretty text-muted">{description}</p>
          <div className="mt-8 flex items-center gap-4 border-t border-line pt-6">
            <img
              src={assetUrl(author.image)}
              alt=""
              width="48"
              height="48"
              className="size-12 rounded-full bg-brand-50"
            />
            <div className="text-sm">
              <p>
                {copy.byline} <span className="font-semibold text-ink">{author.name}</span>,{" "}
                {author.role}
              </p>
              <p className="mt-0.5 text-muted">
                {copy.published}{" "}
                <time dateTime={published}>{dates.format(new Date(published))}</time>
                {updated ? (
                  <>
                    {" · "}
                    {copy.updated} <time dateTime={updated}>{dates.format(new Date(updated))}</time>
                  </>
                ) : null}
              </p>
            </div>
          </div>
        </header>
      </Container>
      <Container width="narrow" className="mt-10">
        <figure>
          <Picture
            {...cover}
            priority
            className="aspect-video w-full rounded-3xl bg-brand-50 object-cover"
          />
          {coverCaption ? (
            <figcaption className="mt-3 text-center text-sm text-muted">{coverCaption}</figcaption>
          ) : null}
        </figure>
      </Container>
      <Container width="prose" className="mt-12">
        {/* The post's own Markdown, rendered by Astro at build: not visitor input. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: HTML of the site's own posts, rendered at build */}
        <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
        {newer || older ? (
          <nav aria-label={copy.neighbours.label} className="mt-16 grid gap-4 sm:grid-cols-2">
            {newer ? (
              <NeighbourLink post={newer} label={copy.neighbours.newer} align="start" />
            ) : null}
            {older ? (
              <NeighbourLink post={older} label={copy.neighbours.older} align="end" />
            ) : null}
          </nav>
        ) : null}
      </Container>
    </article>
  );
}
