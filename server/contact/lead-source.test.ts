import { describe, expect, it } from "vitest";
import { readLeadSource } from "./lead-source";

const ours = (origin: string) => origin === "https://kairon-ai.example";
const read = (fields: Record<string, string>, referer: string | null = null) =>
  readLeadSource(new URLSearchParams(fields), referer, ours);

describe("where a lead came from", () => {
  it("takes the pages and the other site's host from the form's hidden fields", () => {
    const source = read({
      sourcePage: "/contact?intent=demo",
      previousPage: "/platform",
      landingPage: "/individuals",
      referrer: "www.google.com",
    });
    expect(source).toMatchObject({
      page: "/contact?intent=demo",
      previousPage: "/platform",
      referrerHost: "www.google.com",
    });
  });

  it("reduces an external referrer to its host, and never names our own site as one", () => {
    expect(read({ referrer: "https://news.example.org/story/42?user=ann#top" }).referrerHost).toBe(
      "news.example.org",
    );
    expect(read({ referrer: "https://kairon-ai.example/platform" }).referrerHost).toBeNull();
    expect(read({ referrer: "android-app://com.google.android.gm/" }).referrerHost).toBeNull();
  });

  it("without the page's script, reads the form's page from the post's Referer, ours only", () => {
    const referer = "https://kairon-ai.example/de/contact?intent=pricing&utm_source=flyer";
    const source = read({ sourcePage: "" }, referer);
    expect(source.page).toBe("/de/contact?intent=pricing&utm_source=flyer");
    expect(source.utm.source).toBe("flyer");
    expect(read({}, "https://elsewhere.example/contact").page).toBeNull();
  });

  it("keeps the campaign of the visit's first page over the tags of the form's page", () => {
    const source = read({
      landingPage: "/platform?utm_source=linkedin&utm_medium=social&utm_campaign=q4",
      sourcePage: "/contact?utm_source=newsletter",
    });
    expect(source.utm).toEqual({
      source: "linkedin",
      medium: "social",
      campaign: "q4",
      term: null,
      content: null,
    });
    // A visit that arrived untagged and reached a tagged contact link keeps that link's tags.
    expect(
      read({ landingPage: "/", sourcePage: "/contact?utm_source=newsletter&utm_content=footer" })
        .utm,
    ).toMatchObject({ source: "newsletter", content: "footer", campaign: null });
  });

  it("leaves out what is no path of ours, too long, doubled or made of control characters", () => {
    const source = readLeadSource(
      new URLSearchParams([
        ["sourcePage", "https://evil.example/contact"],
        ["previousPage", "//evil.example/x"],
        ["landingPage", `/${"a".repeat(2100)}`],
        ["referrer", "one.example"],
        ["referrer", "two.example"],
      ]),
      null,
      ours,
    );
    expect(source).toMatchObject({ page: null, previousPage: null, referrerHost: null });
    expect(
      read({ sourcePage: "/contact?utm_source=a%0Ab&utm_medium=%E2%80%AEx" }).utm,
    ).toMatchObject({ source: null, medium: null });
  });

  it("leaves out a campaign tag that breaks a line as the typed fields may not, Unicode's separators too", () => {
    const breaks = ["%0D%0A", "%C2%85", "%E2%80%A8", "%E2%80%A9"];
    for (const encoded of breaks) {
      const page = `/contact?utm_campaign=spring${encoded}Bcc:x&utm_source=ok`;
      expect(read({ sourcePage: page }).utm, encoded).toMatchObject({
        campaign: null,
        source: "ok",
      });
    }
    // Typed raw, in the field itself, the page is not believed at all.
    expect(read({ sourcePage: "/contact?utm_campaign=a\u2028b" }).page).toBeNull();
  });
});
