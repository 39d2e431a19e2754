/**
 * The postal calendar's rules over a century of dates (2026-2125): what must hold every year,
 * whatever the weekdays, checked against day-by-day answers rather than against the rules' own
 * code paths.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { addBusinessDays, businessDaysBetween, isBusinessDay } from "~/lib/postal-calendar/business-days";
import { addDays, civilDate, daysBetween, weekdayOf, type CivilDate } from "~/lib/postal-calendar/civil-date";
import { closuresOfYear, nextClosure, nextDeliveryDay } from "~/lib/postal-calendar/closures";
import { dayStatus, isClosure } from "~/lib/postal-calendar/day-status";
import { HOLIDAY_IDS, holidaysOfYear } from "~/lib/postal-calendar/holidays";

const FIRST_YEAR = 2026;
const LAST_YEAR = 2125;
const FIRST_DAY = civilDate(FIRST_YEAR, 1, 1);
const DAYS = daysBetween(FIRST_DAY, civilDate(LAST_YEAR, 12, 31)) + 1;

const SUNDAY = 0;
const SATURDAY = 6;

/** Any date of the century. */
const aDate = fc.integer({ min: 0, max: DAYS - 1 }).map((offset) => addDays(FIRST_DAY, offset));

/** Which holiday each day of a year is closed for, from dayStatus alone. */
function closedDaysByHoliday(year: number): Map<string, CivilDate[]> {
  const days = new Map<string, CivilDate[]>();
  for (let date = civilDate(year, 1, 1); date.startsWith(`${year}-`); date = addDays(date, 1)) {
    const reason = dayStatus(date).closedFor;
    if (reason?.kind === "holiday") days.set(reason.holiday, [...(days.get(reason.holiday) ?? []), date]);
  }
  return days;
}

/** Weekday rules in the statute: the weekday and the days of the month it can fall on. */
const WEEKDAY_RULES: Record<string, { month: number; weekday: number; from: number; to: number }> = {
  mlk: { month: 1, weekday: 1, from: 15, to: 21 },
  washington: { month: 2, weekday: 1, from: 15, to: 21 },
  memorial: { month: 5, weekday: 1, from: 25, to: 31 },
  labor: { month: 9, weekday: 1, from: 1, to: 7 },
  columbus: { month: 10, weekday: 1, from: 8, to: 14 },
  thanksgiving: { month: 11, weekday: 4, from: 22, to: 28 },
};
const FIXED_DATES: Record<string, string> = {
  newYear: "01-01",
  juneteenth: "06-19",
  independence: "07-04",
  veterans: "11-11",
  christmas: "12-25",
};

describe(`every year ${FIRST_YEAR}-${LAST_YEAR}`, () => {
  it("closes exactly one day for each of the 11 holidays, never a Sunday, on the holiday or the day after", () => {
    for (let year = FIRST_YEAR; year <= LAST_YEAR; year += 1) {
      const closed = closedDaysByHoliday(year);
      expect([...closed.keys()].sort(), String(year)).toEqual([...HOLIDAY_IDS].sort());
      for (const holiday of holidaysOfYear(year)) {
        const days = closed.get(holiday.holiday) ?? [];
        expect(days, `${year} ${holiday.holiday}`).toHaveLength(1);
        const [observed] = days;
        expect(weekdayOf(observed), `${observed}`).not.toBe(SUNDAY);
        const shift = daysBetween(holiday.date, observed);
        // Only a Sunday holiday moves, and only to the Monday; a Saturday one stays on the Saturday.
        expect(shift, `${holiday.date} -> ${observed}`).toBe(weekdayOf(holiday.date) === SUNDAY ? 1 : 0);
      }
    }
  });

  it("puts each holiday on the date or weekday the statute gives it", () => {
    for (let year = FIRST_YEAR; year <= LAST_YEAR; year += 1) {
      for (const holiday of holidaysOfYear(year)) {
        const [, month, day] = holiday.date.split("-").map(Number);
        const fixed = FIXED_DATES[holiday.holiday];
        if (fixed) {
          expect(holiday.date).toBe(`${year}-${fixed}`);
        } else {
          const rule = WEEKDAY_RULES[holiday.holiday];
          expect({ month, weekday: weekdayOf(holiday.date) }, holiday.date).toEqual({
            month: rule.month,
            weekday: rule.weekday,
          });
          expect(day, holiday.date).toBeGreaterThanOrEqual(rule.from);
          expect(day, holiday.date).toBeLessThanOrEqual(rule.to);
        }
      }
    }
  });

  it("closes on a Saturday holiday and keeps the Friday before a delivery day", () => {
    let saturdays = 0;
    for (let year = FIRST_YEAR; year <= LAST_YEAR; year += 1) {
      for (const holiday of holidaysOfYear(year).filter((h) => weekdayOf(h.date) === SATURDAY)) {
        saturdays += 1;
        expect(dayStatus(holiday.date), holiday.date).toMatchObject({ postOffices: "closed", regularDelivery: false });
        const friday = dayStatus(addDays(holiday.date, -1));
        expect(friday, friday.date).toMatchObject({ postOffices: "open", regularDelivery: true });
        expect(friday.note, friday.date).toEqual({
          kind: "saturdayHolidayEve",
          holiday: holiday.holiday,
          date: holiday.date,
        });
      }
    }
    // Five fixed-date holidays land on a Saturday about one year in seven each.
    expect(saturdays).toBeGreaterThan(50);
  });

  it("lists the closures of a year as the days dayStatus calls closures, in order", () => {
    for (let year = FIRST_YEAR; year <= LAST_YEAR; year += 7) {
      const fromStatus: CivilDate[] = [];
      for (let date = civilDate(year, 1, 1); date.startsWith(`${year}-`); date = addDays(date, 1)) {
        if (isClosure(dayStatus(date))) fromStatus.push(date);
      }
      expect(closuresOfYear(year).map((closure) => closure.date)).toEqual(fromStatus);
    }
  });
});

describe("any date of the century", () => {
  it("has a Sunday with no regular delivery, and every other day has it unless it is a closure", () => {
    fc.assert(
      fc.property(aDate, (date) => {
        const status = dayStatus(date);
        if (weekdayOf(date) === SUNDAY) return !status.regularDelivery && status.postOffices === "closed";
        return status.regularDelivery === !isClosure(status);
      }),
      { numRuns: 2000 },
    );
  });

  it("has a next delivery day after it that is neither a Sunday nor a closure, with none in between", () => {
    fc.assert(
      fc.property(aDate, (date) => {
        const next = nextDeliveryDay(date);
        const gap = daysBetween(date, next.date);
        if (gap < 1 || gap > 4 || weekdayOf(next.date) === SUNDAY || isClosure(dayStatus(next.date))) return false;
        for (let day = 1; day < gap; day += 1) if (dayStatus(addDays(date, day)).regularDelivery) return false;
        return true;
      }),
      { numRuns: 2000 },
    );
  });

  it("has a next closure within a year, and no closure before it", () => {
    fc.assert(
      fc.property(aDate, (date) => {
        const next = nextClosure(date);
        const gap = daysBetween(date, next.date);
        if (gap < 1 || gap > 366 || !isClosure(dayStatus(next.date))) return false;
        for (let day = 1; day < gap; day += 1) if (isClosure(dayStatus(addDays(date, day)))) return false;
        return true;
      }),
      { numRuns: 300 },
    );
  });

  it("counts back the business days it adds, either way, with or without Saturdays", () => {
    fc.assert(
      fc.property(aDate, fc.integer({ min: -60, max: 60 }), fc.boolean(), (date, days, saturdays) => {
        const options = { saturdays };
        const end = addBusinessDays(date, days, options);
        if (businessDaysBetween(date, end, options) !== days) return false;
        // Where it lands is a business day (unless nothing was added).
        return days === 0 ? end === date : isBusinessDay(end, options);
      }),
      { numRuns: 1000 },
    );
  });
});
