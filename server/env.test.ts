import { describe, expect, it } from "vitest";
import { loadEnv } from "./env";

describe("TRUST_PROXY", () => {
  it("names the proxies to believe, or one hop, or no one", () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(loadEnv({ TRUST_PROXY: "loopback, 10.0.0.0/8,fd00::/8" }).TRUST_PROXY).toEqual([
      "loopback",
      "10.0.0.0/8",
      "fd00::/8",
    ]);
  });

  it("refuses what is not an address, naming the variable and the entry", () => {
    for (const value of ["yes", "10.0.0.0/33", "proxy.example.com", "10.0.0.1/8/8"]) {
      expect(() => loadEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: .*not true, false/);
    }
  });
});

describe("HOST, DATABASE_URL and SMTP_URL", () => {
  it("say what is expected when the value is not an address or a URL of the right kind", () => {
    expect(() => loadEnv({ HOST: "not-an-ip" })).toThrow(/HOST: not an IP address .*127\.0\.0\.1/);
    expect(() => loadEnv({ DATABASE_URL: "nonsense" })).toThrow(
      /DATABASE_URL: .*expected postgres:\/\//,
    );
    expect(() => loadEnv({ DATABASE_URL: "mysql://db/site" })).toThrow(/expected postgres:\/\//);
    expect(() => loadEnv({ SMTP_URL: "mail.example.com" })).toThrow(/SMTP_URL: .*smtp:\/\//);
  });

  it("take the addresses and URLs operators give", () => {
    for (const host of ["0.0.0.0", "127.0.0.1", "::", "localhost"]) {
      expect(loadEnv({ HOST: host }).HOST).toBe(host);
    }
    expect(loadEnv({ DATABASE_URL: "postgresql://site@db:5432/site" }).DATABASE_URL).toBe(
      "postgresql://site@db:5432/site",
    );
  });
});

describe("passwords in DATABASE_URL and SMTP_URL", () => {
  const password = "p@ss:w/rd?#50%";

  it("are taken percent-encoded, whatever characters they hold", () => {
    const encoded = encodeURIComponent(password);
    const env = loadEnv({
      DATABASE_URL: `postgres://site:${encoded}@db:5432/site`,
      SMTP_URL: `smtp://mailer:${encoded}@smtp.example.com:587`,
    });
    expect(decodeURIComponent(new URL(env.DATABASE_URL ?? "").password)).toBe(password);
    expect(decodeURIComponent(new URL(env.SMTP_URL ?? "").password)).toBe(password);
  });

  it("stop the start with one line naming the setting and how to encode, never the password, when written as typed", () => {
    for (const [name, scheme] of [
      ["DATABASE_URL", "postgres"],
      ["SMTP_URL", "smtp"],
    ]) {
      for (const typed of [password, "1234#5", "50%off"]) {
        const attempt = () =>
          loadEnv({ [name as string]: `${scheme}://site:${typed}@db.example.com/site` });
        expect(attempt, typed).toThrow(
          new RegExp(`^Invalid environment: ${name}: .*percent-encode`),
        );
        const message = (() => {
          try {
            attempt();
          } catch (error) {
            return (error as Error).message;
          }
        })();
        expect(message).not.toContain(typed);
        expect(message).not.toContain("\n");
      }
    }
  });
});

describe("TLS to PostgreSQL (DATABASE_URL's sslmode)", () => {
  const url = "postgres://site:secret@db.example.com:5432/site";

  it("takes verify-full with a CA file, and libpq's modes when asked for by name", () => {
    for (const query of [
      "?sslmode=verify-full&sslrootcert=/etc/site/db-ca.pem",
      "?sslmode=verify-full",
      "?sslmode=disable",
      "?uselibpqcompat=true&sslmode=require",
    ]) {
      expect(loadEnv({ DATABASE_URL: url + query }).DATABASE_URL).toBe(url + query);
    }
  });

  it("refuses sslmode=require, which the driver would check as verify-full, saying what to write", () => {
    expect(() => loadEnv({ DATABASE_URL: `${url}?sslmode=require` })).toThrow(
      /DATABASE_URL: sslmode=require is checked here as sslmode=verify-full.*write sslmode=verify-full/,
    );
  });
});

describe("the CMS's GitHub sign-in", () => {
  it("is off without its two settings, and on with both", () => {
    expect(loadEnv({}).CMS_GITHUB_CLIENT_ID).toBeUndefined();
    const both = loadEnv({ CMS_GITHUB_CLIENT_ID: "Iv1.abc", CMS_GITHUB_CLIENT_SECRET: "s3cret" });
    expect([both.CMS_GITHUB_CLIENT_ID, both.CMS_GITHUB_CLIENT_SECRET]).toEqual([
      "Iv1.abc",
      "s3cret",
    ]);
    expect(both.CMS_GITHUB_URL).toBe("https://github.com");
  });

  it("stops the start naming the setting that is missing when only one of the pair is set", () => {
    expect(() => loadEnv({ CMS_GITHUB_CLIENT_ID: "Iv1.abc" })).toThrow(
      /CMS_GITHUB_CLIENT_SECRET: not set, while CMS_GITHUB_CLIENT_ID is/,
    );
    expect(() => loadEnv({ CMS_GITHUB_CLIENT_SECRET: "s3cret", CMS_GITHUB_CLIENT_ID: "" })).toThrow(
      /CMS_GITHUB_CLIENT_ID: not set, while CMS_GITHUB_CLIENT_SECRET is/,
    );
  });

  it("takes a GitHub Enterprise origin, and refuses a URL with a path", () => {
    expect(loadEnv({ CMS_GITHUB_URL: "https://github.example.com" }).CMS_GITHUB_URL).toBe(
      "https://github.example.com",
    );
    expect(() => loadEnv({ CMS_GITHUB_URL: "https://github.example.com/login" })).toThrow(
      /CMS_GITHUB_URL: not an origin/,
    );
  });
});

describe("the operators' endpoint and the delivery alert", () => {
  it("is off without ADMIN_TOKEN, on 127.0.0.1:3001 with it, and alerts after 15 minutes", () => {
    const defaults = loadEnv({});
    expect([defaults.ADMIN_TOKEN, defaults.ADMIN_PORT, defaults.DELIVERY_ALERT_MINUTES]).toEqual([
      undefined,
      3001,
      15,
    ]);
    expect(loadEnv({ ADMIN_TOKEN: "t".repeat(32) }).ADMIN_TOKEN).toBe("t".repeat(32));
  });

  it("refuses a token an attacker could guess, and a port the site already takes, naming the setting", () => {
    expect(() => loadEnv({ ADMIN_TOKEN: "secret" })).toThrow(
      /^Invalid environment: ADMIN_TOKEN: shorter than 32 characters: .*openssl rand -hex 32/,
    );
    expect(() => loadEnv({ ADMIN_TOKEN: "t".repeat(32), PORT: "3001" })).toThrow(
      /ADMIN_PORT: the same as PORT \(3001\)/,
    );
    expect(() => loadEnv({ DELIVERY_ALERT_MINUTES: "0" })).toThrow(/DELIVERY_ALERT_MINUTES: /);
  });
});

describe("LEAD_WEBHOOKS", () => {
  const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";

  it("reads each named endpoint from its own settings, signed by default", () => {
    expect(loadEnv({}).LEAD_WEBHOOKS).toEqual([]);
    const env = loadEnv({
      LEAD_WEBHOOKS: "crm, sales-slack",
      LEAD_WEBHOOK_CRM_URL: "https://crm.example.com/hooks/lead",
      LEAD_WEBHOOK_CRM_SECRET: SECRET,
      LEAD_WEBHOOK_SALES_SLACK_URL: "https://hooks.slack.com/services/T0/B0/x",
      LEAD_WEBHOOK_SALES_SLACK_FORMAT: "slack",
    });
    expect(env.LEAD_WEBHOOKS).toEqual([
      {
        name: "crm",
        url: "https://crm.example.com/hooks/lead",
        format: "standard",
        secret: SECRET,
      },
      { name: "sales-slack", url: "https://hooks.slack.com/services/T0/B0/x", format: "slack" },
    ]);
  });

  it("stops the start naming the exact variable that is missing or wrong", () => {
    expect(() => loadEnv({ LEAD_WEBHOOKS: "crm" })).toThrow(
      /^Invalid environment: LEAD_WEBHOOK_CRM_URL: not set, while LEAD_WEBHOOKS names "crm"/,
    );
    const crm = { LEAD_WEBHOOKS: "crm", LEAD_WEBHOOK_CRM_URL: "https://crm.example.com/h" };
    expect(() => loadEnv(crm)).toThrow(
      /LEAD_WEBHOOK_CRM_SECRET: not set, while "crm" gets standard/,
    );
    expect(() => loadEnv({ ...crm, LEAD_WEBHOOK_CRM_SECRET: "s3cret" })).toThrow(
      /LEAD_WEBHOOK_CRM_SECRET: not a Standard Webhooks secret .*randomBytes/,
    );
    expect(() => loadEnv({ ...crm, LEAD_WEBHOOK_CRM_FORMAT: "hubspot" })).toThrow(
      /LEAD_WEBHOOK_CRM_FORMAT: not standard, slack, teams/,
    );
    expect(() => loadEnv({ LEAD_WEBHOOKS: "my crm" })).toThrow(/LEAD_WEBHOOKS: not endpoint names/);
    expect(() => loadEnv({ LEAD_WEBHOOKS: "sales-crm,sales_crm" })).toThrow(
      /LEAD_WEBHOOKS: names the same endpoint settings more than once/,
    );
  });

  it("posts leads only over https, but for a receiver on this machine", () => {
    const at = (url: string) =>
      loadEnv({
        LEAD_WEBHOOKS: "chat",
        LEAD_WEBHOOK_CHAT_URL: url,
        LEAD_WEBHOOK_CHAT_FORMAT: "teams",
      });
    expect(() => at("http://crm.example.com/hook")).toThrow(
      /LEAD_WEBHOOK_CHAT_URL: not an https:\/\/ URL/,
    );
    expect(() => at("ftp://127.0.0.1/hook")).toThrow(/LEAD_WEBHOOK_CHAT_URL/);
    expect(at("http://127.0.0.1:8080/hook").LEAD_WEBHOOKS).toHaveLength(1);
    expect(at("http://localhost:8080/hook").LEAD_WEBHOOKS).toHaveLength(1);
  });
});

describe("ANALYTICS and its settings", () => {
  it("counts visits unless switched off, and refuses any other word in one line naming the variable", () => {
    expect(loadEnv({}).ANALYTICS).toBe("on");
    expect(loadEnv({ ANALYTICS: "off" }).ANALYTICS).toBe("off");
    expect(() => loadEnv({ ANALYTICS: "no" })).toThrow(
      /^Invalid environment: ANALYTICS: neither "on" nor "off"$/,
    );
    expect(() => loadEnv({ ANALYTICS_RETENTION_MONTHS: "0" })).toThrow(
      /ANALYTICS_RETENTION_MONTHS: /,
    );
  });

  it("forwards to Plausible or Umami only with what its events API needs, each problem on its setting", () => {
    const umami = {
      ANALYTICS_FORWARD: "umami",
      ANALYTICS_FORWARD_URL: "https://umami.example.ch",
      ANALYTICS_FORWARD_SITE: "4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b",
    };
    expect(loadEnv(umami)).toMatchObject(umami);
    expect(loadEnv({}).ANALYTICS_FORWARD).toBeUndefined();
    const refusals: [Record<string, string>, RegExp][] = [
      [
        { ANALYTICS_FORWARD: "matomo" },
        /^Invalid environment: ANALYTICS_FORWARD: neither "plausible" nor "umami"/,
      ],
      [
        { ANALYTICS_FORWARD: "plausible" },
        /^Invalid environment: ANALYTICS_FORWARD_URL: not set, while ANALYTICS_FORWARD=plausible/,
      ],
      [
        { ...umami, ANALYTICS_FORWARD_URL: "http://umami.example.ch" },
        /^Invalid environment: ANALYTICS_FORWARD_URL: not an https:\/\/ address/,
      ],
      [
        { ...umami, ANALYTICS_FORWARD_URL: "https://me:secret@umami.example.ch" },
        /ANALYTICS_FORWARD_URL: has a user name or password/,
      ],
      [
        {
          ...umami,
          ANALYTICS_FORWARD: "plausible",
          ANALYTICS_FORWARD_URL: "http://127.0.0.1:3451/api/event",
        },
        /^Invalid environment: ANALYTICS_FORWARD_URL: ends in \/api\/event or \/api\/send, which the server adds itself: give the instance's address without \/api\/…, e.g. https:\/\/plausible.example.ch$/,
      ],
      [
        { ...umami, ANALYTICS_FORWARD_URL: "https://example.ch/umami/api/send/" },
        /^Invalid environment: ANALYTICS_FORWARD_URL: ends in \/api\/event or \/api\/send/,
      ],
      [
        { ...umami, ANALYTICS_FORWARD_SITE: "example.ch" },
        /^Invalid environment: ANALYTICS_FORWARD_SITE: not a website id, while ANALYTICS_FORWARD=umami/,
      ],
      [
        { ...umami, ANALYTICS_FORWARD: "plausible", ANALYTICS_FORWARD_SITE: "https://example.ch" },
        /^Invalid environment: ANALYTICS_FORWARD_SITE: not a domain/,
      ],
      [
        { ...umami, ANALYTICS: "off" },
        /^Invalid environment: ANALYTICS_FORWARD: set to umami while ANALYTICS=off/,
      ],
      [
        { ANALYTICS_FORWARD_URL: "https://umami.example.ch" },
        /^Invalid environment: ANALYTICS_FORWARD_URL: set, while ANALYTICS_FORWARD is not/,
      ],
    ];
    for (const [settings, message] of refusals) expect(() => loadEnv(settings)).toThrow(message);
  });
});
