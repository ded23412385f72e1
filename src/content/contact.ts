import type { ContactFormCopy } from "~/components/sections/ContactForm";
import type { FieldCopy } from "~/components/sections/ContactFormField";
import type { Notice } from "~/components/sections/ContactFormNotice";
import type { ContactField, ContactOutcome, EmployeeRange, FieldIssue } from "~/lib/contact-schema";
import type { Localized, PageCopy } from "./page-copy";
import { uiText } from "./ui";

/** Labels of the form's fields; the notification mail (server/mail) uses the same words. */
export const contactFields: Record<ContactField, FieldCopy> = {
  firstName: { label: "First name", autoComplete: "given-name" },
  lastName: { label: "Last name", autoComplete: "family-name" },
  email: { label: "Email", autoComplete: "email" },
  company: { label: "Company", autoComplete: "organization" },
  numberOfEmployees: { label: "Number of employees" },
  subject: { label: "Subject" },
  message: { label: "Message" },
};

export const employeeRangeLabels: Record<EmployeeRange, string> = {
  "1-10": "1–10",
  "11-50": "11–50",
  "51-200": "51–200",
  "201-500": "201–500",
  "501-1000": "501–1,000",
  "1001-5000": "1,001–5,000",
  "5000+": "5,000+",
};

/**
 * What the visitor is told after sending. sent, missing and failed are the
 * spec's words (§4, §8); the others are ours, for rejections the spec does not cover.
 */
export const contactNotices: Record<ContactOutcome, Notice> = {
  sent: {
    title: "Message Sent!",
    description: "Thank you for contacting us. We'll get back to you soon.",
  },
  missing: { title: "Error", description: "Please fill in all required fields" },
  failed: { title: "Error", description: "Failed to submit form. Please try again later." },
  invalid: {
    title: "Error",
    description: "Some fields need a second look. Please correct them and try again.",
  },
  rateLimited: {
    title: "Too many messages",
    description:
      "You have sent several messages in a short time. Please try again in a few minutes.",
  },
  forbidden: {
    title: "Message not sent",
    description:
      "This form can only be sent from our own website. Please reload the page and try again.",
  },
  tooLarge: {
    title: "Message too long",
    description: "Your message is too long to send. Please shorten it and try again.",
  },
};

const fieldIssueText: Record<FieldIssue, string> = {
  required: "This field is required.",
  tooLong: "This is longer than we can accept.",
  email: "Please enter a valid email address.",
  lineBreak: "Please keep this on one line.",
  control: "This contains characters we cannot accept.",
  invalid: "Please choose one of the offered values.",
};

type ContactCopy = PageCopy & { form: ContactFormCopy; offices: { title: string } };

export const contactCopy = {
  en: {
    meta: {
      title: "Contact",
      description:
        "Talk to our team about AI adoption for your company or yourself. Offices in Switzerland, Germany and Turkey.",
    },
    hero: {
      badge: "Talk to us",
      title: "Contact",
      intro: "Tell us about your plans for AI. Our team will get back to you soon.",
    },
    form: {
      title: "Contact Form",
      description: "Send us a message",
      requiredHint: "Fields marked * are required.",
      submit: "Send Message",
      submitting: "Sending...",
      employeesPlaceholder: "Select a range",
      honeypotLabel: "Leave this field empty",
      fields: contactFields,
      employeeRanges: employeeRangeLabels,
      notices: contactNotices,
      fieldIssues: fieldIssueText,
      toast: uiText.en.toast,
    },
    offices: {
      title: "Our Offices",
    },
  },
} satisfies Localized<ContactCopy, "en">;
