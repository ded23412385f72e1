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

  it("for Slack is a message Slack takes, the longest message cut to fit, and a visitor's markup shown as text", () => {
    const message = slackMessage(lead);
    expect(slackShape.safeParse(message).error).toBeUndefined();
    const text = JSON.stringify(message);
    expect(text).toContain("A demo of the platform");
    expect(text).toContain("German");
    // What Slack reads as mrkdwn: no link and no @channel from what the visitor typed.
    const markup = [
      message.text,
      ...message.blocks
        .flatMap((block) => ("fields" in block ? (block.fields ?? []) : []))
        .map((field) => field.text),
    ].join("\n");
    expect(markup).toContain("<mailto:ann@example.com|ann@example.com>");
    expect(markup).toContain("&lt;https://evil.example|Click here&gt;");
    expect(markup).not.toContain("<https://evil.example");
    expect(markup).not.toContain("<!channel>");
  });

  it("for Teams is an Adaptive Card 1.4 whose visitor text is never read as Markdown", () => {
    const message = teamsMessage(lead);
    expect(teamsShape.safeParse(message).error).toBeUndefined();
    const runs = message.attachments[0]?.content.body.flatMap((block) => block.inlines) ?? [];
    expect(runs.map((run) => run.text)).toContain(trap);
    expect(message.attachments[0]?.content.actions[0]?.url).toBe("mailto:ann@example.com");
  });
});
