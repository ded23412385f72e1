import { expect, it } from "vitest";
import { site } from "~/site.config";
import { fillInSiteFacts, unknownSiteFacts } from "./site-facts";

it("fills in the brand facts a copy file names, in every string at any depth", () => {
  const copy = {
    title: "About {site.name}",
    items: [{ text: "Write to {site.email} or visit us in {site.address.city}." }],
    action: { href: "{site.platformRegisterUrl}" },
  };
  expect(fillInSiteFacts(copy)).toEqual({
    title: `About ${site.name}`,
    items: [{ text: `Write to ${site.email} or visit us in ${site.address.city}.` }],
    action: { href: site.platformRegisterUrl },
  });
});

it("names each placeholder that is no brand fact, so the build can refuse it", () => {
  expect(unknownSiteFacts("{site.nmae} at {site.address} and {site.name}")).toEqual([
    "{site.nmae}",
    "{site.address}",
  ]);
});
