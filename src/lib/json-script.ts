/** JSON for a script element: "<" escaped, so no text can close the element early. */
export function jsonScript(data: unknown): string {
  return JSON.stringify(data).replaceAll("<", "\\u003c");
}
