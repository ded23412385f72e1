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
      lastUpdated: policyLastUpdated.en,
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
            `The Service and its original content, features and functionality, including text, training courses, graphics, logos and software, are and remain the exclusive property of ${site.legalName} and its licensors. They are protected by copyright, trademark and other laws of Switzerland and other countries.`,
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
  de: {
    meta: {
      title: "Nutzungsbedingungen",
      description: "Die Nutzungsbedingungen für unsere Website und unsere AI-Adoption-Plattform.",
    },
    hero: {
      badge: "Rechtliches",
      title: "Nutzungsbedingungen",
      intro: "Die Regeln für die Nutzung unserer Website und unserer Plattform.",
    },
    document: {
      lastUpdated: policyLastUpdated.de,
      sections: [
        {
          title: "1. Einleitung",
          body: [
            `Diese Nutzungsbedingungen regeln Ihre Nutzung der Website von ${site.name} und unserer AI-Adoption-Plattform (zusammen der «Service»), die von der ${site.legalName}, ${site.address.street}, ${site.address.postalCode} ${site.address.city}, Schweiz («wir», «uns», «unser») betrieben werden.`,
            "Indem Sie den Service aufrufen oder nutzen, erklären Sie sich mit diesen Bedingungen einverstanden. Wenn Sie mit einem Teil davon nicht einverstanden sind, nutzen Sie den Service bitte nicht.",
          ],
        },
        {
          title: "2. Benutzerkonten",
          body: [
            "Für einige Bereiche des Service benötigen Sie ein Konto. Wenn Sie eines eröffnen, verpflichten Sie sich:",
            {
              points: [
                "korrekte, vollständige und aktuelle Angaben zu machen und diese auf dem neuesten Stand zu halten;",
                "Ihr Passwort vertraulich zu behandeln und die Verantwortung für alle Aktivitäten zu tragen, die unter Ihrem Konto stattfinden;",
                "uns unverzüglich zu informieren, wenn Sie von einer unbefugten Nutzung Ihres Kontos erfahren.",
              ],
            },
            "Wenn Sie gegen diese Bedingungen verstossen, können wir Ihr Konto sofort und ohne vorherige Ankündigung sperren oder schliessen.",
          ],
        },
        {
          title: "3. Zugang zu Inhalten",
          body: [
            "Einige Inhalte des Service sind als «Private» gekennzeichnet. Der Zugang zu diesen Inhalten erfordert besondere Berechtigungen, die wir nach eigenem Ermessen erteilen, zum Beispiel Mitarbeitenden einer Kundenorganisation.",
            "Sie dürfen nicht versuchen, auf Inhalte, Konten oder Systeme zuzugreifen, für die Ihnen kein Zugang gewährt wurde, sei es durch das Umgehen von Sicherheitsmassnahmen, das Erraten von Zugangsdaten, die Nutzung des Kontos einer anderen Person oder auf anderem Weg. Unbefugte Zugriffsversuche sind verboten und können zur Schliessung Ihres Kontos führen.",
          ],
        },
        {
          title: "4. Geistiges Eigentum",
          body: [
            `Der Service und seine ursprünglichen Inhalte, Funktionen und Funktionalitäten, einschliesslich Texten, Trainings, Grafiken, Logos und Software, sind und bleiben ausschliessliches Eigentum der ${site.legalName} und ihrer Lizenzgeber. Sie sind durch Urheber-, Marken- und andere Gesetze der Schweiz und anderer Länder geschützt.`,
            "Sie dürfen die Inhalte nur für Ihr eigenes Lernen oder für interne Zwecke Ihrer Organisation im Rahmen Ihres Abonnements nutzen. Ohne unsere vorherige schriftliche Zustimmung dürfen Sie keinen Teil des Service kopieren, verändern, verbreiten, verkaufen oder vermieten.",
          ],
        },
        {
          title: "5. Datenschutzerklärung",
          body: [
            "Unsere Datenschutzerklärung erläutert, wie wir Personendaten erheben, verwenden und schützen, wenn Sie den Service nutzen. Sie ist durch Verweis Bestandteil dieser Bedingungen; mit der Nutzung des Service akzeptieren Sie auch die Datenschutzerklärung.",
          ],
        },
        {
          title: "6. Haftungsbeschränkung",
          body: [
            `Soweit gesetzlich zulässig, haften die ${site.legalName}, ihre Organe, Mitarbeitenden, Partner und Lieferanten nicht für indirekte, zufällige, besondere oder Folgeschäden oder Schadenersatz mit Strafcharakter, einschliesslich entgangenen Gewinns und des Verlusts von Daten, Nutzungsmöglichkeiten oder Goodwill, die entstehen aus:`,
            {
              points: [
                "Ihrem Zugang zum Service, seiner Nutzung oder der Unmöglichkeit, auf ihn zuzugreifen oder ihn zu nutzen;",
                "dem Verhalten oder den Inhalten Dritter im Service;",
                "Inhalten, die Sie über den Service erhalten haben;",
                "unbefugtem Zugriff auf Ihre Übermittlungen oder Inhalte, ihrer unbefugten Nutzung oder Veränderung.",
              ],
            },
            "Dies gilt unabhängig davon, ob sich ein Anspruch auf Gewährleistung, Vertrag, unerlaubte Handlung (einschliesslich Fahrlässigkeit) oder eine andere Rechtsgrundlage stützt, und auch dann, wenn wir auf die Möglichkeit eines solchen Schadens hingewiesen wurden. Eine Haftung, die nach zwingendem Recht nicht ausgeschlossen werden kann, etwa für grobe Fahrlässigkeit oder Vorsatz, bleibt unberührt.",
          ],
        },
        {
          title: "7. Änderungen dieser Bedingungen",
          body: [
            "Wir können diese Bedingungen von Zeit zu Zeit überarbeiten. Die aktuelle Fassung ist stets auf dieser Seite veröffentlicht, mit dem Datum der letzten Änderung unter «Zuletzt aktualisiert». Ist eine Änderung wesentlich, informieren wir Sie mit angemessener Frist, bevor sie in Kraft tritt.",
            "Wenn Sie den Service weiter nutzen, nachdem eine Änderung in Kraft getreten ist, stimmen Sie den überarbeiteten Bedingungen zu.",
          ],
        },
        {
          title: "8. Kontakt",
          body: [
            {
              lead: "Wenn Sie Fragen zu diesen Bedingungen haben, kontaktieren Sie uns bitte unter",
              email: site.email,
            },
          ],
        },
      ],
    },
  },
} satisfies Localized<TermsCopy>;
