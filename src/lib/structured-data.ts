import { site } from "~/site.config";

/** A price as machines read it (structured data): the figure, its currency, how often it is billed. */
export interface Offer {
  value: number;
  currency: "CHF" | "USD";
  /** ISO 8601 duration; none for a free tier. */
  billingDuration?: "P1M" | "P3M" | "P1Y";
}

/** One schema.org JSON-LD object, as the document head writes it. */
export type JsonLd = { "@context": "https://schema.org"; "@type": string } & Record<
  string,
  unknown
>;

/** Who runs the site: on every page, so search engines tie each page to the brand. */
export function organizationData(): JsonLd {
  const { address } = site;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${site.url}/#organization`,
    name: site.name,
    legalName: site.legalName,
    url: `${site.url}/`,
    // The site's icon as a 512 px PNG, drawn by the build (scripts/share-images.mjs):
    // Google takes a logo from 112 px a side, the 32 px favicon is too small.
    logo: `${site.url}/logo.png`,
    email: site.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      postalCode: address.postalCode,
      addressLocality: address.city,
      addressCountry: "CH",
    },
  };
}

/** The page itself: its name, description and language, published by the organization. */
export function webPageData(page: {
  url: string;
  name: string;
  description: string;
  /** BCP 47, as the page's share locale: "de-CH". */
  inLanguage: string;
}): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    "@id": page.url,
    ...page,
    publisher: { "@id": `${site.url}/#organization` },
  };
}

interface ProductInput {
  name: string;
  description: string;
  offers: readonly Offer[];
}

function offerData(offer: Offer) {
  const price = { price: offer.value, priceCurrency: offer.currency };
  return {
    "@type": "Offer",
    ...price,
    availability: "https://schema.org/InStock",
    ...(offer.billingDuration && {
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        ...price,
        billingDuration: offer.billingDuration,
      },
    }),
  };
}

function productData({ name, description, offers }: ProductInput): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: `${site.name} ${name}`,
    description,
    brand: { "@type": "Brand", name: site.name },
    offers: offers.map(offerData),
  };
}

/** A plan as a page shows it; only what search engines read of it. */
interface PricedPlan {
  name: string;
  description: string;
  offer: Offer;
}

/** One side of a freemium comparison; only what search engines read of it. */
interface PricedTier {
  name: string;
  summary: string;
  prices: readonly { offer: Offer }[];
}

/** The plan cards of /individuals2, one product each. */
export function planProducts(plans: readonly PricedPlan[]): JsonLd[] {
  return plans.map((plan) =>
    productData({ name: plan.name, description: plan.description, offers: [plan.offer] }),
  );
}

/** The Entry and Premium tiers of a freemium comparison, one product each. */
export function freemiumProducts(comparison: { entry: PricedTier; premium: PricedTier }): JsonLd[] {
  const tier = (t: PricedTier) =>
    productData({
      name: t.name,
      description: t.summary,
      offers: t.prices.map((price) => price.offer),
    });
  return [tier(comparison.entry), tier(comparison.premium)];
}

/** A news post: what search engines show of an article (headline, dates, author, picture, language). */
export function blogPostingData(post: {
  url: string;
  headline: string;
  description: string;
  /** YYYY-MM-DD */
  datePublished: string;
  dateModified?: string;
  /** `url`: the team page the author appears on. */
  author: { name: string; jobTitle: string; url: string };
  /** Absolute URL of the cover. */
  image: string;
  /** BCP 47: "de-CH". */
  inLanguage: string;
  keywords: readonly string[];
}): JsonLd {
  const { url, author, ...rest } = post;
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    mainEntityOfPage: { "@id": url },
    url,
    ...rest,
    dateModified: post.dateModified ?? post.datePublished,
    author: { "@type": "Person", ...author },
    publisher: { "@id": `${site.url}/#organization` },
  };
}
