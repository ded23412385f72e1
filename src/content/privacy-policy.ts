import type { LegalDocumentContent as LegalDocument } from "~/components/sections/LegalDocument";
import { site } from "~/site.config";
import { policyLastUpdated } from "./legal";
import type { Localized, PageCopy } from "./page-copy";

interface PrivacyCopy extends PageCopy {
  document: LegalDocument;
}

export const privacyCopy = {
  en: {
    meta: {
      title: "Privacy Policy",
      description: "How we collect, use and protect personal data, and the rights you have.",
    },
    hero: {
      badge: "Legal",
      title: "Privacy Policy",
      intro: "How we handle your personal data, and the rights you have.",
    },
    /**
     * Spec §2 Privacy Policy: nine sections, dated 5/8/2025. The parts about this
     * website describe what server/ actually stores and for how long;
     * privacy-policy.test.ts keeps them in step with the schema and retention period.
     */
    document: {
      lastUpdated: policyLastUpdated,
      sections: [
        {
          title: "1. Introduction",
          body: [
            `${site.legalName}, ${site.address.street}, ${site.address.postalCode} ${site.address.city}, ${site.address.country} ("we", "us", "our") respects your privacy. This Privacy Policy explains what personal data we collect when you visit this website or use our AI adoption platform (together, the "Service"), how we use and protect it, and which rights you have.`,
            "By using the Service you accept the practices described here. If you do not agree, please do not use the Service.",
          ],
        },
        {
          title: "2. Information We Collect",
          body: ["We collect only the information we need to provide the Service."],
          parts: [
            {
              title: "When you register for the platform",
              body: [
                {
                  points: [
                    "your name;",
                    "your email address;",
                    "the company you work for;",
                    "your job title, so that we can offer trainings that fit your role.",
                  ],
                },
              ],
            },
            {
              title: "Usage data",
              body: [
                "When you use the platform we record how you use it, for example the trainings you start and complete, the features you open and the time you spend in them.",
              ],
            },
            {
              title: "Device data",
              body: [
                "Our servers receive technical information from your device with every request, such as the browser type and version, the operating system, the device type and the IP address.",
              ],
            },
            {
              title: "When you use the contact form on this website",
              body: [
                "We store what you enter and when you sent it:",
                {
                  points: [
                    "first name and last name;",
                    "email address;",
                    "company and number of employees;",
                    "subject and message;",
                    "the time of submission.",
                  ],
                },
                "To protect the form against abuse, we count how many messages are sent from each network address. The counter holds only a one-way hash of your IP address, never the address itself or your message, and is deleted automatically within two hours.",
              ],
            },
            {
              title: "Cookies and third parties on this website",
              body: [
                "This website sets no tracking or advertising cookies and loads nothing from third parties: no analytics, no social media plug-ins, no external fonts. Its pages, fonts, images and videos are served by us.",
              ],
            },
          ],
        },
        {
          title: "3. How We Use Your Information",
          body: [
            "We use the information we collect to:",
            {
              points: [
                "provide, operate and maintain the Service, including your account;",
                "personalise your trainings and learning paths;",
                "process your requests for access to secured documentation and Private content;",
                "answer your enquiries and send you information you asked for;",
                "understand how the Service is used, so that we can improve it;",
                "detect, prevent and address technical problems, fraud and abuse.",
              ],
            },
            `When you send the contact form, a notification with your message is emailed to our sales team (${site.salesEmail}), who will reply to the email address you gave.`,
          ],
        },
        {
          title: "4. Disclosure of Your Information",
          body: [
            "We do not sell your personal data. We disclose it only:",
            {
              points: [
                "by law: when we are required to do so by law or in response to a valid request by a court or public authority;",
                "to service providers: to companies that host, operate or support the Service on our behalf, bound by contract to use the data only for that purpose and to protect it;",
                "in business transfers: if we are involved in a merger, acquisition or sale of assets, your data may be transferred as part of that transaction; we will tell you before it becomes subject to a different privacy policy.",
              ],
            },
          ],
        },
        {
          title: "5. Security of Your Information",
          body: [
            "We protect your data with appropriate technical and organisational measures, including encrypted connections, access restricted to the people who need it, and regular updates of our systems. No method of transmission over the internet or of electronic storage is completely secure, however, and we cannot guarantee absolute security.",
          ],
          parts: [
            {
              title: "How long we keep contact messages",
              body: [
                "Messages sent through the contact form are kept for 365 days after submission. After that, an automated retention job deletes them, together with our copy of the notification email.",
              ],
            },
          ],
        },
        {
          title: "6. Your Privacy Rights",
          body: [
            "Depending on where you live, you have rights over your personal data. You may ask us at any time which personal data we hold about you.",
            "If you are a resident of the European Economic Area (EEA), you have the right to:",
            {
              points: [
                "have inaccurate or incomplete personal data corrected;",
                "have your personal data deleted;",
                "have the use of your personal data limited.",
              ],
            },
            "To exercise any of these rights, write to us at the address in the Contact Us section. We may ask you to confirm your identity before we act on your request.",
          ],
        },
        {
          title: "7. Children's Privacy",
          body: [
            "The Service is not directed at anyone under the age of 18, and we do not knowingly collect personal data from children under 18. If we learn that we have collected such data, we delete it. If you believe a child has given us personal data, please contact us.",
          ],
        },
        {
          title: "8. Changes to This Privacy Policy",
          body: [
            'We may update this Privacy Policy from time to time. The current version is always published on this page, with the date of the latest change shown as "Last updated". We encourage you to review it periodically.',
          ],
        },
        {
          title: "9. Contact Us",
          body: [
            {
              lead: "If you have any questions about this Privacy Policy or your personal data, please contact us at",
              email: site.email,
            },
          ],
        },
      ],
    },
  },
} satisfies Localized<PrivacyCopy, "en">;
