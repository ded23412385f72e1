/**
 * Copy with each of its strings passed through `change`, which also gets the field
 * the string is under ("href", "title"); the shape stays as it was.
 */
export function mapCopyStrings<T>(
  copy: T,
  change: (value: string, field: string | undefined) => string,
  field?: string,
): T {
  if (typeof copy === "string") return change(copy, field) as T;
  if (Array.isArray(copy)) return copy.map((item) => mapCopyStrings(item, change)) as T;
  if (copy === null || typeof copy !== "object") return copy;
  return Object.fromEntries(
    Object.entries(copy).map(([key, value]) => [key, mapCopyStrings(value, change, key)]),
  ) as T;
}
