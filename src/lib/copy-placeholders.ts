import { site } from "~/site.config";
import { mapCopyStrings } from "./map-copy-strings";

/**
 * What copy names instead of writing it out, as the spec writes {product}: the
 * brand and the deployment's addresses live in site.config.ts, so renaming the
 * brand or setting PUBLIC_REGISTER_URL changes every page that shows them.
 */
export const copyPlaceholders: Readonly<Record<string, string>> = {
  "{product}": site.name,
  "{register}": site.platformRegisterUrl,
};

/** Copy as a page shows it: each placeholder replaced by what it stands for. */
export function fillPlaceholders<T>(copy: T): T {
  return mapCopyStrings(copy, (value) =>
    value.replace(/\{\w+\}/g, (name) => copyPlaceholders[name] ?? name),
  );
}
