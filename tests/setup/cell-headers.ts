/**
 * The headers a data cell names in its `headers` attribute, as their words: what a
 * screen reader announces with the cell, and what HTML_CodeSniffer's H43 checks a
 * table with headers across the top and down the side for.
 */
export function namedHeaders(cell: Element): string[] {
  const ids = (cell.getAttribute("headers") ?? "").split(/\s+/).filter(Boolean);
  return ids.map((id) => cell.ownerDocument.getElementById(id)?.textContent?.trim() ?? `#${id}?`);
}
