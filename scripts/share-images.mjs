// Post-build step: the 1200×630 share image (og:image) of every prerendered page,
// and the organisation's logo (its JSON-LD `logo`), drawn from the pages' icon.
//
// Each page names its own image in og:image (src/lib/meta.ts owns that rule) and
// carries its title, description, brand name and icon, so this reads them from
// the built HTML: an image always matches the page that links to it, and no
// naming rule lives here twice. Colours are the brand tokens of src/app.css.
// Satori lays the card out (text wrapping included) as SVG; resvg rasterises it.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { htmlFiles } from "./html-files.mjs";

export const WIDTH = 1200;
export const HEIGHT = 630;

const SHARE_PATH = /^\/share\/(?:[a-z0-9-]+\/)*[a-z0-9-]+\.png$/;
const META = /<meta\s[^>]*>/g;
const ATTRIBUTE = /([\w:-]+)="([^"]*)"/g;
const ENTITY = /&(?:#(\d+)|#x([\da-f]+)|(amp|lt|gt|quot|apos));/gi;
const NAMED = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decode(text) {
  return text.replace(ENTITY, (_, dec, hex, name) =>
    name ? NAMED[name.toLowerCase()] : String.fromCodePoint(dec ? Number(dec) : parseInt(hex, 16)),
  );
}

function attributes(tag) {
  return Object.fromEntries(
    [...tag.matchAll(ATTRIBUTE)].map(([, key, value]) => [key, decode(value)]),
  );
}

/**
 * What a page's share image shows and where it goes, read from the page;
 * null for a page without og:image. Throws for an og:image this step cannot write.
 */
export function readShareCard(html) {
  const meta = new Map();
  for (const [tag] of html.matchAll(META)) {
    const { property, content } = attributes(tag);
    if (property && content !== undefined) meta.set(property, content);
  }
  const image = meta.get("og:image");
  if (image === undefined) return null;
  const pathname = new URL(image, "http://localhost").pathname;
  if (!SHARE_PATH.test(pathname)) {
    throw new Error(`share-images: og:image "${image}" is not a /share/….png path`);
  }
  const required = (property) => {
    const value = meta.get(property);
    if (!value) throw new Error(`share-images: the page of ${image} has no ${property}`);
    return value;
  };
  return {
    output: pathname.slice(1),
    title: required("og:title"),
    description: meta.get("og:description") ?? "",
    siteName: required("og:site_name"),
    icon: pageIcon(html),
  };
}

/** The href of the page's icon (rel="icon"), if it has one. */
function pageIcon(html) {
  const icon = /<link\s[^>]*rel="icon"[^>]*>/.exec(html);
  return icon ? attributes(icon[0]).href : undefined;
}

const LOGO_PATH = /^\/[a-z0-9-]+\.png$/;
const JSON_LD = /<script type="application\/ld\+json">([^<]*)<\/script>/g;

/**
 * Google shows an organisation's logo from 112 px a side; drawn at 512 it stays sharp
 * wherever a search result shows it larger.
 */
export const LOGO_SIZE = 512;

/**
 * Where the page's Organization JSON-LD says the logo is, as a file of the build
 * ("logo.png"); null for a page without one. Throws for a logo this step cannot write.
 */
export function readOrganizationLogo(html) {
  for (const [, json] of html.matchAll(JSON_LD)) {
    const item = JSON.parse(json);
    if (item["@type"] !== "Organization" || item.logo === undefined) continue;
    const pathname = new URL(item.logo, "http://localhost").pathname;
    if (!LOGO_PATH.test(pathname)) {
      throw new Error(`share-images: the Organization logo "${item.logo}" is not a /….png path`);
    }
    return pathname.slice(1);
  }
  return null;
}

/** The site's icon (SVG) as the square PNG logo. */
export function renderLogo(iconSvg) {
  return new Resvg(iconSvg, { fitTo: { mode: "width", value: LOGO_SIZE } }).render().asPng();
}

/** The colour tokens (--color-*) of a Tailwind theme stylesheet. */
export function readColorTokens(css) {
  return Object.fromEntries(
    [...css.matchAll(/--color-([\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [
      name,
      value.trim(),
    ]),
  );
}

// Satori falls back to another family, never to another file of the same one, so
// each subset is its own family: latin-ext draws what latin lacks (ş, İ, ő, ł …).
const FONT_SUBSETS = { Inter: "latin", "Inter Extended": "latin-ext" };

/** Inter in static weights: Satori draws a variable font at its default weight only. */
export async function loadFonts() {
  const entry = createRequire(import.meta.url).resolve("@fontsource/inter");
  const fonts = [];
  for (const [name, subset] of Object.entries(FONT_SUBSETS)) {
    for (const weight of [400, 700]) {
      const file = path.join(path.dirname(entry), "files", `inter-${subset}-${weight}-normal.woff`);
      fonts.push({ name, data: await readFile(file), weight, style: "normal" });
    }
  }
  return fonts;
}

// Short titles are set large; every size leaves room for its line count under the
// brand row and above a three-line description, so nothing leaves the card.
const TITLE_SIZES = [
  { upTo: 24, size: 80, lines: 2 },
  { upTo: 48, size: 68, lines: 3 },
  { upTo: Number.POSITIVE_INFINITY, size: 60, lines: 3 },
];

function element(type, style, children, props = {}) {
  return { type, props: { ...props, style, children } };
}

/** The card as Satori's element tree. */
export function shareCardLayout(card, { colors, icon }) {
  const color = (name) => {
    if (!colors[name]) throw new Error(`share-images: src/app.css has no --color-${name}`);
    return colors[name];
  };
  const title = TITLE_SIZES.find(({ upTo }) => card.title.length <= upTo);
  const clamp = (lines) => ({ display: "block", lineClamp: lines });
  return element(
    "div",
    {
      width: WIDTH,
      height: HEIGHT,
      boxSizing: "border-box",
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      padding: "64px 80px 72px",
      backgroundColor: color("brand-900"),
      color: "white",
      fontFamily: Object.keys(FONT_SUBSETS).join(", "),
    },
    [
      // Decoration stays right of the text column (80 + 860 px), so it never sits under text.
      element("div", {
        position: "absolute",
        top: -200,
        right: -200,
        width: 520,
        height: 520,
        borderRadius: "50%",
        backgroundColor: color("brand-700"),
      }),
      element("div", {
        position: "absolute",
        bottom: -90,
        right: -90,
        width: 260,
        height: 260,
        borderRadius: "50%",
        border: `10px solid ${color("accent-500")}`,
      }),
      element("div", { display: "flex", alignItems: "center", gap: 20 }, [
        ...(icon ? [element("img", { width: 64, height: 64 }, undefined, { src: icon })] : []),
        element("div", { fontSize: 38, fontWeight: 700, letterSpacing: "-0.01em" }, card.siteName),
      ]),
      element("div", { display: "flex", flexDirection: "column", width: 860 }, [
        element("div", {
          width: 88,
          height: 8,
          borderRadius: 4,
          marginBottom: 28,
          backgroundColor: color("accent-500"),
        }),
        element(
          "div",
          {
            ...clamp(title.lines),
            fontSize: title.size,
            fontWeight: 700,
            lineHeight: 1.1,
            letterSpacing: "-0.02em",
          },
          card.title,
        ),
        ...(card.description
          ? [
              element(
                "div",
                {
                  ...clamp(3),
                  marginTop: 28,
                  fontSize: 28,
                  lineHeight: 1.4,
                  color: color("brand-100"),
                },
                card.description,
              ),
            ]
          : []),
      ]),
    ],
  );
}

/** The card as an SVG string; embedFont: false keeps text as <text> (for tests). */
export function shareCardSvg(card, brand, fonts, { embedFont = true } = {}) {
  return satori(shareCardLayout(card, brand), { width: WIDTH, height: HEIGHT, fonts, embedFont });
}

/** The card as a PNG. */
export async function renderShareImage(card, brand, fonts) {
  return new Resvg(await shareCardSvg(card, brand, fonts)).render().asPng();
}

const ICON_TYPES = { ".svg": "image/svg+xml", ".png": "image/png" };

/** The page's icon (a file of the client build) as a data URL, which Satori reads without I/O. */
async function iconDataUrl(clientDir, href) {
  const file = path.join(clientDir, new URL(href, "http://localhost").pathname);
  const type = ICON_TYPES[path.extname(file)];
  if (!type) throw new Error(`share-images: cannot draw the icon ${href} (SVG or PNG only)`);
  return `data:${type};base64,${(await readFile(file)).toString("base64")}`;
}

/** Draws the logo a page names from its SVG icon; returns the icon's href. */
async function writeLogo(clientDir, logo, file, html) {
  const href = pageIcon(html);
  if (!href?.endsWith(".svg")) {
    throw new Error(
      `share-images: the logo /${logo} is drawn from the page's SVG icon, and ${file} has none`,
    );
  }
  const iconFile = path.join(clientDir, new URL(href, "http://localhost").pathname);
  await writeFile(path.join(clientDir, logo), renderLogo(await readFile(iconFile)));
  return href;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
  const colors = readColorTokens(
    await readFile(new URL("../src/app.css", import.meta.url), "utf8"),
  );
  const fonts = await loadFonts();
  const icons = new Map();
  /** Each image written, by the card it shows. */
  const written = new Map();
  /** Each logo written, by the icon it is drawn from. */
  const logos = new Map();
  for await (const file of htmlFiles(clientDir)) {
    // A prerendered page is a folder's index.html; error pages carry no card.
    if (path.basename(file) !== "index.html") continue;
    const html = await readFile(file, "utf8");
    const logo = readOrganizationLogo(html);
    if (logo && !logos.has(logo)) logos.set(logo, await writeLogo(clientDir, logo, file, html));
    const card = readShareCard(html);
    if (!card) continue;
    const drawn = written.get(card.output);
    // The contact page's versions for each purpose are that page and share its card.
    if (drawn === JSON.stringify(card)) continue;
    if (drawn) throw new Error(`share-images: two pages claim /${card.output}`);
    written.set(card.output, JSON.stringify(card));
    if (card.icon && !icons.has(card.icon))
      icons.set(card.icon, await iconDataUrl(clientDir, card.icon));
    const png = await renderShareImage(card, { colors, icon: icons.get(card.icon) }, fonts);
    const target = path.join(clientDir, card.output);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, png);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `share-images: wrote ${written.size} share images and ${logos.size} logo in ${seconds} s`,
  );
}
