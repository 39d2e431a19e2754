/**
 * The day a guide or FAQ answer was last reviewed against the carrier's published rules: kept
 * in its front matter as `reviewed: 2026-11-24`, shown on the page as "Last reviewed November
 * 24, 2026" in the page's language (components/content/last-reviewed.tsx), and out of date once it
 * is more than REVIEW_MAX_AGE_DAYS old (the content check in tests/unit/review-dates.test.ts).
 */

export const REVIEW_MAX_AGE_DAYS = 400;

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A front-matter `reviewed` value as an ISO day (`2026-11-24`), or undefined when it is not one
 * real calendar day. YAML reads an unquoted `2026-11-24` as a Date at UTC midnight; a quoted one
 * stays a string. Both are accepted; a time of day, a month 13 or a 31 April are not.
 */
export function reviewDay(value: unknown): string | undefined {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return undefined;
    const iso = value.toISOString();
    return iso.endsWith("T00:00:00.000Z") ? iso.slice(0, 10) : undefined;
  }
  if (typeof value !== "string") return undefined;
  const day = value.trim();
  if (!ISO_DAY.test(day)) return undefined;
  const date = new Date(`${day}T00:00:00Z`);
  // Date rolls 2026-02-30 over to March: a day that does not round-trip does not exist.
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day) ? day : undefined;
}

/** Whole days from the review to `today` (UTC days; negative when the review is in the future). */
export function reviewAgeInDays(isoDay: string, today: Date): number {
  const todayUtc = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.round((todayUtc - Date.parse(`${isoDay}T00:00:00Z`)) / DAY_MS);
}

/** Why a review day is not acceptable today, or undefined when it is. */
export function reviewDayProblem(isoDay: string, today: Date): string | undefined {
  const age = reviewAgeInDays(isoDay, today);
  // A day of slack: where the reviewer's calendar is ahead of UTC (east of Greenwich), today is already tomorrow.
  if (age < -1) return `reviewed ${isoDay} is in the future`;
  if (age > REVIEW_MAX_AGE_DAYS) {
    return `reviewed ${isoDay} is ${age} days old (more than ${REVIEW_MAX_AGE_DAYS}): review it against the carrier's published rules and update the date`;
  }
  return undefined;
}
