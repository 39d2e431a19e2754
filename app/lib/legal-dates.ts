/**
 * When the privacy policy's and the GDPR page's text last changed (docs/product.md §D9.3), kept
 * beside a SHA-256 of that text as the pages render it in every configuration.
 * tests/unit/legal-dates.test.ts renders the pages and fails when the text no longer matches its
 * hash: whoever changes a legal page's text sets `updated` to the day of the change and the hash
 * to the one the test prints. A change of markup or code alone changes neither.
 */
export const LEGAL_TEXT_VERSIONS = {
  privacyPolicy: {
    updated: "2026-11-27",
    textSha256: "d6dfcd2864fd4c59341bd7342806af2c0d9a7853f704ee8ae7081031963ddcf9",
  },
  gdpr: {
    updated: "2026-11-27",
    textSha256: "8ff0879a13c6ae525e22de83077fab22339f31bd18a8d79c6d3c7fa78b656e38",
  },
} as const;

export type LegalPage = keyof typeof LEGAL_TEXT_VERSIONS;

/** Advance notice before changed terms apply (docs/product.md §S9). */
export const TERMS_NOTICE_DAYS = 30;
/** When the Terms of Service took effect: change it with their text, so the promised dated notice has a date. */
export const TERMS_EFFECTIVE = "2026-11-23";

/** A `YYYY-MM-DD` day as a reader of the locale writes it ("November 24, 2026", "24 de noviembre de 2026"). */
export function legalDate(isoDate: string, locale = "en-US"): { isoDate: string; label: string } {
  const label = new Intl.DateTimeFormat(locale, { timeZone: "UTC", year: "numeric", month: "long", day: "numeric" });
  return { isoDate, label: label.format(new Date(`${isoDate}T00:00:00Z`)) };
}

/** The page's "Last updated" date: `YYYY-MM-DD` for `<time>`, and as a reader sees it. */
export function lastUpdated(page: LegalPage, locale = "en-US"): { isoDate: string; label: string } {
  return legalDate(LEGAL_TEXT_VERSIONS[page].updated, locale);
}
