import { z } from "astro/zod";
import {
  CONTACT_FIELDS,
  CONTACT_INTENTS,
  type ContactOutcome,
  EMPLOYEE_RANGES,
  FIELD_ISSUES,
} from "~/lib/contact-schema";
import { link, oneEach, text, withPlaceholders } from "~/lib/copy-schema";

/** A field's label; the notification mail (server/mail) names the fields with the English ones. */
export const fieldCopy = z.strictObject({ label: text });

/** An answer the form gives: its title and its sentence. */
export const noticeCopy = z.strictObject({ title: text, description: text });

/**
 * The form's card for a purpose a link names (/contact?intent=demo): its title,
 * its line, its Send button and the message it starts with, which the visitor
 * may change or send as it is.
 */
export const purposeCardCopy = z.strictObject({
  title: text,
  description: text,
  submit: text,
  message: text,
});

/** Everything the form says (ContactForm.tsx): its own words, its fields' labels and every answer. */
export const contactFormCopy = z.strictObject({
  /** The card for a question of the visitor's own (spec §2: "Contact Form", "Send us a message"). */
  title: text,
  description: text,
  requiredHint: text,
  submit: text,
  /** The card for each purpose a link can name. */
  purposes: oneEach(CONTACT_INTENTS, purposeCardCopy),
  /**
   * A learner's chosen plan (/contact?intent=register&plan=professional): what the
   * card calls it, the message it starts with, and the way back to the plans.
   */
  plan: z.strictObject({
    label: text,
    message: withPlaceholders("plan", "price"),
    change: link,
  }),
  /**
   * What stands in the form's place once it is sent, under the spec's
   * confirmation: what was sent, a time to book (for a demo, where one is
   * offered) and the way to write again.
   */
  confirmation: z.strictObject({
    summary: text,
    purpose: text,
    email: text,
    booking: text,
    again: text,
  }),
  submitting: text,
  employeesPlaceholder: text,
  honeypotLabel: text,
  fields: oneEach(CONTACT_FIELDS, fieldCopy),
  employeeRanges: oneEach(EMPLOYEE_RANGES, text),
  /**
   * The choices of "What can we help with?": each purpose a link can name
   * (/contact?intent=demo), and none, for a question of the visitor's own.
   */
  intents: oneEach(["none", ...CONTACT_INTENTS], text),
  /** One line beside Send: what the visitor's details are used for, and a link to the privacy policy. */
  privacy: z.strictObject({ lead: text, link }),
  /**
   * What the visitor is told after sending. sent, missing and failed are the spec's
   * words (§4, §8); the others are ours, for rejections the spec does not cover.
   */
  notices: z.strictObject({
    sent: noticeCopy,
    missing: noticeCopy,
    failed: noticeCopy,
    invalid: noticeCopy,
    rateLimited: noticeCopy,
    forbidden: noticeCopy,
    tooLarge: noticeCopy,
  } satisfies Record<ContactOutcome, typeof noticeCopy>),
  /** What is wrong with a field's value, under the field. */
  fieldIssues: oneEach(FIELD_ISSUES, text),
});

export type FieldCopy = z.infer<typeof fieldCopy>;
export type NoticeCopy = z.infer<typeof noticeCopy>;
export type ContactFormCopy = z.infer<typeof contactFormCopy>;
