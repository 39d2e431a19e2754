/**
 * Whose today: the date in US Eastern Time on the server (and how long until it changes), a
 * fixed PARCELHELP_TODAY for tests and demonstrations, and the browser's own date.
 */
import { describe, expect, it } from "vitest";

import { parseConfig, startupWarnings } from "~/lib/config.server";
import { browserToday } from "~/lib/postal-calendar/browser-today";
import { parseCivilDate } from "~/lib/postal-calendar/civil-date";
import { nextClosure, nextDeliveryDay } from "~/lib/postal-calendar/closures";
import { easternDate, secondsUntilEasternMidnight } from "~/lib/postal-calendar/eastern-time";
import { serverToday, todayCacheControl, todayMaxAgeSeconds } from "~/lib/postal-calendar/today.server";

describe("the date in US Eastern Time", () => {
  it("is still the 27th in New York at 04:30 UTC on the 28th, and the 28th at 05:00 UTC", () => {
    expect(easternDate(new Date("2026-11-28T04:30:00Z"))).toBe("2026-11-27");
    expect(easternDate(new Date("2026-11-28T04:59:59Z"))).toBe("2026-11-27");
    expect(easternDate(new Date("2026-11-28T05:00:00Z"))).toBe("2026-11-28");
  });

  it("follows daylight saving time: midnight is 04:00 UTC in summer", () => {
    expect(easternDate(new Date("2026-07-04T03:59:59Z"))).toBe("2026-07-03");
    expect(easternDate(new Date("2026-07-04T04:00:00Z"))).toBe("2026-07-04");
  });

  it("is the server's today unless PARCELHELP_TODAY fixes it", () => {
    const instant = new Date("2026-11-28T04:30:00Z");
    expect(serverToday(instant, undefined)).toBe("2026-11-27");
    expect(serverToday(instant, "2026-12-25")).toBe("2026-12-25");
  });
});

describe("seconds until the next midnight in US Eastern Time (a page's cache lifetime)", () => {
  it("counts to midnight Eastern, not UTC", () => {
    // 23:00 EST on November 27 = 04:00 UTC on the 28th: one hour left.
    expect(secondsUntilEasternMidnight(new Date("2026-11-28T04:00:00Z"))).toBe(3600);
    expect(todayMaxAgeSeconds(new Date("2026-11-28T04:59:59.500Z"))).toBe(1);
    // Just after midnight: a whole day.
    expect(secondsUntilEasternMidnight(new Date("2026-11-28T05:00:00Z"))).toBe(86_400);
  });

  it("counts the 23- and 25-hour days of daylight saving as they are", () => {
    // March 8, 2026 (clocks forward at 2 a.m.): from midnight EST to midnight EDT is 23 hours.
    expect(secondsUntilEasternMidnight(new Date("2026-03-08T05:00:00Z"))).toBe(23 * 3600);
    // November 1, 2026 (clocks back at 2 a.m.): 25 hours.
    expect(secondsUntilEasternMidnight(new Date("2026-11-01T04:00:00Z"))).toBe(25 * 3600);
    // Late on those days, after the change: an ordinary hour is left.
    expect(secondsUntilEasternMidnight(new Date("2026-03-09T03:00:00Z"))).toBe(3600);
    expect(secondsUntilEasternMidnight(new Date("2026-11-02T04:00:00Z"))).toBe(3600);
  });

  it("caps the page policy of a page that shows today", () => {
    // 23:58:20 in New York: 100 seconds to midnight.
    expect(todayCacheControl(new Date("2026-11-28T04:58:20Z"))).toBe(
      "public, max-age=60, s-maxage=100, stale-while-revalidate=0",
    );
  });

  it("never gives a lifetime that reaches past the next Eastern date", () => {
    for (let hour = 0; hour < 24 * 400; hour += 7) {
      const instant = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000 + 1234);
      const seconds = secondsUntilEasternMidnight(instant);
      const before = new Date(instant.getTime() + (seconds - 1) * 1000);
      const after = new Date(instant.getTime() + seconds * 1000);
      expect(easternDate(before), instant.toISOString()).toBe(easternDate(instant));
      expect(easternDate(after), instant.toISOString()).not.toBe(easternDate(instant));
    }
  });
});

describe("PARCELHELP_TODAY", () => {
  it("is unset by default and takes one real day written YYYY-MM-DD", () => {
    expect(parseConfig({}).today).toBeUndefined();
    expect(parseConfig({ PARCELHELP_TODAY: "" }).today).toBeUndefined();
    expect(parseConfig({ PARCELHELP_TODAY: "2026-12-25" }).today).toBe("2026-12-25");
    expect(parseConfig({ PARCELHELP_TODAY: " 2026-12-25 " }).today).toBe("2026-12-25");
  });

  it("stops the server at start with anything else", () => {
    for (const value of [
      "2026-02-30",
      "2026-13-01",
      "25/12/2026",
      "2026-12-25T00:00:00Z",
      "tomorrow",
      "0999-01-01",
      "2200-01-01",
    ]) {
      expect(() => parseConfig({ PARCELHELP_TODAY: value }), value).toThrowError(
        /PARCELHELP_TODAY must be one real day written YYYY-MM-DD/,
      );
    }
  });

  it("is said at start, as for tests and demonstrations and never for production", () => {
    const warnings = startupWarnings(parseConfig({ PARCELHELP_TODAY: "2026-12-25" }));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^PARCELHELP_TODAY=2026-12-25 fixes today's date .* never set it in production\.$/);
    expect(startupWarnings(parseConfig({}))).toEqual([]);
  });
});

describe("civil dates", () => {
  it("parse one real day and nothing else", () => {
    expect(parseCivilDate("2028-02-29")).toBe("2028-02-29");
    expect(parseCivilDate("1900-01-01")).toBe("1900-01-01");
    expect(parseCivilDate("2199-12-31")).toBe("2199-12-31");
    for (const text of ["2027-02-29", "2026-04-31", "2026-1-01", " 2026-01-01", "2026-01-01\n", "", 20260101, null]) {
      expect(parseCivilDate(text), String(text)).toBeUndefined();
    }
    // Outside the years the calendar answers for.
    expect(parseCivilDate("1899-12-31")).toBeUndefined();
    expect(parseCivilDate("2200-01-01")).toBeUndefined();
  });

  it("answer for the last day a date may be, and after it", () => {
    expect(nextClosure("2199-12-31").date).toBe("2200-01-01");
    expect(nextDeliveryDay("2199-12-31").date).toBe("2200-01-02");
  });
});

describe("the browser's today", () => {
  it("is the date on the browser's own clock, in its own time zone", () => {
    // A Date built from local parts is that local day whatever zone the test runs in.
    expect(browserToday(new Date(2026, 10, 27, 23, 59, 59))).toBe("2026-11-27");
    expect(browserToday(new Date(2026, 10, 28, 0, 0, 0))).toBe("2026-11-28");
  });
});
