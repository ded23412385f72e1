import { readFile } from "node:fs/promises";
import { beforeAll, describe, expect, it } from "vitest";
import {
  HEIGHT,
  LOGO_SIZE,
  loadFonts,
  readColorTokens,
  readOrganizationLogo,
  readShareCard,
  renderLogo,
  renderShareImage,
  shareCardSvg,
  WIDTH,
  // @ts-expect-error: a plain ESM build script without type declarations
} from "./share-images.mjs";

/** The head of a prerendered page, as React renders it. */
function page(head: string): string {
  return `<!DOCTYPE html><html lang="de"><head><meta charSet="utf-8"/><title>AI-Training für Einzelpersonen | Kairon AI</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"/>${head}</head><body><h1>AI-Training</h1></body></html>`;
}

const sharedHead = [
  '<meta property="og:site_name" content="Kairon AI"/>',
  '<meta property="og:title" content="AI-Training für Einzelpersonen"/>',
  '<meta property="og:description" content="Größer denken: Kairon&#x27;s Trainings &amp; Tools."/>',
].join("");

describe("readShareCard", () => {
  it("takes the output path, texts, brand and icon from the page", () => {
    const card = readShareCard(
      page(
        `${sharedHead}<meta property="og:image" content="https://www.example.ch/share/individuals/de.png"/>`,
      ),
    );
    expect(card).toEqual({
      output: "share/individuals/de.png",
      title: "AI-Training für Einzelpersonen",
      description: "Größer denken: Kairon's Trainings & Tools.",
      siteName: "Kairon AI",
      icon: "/favicon.svg",
    });
  });

  it("skips a page that names no share image", () => {
    expect(readShareCard(page(sharedHead))).toBeNull();
  });

  it("refuses an og:image it would not write under /share", () => {
    for (const image of [
      "http://localhost:3000/media/hero.jpg",
      "http://localhost:3000/share/home.jpg",
      "http://localhost:3000/share/../index.html",
    ]) {
      expect(() =>
        readShareCard(page(`${sharedHead}<meta property="og:image" content="${image}"/>`)),
      ).toThrow(/share-images: og:image/);
    }
  });

  it("refuses a shared page without a title", () => {
    const head = `<meta property="og:site_name" content="Kairon AI"/><meta property="og:image" content="http://localhost:3000/share/home.png"/>`;
    expect(() => readShareCard(page(head))).toThrow(/no og:title/);
  });
});

interface Word {
  text: string;
  x: number;
  right: number;
  baseline: number;
  size: number;
}

/** The visible words of an SVG rendered with embedFont: false, with their boxes. */
function words(svg: string): Word[] {
  const text =
    /<text x="([\d.]+)" y="([\d.]+)" width="([\d.]+)"[^>]*font-size="([\d.]+)"[^>]*>([^<]*)<\/text>/g;
  return [...svg.matchAll(text)]
    .map(([, x, y, width, size, content]) => ({
      text: content ?? "",
      x: Number(x),
      right: Number(x) + Number(width),
      baseline: Number(y),
      size: Number(size),
    }))
    .filter((word) => word.text.trim());
}

describe("the share card", () => {
  let fonts: unknown;
  let brand: { colors: Record<string, string> };
  beforeAll(async () => {
    fonts = await loadFonts();
    brand = {
      colors: readColorTokens(await readFile(new URL("../src/app.css", import.meta.url), "utf8")),
    };
  });

  async function layOut(title: string, description: string): Promise<Word[]> {
    const card = { title, description, siteName: "Kairon AI" };
    return words(await shareCardSvg(card, brand, fonts, { embedFont: false }));
  }

  /** The title's words: the largest type on the card. */
  function titleOf(all: Word[]): Word[] {
    const size = Math.max(...all.map((word) => word.size));
    return all.filter((word) => word.size === size);
  }

  // The text column: 80 px margins, and clear of the decoration on the right.
  const column = { left: 80, right: 940, bottom: HEIGHT - 64 };

  it("wraps a long title onto several lines inside the text column", async () => {
    const all = await layOut("AI Adoption for Small and Mid-sized Companies", "Short line.");
    const title = titleOf(all);
    expect(new Set(title.map((word) => word.baseline)).size).toBeGreaterThan(1);
    expect(title.map((word) => word.text).join("")).toBe("AIAdoptionforSmallandMid-sizedCompanies");
    for (const word of all) {
      expect(word.x).toBeGreaterThanOrEqual(column.left);
      expect(word.right).toBeLessThanOrEqual(column.right);
    }
  });

  it("cuts a title and description too long for the card short, with an ellipsis", async () => {
    const all = await layOut(
      "Ein sehr langer Seitentitel über Weiterbildung, Größenordnungen und die Zusammenarbeit von Menschen und Maschinen in der Arbeitswelt",
      "Außergewöhnlich lange Beschreibung, ".repeat(12),
    );
    const title = titleOf(all);
    expect(new Set(title.map((word) => word.baseline)).size).toBe(3);
    expect(title.at(-1)?.text).toMatch(/…$/);
    expect(all.at(-1)?.text).toMatch(/…$/);
    for (const word of all) {
      expect(word.right).toBeLessThanOrEqual(column.right);
      expect(word.baseline).toBeLessThanOrEqual(column.bottom);
    }
  });

  it("is a small 1200×630 PNG", async () => {
    const png: Buffer = await renderShareImage(
      {
        title: "AI Adoption for Everyone",
        description:
          "Job- and role-specific AI training and the world's leading AI adoption platform: 200+ job roles, 100+ enterprises and about 150'000 people trained since 2018.",
        siteName: "Kairon AI",
      },
      brand,
      fonts,
    );
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect(png.subarray(12, 16).toString("latin1")).toBe("IHDR");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([WIDTH, HEIGHT]);
    expect(png.length).toBeLessThan(60_000);
  });
});

describe("the organisation's logo", () => {
  const organization = (logo: string) =>
    page(
      `<script type="application/ld+json">${JSON.stringify({ "@type": "Organization", name: "Kairon AI", logo })}</script>`,
    );

  it("goes where the Organization JSON-LD says, and nowhere for a page without one", () => {
    expect(readOrganizationLogo(organization("https://www.example.ch/logo.png"))).toBe("logo.png");
    expect(readOrganizationLogo(page(sharedHead))).toBeNull();
    expect(() => readOrganizationLogo(organization("https://www.example.ch/../logo.svg"))).toThrow(
      /Organization logo/,
    );
  });

  it("is the site's icon drawn as a PNG Google takes (112 px a side or more)", async () => {
    const icon = await readFile(new URL("../public/favicon.svg", import.meta.url));
    const png: Buffer = renderLogo(icon);
    expect(png.subarray(12, 16).toString("latin1")).toBe("IHDR");
    expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({
      width: LOGO_SIZE,
      height: LOGO_SIZE,
    });
    expect(LOGO_SIZE).toBeGreaterThanOrEqual(112);
  });
});
