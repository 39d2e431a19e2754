/**
 * The postal calendar against its sources: every closure of 2025-2028 written out by hand from
 * USPS's 2026 list, the statute's rules and USPS's weekend practice (decision 020), never from
 * the module; the "done when" days of issue 32; Sundays, one-off days and business days.
 */
import { describe, expect, it } from "vitest";

import { addBusinessDays, businessDaysBetween, isBusinessDay } from "~/lib/postal-calendar/business-days";
import { closuresOfYear, isPublishedYear, nextClosure, nextDeliveryDay } from "~/lib/postal-calendar/closures";
import { dayStatus } from "~/lib/postal-calendar/day-status";

/**
 * date, what closes it. Weekdays checked against a printed calendar; Saturday holidays close that
 * Saturday (USPS, July 4, 2026 release); Sunday holidays close the Monday after.
 */
const CLOSURES: Record<number, ReadonlyArray<readonly [string, string]>> = {
  2025: [
    ["2025-01-01", "newYear"], // Wednesday
    ["2025-01-09", "carterMourning2025"], // Thursday, national day of mourning
    ["2025-01-20", "mlk"], // third Monday (also Inauguration Day: not a closure of its own)
    ["2025-02-17", "washington"],
    ["2025-05-26", "memorial"],
    ["2025-06-19", "juneteenth"], // Thursday
    ["2025-07-04", "independence"], // Friday
    ["2025-09-01", "labor"],
    ["2025-10-13", "columbus"],
    ["2025-11-11", "veterans"], // Tuesday
    ["2025-11-27", "thanksgiving"],
    ["2025-12-25", "christmas"], // Thursday; the 24th and 26th stayed open despite the executive order
  ],
  2026: [
    ["2026-01-01", "newYear"], // Thursday
    ["2026-01-19", "mlk"],
    ["2026-02-16", "washington"],
    ["2026-05-25", "memorial"],
    ["2026-06-19", "juneteenth"], // Friday
    ["2026-07-04", "independence"], // Saturday: closed that day, Friday July 3 normal
    ["2026-09-07", "labor"],
    ["2026-10-12", "columbus"],
    ["2026-11-11", "veterans"], // Wednesday
    ["2026-11-26", "thanksgiving"],
    ["2026-12-25", "christmas"], // Friday
  ],
  2027: [
    ["2027-01-01", "newYear"], // Friday
    ["2027-01-18", "mlk"],
    ["2027-02-15", "washington"],
    ["2027-05-31", "memorial"],
    ["2027-06-19", "juneteenth"], // Saturday
    ["2027-07-05", "independence"], // July 4 is a Sunday
    ["2027-09-06", "labor"],
    ["2027-10-11", "columbus"],
    ["2027-11-11", "veterans"], // Thursday
    ["2027-11-25", "thanksgiving"],
    ["2027-12-25", "christmas"], // Saturday
  ],
  2028: [
    ["2028-01-01", "newYear"], // Saturday: Friday December 31, 2027 is a normal day
    ["2028-01-17", "mlk"],
    ["2028-02-21", "washington"],
    ["2028-05-29", "memorial"],
    ["2028-06-19", "juneteenth"], // Monday
    ["2028-07-04", "independence"], // Tuesday
    ["2028-09-04", "labor"],
    ["2028-10-09", "columbus"],
    ["2028-11-11", "veterans"], // Saturday
    ["2028-11-23", "thanksgiving"],
    ["2028-12-25", "christmas"], // Monday
  ],
};

const idOf = (reason: { kind: string; holiday?: string; id?: string }) => reason.holiday ?? reason.id;

describe("closures 2025-2028, by hand from the sources", () => {
  for (const [year, expected] of Object.entries(CLOSURES)) {
    it(`${year}: every closure, on its day, and no other`, () => {
      const closures = closuresOfYear(Number(year)).map((closure) => [closure.date, idOf(closure.reason)]);
      expect(closures).toEqual(expected);
    });

    it(`${year}: each is a day with post offices closed and no regular delivery`, () => {
      for (const [date, id] of expected) {
        const status = dayStatus(date);
        expect(status, date).toMatchObject({ postOffices: "closed", regularDelivery: false });
        expect(idOf(status.closedFor ?? { kind: "none" }), date).toBe(id);
      }
    });
  }

  it("says which years USPS has published and which are worked out from its rules", () => {
    expect(isPublishedYear(2026)).toBe(true);
    expect(isPublishedYear(2027)).toBe(false);
  });
});

describe("the days issue 32 names", () => {
  it("Friday, December 25, 2026: closed, no regular delivery, Christmas Day; delivery resumes Saturday the 26th", () => {
    expect(dayStatus("2026-12-25")).toMatchObject({
      postOffices: "closed",
      regularDelivery: false,
      closedFor: { kind: "holiday", holiday: "christmas", date: "2026-12-25" },
      exceptions: ["priorityMailExpress"],
    });
    expect(nextDeliveryDay("2026-12-25")).toMatchObject({ date: "2026-12-26", weekday: 6, regularDelivery: true });
  });

  it("Saturday, July 4, 2026: closed that Saturday as USPS announced; Friday, July 3 a normal day", () => {
    expect(dayStatus("2026-07-04")).toMatchObject({
      postOffices: "closed",
      regularDelivery: false,
      closedFor: { kind: "holiday", holiday: "independence", date: "2026-07-04" },
    });
    expect(dayStatus("2026-07-03")).toMatchObject({
      postOffices: "open",
      regularDelivery: true,
      note: { kind: "saturdayHolidayEve", holiday: "independence", date: "2026-07-04" },
    });
    // Sunday the 5th, so regular delivery resumes on Monday, July 6.
    expect(nextDeliveryDay("2026-07-04").date).toBe("2026-07-06");
  });

  it("Monday, January 19, 2026: Martin Luther King Jr. Day", () => {
    expect(dayStatus("2026-01-19").closedFor).toEqual({ kind: "holiday", holiday: "mlk", date: "2026-01-19" });
  });

  it("Friday, November 27, 2026: open, regular delivery; the next closure is Christmas Day", () => {
    expect(dayStatus("2026-11-27")).toEqual({
      date: "2026-11-27",
      weekday: 5,
      postOffices: "open",
      regularDelivery: true,
      exceptions: [],
    });
    expect(nextClosure("2026-11-27")).toEqual({
      date: "2026-12-25",
      reason: { kind: "holiday", holiday: "christmas", date: "2026-12-25" },
    });
  });
});

describe("weekends", () => {
  it("a Sunday: post offices closed, no regular delivery, with its two exceptions", () => {
    expect(dayStatus("2026-11-29")).toEqual({
      date: "2026-11-29",
      weekday: 0,
      postOffices: "closed",
      regularDelivery: false,
      closedFor: { kind: "sunday" },
      exceptions: ["priorityMailExpress", "sundayPackages"],
    });
  });

  it("a Sunday holiday is named on the Sunday and closes the Monday after (July 4, 2027)", () => {
    expect(dayStatus("2027-07-04").closedFor).toEqual({ kind: "sunday", holiday: "independence" });
    expect(dayStatus("2027-07-05").closedFor).toEqual({ kind: "holiday", holiday: "independence", date: "2027-07-04" });
    expect(dayStatus("2027-07-03")).toMatchObject({ regularDelivery: true });
    expect(dayStatus("2027-07-03").note).toBeUndefined();
    expect(nextDeliveryDay("2027-07-03").date).toBe("2027-07-06");
  });

  it("a Saturday is a delivery day; the Friday before a Saturday New Year's Day (December 31, 2027) too", () => {
    expect(dayStatus("2026-11-28")).toMatchObject({ postOffices: "open", regularDelivery: true });
    expect(dayStatus("2027-12-31")).toMatchObject({
      regularDelivery: true,
      note: { kind: "saturdayHolidayEve", holiday: "newYear", date: "2028-01-01" },
    });
  });
});

describe("one-off days", () => {
  it("January 9, 2025: closed for the national day of mourning, limited package delivery", () => {
    expect(dayStatus("2025-01-09")).toMatchObject({
      postOffices: "closed",
      regularDelivery: false,
      closedFor: { kind: "oneOff", id: "carterMourning2025" },
      exceptions: ["limitedPackages"],
    });
    expect(nextDeliveryDay("2025-01-09").date).toBe("2025-01-10");
  });

  it("December 24 and 26, 2025: federal offices closed by executive order, USPS open (as reported)", () => {
    for (const [date, id] of [
      ["2025-12-24", "christmasEveOrder2025"],
      ["2025-12-26", "dayAfterChristmasOrder2025"],
    ]) {
      expect(dayStatus(date), date).toMatchObject({
        postOffices: "open",
        regularDelivery: true,
        note: { kind: "federalOfficesClosed", id, confirmedByUsps: false },
      });
    }
  });

  it("January 20, 2025 (Inauguration Day and Martin Luther King Jr. Day) is closed as the holiday", () => {
    expect(dayStatus("2025-01-20").closedFor).toEqual({ kind: "holiday", holiday: "mlk", date: "2025-01-20" });
  });

  it("Juneteenth counts from 2022, USPS's first observance; Christmas Eve and New Year's Eve are normal days", () => {
    expect(dayStatus("2021-06-18").regularDelivery).toBe(true);
    expect(dayStatus("2022-06-20").closedFor).toEqual({ kind: "holiday", holiday: "juneteenth", date: "2022-06-19" });
    expect(dayStatus("2026-12-24")).toMatchObject({ postOffices: "open", regularDelivery: true });
    expect(dayStatus("2026-12-31")).toMatchObject({ postOffices: "open", regularDelivery: true });
  });
});

describe("business days", () => {
  it("skip Sundays and postal holidays and count Saturdays", () => {
    expect(isBusinessDay("2026-11-28")).toBe(true); // Saturday
    expect(isBusinessDay("2026-11-29")).toBe(false); // Sunday
    expect(isBusinessDay("2026-11-26")).toBe(false); // Thanksgiving
    expect(isBusinessDay("2026-11-28", { saturdays: false })).toBe(false);
  });

  it("count the days after the first up to and including the last", () => {
    // Mailed Wednesday, November 25, 2026: Thanksgiving (26th) and Sunday (29th) do not count.
    expect(businessDaysBetween("2026-11-25", "2026-11-30")).toBe(3); // 27, 28, 30
    expect(businessDaysBetween("2026-11-25", "2026-11-30", { saturdays: false })).toBe(2);
    expect(businessDaysBetween("2026-11-30", "2026-11-25")).toBe(-3);
    expect(businessDaysBetween("2026-11-25", "2026-11-25")).toBe(0);
    // Back from New Year's Day, a holiday: December 31 was one business day before.
    expect(businessDaysBetween("2026-01-01", "2025-12-31")).toBe(-1);
  });

  it("add business days over Christmas and New Year's Day 2026-2027", () => {
    // From Wednesday, December 23, 2026: 24, 26, 28, 29, 30, 31, then January 2 (the 1st is a holiday).
    expect(addBusinessDays("2026-12-23", 7)).toBe("2027-01-02");
    expect(addBusinessDays("2026-12-23", 7, { saturdays: false })).toBe("2027-01-05");
    expect(addBusinessDays("2027-01-02", -7)).toBe("2026-12-23");
    expect(addBusinessDays("2026-12-25", 0)).toBe("2026-12-25");
  });

  it("refuse a count too long to loop over, or not a whole number", () => {
    expect(() => addBusinessDays("2026-01-01", 1.5)).toThrow(RangeError);
    expect(() => addBusinessDays("2026-01-01", 50_000)).toThrow(RangeError);
    expect(() => businessDaysBetween("1900-01-01", "2200-01-01")).toThrow(RangeError);
  });
});
