import { describe, expect, it } from "vitest";
import { CONTACT_INTENTS, CONTACT_LIMITS, onlyMissingFields, parseContact } from "./contact-schema";

const valid = { email: "ann@example.com", message: "Hello" };

describe("the contact schema", () => {
  it("accepts a submission with only email and message, filling the rest with empty strings", () => {
    expect(parseContact(valid)).toEqual({
      success: true,
      data: {
        intent: "",
        firstName: "",
        lastName: "",
        email: "ann@example.com",
        company: "",
        numberOfEmployees: "",
        subject: "",
        message: "Hello",
      },
    });
  });

  it("takes each purpose a link can name, and refuses one it cannot", () => {
    for (const intent of CONTACT_INTENTS) {
      expect(parseContact({ ...valid, intent })).toMatchObject({ success: true, data: { intent } });
    }
    expect(parseContact({ ...valid, intent: "refund" })).toEqual({
      success: false,
      fieldErrors: { intent: "invalid" },
    });
  });

  it("trims every field", () => {
    const result = parseContact({ ...valid, email: "  ann@example.com ", firstName: " Ann " });
    expect(result).toMatchObject({
      success: true,
      data: { email: "ann@example.com", firstName: "Ann" },
    });
  });

  it("reports a missing email and a blank message as missing, nothing else", () => {
    const result = parseContact({ message: "   " });
    expect(result).toEqual({
      success: false,
      fieldErrors: { email: "required", message: "required" },
    });
    if (!result.success) expect(onlyMissingFields(result.fieldErrors)).toBe(true);
  });

  it("refuses an address that is not an email", () => {
    const result = parseContact({ ...valid, email: "ann@" });
    expect(result).toEqual({ success: false, fieldErrors: { email: "email" } });
    if (!result.success) expect(onlyMissingFields(result.fieldErrors)).toBe(false);
  });

  it("accepts an internationalised domain, as Swiss addresses have", () => {
    for (const email of [
      "info@müller.ch",
      "anna@zürich-bank.ch",
      "info@xn--mller-kva.ch",
      "a@пример.рф",
    ]) {
      expect(parseContact({ ...valid, email }), email).toMatchObject({
        success: true,
        data: { email },
      });
    }
  });

  it("accepts an internationalised local part (RFC 6531), as Swiss and other names have", () => {
    for (const email of ["jörg@example.ch", "ünïcode@example.com", "δοκιμή@παράδειγμα.δοκιμή"]) {
      expect(parseContact({ ...valid, email }), email).toMatchObject({
        success: true,
        data: { email },
      });
    }
  });

  it("refuses look-alike domains and malformed addresses", () => {
    for (const email of [
      "ceo@pаypal.com", // a Cyrillic а among Latin letters
      "info@müller..ch",
      "info@-müller.ch",
      "info@müller",
      "info@müller.ch/x",
      "info@mül ler.ch",
      "jö rg@example.ch",
      "jörg.@example.ch",
      "@müller.ch",
    ]) {
      expect(parseContact({ ...valid, email }), email).toEqual({
        success: false,
        fieldErrors: { email: expect.stringMatching(/^(email|control)$/) },
      });
    }
  });

  it.each([
    ["firstName", CONTACT_LIMITS.name],
    ["lastName", CONTACT_LIMITS.name],
    ["company", CONTACT_LIMITS.company],
    ["subject", CONTACT_LIMITS.subject],
    ["message", CONTACT_LIMITS.message],
  ])("accepts %s at %i characters and refuses one more", (field, max) => {
    expect(parseContact({ ...valid, [field]: "x".repeat(max) }).success).toBe(true);
    expect(parseContact({ ...valid, [field]: "x".repeat(max + 1) })).toEqual({
      success: false,
      fieldErrors: { [field]: "tooLong" },
    });
  });

  it("refuses an email longer than 254 characters", () => {
    const email = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.ch`;
    expect(email.length).toBeGreaterThan(CONTACT_LIMITS.email);
    expect(parseContact({ ...valid, email })).toMatchObject({ fieldErrors: { email: "tooLong" } });
  });

  it.each(["firstName", "lastName", "email", "company", "subject"])(
    "refuses a line break in %s (header injection)",
    (field) => {
      for (const breakChar of ["\r", "\n", "\u2028"]) {
        const value =
          field === "email"
            ? `ann@example.com${breakChar}Bcc: x@evil.example`
            : `a${breakChar}Bcc: x`;
        expect(parseContact({ ...valid, [field]: value })).toEqual({
          success: false,
          fieldErrors: { [field]: "lineBreak" },
        });
      }
    },
  );

  it("keeps line breaks in the message but refuses control characters anywhere", () => {
    expect(parseContact({ ...valid, message: "Line one\r\nLine two" }).success).toBe(true);
    expect(parseContact({ ...valid, message: "nul\u0000byte" })).toMatchObject({
      fieldErrors: { message: "control" },
    });
    expect(parseContact({ ...valid, company: "bell\u0007" })).toMatchObject({
      fieldErrors: { company: "control" },
    });
  });

  it.each(["firstName", "lastName", "email", "company", "subject"])(
    "refuses invisible and direction-changing characters in %s",
    (field) => {
      for (const hidden of [
        "\u202e",
        "\u200b",
        "\u200f",
        "\u2066",
        "\u2069",
        "\u0085",
        "\u009b",
        "\ufeff",
        // What a second probe found past the first list: the soft hyphen, a
        // combining grapheme joiner, Hangul fillers, the Mongolian vowel
        // separator, a variation selector and a tag character.
        "\u00ad",
        "\u034f",
        "\u115f",
        "\u180e",
        "\u3164",
        "\uffa0",
        "\ufe0f",
        "\u{e0041}",
      ]) {
        const value = field === "email" ? `ann${hidden}@example.com` : `Invoice ${hidden}gpj.exe`;
        expect(
          parseContact({ ...valid, [field]: value }),
          `U+${hidden.codePointAt(0)?.toString(16)}`,
        ).toEqual({
          success: false,
          fieldErrors: { [field]: "control" },
        });
      }
    },
  );

  it("takes direction overrides out of the message and keeps the rest as typed", () => {
    const parsed = parseContact({
      ...valid,
      message:
        "Gr\u00fc\u00dfe \u202eevil\u202c, \u05e9\u05dc\u05d5\u05dd \u{1f469}\u200d\u{1f4bb}\u2066x\u2069",
    });
    expect(parsed).toMatchObject({
      success: true,
      data: { message: "Gr\u00fc\u00dfe evil, \u05e9\u05dc\u05d5\u05dd \u{1f469}\u200d\u{1f4bb}x" },
    });
  });

  it("accepts only the offered employee ranges, or none", () => {
    expect(parseContact({ ...valid, numberOfEmployees: "51-200" }).success).toBe(true);
    expect(parseContact({ ...valid, numberOfEmployees: "" }).success).toBe(true);
    expect(parseContact({ ...valid, numberOfEmployees: "a million" })).toMatchObject({
      fieldErrors: { numberOfEmployees: "invalid" },
    });
  });

  it("refuses values of the wrong type", () => {
    expect(
      parseContact({ subject: ["a", "b"], firstName: 42, email: ["a@b.ch"], message: 1 }),
    ).toEqual({
      success: false,
      fieldErrors: {
        subject: "invalid",
        firstName: "invalid",
        email: "invalid",
        message: "invalid",
      },
    });
  });
});
