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
     * privacy-policy.test.ts keeps them, in each language, in step with the schema and
     * retention period.
     */
    document: {
      lastUpdated: policyLastUpdated.en,
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
                    "your job title, so that we can offer training that fits your role.",
                  ],
                },
              ],
            },
            {
              title: "Usage data",
              body: [
                "When you use the platform we record how you use it, for example the courses you start and complete, the features you open and the time you spend in them.",
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
                "We store what you enter, when you sent it and in which language:",
                {
                  points: [
                    "first name and last name;",
                    "email address;",
                    "company and number of employees;",
                    "subject and message;",
                    "the time of submission;",
                    "the language of the page you wrote from.",
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
                "personalise your courses and learning paths;",
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
                "Messages sent through the contact form are kept for 365\u00A0days after submission. After that, an automated retention job deletes them, together with our copy of the notification email.",
              ],
            },
          ],
        },
        {
          title: "6. Your Privacy Rights",
          body: [
            "Depending on where you live, you have rights over your personal data. You may ask us at any time which personal data we hold about you.",
          ],
          // As a Swiss company we are bound by the revFADP whoever you are; the GDPR
          // adds its rights for residents of the EEA. Both sets stand side by side.
          parts: [
            {
              title: "In Switzerland: the revised Federal Act on Data Protection (revFADP)",
              body: [
                "As a Swiss company, we process personal data under the revised Federal Act on Data Protection (revFADP), in force since 1 September 2023. It gives you the right to:",
                {
                  points: [
                    "be told whether we process personal data about you, and receive a copy of it;",
                    "have inaccurate personal data corrected;",
                    "object to the processing of your personal data or to its disclosure to third parties, and have it deleted;",
                    "receive the personal data you gave us in a common electronic format, or have it passed to another company.",
                  ],
                },
                "If you believe that we process your personal data unlawfully, you can report it to the Federal Data Protection and Information Commissioner (FDPIC), the Swiss supervisory authority.",
              ],
            },
            {
              title: "In the European Economic Area: the General Data Protection Regulation (GDPR)",
              body: [
                "If you are a resident of the European Economic Area (EEA), you have the right to:",
                {
                  points: [
                    "have inaccurate or incomplete personal data corrected;",
                    "have your personal data deleted;",
                    "have the use of your personal data limited.",
                  ],
                },
              ],
            },
            {
              title: "How to exercise your rights",
              body: [
                "To exercise any of these rights, write to us at the address in the Contact Us section. We may ask you to confirm your identity before we act on your request.",
              ],
            },
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
  de: {
    meta: {
      title: "Datenschutzerklärung",
      description:
        "Wie wir Personendaten erheben, verwenden und schützen, und welche Rechte Sie haben.",
    },
    hero: {
      badge: "Rechtliches",
      title: "Datenschutzerklärung",
      intro: "Wie wir mit Ihren Personendaten umgehen, und welche Rechte Sie haben.",
    },
    document: {
      lastUpdated: policyLastUpdated.de,
      sections: [
        {
          title: "1. Einleitung",
          body: [
            `Die ${site.legalName}, ${site.address.street}, ${site.address.postalCode} ${site.address.city}, Schweiz («wir», «uns», «unser») respektiert Ihre Privatsphäre. Diese Datenschutzerklärung erläutert, welche Personendaten wir erheben, wenn Sie diese Website besuchen oder unsere AI-Adoption-Plattform nutzen (zusammen der «Service»), wie wir sie verwenden und schützen und welche Rechte Sie haben.`,
            "Mit der Nutzung des Service akzeptieren Sie die hier beschriebenen Praktiken. Wenn Sie nicht einverstanden sind, nutzen Sie den Service bitte nicht.",
          ],
        },
        {
          title: "2. Welche Daten wir erheben",
          body: ["Wir erheben nur die Daten, die wir benötigen, um den Service zu erbringen."],
          parts: [
            {
              title: "Wenn Sie sich für die Plattform registrieren",
              body: [
                {
                  points: [
                    "Ihr Name;",
                    "Ihre E-Mail-Adresse;",
                    "das Unternehmen, für das Sie arbeiten;",
                    "Ihre Funktion, damit wir Ihnen Trainings anbieten können, die zu Ihrer Rolle passen.",
                  ],
                },
              ],
            },
            {
              title: "Nutzungsdaten",
              body: [
                "Wenn Sie die Plattform nutzen, erfassen wir, wie Sie sie nutzen, zum Beispiel welche Trainings Sie beginnen und abschliessen, welche Funktionen Sie öffnen und wie viel Zeit Sie darin verbringen.",
              ],
            },
            {
              title: "Gerätedaten",
              body: [
                "Unsere Server erhalten mit jeder Anfrage technische Informationen von Ihrem Gerät, etwa Browsertyp und Browserversion, Betriebssystem, Gerätetyp und IP-Adresse.",
              ],
            },
            {
              title: "Wenn Sie das Kontaktformular auf dieser Website nutzen",
              body: [
                "Wir speichern, was Sie eingeben, wann Sie es gesendet haben und in welcher Sprache:",
                {
                  points: [
                    "Vorname und Nachname;",
                    "E-Mail-Adresse;",
                    "Unternehmen und Anzahl Mitarbeitende;",
                    "Betreff und Nachricht;",
                    "der Zeitpunkt der Übermittlung;",
                    "die Sprache der Seite, von der aus Sie geschrieben haben.",
                  ],
                },
                "Um das Formular vor Missbrauch zu schützen, zählen wir, wie viele Nachrichten von jeder Netzwerkadresse gesendet werden. Der Zähler enthält nur einen Einweg-Hash Ihrer IP-Adresse, nie die Adresse selbst oder Ihre Nachricht, und wird innerhalb von zwei Stunden automatisch gelöscht.",
              ],
            },
            {
              title: "Cookies und Dritte auf dieser Website",
              body: [
                "Diese Website setzt keine Tracking- oder Werbe-Cookies und lädt nichts von Dritten: keine Analysedienste, keine Social-Media-Plug-ins, keine externen Schriften. Ihre Seiten, Schriften, Bilder und Videos liefern wir selbst aus.",
              ],
            },
          ],
        },
        {
          title: "3. Wie wir Ihre Daten verwenden",
          body: [
            "Wir verwenden die erhobenen Daten, um:",
            {
              points: [
                "den Service einschliesslich Ihres Kontos bereitzustellen, zu betreiben und zu warten;",
                "Ihre Trainings und Lernpfade zu personalisieren;",
                "Ihre Anfragen für den Zugang zu gesicherter Dokumentation und zu als «Private» gekennzeichneten Inhalten zu bearbeiten;",
                "Ihre Anfragen zu beantworten und Ihnen Informationen zu senden, die Sie angefordert haben;",
                "zu verstehen, wie der Service genutzt wird, damit wir ihn verbessern können;",
                "technische Probleme, Betrug und Missbrauch zu erkennen, zu verhindern und zu beheben.",
              ],
            },
            `Wenn Sie das Kontaktformular senden, geht eine Benachrichtigung mit Ihrer Nachricht per E-Mail an unser Verkaufsteam (${site.salesEmail}), das Ihnen an die angegebene E-Mail-Adresse antwortet.`,
          ],
        },
        {
          title: "4. Weitergabe Ihrer Daten",
          body: [
            "Wir verkaufen Ihre Personendaten nicht. Wir geben sie nur weiter:",
            {
              points: [
                "aufgrund gesetzlicher Pflichten: wenn wir gesetzlich dazu verpflichtet sind oder auf gültige Anordnung eines Gerichts oder einer Behörde hin;",
                "an Dienstleister: an Unternehmen, die den Service in unserem Auftrag hosten, betreiben oder unterstützen und vertraglich verpflichtet sind, die Daten nur zu diesem Zweck zu verwenden und sie zu schützen;",
                "bei Unternehmensübertragungen: Sind wir an einer Fusion, einer Übernahme oder einem Verkauf von Vermögenswerten beteiligt, können Ihre Daten im Rahmen dieser Transaktion übertragen werden; wir informieren Sie, bevor sie einer anderen Datenschutzerklärung unterliegen.",
              ],
            },
          ],
        },
        {
          title: "5. Sicherheit Ihrer Daten",
          body: [
            "Wir schützen Ihre Daten mit angemessenen technischen und organisatorischen Massnahmen, darunter verschlüsselte Verbindungen, Zugriff nur für die Personen, die ihn benötigen, und regelmässige Aktualisierungen unserer Systeme. Keine Methode der Übertragung über das Internet oder der elektronischen Speicherung ist jedoch vollkommen sicher, und wir können keine absolute Sicherheit garantieren.",
          ],
          parts: [
            {
              title: "Wie lange wir Kontaktnachrichten aufbewahren",
              body: [
                "Nachrichten, die über das Kontaktformular gesendet werden, bewahren wir ab der Übermittlung 365\u00A0Tage auf. Danach löscht ein automatischer Löschjob sie, zusammen mit unserer Kopie der Benachrichtigungs-E-Mail.",
              ],
            },
          ],
        },
        {
          title: "6. Ihre Datenschutzrechte",
          body: [
            "Je nachdem, wo Sie wohnen, haben Sie Rechte an Ihren Personendaten. Sie können uns jederzeit fragen, welche Personendaten wir über Sie gespeichert haben.",
          ],
          parts: [
            {
              title: "In der Schweiz: revidiertes Datenschutzgesetz (revDSG)",
              body: [
                "Als Schweizer Unternehmen bearbeiten wir Personendaten nach dem revidierten Bundesgesetz über den Datenschutz (revDSG), das seit dem 1. September 2023 in Kraft ist. Es gibt Ihnen das Recht:",
                {
                  points: [
                    "zu erfahren, ob wir Personendaten über Sie bearbeiten, und eine Kopie davon zu erhalten;",
                    "unrichtige Personendaten berichtigen zu lassen;",
                    "der Bearbeitung Ihrer Personendaten oder ihrer Bekanntgabe an Dritte zu widersprechen und sie löschen zu lassen;",
                    "die Personendaten, die Sie uns gegeben haben, in einem gängigen elektronischen Format zu erhalten oder einem anderen Unternehmen übermitteln zu lassen.",
                  ],
                },
                "Wenn Sie der Ansicht sind, dass wir Ihre Personendaten widerrechtlich bearbeiten, können Sie dies dem Eidgenössischen Datenschutz- und Öffentlichkeitsbeauftragten (EDÖB) melden, der Aufsichtsbehörde der Schweiz.",
              ],
            },
            {
              title: "Im Europäischen Wirtschaftsraum: Datenschutz-Grundverordnung (DSGVO)",
              body: [
                "Wenn Sie im Europäischen Wirtschaftsraum (EWR) wohnen, haben Sie das Recht:",
                {
                  points: [
                    "unrichtige oder unvollständige Personendaten berichtigen zu lassen;",
                    "Ihre Personendaten löschen zu lassen;",
                    "die Verwendung Ihrer Personendaten einschränken zu lassen.",
                  ],
                },
              ],
            },
            {
              title: "So üben Sie Ihre Rechte aus",
              body: [
                "Um eines dieser Rechte auszuüben, schreiben Sie uns an die Adresse im Abschnitt «Kontakt». Wir können Sie bitten, Ihre Identität zu bestätigen, bevor wir Ihre Anfrage bearbeiten.",
              ],
            },
          ],
        },
        {
          title: "7. Datenschutz bei Kindern",
          body: [
            "Der Service richtet sich nicht an Personen unter 18 Jahren, und wir erheben nicht wissentlich Personendaten von Kindern unter 18 Jahren. Erfahren wir, dass wir solche Daten erhoben haben, löschen wir sie. Wenn Sie glauben, dass uns ein Kind Personendaten übermittelt hat, kontaktieren Sie uns bitte.",
          ],
        },
        {
          title: "8. Änderungen dieser Datenschutzerklärung",
          body: [
            "Wir können diese Datenschutzerklärung von Zeit zu Zeit aktualisieren. Die aktuelle Fassung ist stets auf dieser Seite veröffentlicht, mit dem Datum der letzten Änderung unter «Zuletzt aktualisiert». Wir empfehlen Ihnen, sie regelmässig zu lesen.",
          ],
        },
        {
          title: "9. Kontakt",
          body: [
            {
              lead: "Wenn Sie Fragen zu dieser Datenschutzerklärung oder zu Ihren Personendaten haben, kontaktieren Sie uns bitte unter",
              email: site.email,
            },
          ],
        },
      ],
    },
  },
} satisfies Localized<PrivacyCopy>;
