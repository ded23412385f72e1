/**
 * Functions as the source of one inline script, each called in turn. Every page
 * carries it in its first round trip, so the compiled source loses what it does
 * not need: its name (each runs once, as an arrow) and its line breaks and
 * indentation (each statement of esbuild's output ends its line with a
 * semicolon or a brace).
 */
export function inlineScript(...functions: readonly (() => void)[]): string {
  return functions
    .map((run) =>
      String(run)
        .replace(/^function \w*\(\) /, "() => ")
        .replace(/\n\s*/g, ""),
    )
    .map((source) => `(${source})()`)
    .join(";");
}
