import { REVIEW_MAX_AGE_DAYS, reviewAgeInDays, reviewDay } from "~/lib/review-date";
import { SOURCES, type CalendarSource } from "~/lib/postal-calendar/sources";

/**
 * What is wrong with the calendar's sources on `today`, one line each ("source: problem"): a date
 * that is not a real day, a check dated in the future, a check-by date more than
 * REVIEW_MAX_AGE_DAYS after its check (the guides' rule, review-date.ts), or one already past.
 * tests/unit/postal-calendar-sources.test.ts runs it on the real date, so a stale rule fails CI.
 */
export function calendarSourceProblems(
  today: Date,
  sources: Readonly<Record<string, CalendarSource>> = SOURCES,
): string[] {
  const problems: string[] = [];
  for (const [id, source] of Object.entries(sources)) {
    const checked = reviewDay(source.checked);
    const checkBy = reviewDay(source.checkBy);
    if (!checked || !checkBy) {
      problems.push(`${id}: checked ${source.checked} and checkBy ${source.checkBy} must be days written YYYY-MM-DD`);
      continue;
    }
    // A day of slack: east of Greenwich, today is already tomorrow (as for the guides).
    if (reviewAgeInDays(checked, today) < -1) problems.push(`${id}: checked ${checked} is in the future`);
    const allowed = reviewAgeInDays(checked, new Date(`${checkBy}T00:00:00Z`));
    if (allowed <= 0 || allowed > REVIEW_MAX_AGE_DAYS) {
      problems.push(`${id}: checkBy ${checkBy} must be after ${checked} and at most ${REVIEW_MAX_AGE_DAYS} days later`);
    }
    if (reviewAgeInDays(checkBy, today) > 0) {
      problems.push(`${id}: check-by date ${checkBy} has passed: read ${source.url} again and update the calendar`);
    }
  }
  return problems;
}
