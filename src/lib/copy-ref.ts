/**
 * References from copy to shared data: a page's copy names a testimonial (or
 * another item of a shared collection, src/content/shared-schemas.ts) by its id,
 * and the page shows the item in the page's language. The schema turns the id
 * into a `Ref`; `resolveRefs` swaps each `Ref` for its item, or reports the ones
 * that name no item.
 */
import { z } from "astro/zod";
import type { SharedName } from "~/content/shared-schemas";

/** An id as copy files write it: small letters a–z, digits and hyphens. */
export const id = z
  .string({ error: (issue) => (issue.input === undefined ? "required" : "an id expected") })
  .regex(
    /^[a-z0-9]+(-[a-z0-9]+)*$/,
    "small letters a–z, digits and hyphens only, e.g. laura-meier",
  );

/** Named for no field of copy, so a section's own objects are never taken for one. */
export interface Ref<Collection extends string> {
  readonly refersTo: Collection;
  readonly id: string;
}

// Which collection each ref() field names: the CMS's form offers that collection's items.
const referredCollections = new WeakMap<z.ZodType, SharedName>();

/** A field naming an item of `collection` by its id. */
export function ref<Collection extends SharedName>(collection: Collection) {
  const field = id.transform((value): Ref<Collection> => ({ refersTo: collection, id: value }));
  referredCollections.set(field, collection);
  return field;
}

/** The collection a ref() field names its items from, or undefined for any other field. */
export function refersTo(field: z.ZodType): SharedName | undefined {
  return referredCollections.get(field);
}

function isRef(value: unknown): value is Ref<string> {
  return (
    typeof value === "object" &&
    value !== null &&
    Object.keys(value).length === 2 &&
    typeof (value as Ref<string>).refersTo === "string" &&
    typeof (value as Ref<string>).id === "string"
  );
}

/** `T` with each reference to a collection replaced by that collection's item type. */
export type Resolved<T, Items extends Record<string, unknown>> =
  T extends Ref<infer C extends keyof Items & string>
    ? Items[C]
    : T extends readonly (infer E)[]
      ? readonly Resolved<E, Items>[]
      : T extends object
        ? { [K in keyof T]: Resolved<T[K], Items> }
        : T;

/** Where a reference names no item: the field's path and the reference. */
export interface Dangling {
  path: (string | number)[];
  ref: Ref<string>;
}

/**
 * `data` with every reference replaced by what `lookup` finds for it. References
 * `lookup` finds nothing for are left as they are and listed in `dangling`.
 */
export function resolveRefs<T>(
  data: T,
  lookup: (ref: Ref<string>) => unknown,
): { resolved: T; dangling: Dangling[] } {
  const dangling: Dangling[] = [];
  const walk = (value: unknown, path: (string | number)[]): unknown => {
    if (isRef(value)) {
      const item = lookup(value);
      if (item === undefined) dangling.push({ path, ref: value });
      return item ?? value;
    }
    if (Array.isArray(value)) return value.map((item, index) => walk(item, [...path, index]));
    if (value === null || typeof value !== "object") return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, walk(item, [...path, key])]),
    );
  };
  return { resolved: walk(data, []) as T, dangling };
}
