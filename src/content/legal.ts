/** Spec §9: both policy documents carry the same date (US style: 8 May 2025). */
export const policyLastUpdated = {
  prefix: "Last updated:",
  label: "5/8/2025",
  iso: "2025-05-08",
} as const;
