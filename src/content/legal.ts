import type { LegalDocumentContent } from "~/components/sections/LegalDocument";
import { site } from "~/site.config";
import type { Localized } from "./page-copy";

/**
 * Spec §9: both policy documents carry the same date, 8 May 2025: the English as the
 * spec writes it (US style, 5/8/2025), the German the Swiss way.
 */
export const policyLastUpdated: Localized<LegalDocumentContent["lastUpdated"]> = {
  en: { prefix: "Last updated:", label: "5/8/2025", iso: "2025-05-08" },
  de: { prefix: "Zuletzt aktualisiert:", label: "8. Mai 2025", iso: "2025-05-08" },
};

const { legalName, address } = site;

/** Who "we" are in both documents: the company and its postal address. */
export const legalEntity: Localized<string> = {
  en: `${legalName}, ${address.street}, ${address.postalCode} ${address.city}, ${address.country}`,
  de: `${legalName}, ${address.street}, ${address.postalCode} ${address.city}, Schweiz`,
};
