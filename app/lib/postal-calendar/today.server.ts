import { CACHE_CONTROL, endingWithin } from "~/lib/cache-policy.server";
import { getConfig } from "~/lib/config.server";
import type { CivilDate } from "~/lib/postal-calendar/civil-date";
import { easternDate, secondsUntilEasternMidnight } from "~/lib/postal-calendar/eastern-time";

/**
 * The server's today: the date in US Eastern Time, or PARCELHELP_TODAY when it is set (tests and
 * demonstrations; never in production, and the server says so at start). The calendar and the
 * tracking reader take today from here and nowhere else; with JavaScript the browser's own date
 * wins (browser-today.ts).
 */
export function serverToday(now: Date = new Date(), fixed: CivilDate | undefined = getConfig().today): CivilDate {
  return fixed ?? easternDate(now);
}

/**
 * How long a response that shows today's answer may be kept by the browser or a shared cache: no
 * later than the next midnight in US Eastern Time, so no cache ever serves yesterday's answer.
 */
export function todayMaxAgeSeconds(now: Date = new Date()): number {
  return secondsUntilEasternMidnight(now);
}

/**
 * The policy of a page that shows today's answer (`page` unless the route keeps another, such as
 * an FAQ entry's `private`), never kept past Eastern midnight.
 */
export function todayCacheControl(now: Date = new Date(), policy: string = CACHE_CONTROL.page): string {
  return endingWithin(policy, todayMaxAgeSeconds(now));
}
