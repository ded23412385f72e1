import { type Ref, type Resolved, resolveRefs } from "~/lib/copy-ref";
import type { Locale } from "~/locales";
import type { SharedItems, SharedName } from "./shared-schemas";

type Items = readonly { id: string }[];

/** The shared collections a copy file's data names items of. */
export function sharedNamesIn(data: unknown): Set<SharedName> {
  const names = new Set<SharedName>();
  resolveRefs(data, ({ refersTo }: Ref<string>) => {
    names.add(refersTo as SharedName);
    return undefined;
  });
  return names;
}

/**
 * `data` (src/content/copy/<locale>/<name>.yaml) with each shared item it names
 * in place, taken from the same language's file of its collection. An id that
 * names no item stops the build with the field and the file to look in.
 */
export function withSharedItems<T>(
  data: T,
  locale: Locale,
  name: string,
  itemsOf: (collection: SharedName) => Items,
): Resolved<T, SharedItems> {
  const { resolved, dangling } = resolveRefs(data, ({ refersTo, id }) =>
    itemsOf(refersTo as SharedName).find((item) => item.id === id),
  );
  const [first] = dangling;
  if (first) {
    throw new Error(
      `src/content/copy/${locale}/${name}.yaml → ${first.path.join(".")}: no item "${first.ref.id}" in src/content/copy/${locale}/${first.ref.refersTo}.yaml`,
    );
  }
  return resolved as Resolved<T, SharedItems>;
}
