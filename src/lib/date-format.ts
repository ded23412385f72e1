/**
 * Dates as a page writes them: "2 November 2025" (en-GB), "2. November 2025" (de-CH).
 * A fixed time zone, so the build machine's zone never moves a date by a day.
 */
export function dateFormat(locale: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
}
