/**
 * Every brand fact in one place. The owner replaces the placeholder brand here;
 * per-deployment values (site URL, asset host, external URLs) come from PUBLIC_*
 * environment variables at build time, validated by astro.config.mjs (schema in
 * src/public-env.ts) before the build starts.
 */
/** An office's postal lines, as the post writes them; its country is copy (the contact page's `offices`). */
export interface Office {
  id: string;
  lines: readonly string[];
}

export interface PostalAddress {
  organisation: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
}

// Undefined when server code (bundled by esbuild, not Vite) imports this module.
const env: Partial<ImportMetaEnv> = import.meta.env ?? {};

function stripTrailingSlash(url: string): string {
  return url.replace(/\/+$/, "");
}

/** The site's origin from the PUBLIC_SITE_URL setting, for scripts that read it themselves. */
export function siteUrlOf(setting: string | undefined): string {
  return stripTrailingSlash(setting || "http://localhost:3000");
}

export const site = {
  /** The spec's `{product}`: a fictional placeholder brand until the owner names it. */
  name: "Kairon AI",
  legalName: "Kairon AI AG",
  tagline: "AI adoption for everyone",
  /** The spec's `{email}`. */
  email: "hello@kairon-ai.example",
  salesEmail: "sales@kairon-ai.example",
  url: siteUrlOf(env.PUBLIC_SITE_URL),
  /** Host for images and videos; empty means this site's own origin. */
  assetHost: stripTrailingSlash(env.PUBLIC_ASSET_HOST || ""),
  platformLoginUrl: env.PUBLIC_PLATFORM_URL || "https://app.kairon-ai.example/login",
  platformRegisterUrl: env.PUBLIC_REGISTER_URL || "https://app.kairon-ai.example/register",
  initiativeUrl: env.PUBLIC_INITIATIVE_URL || "https://ai-for-young-talents.example",
  address: {
    organisation: "Kairon AI AG",
    street: "Bahnhofstrasse 21",
    postalCode: "8001",
    city: "Zürich",
    country: "Switzerland",
  } satisfies PostalAddress,
  offices: [
    { id: "switzerland", lines: ["Bahnhofstrasse 21", "8001 Zürich"] },
    { id: "germany", lines: ["Leopoldstrasse 120", "80802 München"] },
    { id: "turkey", lines: ["Büyükdere Caddesi 185", "34394 Şişli, İstanbul"] },
  ] satisfies readonly Office[],
  copyrightYear: 2025,
} as const;

/** Absolute URL of a media file, on the asset host when one is configured. */
export function assetUrl(path: string): string {
  return `${site.assetHost}${path.startsWith("/") ? path : `/${path}`}`;
}

/**
 * The brand's facts that are still the fictional brand's, which `npm run
 * placeholders` lists until the owner replaces them: take a fact's name out of
 * this list once it is real. Addresses on a reserved `.example` domain (mail, the
 * platform's URLs) are listed without being named here.
 */
export const placeholderBrandFacts: readonly (keyof typeof site)[] = [
  "name",
  "legalName",
  "tagline",
  "address",
  "offices",
];
