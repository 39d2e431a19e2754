import type { CivilDate } from "~/lib/postal-calendar/civil-date";

/**
 * US Eastern Time, where a page without JavaScript takes "today" from (decision 020): the date
 * there, and how long until it changes. Pure (Intl only), so the server and its tests share it.
 */
export const EASTERN_TIME_ZONE = "America/New_York";

const wallClock = new Intl.DateTimeFormat("en-US", {
  timeZone: EASTERN_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** The wall-clock time in New York at `instant`, as if it were a UTC time (milliseconds). */
function easternWallClockMs(instant: Date): number {
  const parts = Object.fromEntries(wallClock.formatToParts(instant).map((part) => [part.type, part.value]));
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
}

/** The date in US Eastern Time at `instant`. */
export function easternDate(instant: Date): CivilDate {
  return new Date(easternWallClockMs(instant)).toISOString().slice(0, 10);
}

/**
 * Whole seconds from `instant` until the next midnight in US Eastern Time (at least 1): how long
 * a page that shows today's answer may be kept. Days of 23 and 25 hours (daylight saving) are
 * counted as they are: the offset is read again at the midnight found.
 */
export function secondsUntilEasternMidnight(instant: Date): number {
  const wall = easternWallClockMs(instant);
  const offset = wall - Math.floor(instant.getTime() / 1000) * 1000;
  const nextMidnightWall = (Math.floor(wall / 86_400_000) + 1) * 86_400_000;
  // The clock changes at 2 a.m., never at midnight: the offset at midnight is the one after the change.
  let midnight = nextMidnightWall - offset;
  const offsetThen = easternWallClockMs(new Date(midnight)) - midnight;
  midnight = nextMidnightWall - offsetThen;
  return Math.max(1, Math.ceil((midnight - instant.getTime()) / 1000));
}
