/**
 * What must hold of every fact in the table, and of its dates on a given day: the rule the content
 * tests apply with the real date (tests/unit/facts.test.ts), as the 400-day review rule does for
 * pages. A page never stops being served because a fact is due: the test fails, and whoever runs
 * it checks the fact again.
 */
import { reviewAgeInDays, reviewDay } from "~/lib/review-date";
import { linkProblem } from "~/lib/help-centre/link-rules";
import type { Fact, FactCategory } from "~/lib/facts/fact-types";

/**
 * The longest a fact may go between checks. Prices change with USPS's price changes (since March
 * 2026 stamps at most once a fiscal year, shipping more often), so six months; rules a year, the
 * cadence of the guides' own review (REVIEW_MAX_AGE_DAYS is 400).
 */
export const CHECK_INTERVAL_DAYS: Record<FactCategory, number> = {
  price: 184,
  limit: 366,
  period: 366,
  "short-code": 366,
  rule: 366,
  history: 366,
};

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What is wrong with one fact, whatever the day: its id, dates, value and sources. */
export function factShapeProblems(id: string, fact: Fact): string[] {
  const problems: string[] = [];
  const report = (message: string) => problems.push(`${id}: ${message}`);
  if (!ID.test(id)) report("the id must be kebab-case (lower-case words joined by hyphens)");
  for (const field of ["checked", "checkBy", "since", "reported"] as const) {
    const value = fact[field];
    if (value !== undefined && reviewDay(value) !== value)
      report(`${field} "${value}" is not one day written YYYY-MM-DD`);
  }
  if (problems.length > 0) return problems;

  const interval = reviewAgeInDays(fact.checked, new Date(`${fact.checkBy}T00:00:00Z`));
  if (interval < 0) report(`checkBy ${fact.checkBy} comes before checked ${fact.checked}`);
  if (interval > CHECK_INTERVAL_DAYS[fact.category]) {
    report(
      `checkBy ${fact.checkBy} is ${interval} days after checked ${fact.checked}: a ${fact.category} is checked again within ${CHECK_INTERVAL_DAYS[fact.category]} days`,
    );
  }
  if (fact.since !== undefined && fact.since > fact.checked)
    report(`since ${fact.since} is after checked ${fact.checked}`);
  if (fact.reported !== undefined && fact.reported > fact.checked)
    report(`reported ${fact.reported} is after checked ${fact.checked}`);
  if (fact.since !== undefined && fact.reported !== undefined)
    report("gives since and reported: a fact took effect on a day, or was reported on one, not both");

  const { value } = fact;
  if (value.kind === "money" && !(Number.isInteger(value.cents) && value.cents > 0)) {
    report("money is a whole, positive number of cents");
  }
  if (value.kind === "days" && !(Number.isInteger(value.days) && value.days > 0))
    report("days is a whole, positive number");
  if (value.kind === "day-range" && !(Number.isInteger(value.min) && value.min > 0 && value.max > value.min)) {
    report("a day range goes from a positive whole min to a larger max");
  }
  if (value.kind === "short-code" && !/^\d{4,6}$/.test(value.code)) report("a short code is 4 to 6 digits");
  if (value.kind === "date" && reviewDay(value.day) !== value.day) report(`date "${value.day}" is not YYYY-MM-DD`);
  if (
    value.kind === "time" &&
    !(
      Number.isInteger(value.hour) &&
      value.hour >= 0 &&
      value.hour <= 23 &&
      (value.minute === undefined || (Number.isInteger(value.minute) && value.minute >= 0 && value.minute <= 59))
    )
  ) {
    report("a time is a whole hour from 0 to 23, with whole minutes from 0 to 59");
  }
  if (value.kind === "duration" && !(Number.isInteger(value.amount) && value.amount > 0))
    report("a duration is a whole, positive amount");
  if (value.kind === "text" && (value.text.en.trim() === "" || value.text.es.trim() === "")) {
    report("a text value is worded in English and Spanish");
  }

  if (fact.about.trim() === "" || fact.evidence.trim() === "")
    report("about and evidence say what it is and how it was confirmed");
  const [first] = fact.sources;
  if (!first) report("has no source");
  else if (!first.official) report("its first source (the one pages link) must be the publisher's own page");
  for (const source of fact.sources) {
    // The first source is rendered into pages, so it must pass the same link rules as a page's own
    // links, unless it says the site may not link it (then pages name it as text).
    const problem = source === first && source.linkable !== false ? linkProblem(source.url, []) : null;
    if (problem) report(`source ${problem.href} ${problem.reason}`);
    if (source.linkable === false && !(URL.canParse(source.url) && new URL(source.url).protocol === "https:"))
      report(`source ${source.url} is named without a link, but still needs its https address for editors`);
    if (source.title.en.trim() === "" || source.title.es.trim() === "")
      report(`source ${source.url} needs a title in both languages`);
  }
  return problems;
}

/** What is due on `today`: a fact past its check-by day, or one checked "in the future". */
export function factDateProblems(id: string, fact: Fact, today: Date): string[] {
  const overdue = reviewAgeInDays(fact.checkBy, today);
  const problems: string[] = [];
  if (overdue > 0) {
    problems.push(
      `${id}: was to be checked again by ${fact.checkBy} (${overdue} days ago): check it against ${fact.sources[0]?.url ?? "its source"}, then update value, evidence, checked and checkBy in data/facts.ts`,
    );
  }
  // A day of slack, as for review dates: east of Greenwich today is already tomorrow.
  if (reviewAgeInDays(fact.checked, today) < -1) problems.push(`${id}: checked ${fact.checked} is in the future`);
  return problems;
}

/** Every problem of a table on `today`. */
export function factTableProblems(table: Readonly<Record<string, Fact>>, today: Date): string[] {
  return Object.entries(table).flatMap(([id, fact]) => [
    ...factShapeProblems(id, fact),
    ...factDateProblems(id, fact, today),
  ]);
}
