import { SATURDAY, weekdayOf, yearOf, type CivilDate } from "~/lib/postal-calendar/civil-date";
import { closureSource, closuresOfYear, isPublishedYear, type Closure } from "~/lib/postal-calendar/closures";
import { SOURCES } from "~/lib/postal-calendar/sources";

/**
 * What the postal holidays page lists (/postal-holidays): this year's and next year's closures,
 * each with how it was placed and its source, as plain data a loader can send. The words come from
 * the calendar namespace in the page's language.
 */
export interface ListedClosure {
  date: CivilDate;
  reason: Closure["reason"];
  /** How the day was placed: the holiday's own date, the Monday after a Sunday one, or a Saturday one. */
  placed: "onTheDay" | "mondayAfter" | "saturday" | "oneOff";
  source: { url: string; title: string };
}

export interface ClosureYear {
  year: number;
  /** USPS has published its list for the year; otherwise the days are worked out from its rules. */
  published: boolean;
  closures: ListedClosure[];
}

function placed(closure: Closure): ListedClosure["placed"] {
  const { reason } = closure;
  if (reason.kind === "oneOff") return "oneOff";
  if (reason.date !== closure.date) return "mondayAfter";
  return weekdayOf(closure.date) === SATURDAY ? "saturday" : "onTheDay";
}

/** The years the page shows for `today`: its own and the next. */
export function shownYears(today: CivilDate): [number, number] {
  const year = yearOf(today);
  return [year, year + 1];
}

export function closureYears(today: CivilDate): ClosureYear[] {
  return shownYears(today).map((year) => ({
    year,
    published: isPublishedYear(year),
    closures: closuresOfYear(year).map((closure) => {
      const source = SOURCES[closureSource(closure)];
      return {
        date: closure.date,
        reason: closure.reason,
        placed: placed(closure),
        source: { url: source.url, title: source.title },
      };
    }),
  }));
}
