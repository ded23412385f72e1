import { expect, test } from "./support/fixtures";
import { routes } from "./support/routes";

/** Open Graph's recommended size for a large link preview. */
const SIZE = { width: 1200, height: 630 };

test.describe("share images", () => {
  for (const route of routes) {
    test(`${route.path} links a ${SIZE.width}×${SIZE.height} PNG that the server serves`, async ({
      request,
    }) => {
      const html = await (await request.get(route.path)).text();
      const meta = (property: string) =>
        html.match(new RegExp(`<meta property="${property}" content="([^"]*)"`))?.[1];
      const image = meta("og:image");
      expect(image, "og:image").toBeDefined();
      expect(meta("og:image:width")).toBe(String(SIZE.width));
      expect(meta("og:image:height")).toBe(String(SIZE.height));

      // og:image names the configured site URL; this server answers for it on another port.
      const response = await request.get(new URL(image ?? "").pathname);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
      const png = await response.body();
      expect(png.subarray(12, 16).toString("latin1")).toBe("IHDR");
      expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual(SIZE);
    });
  }

  test("the organisation's logo in the JSON-LD is a PNG of 112 px a side or more, as Google asks", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const organization = [
      ...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g),
    ]
      .map(([, json]) => JSON.parse(json ?? "{}"))
      .find((item) => item["@type"] === "Organization");
    const response = await request.get(new URL(organization?.logo).pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    const png = await response.body();
    expect(Math.min(png.readUInt32BE(16), png.readUInt32BE(20))).toBeGreaterThanOrEqual(112);
  });
});
