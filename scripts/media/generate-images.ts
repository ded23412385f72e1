/**
 * Writes the placeholder logos and portraits named in the shared data into
 * public/media. File names come from the logos' files (customer-logos.yaml,
 * partner-logos.yaml) and the content modules, so data and files cannot drift.
 * Run: npx tsx scripts/media/generate-images.ts
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { readShared } from "../../src/content/read-copy";
import { defaultLocale } from "../../src/locales";
import { writeQuotedPortraits } from "./quoted-portraits";
import { wordmarkSvg } from "./svg";

const customerLogos = readShared("customer-logos", defaultLocale);
const partners = readShared("partner-logos", defaultLocale);
const publicDir = path.resolve(import.meta.dirname, "../../public");

function write(assetPath: string, svg: string): void {
  const file = path.join(publicDir, assetPath);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, svg);
}

for (const [i, logo] of customerLogos.entries()) write(logo.logo, wordmarkSvg(logo.name, i));
// Offset, so a partner never wears the same glyph and colour as the customer beside it.
for (const [i, partner] of partners.entries())
  write(partner.logo, wordmarkSvg(partner.name, i + 3));

// The quoted customers and learners in the same illustrated style as the team
// (scripts/media/team-portraits.ts); their looks live in quoted-portraits.ts.
const portraitCount = writeQuotedPortraits();

console.log(
  `Wrote ${customerLogos.length} customer logos, ${partners.length} partner logos and ${portraitCount} portraits to public/media.`,
);
