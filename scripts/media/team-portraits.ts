/**
 * Writes the placeholder portraits of the team page into public/media/team,
 * named by team-members.yaml. Run: npx tsx scripts/media/team-portraits.ts
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { readShared } from "../../src/content/read-copy";
import { defaultLocale } from "../../src/locales";
import { type AvatarLook, avatarSvg } from "./svg";

const publicDir = path.resolve(import.meta.dirname, "../../public");
const people = readShared("team-members", defaultLocale).filter((person) => person.placeholder);

/** Art direction for the hairstyles; a name left out gets styles that suit anyone. */
const looks: Readonly<Record<string, AvatarLook>> = {
  "Lena Brunner": "feminine",
  "Rafael Vidal": "masculine",
  "Defne Aksoy": "feminine",
  "Tobias Ammann": "masculine",
  "Eleni Christou": "feminine",
  "Samuel Frei": "masculine",
  "Andreas Wyss": "masculine",
  "Miriam Hofer": "feminine",
};

for (const person of people) {
  const file = path.join(publicDir, person.image);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, avatarSvg({ name: person.name, look: looks[person.name] }));
}

console.log(`Wrote ${people.length} team portraits to public/media/team.`);
