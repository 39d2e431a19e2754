import { addDays, daysBetween, SATURDAY, weekdayOf, type CivilDate } from "~/lib/postal-calendar/civil-date";
import { dayStatus } from "~/lib/postal-calendar/day-status";

/**
 * USPS business days: the days with regular delivery, Monday to Saturday less postal holidays and
 * one-off closures. Saturday counts by default because USPS delivers on Saturdays and its
 * delivery-day counts skip only Sundays and holidays (docs/product.md §D10.1, decision 020); `saturdays: false` counts
 * Monday to Friday only, for a rule that says "weekdays" or a carrier that rests on Saturdays.
 */
export interface BusinessDayOptions {
  saturdays?: boolean;
}

/** The furthest a count may reach, in days: a century and a little, so no input loops for long. */
export const MAX_SPAN_DAYS = 40_000;

export function isBusinessDay(date: CivilDate, options: BusinessDayOptions = {}): boolean {
  if (options.saturdays === false && weekdayOf(date) === SATURDAY) return false;
  return dayStatus(date).regularDelivery;
}

/**
 * The business days after `from` up to and including `to`: a parcel mailed on `from` and
 * delivered on `to` took that many. When `to` is earlier, minus the business days from `to` up to
 * but not including `from` ("`to` was that many business days ago"), so that it undoes
 * addBusinessDays either way. 0 for the same day.
 */
export function businessDaysBetween(from: CivilDate, to: CivilDate, options: BusinessDayOptions = {}): number {
  const span = daysBetween(from, to);
  if (Math.abs(span) > MAX_SPAN_DAYS) throw new RangeError(`more than ${MAX_SPAN_DAYS} days between ${from} and ${to}`);
  let count = 0;
  if (span >= 0) {
    for (let day = 1; day <= span; day += 1) if (isBusinessDay(addDays(from, day), options)) count += 1;
    return count;
  }
  for (let day = 0; day < -span; day += 1) if (isBusinessDay(addDays(to, day), options)) count += 1;
  return -count;
}

/**
 * The `days`-th business day after `from` ("7 business days later"); with a negative `days`, the
 * one that many business days before. 0 gives `from` itself, business day or not.
 */
export function addBusinessDays(from: CivilDate, days: number, options: BusinessDayOptions = {}): CivilDate {
  if (!Number.isInteger(days)) throw new RangeError(`not a whole number of business days: ${days}`);
  const step = days < 0 ? -1 : 1;
  let date = from;
  let left = Math.abs(days);
  let walked = 0;
  while (left > 0) {
    date = addDays(date, step);
    walked += 1;
    if (walked > MAX_SPAN_DAYS) throw new RangeError(`${days} business days reach past ${MAX_SPAN_DAYS} days`);
    if (isBusinessDay(date, options)) left -= 1;
  }
  return date;
}
