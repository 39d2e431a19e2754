import { civilDate, type CivilDate } from "~/lib/postal-calendar/civil-date";

/**
 * The browser's own today: the date in its own time zone, read from its clock in the browser,
 * with no request and nothing stored. With JavaScript this replaces the server's Eastern date.
 */
export function browserToday(now: Date = new Date()): CivilDate {
  return civilDate(now.getFullYear(), now.getMonth() + 1, now.getDate());
}
