/**
 * Writes the placeholder logos and portraits named in src/content/shared into
 * public/media. File names come from the content modules, so data and files
 * cannot drift. Run: npx tsx scripts/media/generate-images.ts
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { customerLogos } from "../../src/content/shared/customer-logos";
import { learnerStories } from "../../src/content/shared/learner-stories";
import { partners } from "../../src/content/shared/partners";
import { testimonials } from "../../src/content/shared/testimonials";
import { type AvatarLook, avatarSvg, wordmarkSvg } from "./svg";

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

/** Art direction for the portraits' hairstyles; a name left out gets styles that suit anyone. */
const looks: Readonly<Record<string, AvatarLook>> = {
  "Laura Meier": "feminine",
  "Daniel Brunner": "masculine",
  "Aylin Demir": "feminine",
  "Marco Rossi": "masculine",
  "Sophie Keller": "feminine",
  "Elif Yılmaz": "feminine",
  "Thomas Huber": "masculine",
  "Nadia Petrova": "feminine",
  "Jonas Weber": "masculine",
  "Chiara Bianchi": "feminine",
  "Can Özkan": "masculine",
  "Anna Schmid": "feminine",
  "Lukas Fischer": "masculine",
  "Mira Hoffmann": "feminine",
  "Stefan Graf": "masculine",
  "Nina Baumann": "feminine",
  "Reto Zimmermann": "masculine",
  "Selin Kaya": "feminine",
};

// Customers and learners in the same illustrated style as the team (scripts/media/team-portraits.ts).
const people = new Map(
  [...testimonials.en, ...learnerStories.en].map((person) => [person.image, person.name]),
);
for (const [image, name] of people) write(image, avatarSvg({ name, look: looks[name] }));

console.log(
  `Wrote ${customerLogos.length} customer logos, ${partners.length} partner logos and ${people.size} portraits to public/media.`,
);
