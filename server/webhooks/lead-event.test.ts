import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { CONTACT_LIMITS } from "../../src/lib/contact-schema";
import { signatureMatches, standardSignature } from "../test-support/webhook-receiver";
import { LEAD, TEST_SECRET } from "../test-support/webhook-suite";
import { type Lead, leadCreated, slackMessage, teamsMessage } from "./lead-event";

/** Standard Webhooks' test vector, the same in every one of its libraries' tests. */
const VECTOR = {
  id: "msg_p5jXN8AQM9LWM0D4loKWxJek",
  timestamp: "1614265330",
  body: '{"test": 2432232314}',
  signature: "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
};

describe("the signature a receiver checks", () => {
  it("is the specification's for its test vector, from the receiver's check and from the signing library", () => {
    expect(standardSignature(TEST_SECRET, VECTOR.id, VECTOR.timestamp, VECTOR.body)).toBe(
      VECTOR.signature,
    );
    const signed = new Webhook(TEST_SECRET).sign(
      VECTOR.id,
      new Date(Number(VECTOR.timestamp) * 1000),
      VECTOR.body,
    );
    expect(signed).toBe(VECTOR.signature);
  });

  it("fails for a body changed by a byte, or another secret", () => {
    const headers = { ...VECTOR, signature: `v1a,other ${VECTOR.signature}` };
    expect(signatureMatches(TEST_SECRET, headers, VECTOR.body)).toBe(true);
    expect(signatureMatches(TEST_SECRET, headers, `${VECTOR.body} `)).toBe(false);
    const other = `whsec_${Buffer.alloc(24, 7).toString("base64")}`;
    expect(signatureMatches(other, headers, VECTOR.body)).toBe(false);
  });
});

const trap = "<https://evil.example|Click here> [Click here](https://evil.example) <!channel>";
const lead: Lead = {
  id: "0b5c7a52-8a44-4a39-9a0e-3c1a8f0c2f11",
  createdAt: new Date("2026-11-28T09:30:00Z"),
  input: { ...LEAD, company: trap, message: "x".repeat(CONTACT_LIMITS.message) },
  form: { path: "/de/contact", lang: "de" },
  source: {
    page: "/de/contact?intent=demo",
    previousPage: "/de/pricing",
    referrerHost: "www.google.com",
    utm: { source: "google", medium: "cpc", campaign: "spring", term: null, content: null },
  },
};

const plainText = (max: number) =>
  z.object({ type: z.literal("plain_text"), text: z.string().min(1).max(max) });
const mrkdwn = (max: number) =>
  z.object({ type: z.literal("mrkdwn"), text: z.string().min(1).max(max) });

/** Slack's incoming-webhook message, with the limits Block Kit refuses a message over. */
const slackShape = z.object({
  text: z.string().min(1).max(40_000),
  blocks: z
    .array(
      z.discriminatedUnion("type", [
        z.object({ type: z.literal("header"), text: plainText(150) }),
        z.object({
          type: z.literal("section"),
          text: z.union([plainText(3000), mrkdwn(3000)]).optional(),
          fields: z
            .array(z.union([plainText(2000), mrkdwn(2000)]))
            .max(10)
            .optional(),
        }),
        z.object({ type: z.literal("context"), elements: z.array(mrkdwn(3000)).min(1).max(10) }),
      ]),
    )
    .min(1)
    .max(50),
});

const textRun = z.object({ type: z.literal("TextRun"), text: z.string() });

/** A Teams message carrying an Adaptive Card 1.4, as Workflows and incoming webhooks take it. */
const teamsShape = z.object({
  type: z.literal("message"),
  attachments: z
    .array(
      z.object({
        contentType: z.literal("application/vnd.microsoft.card.adaptive"),
        content: z.object({
          type: z.literal("AdaptiveCard"),
          version: z.literal("1.4"),
          body: z.array(
            z.object({ type: z.literal("RichTextBlock"), inlines: z.array(textRun).min(1) }),
          ),
          actions: z.array(
            z.object({
              type: z.literal("Action.OpenUrl"),
              title: z.string().min(1),
              url: z.string(),
            }),
          ),
        }),
      }),
    )
    .length(1),
});

describe("a lead's event", () => {
  it("in the generic format carries the lead, its language, purpose and source", () => {
    expect(leadCreated(lead)).toMatchObject({
      type: "lead.created",
      timestamp: "2026-11-28T09:30:00.000Z",
      data: {
        id: lead.id,
        language: "de",
        intent: "demo",
        purpose: "A demo of the platform",
        contact: { email: "ann@example.com", numberOfEmployees: "51-200" },
        source: { referrerHost: "www.google.com", utm: { campaign: "spring", term: null } },
      },
    });
  });

  it("for Slack and Teams is a message each takes, the longest message cut to fit", () => {
    expect(slackShape.safeParse(slackMessage(lead)).error).toBeUndefined();
    expect(JSON.stringify(slackMessage(lead))).toContain("German");
    const teams = teamsMessage(lead);
    expect(teamsShape.safeParse(teams).error).toBeUndefined();
    expect(teams.attachments[0]?.content.actions[0]?.url).toBe("mailto:ann@example.com");
  });
});

/** What a visitor would write to make the sales channel act: links, mentions, channels, bold. */
const HOSTILE = {
  firstName: "<!channel>",
  lastName: "_Boss_",
  company: "@here *URGENT* https://evil.example/login #general",
  subject: "<https://evil.example|Click here> [Click](https://evil.example)",
  message: "~call~ `now` www.evil.example &lt;!here&gt; <@U024BE7LH> :rotating_light:",
};
const hostile: Lead = {
  ...lead,
  input: { ...LEAD, ...HOSTILE },
  source: { ...lead.source, utm: { ...lead.source.utm, campaign: "#general @everyone" } },
};

/** Text a chat client turns into a link, a mention or a channel, by markup or by itself. */
const LIVE = {
  markup: /<[^\u2060]/, // <!here>, <@U…>, <#C…>, <https://…|…>
  address: /:\/\//,
  domain: /[\p{L}\p{N}]\.[\p{L}\p{N}]/u, // www.evil.example, evil.example/login
  mention: /@[\p{L}\p{N}]/u,
  channel: /#[\p{L}\p{N}]/u,
};
const live = (text: string) =>
  Object.entries(LIVE)
    .filter(([, pattern]) => pattern.test(text))
    .map(([name]) => name);

/** Every Block Kit text object in a message, wherever it sits. */
function textObjects(value: unknown): { type: string; text: string }[] {
  if (Array.isArray(value)) return value.flatMap(textObjects);
  if (typeof value !== "object" || value === null) return [];
  const object = value as Record<string, unknown>;
  const own =
    (object.type === "plain_text" || object.type === "mrkdwn") && typeof object.text === "string"
      ? [object as { type: string; text: string }]
      : [];
  return [...own, ...Object.values(object).flatMap(textObjects)];
}

const visible = (text: string) => text.replaceAll("\u2060", "");

describe("a visitor's text in the sales channel", () => {
  it("on Slack is plain text, shown as typed, with no link, mention, channel or formatting in it", () => {
    const message = slackMessage(hostile);
    const objects = textObjects(message.blocks);
    // Visitor text never goes where Slack reads markup: mrkdwn holds our labels and the mail link only.
    const markup = objects.filter((object) => object.type === "mrkdwn").map((o) => o.text);
    expect(markup.filter((text) => !/^\*[\w -]+\*$/.test(text))).toEqual([
      "<mailto:ann@example.com|ann@example.com>",
      expect.stringMatching(/^[\w ]+ contact form · lead [\w-]+$/),
    ]);
    // The fallback text, read as mrkdwn by Slack, holds none of it either.
    expect(live(message.text)).toEqual([]);
    for (const value of Object.values(HOSTILE)) expect(message.text).not.toContain(value);

    const plain = objects.filter((object) => object.type === "plain_text");
    for (const { text } of plain) expect(live(text), text).toEqual([]);
    const shown = plain.map((object) => visible(object.text)).join("\n");
    for (const value of Object.values(HOSTILE)) expect(shown).toContain(value);
    expect(shown).toContain("#general @everyone");
  });

  it("on Teams is text runs, shown as typed, with no link, mention or channel in them", () => {
    const card = teamsMessage(hostile).attachments[0]?.content;
    const runs = card?.body.flatMap((block) => block.inlines).map((run) => run.text) ?? [];
    for (const text of runs) expect(live(text), text).toEqual([]);
    const shown = runs.map(visible).join("\n");
    for (const value of Object.values(HOSTILE)) expect(shown).toContain(value);
    expect(card?.actions[0]?.url).toBe("mailto:ann@example.com");
  });
});
