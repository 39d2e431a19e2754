/**
 * The postal calendar's sources are dated and checked again in time, like the guides' review
 * dates (docs/product.md §D9.3): this fails on the real date once a check-by date has passed.
 * Every rule and hand-kept day names a source, and the hand-kept list is whole.
 */
import { describe, expect, it } from "vitest";

import { PUBLISHED_YEARS } from "~/lib/postal-calendar/closures";
import { HOLIDAY_IDS, HOLIDAY_RULES, WEEKEND_RULE_SOURCES } from "~/lib/postal-calendar/holidays";
import { EXCEPTION_SOURCES, ONE_OFF_DAYS, ONE_OFF_IDS } from "~/lib/postal-calendar/one-off-days";
import { calendarSourceProblems } from "~/lib/postal-calendar/source-checks";
import { SOURCES, type CalendarSource } from "~/lib/postal-calendar/sources";

const source = (checked: string, checkBy: string): CalendarSource => ({
  url: "https://about.usps.com/newsroom/events/",
  title: "t",
  says: "s",
  seen: "read",
  checked,
  checkBy,
});

describe("the check itself", () => {
  const today = new Date("2026-11-27T15:00:00Z");

  it("accepts a check up to its check-by date, at most 400 days after the check", () => {
    expect(calendarSourceProblems(today, { a: source("2026-11-27", "2027-12-31") })).toEqual([]);
    expect(calendarSourceProblems(today, { a: source("2026-11-01", "2026-11-27") })).toEqual([]);
  });

  it("names a source whose check-by date has passed, is too far off, or whose dates are wrong", () => {
    expect(calendarSourceProblems(today, { a: source("2026-01-01", "2026-11-26") })).toEqual([
      "a: check-by date 2026-11-26 has passed: read https://about.usps.com/newsroom/events/ again and update the calendar",
    ]);
    expect(calendarSourceProblems(today, { a: source("2026-11-27", "2028-01-02") })[0]).toMatch(/at most 400 days/);
    expect(calendarSourceProblems(today, { a: source("2026-11-27", "2026-11-27") })[0]).toMatch(/must be after/);
    expect(calendarSourceProblems(today, { a: source("2026-12-01", "2027-01-01") })).toEqual([
      "a: checked 2026-12-01 is in the future",
    ]);
    expect(calendarSourceProblems(today, { a: source("2026-02-30", "2027-01-01") })[0]).toMatch(/YYYY-MM-DD/);
  });
});

describe("the calendar's sources today", () => {
  it("are all within their check-by dates", () => {
    expect(calendarSourceProblems(new Date())).toEqual([]);
  });

  it("are links to web pages, each saying what the calendar takes from it", () => {
    for (const [id, entry] of Object.entries(SOURCES)) {
      expect(URL.canParse(entry.url) && /^https?:$/.test(new URL(entry.url).protocol), id).toBe(true);
      expect(entry.says.length, id).toBeGreaterThan(20);
    }
  });

  it("back every holiday, the weekend rule, every published year and every one-off day", () => {
    expect(HOLIDAY_RULES.map((rule) => rule.id)).toEqual([...HOLIDAY_IDS]);
    for (const rule of HOLIDAY_RULES) {
      expect(rule.sources.length, rule.id).toBeGreaterThan(0);
      for (const id of rule.sources) expect(SOURCES[id], `${rule.id}: ${id}`).toBeDefined();
    }
    for (const id of [...WEEKEND_RULE_SOURCES, ...Object.values(PUBLISHED_YEARS)]) {
      expect(SOURCES[id], id).toBeDefined();
    }
    expect(ONE_OFF_DAYS.map((day) => day.id)).toEqual([...ONE_OFF_IDS]);
    for (const day of ONE_OFF_DAYS) expect(SOURCES[day.source], day.id).toBeDefined();
  });

  it("use every source at least once", () => {
    const used = new Set<string>([
      ...HOLIDAY_RULES.flatMap((rule) => rule.sources),
      ...WEEKEND_RULE_SOURCES,
      ...Object.values(PUBLISHED_YEARS),
      ...ONE_OFF_DAYS.map((day) => day.source),
      ...Object.values(EXCEPTION_SOURCES),
    ]);
    expect(Object.keys(SOURCES).filter((id) => !used.has(id))).toEqual([]);
  });
});
