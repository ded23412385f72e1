/**
 * Writes the placeholder logos and portraits named in the shared data into
 * public/media. File names come from the logos' files (customer-logos.yaml,
 * partner-logos.yaml) and the content modules, so data and files cannot drift.
 * Run: npx tsx scripts/media/generate-images.ts
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { readShared } from "../../src/content/read-copy";
import { learnerStories } from "../../src/content/shared/learner-stories";
import { defaultLocale } from "../../src/locales";
import { writeCustomerPortraits } from "./customer-portraits";
import { type AvatarLook, avatarSvg, wordmarkSvg } from "./svg";

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

/** Art direction for the learners' hairstyles; a name left out gets styles that suit anyone. */
const learnerLooks: Readonly<Record<string, AvatarLook>> = {
  "Nina Baumann": "feminine",
  "Reto Zimmermann": "masculine",
  "Selin Kaya": "feminine",
};

// Customers and learners in the same illustrated style as the team (scripts/media/team-portraits.ts);
// the quoted customers' portraits and looks live in customer-portraits.ts.
const customerCount = writeCustomerPortraits();
const learners = new Map(learnerStories.en.map((person) => [person.image, person.name]));
for (const [image, name] of learners) write(image, avatarSvg({ name, look: learnerLooks[name] }));

console.log(
  `Wrote ${customerLogos.length} customer logos, ${partners.length} partner logos and ${customerCount + learners.size} portraits to public/media.`,
);
