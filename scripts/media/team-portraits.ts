/**
 * Writes the placeholder portraits of the team page into public/media/team,
 * named by src/content/team.ts. Run: npx tsx scripts/media/team-portraits.ts
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { board, leadership } from "../../src/content/team";
import { initialsSvg } from "./svg";

const publicDir = path.resolve(import.meta.dirname, "../../public");
const people = [...leadership.members, ...board.members].filter((person) => person.placeholder);

people.forEach((person, i) => {
  const file = path.join(publicDir, person.image);
  mkdirSync(path.dirname(file), { recursive: true });
  // Offset so the team's colours differ from the testimonial portraits.
  writeFileSync(file, initialsSvg(person.name, i + 5));
});

console.log(`Wrote ${people.length} team portraits to public/media/team.`);
