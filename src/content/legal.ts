import type { LegalDocumentContent } from "~/components/sections/LegalDocument";
import type { Localized } from "./page-copy";

/**
 * Spec §9: both policy documents carry the same date, 8 May 2025: the English as the
 * spec writes it (US style, 5/8/2025), the German the Swiss way.
 */
export const policyLastUpdated: Localized<LegalDocumentContent["lastUpdated"]> = {
  en: { prefix: "Last updated:", label: "5/8/2025", iso: "2025-05-08" },
  de: { prefix: "Zuletzt aktualisiert:", label: "8. Mai 2025", iso: "2025-05-08" },
};
