/**
 * Brand facts in copy: a copy file writes `{site.name}`, `{site.email}` or
 * `{site.platformRegisterUrl}` where the page shows the fact from
 * src/site.config.ts, so renaming the brand or moving an address is one change
 * there, not one in every language's copy.
 */
import { site } from "~/site.config";
import { mapCopyStrings } from "./map-copy-strings";

const placeholder = /\{site\.([A-Za-z.]+)\}/g;

/** The fact at `path` ("name", "address.city"), if it is one copy can show. */
function fact(path: string): string | undefined {
  let value: unknown = site;
  for (const key of path.split(".")) {
    value =
      value !== null && typeof value === "object"
        ? (value as Record<string, unknown>)[key]
        : undefined;
  }
  return typeof value === "string" || typeof value === "number" ? String(value) : undefined;
}

/** The placeholders in `text` that name no brand fact, as written ("{site.nmae}"). */
export function unknownSiteFacts(text: string): string[] {
  return [...text.matchAll(placeholder)]
    .filter(([, path = ""]) => fact(path) === undefined)
    .map(([written]) => written);
}

/** The facts copy can name, for messages. */
export const siteFactNames = Object.entries(site)
  .filter(([, value]) => typeof value === "string" || typeof value === "number")
  .map(([key]) => `{site.${key}}`);

/** `copy` with every brand-fact placeholder in its strings filled in. */
export function fillInSiteFacts<T>(copy: T): T {
  return mapCopyStrings(copy, (value) =>
    value.replace(placeholder, (written, path: string) => fact(path) ?? written),
  );
}
