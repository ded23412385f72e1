/** What a route module may tell the document shell. */
export interface RouteHandle {
  lang?: "de" | "en";
}

export function langOf(handles: readonly unknown[]): "de" | "en" {
  for (const handle of [...handles].reverse()) {
    const lang = (handle as RouteHandle | undefined)?.lang;
    if (lang) return lang;
  }
  return "en";
}
