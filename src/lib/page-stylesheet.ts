/**
 * A page's inline stylesheet, as the build leaves it (scripts/page-styles.mjs:
 * one style element, pruned to the rules the page can use), and the same
 * stylesheet given to a page rendered on request, so that the CSP of the
 * prerendered page it answers for holds for it too.
 */
const STYLE_ELEMENT = /<style>[\s\S]*?<\/style>/g;

/** The text of the first style element of `html`, or undefined for none. */
export function inlineStylesheet(html: string): string | undefined {
  return /<style>([\s\S]*?)<\/style>/.exec(html)?.[1];
}

/** `html` with its style elements replaced by one holding `css`, where the first was. */
export function withStylesheet(html: string, css: string): string {
  let placed = false;
  return html.replace(STYLE_ELEMENT, () => {
    if (placed) return "";
    placed = true;
    return `<style>${css}</style>`;
  });
}
