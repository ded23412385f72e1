/**
 * The language detector of the copy checks (eld, "small" database: its n-grams
 * tell English, German and French apart on a sentence of six words, where
 * trigram detectors such as franc do not), limited to the site's languages.
 */
import { eld } from "eld/small";
import { locales } from "~/locales";

/** The locale code (the row's `detect`) a text reads as, or "" when the detector is unsure. */
export function siteLanguageDetector(): (text: string) => string {
  const detector = eld.newInstance();
  detector.setLanguageSubset(locales.map((row) => row.detect));
  return (text) => {
    const result = detector.detect(text);
    return result.isReliable() ? result.language : "";
  };
}
