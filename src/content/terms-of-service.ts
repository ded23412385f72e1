import type { LegalDocumentContent as LegalDocument } from "~/components/sections/LegalDocument";
import { site } from "~/site.config";
import { policyLastUpdated } from "./legal";
import type { Localized, PageCopy } from "./page-copy";

interface TermsCopy extends PageCopy {
  document: LegalDocument;
}

export const termsCopy = {
  en: {
    meta: {
      title: "Terms and Conditions",
      description: "The terms and conditions for using our website and AI adoption platform.",
    },
    hero: {
      badge: "Legal",
      title: "Terms and Conditions",
      intro: "The rules for using our website and platform.",
    },
    /** Spec §2 Terms and Conditions: eight sections, dated 5/8/2025. */
    document: {
      lastUpdated: policyLastUpdated,
      sections: [
        {
          title: "1. Introduction",
          body: [
            `These Terms and Conditions govern your use of the ${site.name} website and of our AI adoption platform (together, the "Service"), operated by ${site.legalName}, ${site.address.street}, ${site.address.postalCode} ${site.address.city}, ${site.address.country} ("we", "us", "our").`,
            "By accessing or using the Service you agree to be bound by these Terms. If you do not agree with any part of them, please do not use the Service.",
          ],
        },
        {
          title: "2. User Accounts",
          body: [
            "Some parts of the Service require an account. When you create one, you agree that:",
            {
              points: [
                "you provide information that is accurate, complete and current, and keep it up to date;",
                "you are responsible for keeping your password confidential and for every activity that takes place under your account;",
                "you tell us without delay if you become aware of any unauthorised use of your account.",
              ],
            },
            "If you breach these Terms, we may suspend or terminate your account, immediately and without prior notice.",
          ],
        },
        {
          title: "3. Access to Content",
          body: [
            'Some content on the Service is marked "Private". Access to Private content requires special permissions, which we grant at our discretion, for example to employees of a customer organisation.',
            "You may not attempt to access content, accounts or systems for which you have not been granted access, whether by circumventing security measures, guessing credentials, using another person's account or any other means. Unauthorised access attempts are prohibited and may lead to the termination of your account.",
          ],
        },
        {
          title: "4. Intellectual Property",
          body: [
            `The Service and its original content, features and functionality, including texts, trainings, graphics, logos and software, are and remain the exclusive property of ${site.legalName} and its licensors. They are protected by copyright, trademark and other laws of Switzerland and other countries.`,
            "You may use the content only for your own learning or for your organisation's internal purposes within the scope of your subscription. You may not copy, modify, distribute, sell or lease any part of the Service without our prior written consent.",
          ],
        },
        {
          title: "5. Privacy Policy",
          body: [
            "Our Privacy Policy explains how we collect, use and protect personal data when you use the Service. It is incorporated into these Terms by reference; by using the Service you also accept the Privacy Policy.",
          ],
        },
        {
          title: "6. Limitation of Liability",
          body: [
            `To the fullest extent permitted by law, ${site.legalName}, its directors, employees, partners and suppliers are not liable for any indirect, incidental, special, consequential or punitive damages, including loss of profits, data, use or goodwill, resulting from:`,
            {
              points: [
                "your access to, use of, or inability to access or use the Service;",
                "any conduct or content of any third party on the Service;",
                "any content obtained from the Service;",
                "unauthorised access to, use of or alteration of your transmissions or content.",
              ],
            },
            "This applies whether the claim is based on warranty, contract, tort (including negligence) or any other legal theory, and even if we have been informed of the possibility of such damage. Liability that cannot be excluded under mandatory law, such as for gross negligence or intent, remains unaffected.",
          ],
        },
        {
          title: "7. Changes to These Terms",
          body: [
            'We may revise these Terms from time to time. The current version is always published on this page, with the date of the latest change shown as "Last updated". If a change is material, we will give reasonable notice before it takes effect.',
            "By continuing to use the Service after a change takes effect, you agree to the revised Terms.",
          ],
        },
        {
          title: "8. Contact Us",
          body: [
            {
              lead: "If you have any questions about these Terms, please contact us at",
              email: site.email,
            },
          ],
        },
      ],
    },
  },
} satisfies Localized<TermsCopy, "en">;
