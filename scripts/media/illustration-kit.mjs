// The drawing kit of the site's flat illustrations (journey-illustrations.mjs,
// generate-card-media.mjs): the brand palette under short names, shape helpers
// that write SVG elements, and the 640×480 frame with its soft backgrounds.
import { c } from "./brand.mjs";

export const N = c.b900;
export const B6 = c.b600;
export const B5 = c.b500;
export const B2 = c.b200;
export const B1 = c.b100;
export const B0 = c.b50;
export const G = c.a500;
export const G1 = c.a100;
export const W = "#fff";

export const R = (x, y, w, h, rx, f, e = "") =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${f}"${e ? ` ${e}` : ""}/>`;
export const C = (cx, cy, r, f, e = "") =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${f}"${e ? ` ${e}` : ""}/>`;
export const P = (d, f, e = "") => `<path d="${d}" fill="${f}"${e ? ` ${e}` : ""}/>`;
export const S = (d, s, w, e = "") =>
  `<path d="${d}" fill="none" stroke="${s}" stroke-width="${w}"${e ? ` ${e}` : ""}/>`;
export const bar = (x, y, w, f, h = 12) => bars([[x, y, w]], f, h);
// several round-ended bars of one colour and height as one stroked path
export const bars = (list, f, h = 12) =>
  `<path d="${list.map(([x, y, w]) => `M${x + h / 2} ${y + h / 2}h${w - h}`).join("")}" stroke="${f}" stroke-width="${h}"/>`;
// shadow: same rounded rect offset downward in ink at low opacity
export const sh = (x, y, w, h, rx, e = "", dy = 10) =>
  R(x, y + dy, w, h, rx, N, `opacity=".08"${e ? ` ${e}` : ""}`);
// four-point sparkle
export const spark = (x, y, s, f) =>
  P(
    `M${x} ${y - s}Q${x} ${y} ${x + s} ${y}Q${x} ${y} ${x} ${y + s}Q${x} ${y} ${x - s} ${y}Q${x} ${y} ${x} ${y - s}Z`,
    f,
  );
export const check = (x, y, s = 1, c = W, w = 5) =>
  S(`M${x - 9 * s} ${y}l${6 * s} ${7 * s} ${12 * s}-${13 * s}`, c, w);

export const head = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480" width="640" height="480">`;
export const bgGrad = (id, to) =>
  `<defs><linearGradient id="${id}" x2="1" y2="1"><stop offset="0" stop-color="${B0}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="640" height="480" rx="32" fill="url(#${id})"/>`;
// A flat tint between the palette's two palest blues, for the set's plainer backgrounds.
export const bgFlat = `<rect width="640" height="480" rx="32" fill="#eef2ff"/>`;
export const svg = (bg, body) =>
  `${head + bg}<g stroke-linecap="round" stroke-linejoin="round">${body}</g></svg>`;
