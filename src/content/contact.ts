import type { ContactFormCopy } from "~/components/forms/ContactForm";
import type { FieldCopy } from "~/components/forms/ContactFormField";
import type { Notice } from "~/components/forms/ContactFormNotice";
import type { ContactNextStepsCopy } from "~/components/sections/ContactNextSteps";
import type { ContactField, ContactOutcome, EmployeeRange, FieldIssue } from "~/lib/contact-schema";
import { type Office, site } from "~/site.config";
import type { Localized, PageCopy } from "./page-copy";

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
    description: `This form can only be sent from our own website, and this page is not on it. Please write to us at ${site.email} instead.`,
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

/** The offices' countries and cities in German; the postal lines are as the post writes them. */
const germanPlaces: Readonly<Record<string, Pick<Office, "country" | "city">>> = {
  Switzerland: { country: "Schweiz", city: "Zürich" },
  Germany: { country: "Deutschland", city: "München" },
  Turkey: { country: "Türkei", city: "Istanbul" },
};

const germanOffices: readonly Office[] = site.offices.map((office) => {
  const place = germanPlaces[office.country];
  if (!place) throw new Error(`No German name for the office in ${office.country}`);
  return { ...office, ...place };
});

type ContactCopy = PageCopy & {
  form: ContactFormCopy;
  nextSteps: ContactNextStepsCopy;
  offices: { title: string; offices: readonly Office[] };
};

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
      intro:
        "Tell us about your plans for AI, for your company or for yourself. A person from our team replies within one business day.",
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
    },
    nextSteps: {
      title: "What happens next",
      promise: "A person replies within one business day.",
      steps: [
        {
          title: "We read your message",
          text: "Someone from our sales team, not a bot, reads it and brings in the right specialist for your question.",
        },
        {
          title: "We talk",
          text: "In a short call we learn where your teams stand and show you the platform on your own use cases.",
        },
        {
          title: "You get a proposal",
          text: "A pilot project or a 3-stage plan, with the platform option, services and timeline that fit your company.",
        },
      ],
      direct: { lead: "Prefer email? Write to our sales team at", email: site.salesEmail },
    },
    offices: {
      title: "Our Offices",
      offices: site.offices,
    },
  },
  de: {
    meta: {
      title: "Kontakt",
      description:
        "Sprechen Sie mit unserem Team über AI-Adoption für Ihr Unternehmen oder für sich selbst. Büros in der Schweiz, in Deutschland und in der Türkei.",
    },
    hero: {
      badge: "Sprechen Sie mit uns",
      title: "Kontakt",
      intro:
        "Erzählen Sie uns von Ihren Plänen mit AI, für Ihr Unternehmen oder für sich selbst. Ein Mensch aus unserem Team antwortet innert eines Arbeitstags.",
    },
    form: {
      title: "Kontaktformular",
      description: "Schreiben Sie uns",
      requiredHint: "Mit * markierte Felder sind Pflichtfelder.",
      submit: "Nachricht senden",
      submitting: "Wird gesendet...",
      employeesPlaceholder: "Bereich wählen",
      honeypotLabel: "Dieses Feld bitte leer lassen",
      fields: {
        firstName: { label: "Vorname", autoComplete: "given-name" },
        lastName: { label: "Nachname", autoComplete: "family-name" },
        email: { label: "E-Mail", autoComplete: "email" },
        company: { label: "Unternehmen", autoComplete: "organization" },
        numberOfEmployees: { label: "Anzahl Mitarbeitende" },
        subject: { label: "Betreff" },
        message: { label: "Nachricht" },
      },
      employeeRanges: {
        "1-10": "1–10",
        "11-50": "11–50",
        "51-200": "51–200",
        "201-500": "201–500",
        "501-1000": "501–1'000",
        "1001-5000": "1'001–5'000",
        "5000+": "5'000+",
      },
      notices: {
        sent: {
          title: "Nachricht gesendet!",
          description: "Vielen Dank für Ihre Nachricht. Wir melden uns in Kürze bei Ihnen.",
        },
        missing: { title: "Fehler", description: "Bitte füllen Sie alle Pflichtfelder aus" },
        failed: {
          title: "Fehler",
          description:
            "Das Formular konnte nicht gesendet werden. Bitte versuchen Sie es später noch einmal.",
        },
        invalid: {
          title: "Fehler",
          description:
            "Einige Angaben stimmen noch nicht. Bitte korrigieren Sie sie und versuchen Sie es noch einmal.",
        },
        rateLimited: {
          title: "Zu viele Nachrichten",
          description:
            "Sie haben in kurzer Zeit mehrere Nachrichten gesendet. Bitte versuchen Sie es in ein paar Minuten noch einmal.",
        },
        forbidden: {
          title: "Nachricht nicht gesendet",
          description: `Dieses Formular lässt sich nur über unsere eigene Website senden, und diese Seite liegt nicht dort. Bitte schreiben Sie uns stattdessen an ${site.email}.`,
        },
        tooLarge: {
          title: "Nachricht zu lang",
          description:
            "Ihre Nachricht ist zu lang, um sie zu senden. Bitte kürzen Sie sie und versuchen Sie es noch einmal.",
        },
      },
      fieldIssues: {
        required: "Bitte füllen Sie dieses Feld aus.",
        tooLong: "Dieser Eintrag ist länger, als wir annehmen können.",
        email: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
        lineBreak: "Bitte schreiben Sie diesen Eintrag auf eine Zeile.",
        control: "Dieser Eintrag enthält Zeichen, die wir nicht annehmen können.",
        invalid: "Bitte wählen Sie einen der angebotenen Werte.",
      },
    },
    nextSteps: {
      title: "So geht es weiter",
      promise: "Ein Mensch antwortet Ihnen innert eines Arbeitstags.",
      steps: [
        {
          title: "Wir lesen Ihre Nachricht",
          text: "Jemand aus unserem Sales-Team, kein Bot, liest sie und zieht die richtige Fachperson für Ihr Anliegen bei.",
        },
        {
          title: "Wir sprechen miteinander",
          text: "In einem kurzen Gespräch erfahren wir, wo Ihre Teams stehen, und zeigen Ihnen die Plattform an Ihren eigenen Anwendungsfällen.",
        },
        {
          title: "Sie erhalten einen Vorschlag",
          text: "Ein Pilotprojekt oder einen 3-Stufen-Plan, mit der Plattform-Option, den Services und dem Zeitplan, die zu Ihrem Unternehmen passen.",
        },
      ],
      direct: {
        lead: "Lieber per E-Mail? Schreiben Sie unserem Sales-Team:",
        email: site.salesEmail,
      },
    },
    offices: {
      title: "Unsere Büros",
      offices: germanOffices,
    },
  },
} satisfies Localized<ContactCopy>;

/**
 * The short page a document post gets when it is refused before it is read
 * (another site's page, past the rate limit): the notice, and the way back.
 */
export const contactRefusal = {
  en: { backToForm: "Back to the contact form" },
  de: { backToForm: "Zurück zum Kontaktformular" },
} satisfies Localized<{ backToForm: string }>;
