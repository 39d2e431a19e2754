import { answerSlug } from "~/lib/help-centre/answer-slug";

/**
 * The guides and FAQ answers that open with today's answer from the postal calendar (issue 32):
 * those about opening days, holidays and delivery days. This list is the only place that says
 * which; tests/unit/today-topics.test.ts checks that every name is a file in both languages.
 */

/** Guides by slug (data/articles/<slug>.md and data/es/articles/<slug>.md). */
export const TODAY_GUIDES: readonly string[] = [
  "does-usps-deliver-on-christmas-eve",
  "does-usps-deliver-on-saturday",
  "does-usps-deliver-on-weekends",
  "does-usps-deliver-saturday",
  "is-the-usps-open-today",
  "is-usps-closed-on-memorial-day",
  "is-usps-open-christmas-eve",
  "is-usps-open-on-saturday",
  "is-usps-open-on-veterans-day",
  "is-usps-open-today",
];

/** FAQ entries by their stored answer's file name (data/faq-answers/<slug>.md, and data/es/). */
export const TODAY_FAQ_ANSWERS: readonly string[] = [
  "can-i-pick-up-mail-at-the-post-office-on-weekends",
  "does-mail-come-on-saturday",
  "does-usps-deliver-amazon-packages-on-sunday",
  "does-usps-deliver-on-christmas-eve",
  "does-usps-deliver-on-holidays",
  "does-usps-deliver-on-saturday",
  "does-usps-deliver-on-sunday",
  "does-usps-deliver-on-weekends",
  "is-usps-closed-on-memorial-day",
  "is-usps-open-christmas-eve",
  "is-usps-open-on-saturday",
  "is-usps-open-on-veterans-day",
  "is-usps-open-today",
];

export function guideShowsToday(slug: string): boolean {
  return TODAY_GUIDES.includes(slug);
}

/** For an FAQ entry, by its keyword (the entry's stored answer is answerSlug(keyword)). */
export function faqEntryShowsToday(keyword: string): boolean {
  return TODAY_FAQ_ANSWERS.includes(answerSlug(keyword));
}
