import { describe, expect, it } from "vitest";
import { site } from "~/site.config";
import { fillPlaceholders } from "./copy-placeholders";
import { href } from "./copy-schema";

describe("placeholders in copy", () => {
  it("show the brand and the registration address of site.config.ts, wherever they stand", () => {
    const copy = {
      title: "About {product}",
      paragraphs: ["{product} started in 2018.", "No placeholder here."],
      action: { label: "Register", href: "{register}" },
    };
    expect(fillPlaceholders(copy)).toEqual({
      title: `About ${site.name}`,
      paragraphs: [`${site.name} started in 2018.`, "No placeholder here."],
      action: { label: "Register", href: site.platformRegisterUrl },
    });
  });

  it("leave other names in braces to the components that fill them", () => {
    expect(fillPlaceholders("Slide {position}")).toBe("Slide {position}");
  });

  it("are links only where they stand for an address", () => {
    expect(href.safeParse("{register}").success).toBe(true);
    expect(href.safeParse("{product}").success).toBe(false);
    expect(href.safeParse("{regster}").success).toBe(false);
  });
});
