export const DEVICES = ["mobile", "tablet", "desktop"] as const;
export type Device = (typeof DEVICES)[number];

const TABLET = /iPad|Tablet|Kindle|Silk\/|PlayBook/i;
const ANDROID = /Android/i;
/** MDN's advice for telling a phone by its user agent: "Mobi" anywhere in it. */
const MOBILE = /Mobi|Opera Mini/i;

/**
 * Phone, tablet or computer, by a rule short enough to read rather than a parser's
 * table: Chromium's `Sec-CH-UA-Mobile: ?1` (sent on every request) says phone;
 * an iPad, a "Tablet", a Kindle, or an Android without "Mobile" in its user agent
 * (Android's own convention for tablets) is a tablet; "Mobi" anywhere is a phone
 * (MDN, "Browser detection using the user agent"); anything else is a computer.
 * An iPad whose Safari asks for desktop sites (the default since iPadOS 13) says
 * it is a Mac and counts as a computer: no server can tell them apart.
 */
export function deviceOf(userAgent: string, chMobile: string | undefined): Device {
  if (chMobile === "?1") return "mobile";
  if (TABLET.test(userAgent)) return "tablet";
  if (MOBILE.test(userAgent)) return "mobile";
  if (ANDROID.test(userAgent)) return "tablet";
  return "desktop";
}
