import { answerSlug } from "~/lib/help-centre/answer-slug";

/**
 * The FAQ answers and guides about tracking statuses, in one place: each ends with a short line
 * to the tracking reader (/tracking-help, docs/product.md §D10.2), "Pasted a status you don't
 * understand?". FAQ answers by their file in data/faq-answers, guides by theirs in data/articles
 * (tests/unit/reader-links.test.ts checks each file exists).
 */
export const READER_LINKED_ANSWERS: ReadonlySet<string> = new Set([
  "usps-package-status-meanings",
  "usps-tracking-history",
  "usps-tracking-not-updating",
  "how-long-does-tracking-take-to-update",
  "what-does-in-transit-mean",
  "what-does-in-transit-to-next-facility-mean",
  "what-does-arriving-late-mean-on-usps",
  "what-does-acceptance-pending-mean",
  "what-does-alert-status-mean-on-usps",
  "what-does-awaiting-item-mean",
  "what-does-departed-usps-regional-facility-mean",
  "what-does-forwarded-mean-on-usps-tracking",
  "what-does-held-at-post-office-at-customer-request-mean",
  "what-does-out-for-delivery-mean",
  "tracking-says-label-created-but-no-movement",
  "package-in-transit-for-a-week",
  "package-stuck-in-transit-for-two-weeks",
  "package-marked-delivered-but-not-received",
  "package-says-delivered-but-i-cannot-find-it",
  "delivery-attempted-but-no-notice-left",
]);

export const READER_LINKED_GUIDES: ReadonlySet<string> = new Set([
  "what-does-in-transit-mean-usps",
  "how-to-contact-usps-about-a-missing-package",
  "how-long-does-usps-take-to-deliver",
]);

/** Whether the FAQ entry for this keyword ends with the line to the reader. */
export function faqEntryLinksToReader(keyword: string): boolean {
  return READER_LINKED_ANSWERS.has(answerSlug(keyword));
}

export function guideLinksToReader(slug: string): boolean {
  return READER_LINKED_GUIDES.has(slug);
}
