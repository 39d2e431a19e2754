/**
 * When the privacy policy's and the GDPR page's text last changed (docs/product.md §D9.3), kept
 * beside a SHA-256 of that text as the pages render it in every configuration.
 * tests/unit/legal-dates.test.ts renders the pages and fails when the text no longer matches its
 * hash: whoever changes a legal page's text sets `updated` to the day of the change and the hash
 * to the one the test prints. A change of markup or code alone changes neither.
 */
export const LEGAL_TEXT_VERSIONS = {
  privacyPolicy: {
    updated: "2026-11-25",
    textSha256: "ef0e02adb67f1e70ff6322c5f89523e4d9c46494694274c7d575153445f3afbe",
  },
  gdpr: {
    updated: "2026-11-24",
    textSha256: "5cc3e6a37eca0379f0f80d6062995d06919551cbfd0271cbf11ba643e1e07aaa",
  },
} as const;

export type LegalPage = keyof typeof LEGAL_TEXT_VERSIONS;

const label = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", year: "numeric", month: "long", day: "numeric" });

/** The page's "Last updated" date: `YYYY-MM-DD` for `<time>`, and as a reader sees it ("November 24, 2026"). */
export function lastUpdated(page: LegalPage): { isoDate: string; label: string } {
  const isoDate = LEGAL_TEXT_VERSIONS[page].updated;
  return { isoDate, label: label.format(new Date(`${isoDate}T00:00:00Z`)) };
}
