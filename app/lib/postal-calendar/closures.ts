import { addDays, SATURDAY, weekdayOf, type CivilDate } from "~/lib/postal-calendar/civil-date";
import { dayStatus, type ClosedReason, type DayStatus } from "~/lib/postal-calendar/day-status";
import { holidaysOfYear } from "~/lib/postal-calendar/holidays";
import { ONE_OFF_DAYS, oneOffById } from "~/lib/postal-calendar/one-off-days";
import type { SourceId } from "~/lib/postal-calendar/sources";

/** A day post offices close and regular delivery stops for a holiday or a one-off closure (not a plain Sunday). */
export interface Closure {
  date: CivilDate;
  reason: Exclude<ClosedReason, { kind: "sunday" }>;
}

/**
 * The years whose closures USPS has published, and where; later years are worked out from the
 * same rules (the page says which is which). Add a year when USPS lists it.
 */
export const PUBLISHED_YEARS: Readonly<Record<number, SourceId>> = { 2026: "uspsHolidays2026" };

export function isPublishedYear(year: number): boolean {
  return year in PUBLISHED_YEARS;
}

/** Every closure of a year, in date order: holidays on the days USPS closes, and one-off closures. */
export function closuresOfYear(year: number): Closure[] {
  const closures: Closure[] = holidaysOfYear(year).map((holiday) => ({
    date: holiday.observed,
    reason: { kind: "holiday", holiday: holiday.holiday, date: holiday.date },
  }));
  for (const day of ONE_OFF_DAYS) {
    if (!day.regularDelivery && day.date.startsWith(`${year}-`)) {
      closures.push({ date: day.date, reason: { kind: "oneOff", id: day.id } });
    }
  }
  return closures.sort((a, b) => a.date.localeCompare(b.date));
}

/** Closures of the years `from` to `to`, both included. */
export function closuresOfYears(from: number, to: number): Closure[] {
  const closures: Closure[] = [];
  for (let year = from; year <= to; year += 1) closures.push(...closuresOfYear(year));
  return closures;
}

/** The first closure after `date` (today's own is not "next"). There is one every year. */
export function nextClosure(date: CivilDate): Closure {
  const year = Number(date.slice(0, 4));
  const next = closuresOfYears(year, year + 1).find((closure) => closure.date > date);
  // Every year has a New Year's Day closure in its first days, so year + 1 always holds one.
  if (!next) throw new Error(`no closure after ${date}`);
  return next;
}

/** The first day after `date` with regular delivery: at most a few days on. */
export function nextDeliveryDay(date: CivilDate): DayStatus {
  let status = dayStatus(addDays(date, 1));
  while (!status.regularDelivery) status = dayStatus(addDays(status.date, 1));
  return status;
}

/**
 * The one source a closure is best shown with: USPS's own list for a year it has published, else
 * the rule that put the closure on its day (the statute, or the weekend rule's USPS notice).
 */
export function closureSource(closure: Closure): SourceId {
  const { reason } = closure;
  if (reason.kind === "oneOff") return oneOffById(reason.id).source;
  const published = PUBLISHED_YEARS[Number(closure.date.slice(0, 4))];
  if (published) return published;
  if (reason.date !== closure.date) return "uspsSundayHolidays2022";
  if (weekdayOf(closure.date) === SATURDAY) return "uspsIndependenceDay2026";
  return "federalHolidays";
}
