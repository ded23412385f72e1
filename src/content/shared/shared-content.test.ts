import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { locales } from "~/locales";
import { readShared } from "../read-copy";

const testimonials = readShared("testimonials", "en");
const customerLogos = readShared("customer-logos", "en");
const partners = readShared("partner-logos", "en");
const voices = locales.flatMap(({ code }) => readShared("customer-voices", code));
const videos = [
  ...locales.flatMap(({ code }) => readShared("videos", code)),
  ...voices.map((voice) => voice.video),
];
const publicDir = path.resolve(import.meta.dirname, "../../../public");
const fileOf = (assetPath: string) => path.join(publicDir, assetPath);

describe("shared content", () => {
  it("has 21 customer logos with distinct names, each described by its name", () => {
    expect(customerLogos).toHaveLength(21);
    expect(new Set(customerLogos.map((logo) => logo.name)).size).toBe(21);
    for (const logo of customerLogos) expect(logo.alt).toBe(logo.name);
  });

  it("has one partner list with the category counts of spec §9", () => {
    const count = (category: (typeof partners)[number]["category"]) =>
      partners.filter((partner) => partner.category === category).length;
    expect(count("technology")).toBe(10);
    expect(count("solution")).toBe(2);
    expect(count("network")).toBe(3);
  });

  it("marks every made-up logo, person and video as a placeholder to replace", () => {
    for (const item of [...customerLogos, ...partners, ...testimonials, ...voices]) {
      expect(item.placeholder, item.name).toBe(true);
    }
    for (const video of videos) expect(video.placeholder, video.src).toBe(true);
  });

  it("has every image it names in public/, small", () => {
    const images = [
      ...customerLogos.map((logo) => logo.logo),
      ...partners.map((partner) => partner.logo),
      ...testimonials.map((person) => person.image),
      ...voices.map((voice) => voice.logo),
    ];
    for (const image of images) {
      expect(existsSync(fileOf(image)), image).toBe(true);
      expect(statSync(fileOf(image)).size, image).toBeLessThan(4 * 1024);
    }
  });

  // A clip loads when played or scrolled to (the customers' play by themselves): on a
  // phone's connection each second of it costs at most what a second of 190 kbit/s
  // brings, and its poster, which the page shows at once, under 30 KB.
  it("has every clip and its poster in public/, the clip at most 24 KB a second, the poster under 30 KB", () => {
    for (const video of videos) {
      const seconds = video.captions.at(-1)?.end ?? 0;
      expect(existsSync(fileOf(video.src)), video.src).toBe(true);
      expect(statSync(fileOf(video.src)).size / seconds, video.src).toBeLessThanOrEqual(24 * 1024);
      expect(existsSync(fileOf(video.poster)), video.poster).toBe(true);
      expect(statSync(fileOf(video.poster)).size, video.poster).toBeLessThan(30 * 1024);
    }
  });
});
