import { reviewAgeInDays, reviewDay } from "~/lib/review-date";
import { STATUS_SOURCES } from "~/lib/tracking-reader/rules";

/**
 * What is wrong with the status table's sources on `today`, one line each: a day that is not a
 * real day, a check dated in the future, a check-by day more than a year after its check (the
 * facts table's limit for periods and rules), or one already past. The rules' values are facts,
 * checked with the facts table (tests/unit/facts.test.ts).
 * tests/unit/tracking-reader-rules.test.ts runs it on the real date, so a stale source fails CI.
 */
export const CHECK_INTERVAL_DAYS = 366;

type Checked = { checked: string; checkBy: string; sources?: ReadonlyArray<{ url: string }>; url?: string };

export function ruleProblems(today: Date, rules: Readonly<Record<string, Checked>> = STATUS_SOURCES): string[] {
  const problems: string[] = [];
  for (const [id, rule] of Object.entries(rules)) {
    const checked = reviewDay(rule.checked);
    const checkBy = reviewDay(rule.checkBy);
    if (!checked || !checkBy) {
      problems.push(`${id}: checked ${rule.checked} and checkBy ${rule.checkBy} must be days written YYYY-MM-DD`);
      continue;
    }
    if (reviewAgeInDays(checked, today) < -1) problems.push(`${id}: checked ${checked} is in the future`);
    const allowed = reviewAgeInDays(checked, new Date(`${checkBy}T00:00:00Z`));
    if (allowed <= 0 || allowed > CHECK_INTERVAL_DAYS) {
      problems.push(`${id}: checkBy ${checkBy} must be after ${checked} and at most ${CHECK_INTERVAL_DAYS} days later`);
    }
    if (reviewAgeInDays(checkBy, today) > 0) {
      const where = rule.url ?? rule.sources?.[0]?.url ?? "its source";
      problems.push(`${id}: check-by date ${checkBy} has passed: read ${where} again and update the rule`);
    }
  }
  return problems;
}
