import type { FreemiumComparisonContent, FreemiumTier, Offer, PlanCard } from "~/content/types";
import { site } from "~/site.config";

/** One schema.org JSON-LD object, as React Router's meta renders it. */
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
    logo: `${site.url}/favicon.svg`,
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

/** The plan cards of /individuals2, one product each. */
export function planProducts(plans: readonly PlanCard[]): JsonLd[] {
  return plans.map((plan) =>
    productData({ name: plan.name, description: plan.description, offers: [plan.offer] }),
  );
}

/** The Entry and Premium tiers of a freemium comparison, one product each. */
export function freemiumProducts(comparison: FreemiumComparisonContent): JsonLd[] {
  const tier = (t: FreemiumTier) =>
    productData({
      name: t.name,
      description: t.summary,
      offers: t.prices.map((price) => price.offer),
    });
  return [tier(comparison.entry), tier(comparison.premium)];
}
