/**
 * Civil dates: a day on the calendar written `YYYY-MM-DD`, with no time and no time zone. The
 * postal calendar answers for a date, never for an instant: whose date it is (US Eastern Time on
 * the server, the browser's own zone with JavaScript) is decided before a date comes here
 * (today.server.ts, browser-today.ts). Arithmetic runs on UTC day numbers, where every day has
 * 24 hours, so no daylight-saving change can move a date.
 */

/** A real calendar day written `YYYY-MM-DD` (checked by parseCivilDate). */
export type CivilDate = string;

/** 0 is Sunday, 6 is Saturday (as Date#getUTCDay). */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export const SUNDAY: Weekday = 0;
export const MONDAY: Weekday = 1;
export const THURSDAY: Weekday = 4;
export const FRIDAY: Weekday = 5;
export const SATURDAY: Weekday = 6;

const DAY_MS = 86_400_000;
const CIVIL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The date as a number of days since 1970-01-01 (negative before). */
function dayNumber(date: CivilDate): number {
  const match = CIVIL_DATE.exec(date);
  if (!match) throw new RangeError(`not a civil date: ${JSON.stringify(date)}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}

function fromDayNumber(days: number): CivilDate {
  return new Date(days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The years a date may come from outside (configuration, a pasted tracking history, a query): the
 * calendar's rules are modern, and a bounded year keeps every later step (next closure, business
 * days) inside four-digit years.
 */
export const CIVIL_DATE_YEARS = { first: 1900, last: 2199 } as const;

/**
 * `text` as a civil date, or undefined when it is not one real day written `YYYY-MM-DD` within
 * CIVIL_DATE_YEARS (a 31 April, a month 13, a time of day or extra spaces are refused).
 */
export function parseCivilDate(text: unknown): CivilDate | undefined {
  if (typeof text !== "string") return undefined;
  const match = CIVIL_DATE.exec(text);
  const year = Number(match?.[1]);
  if (!match || year < CIVIL_DATE_YEARS.first || year > CIVIL_DATE_YEARS.last) return undefined;
  // Date.UTC rolls 2026-02-30 over to March: a day that does not round-trip does not exist.
  return fromDayNumber(dayNumber(text)) === text ? text : undefined;
}

/** Builds a date from numbers (month 1-12); out-of-range days roll over as Date.UTC does. */
export function civilDate(year: number, month: number, day: number): CivilDate {
  return fromDayNumber(Date.UTC(year, month - 1, day) / DAY_MS);
}

export function addDays(date: CivilDate, days: number): CivilDate {
  return fromDayNumber(dayNumber(date) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CivilDate, to: CivilDate): number {
  return dayNumber(to) - dayNumber(from);
}

export function weekdayOf(date: CivilDate): Weekday {
  return new Date(dayNumber(date) * DAY_MS).getUTCDay() as Weekday;
}

export function yearOf(date: CivilDate): number {
  return Number(date.slice(0, 4));
}

/**
 * The date as a Date at UTC midnight, for Intl formatting: format it with `timeZone: "UTC"` so
 * that the day shown is the civil date whatever zone the formatting process is in.
 */
export function toUtcDate(date: CivilDate): Date {
  return new Date(dayNumber(date) * DAY_MS);
}

/** The Intl options that write a civil date in full ("Friday, December 25"), zone-proof. */
export const LONG_DATE: Intl.DateTimeFormatOptions = {
  weekday: "long",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
};

/** As LONG_DATE with the year ("Friday, December 25, 2026"). */
export const LONG_DATE_WITH_YEAR: Intl.DateTimeFormatOptions = { ...LONG_DATE, year: "numeric" };
