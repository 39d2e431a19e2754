import {
  addDays,
  civilDate,
  MONDAY,
  SUNDAY,
  THURSDAY,
  weekdayOf,
  type CivilDate,
  type Weekday,
} from "~/lib/postal-calendar/civil-date";
import type { SourceId } from "~/lib/postal-calendar/sources";

/**
 * The 11 legal public holidays of 5 U.S.C. 6103(a), on the days USPS closes for them
 * (docs/product.md §D10.1, decision 020). The names shown to visitors are in the `calendar`
 * catalogs (`calendar.holiday.<id>`), one per language.
 */
export const HOLIDAY_IDS = [
  "newYear",
  "mlk",
  "washington",
  "memorial",
  "juneteenth",
  "independence",
  "labor",
  "columbus",
  "veterans",
  "thanksgiving",
  "christmas",
] as const;

export type HolidayId = (typeof HOLIDAY_IDS)[number];

type DateRule =
  | { kind: "fixed"; month: number; day: number }
  /** The nth given weekday of the month; nth 5 means the last. */
  | { kind: "weekday"; month: number; weekday: Weekday; nth: 1 | 2 | 3 | 4 | 5 };

interface HolidayRule {
  id: HolidayId;
  /** The name in 5 U.S.C. 6103(a), for the sources' sake (visitors see the catalog's name). */
  legalName: string;
  date: DateRule;
  /** The first year USPS closed for it; before that the calendar does not list it. */
  since: number;
  sources: readonly SourceId[];
}

const LAST = 5;
const LAW: readonly SourceId[] = ["federalHolidays", "uspsHolidayLeave", "uspsHolidays2026"];

export const HOLIDAY_RULES: readonly HolidayRule[] = [
  { id: "newYear", legalName: "New Year's Day", date: { kind: "fixed", month: 1, day: 1 }, since: 1971, sources: LAW },
  {
    id: "mlk",
    legalName: "Birthday of Martin Luther King, Jr.",
    date: { kind: "weekday", month: 1, weekday: MONDAY, nth: 3 },
    since: 1986,
    sources: LAW,
  },
  {
    id: "washington",
    legalName: "Washington's Birthday",
    date: { kind: "weekday", month: 2, weekday: MONDAY, nth: 3 },
    since: 1971,
    sources: LAW,
  },
  {
    id: "memorial",
    legalName: "Memorial Day",
    date: { kind: "weekday", month: 5, weekday: MONDAY, nth: LAST },
    since: 1971,
    sources: LAW,
  },
  {
    id: "juneteenth",
    legalName: "Juneteenth National Independence Day",
    date: { kind: "fixed", month: 6, day: 19 },
    // Law since June 17, 2021, two days before: USPS stayed open in 2021 and first closed in 2022.
    since: 2022,
    sources: [...LAW, "uspsJuneteenth2022"],
  },
  {
    id: "independence",
    legalName: "Independence Day",
    date: { kind: "fixed", month: 7, day: 4 },
    since: 1971,
    sources: [...LAW, "uspsIndependenceDay2026"],
  },
  {
    id: "labor",
    legalName: "Labor Day",
    date: { kind: "weekday", month: 9, weekday: MONDAY, nth: 1 },
    since: 1971,
    sources: LAW,
  },
  {
    id: "columbus",
    legalName: "Columbus Day",
    date: { kind: "weekday", month: 10, weekday: MONDAY, nth: 2 },
    since: 1971,
    sources: LAW,
  },
  {
    id: "veterans",
    legalName: "Veterans Day",
    date: { kind: "fixed", month: 11, day: 11 },
    // From 1971 to 1977 it was the fourth Monday in October.
    since: 1978,
    sources: [...LAW, "uspsVeteransDay2023"],
  },
  {
    id: "thanksgiving",
    legalName: "Thanksgiving Day",
    date: { kind: "weekday", month: 11, weekday: THURSDAY, nth: 4 },
    since: 1971,
    sources: LAW,
  },
  {
    id: "christmas",
    legalName: "Christmas Day",
    date: { kind: "fixed", month: 12, day: 25 },
    since: 1971,
    sources: [...LAW, "uspsSundayHolidays2022"],
  },
];

/**
 * How USPS moves a holiday that falls on a weekend, and why (decision 020):
 * - On a Sunday, post offices close and there is no regular delivery on the Monday after
 *   (Executive Order 11582 section 3(a); ELM 518.22; USPS's Monday closures of 2021 and 2022).
 * - On a Saturday, USPS closes on the Saturday itself and the Friday before is a normal day of
 *   delivery and retail. 5 U.S.C. 6103(b) and ELM 518.21 move the holiday to the Friday for
 *   employees' pay and leave only: USPS said so for July 4, 2026, Veterans Day 2023 and July 4, 2020.
 */
export const WEEKEND_RULE_SOURCES: readonly SourceId[] = [
  "sundayRule",
  "uspsHolidayLeave",
  "uspsSundayHolidays2022",
  "uspsIndependenceDay2026",
  "uspsVeteransDay2023",
];

export interface HolidayClosure {
  holiday: HolidayId;
  /** The holiday's own date. */
  date: CivilDate;
  /** The day post offices close and regular delivery stops for it. */
  observed: CivilDate;
}

function ruleDate(rule: DateRule, year: number): CivilDate {
  if (rule.kind === "fixed") return civilDate(year, rule.month, rule.day);
  if (rule.nth === LAST) {
    // Back from the last day of the month (day 0 of the next month) to the weekday.
    const lastDay = civilDate(year, rule.month + 1, 0);
    return addDays(lastDay, -((weekdayOf(lastDay) - rule.weekday + 7) % 7));
  }
  const first = civilDate(year, rule.month, 1);
  return addDays(first, ((rule.weekday - weekdayOf(first) + 7) % 7) + 7 * (rule.nth - 1));
}

/** USPS's closing day for a holiday on `date`: Sunday moves to Monday, Saturday stays. */
export function observedDay(date: CivilDate): CivilDate {
  return weekdayOf(date) === SUNDAY ? addDays(date, 1) : date;
}

const byYear = new Map<number, readonly HolidayClosure[]>();

/** The year's holidays with the day USPS closes for each, in date order. */
export function holidaysOfYear(year: number): readonly HolidayClosure[] {
  let holidays = byYear.get(year);
  if (!holidays) {
    holidays = HOLIDAY_RULES.filter((rule) => year >= rule.since).map((rule) => {
      const date = ruleDate(rule.date, year);
      return { holiday: rule.id, date, observed: observedDay(date) };
    });
    // Years are looked up again and again (next closure, business days); there are few of them.
    if (byYear.size > 400) byYear.clear();
    byYear.set(year, holidays);
  }
  return holidays;
}
