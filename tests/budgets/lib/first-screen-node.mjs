/**
 * Runs in the page (page.evaluate): the last node in document order that a
 * visitor sees in the first viewport. A text counts if one of its line boxes
 * (a Range's client rects) is in the viewport and it is not hidden; an element
 * matching `placeholderSelector` counts by its box, and what it holds (an SVG's
 * shapes and words) does not count on its own. `index` is the node's position in
 * a TreeWalker's order (SHOW_ELEMENT | SHOW_TEXT from <html>), which
 * firstScreenEnd finds again in the HTML as parsed.
 */
export async function lastFirstScreenNode(placeholderSelector) {
  await document.fonts.ready;
  const width = document.documentElement.clientWidth;
  const height = window.innerHeight;
  const inViewport = (rect) =>
    rect.width > 0 &&
    rect.height > 0 &&
    rect.bottom > 0 &&
    rect.right > 0 &&
    rect.top < height &&
    rect.left < width;
  const range = document.createRange();
  const walker = document.createTreeWalker(
    document.documentElement,
    NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT,
  );
  let last;
  let index = 0;
  for (let node = walker.currentNode; node; node = walker.nextNode(), index += 1) {
    const parent = node.parentElement;
    if (parent?.closest(placeholderSelector)) continue;
    if (node.nodeType === Node.TEXT_NODE) {
      if (!node.data.trim() || getComputedStyle(parent).visibility === "hidden") continue;
      range.selectNodeContents(node);
      if (![...range.getClientRects()].some(inViewport)) continue;
      const words = node.data.trim().replace(/\s+/g, " ");
      last = {
        index,
        name: "#text",
        text: node.data,
        label: `"${words.length > 40 ? `…${words.slice(-39)}` : words}" in <${parent.localName}>`,
      };
    } else if (node.matches(placeholderSelector)) {
      if (getComputedStyle(node).visibility === "hidden") continue;
      if (!inViewport(node.getBoundingClientRect())) continue;
      const role = node.getAttribute("role");
      last = {
        index,
        name: node.localName,
        label: `<${node.localName}${role ? ` role="${role}"` : ""}> (start tag)`,
      };
    }
  }
  return last;
}
