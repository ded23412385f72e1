/**
 * The reference a page's main-thread work is compared with: the same page's words
 * as a plain document (headings, paragraphs, lists, links, form fields, in the
 * page's order) under a few lines of CSS. What our page costs beyond it is what
 * its design costs: styles, layout, images, scripts.
 */

/** Runs in the browser, on the page as served without JavaScript; returns the reference's HTML. */
export function plainDocumentOf() {
  const kept = new Set(
    "H1 H2 H3 H4 H5 H6 P UL OL LI A HEADER FOOTER MAIN SECTION NAV BLOCKQUOTE STRONG EM TABLE THEAD TBODY TR TH TD DL DT DD FIGURE FIGCAPTION LABEL FORM INPUT TEXTAREA SELECT OPTION BUTTON".split(
      " ",
    ),
  );
  const dropped = new Set("SCRIPT STYLE SVG TEMPLATE NOSCRIPT IMG PICTURE VIDEO IFRAME".split(" "));
  const escapeText = (text) => text.replace(/[<&]/g, (char) => (char === "<" ? "&lt;" : "&amp;"));
  const copy = (node) => {
    if (node.nodeType === Node.TEXT_NODE) return escapeText(node.textContent ?? "");
    if (node.nodeType !== Node.ELEMENT_NODE) return "";
    const name = node.tagName.toUpperCase();
    if (dropped.has(name)) return "";
    const inner = [...node.childNodes].map(copy).join("");
    if (!kept.has(name)) return inner;
    const tag = name.toLowerCase();
    const href = tag === "a" ? ` href="#"` : "";
    return `<${tag}${href}>${inner}</${tag}>`;
  };
  return [
    "<!doctype html>",
    `<html lang="${document.documentElement.lang}">`,
    '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeText(document.title)}</title>`,
    "<style>body{margin:0 auto;max-width:40rem;padding:1rem;font:16px/1.5 system-ui,sans-serif}a{color:#3730a3}</style>",
    `<body>${copy(document.body)}</body></html>`,
  ].join("\n");
}

/**
 * Each route's plain reference, written once from the page as served without
 * JavaScript; `browser` is a Playwright browser.
 */
export async function plainReferences(browser, origin, routes) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const documents = new Map();
    for (const route of routes) {
      await page.goto(`${origin}${route.path}`);
      documents.set(route.path, await page.evaluate(plainDocumentOf));
    }
    return documents;
  } finally {
    await context.close();
  }
}
