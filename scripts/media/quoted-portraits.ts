/**
 * Writes the illustrated portraits of everyone quoted in testimonials.yaml (the
 * customers on the home and /platform carousels, the learners on the individuals
 * and learning-journey pages) into public/media, in the team's style
 * (scripts/media/team-portraits.ts). File names come from testimonials.yaml,
 * so data and files cannot drift.
 * Run: npx tsx scripts/media/quoted-portraits.ts
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { readShared } from "../../src/content/read-copy";
import { defaultLocale } from "../../src/locales";
import { type AvatarLook, avatarSvg } from "./svg";

const publicDir = path.resolve(import.meta.dirname, "../../public");

/** Art direction for the hairstyles; a name left out gets styles that suit anyone. */
export const quotedLooks: Readonly<Record<string, AvatarLook>> = {
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
  "Claudia Steiner": "feminine",
  "Yusuf Aydın": "masculine",
  "Katarina Novak": "feminine",
  "Beat Zollinger": "masculine",
  "Hannah Vogt": "feminine",
  "Pascal Moser": "masculine",
  "Nina Baumann": "feminine",
  "Reto Zimmermann": "masculine",
  "Selin Kaya": "feminine",
};

/** Writes each quoted person's portrait; returns how many. */
export function writeQuotedPortraits(): number {
  const people = new Map(
    readShared("testimonials", defaultLocale).map((person) => [person.image, person.name]),
  );
  for (const [image, name] of people) {
    const file = path.join(publicDir, image);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, avatarSvg({ name, look: quotedLooks[name] }));
  }
  return people.size;
}

// Importable (generate-images.ts writes the portraits through it) without writing anything.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(`Wrote ${writeQuotedPortraits()} portraits of quoted people to public/media.`);
}
