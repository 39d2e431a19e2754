/**
 * The tracking reader's rules table (app/lib/tracking-reader/rules.ts) is dated and checked again
 * in time: this fails on the real date once a check-by day has passed, as the facts table and the
 * postal calendar's sources do.
 */
import { describe, expect, it } from "vitest";
import { ruleProblems } from "~/lib/tracking-reader/rule-checks";
import { FACTS } from "~/lib/facts/facts";
import { READER_RULE_IDS, ruleDays, ruleSources } from "~/lib/tracking-reader/rules";

const rule = (checked: string, checkBy: string) => ({
  checked,
  checkBy,
  sources: [{ url: "https://www.usps.com/help/claims.htm" }],
});

describe("the check itself", () => {
  const today = new Date("2026-11-27T15:00:00Z");
  it("accepts a check up to its check-by day, at most a year and a day later", () => {
    expect(ruleProblems(today, { a: rule("2026-11-27", "2027-11-28") })).toEqual([]);
  });
  it("names a rule whose check-by day has passed, is too far off, or whose days are wrong", () => {
    expect(ruleProblems(today, { a: rule("2026-01-01", "2026-11-26") })).toEqual([
      "a: check-by date 2026-11-26 has passed: read https://www.usps.com/help/claims.htm again and update the rule",
    ]);
    expect(ruleProblems(today, { a: rule("2026-11-27", "2028-01-02") })[0]).toMatch(/at most 366 days/);
    expect(ruleProblems(today, { a: rule("2026-12-03", "2027-01-01") })).toEqual([
      "a: checked 2026-12-03 is in the future",
    ]);
    expect(ruleProblems(today, { a: rule("2026-02-30", "2027-01-01") })[0]).toMatch(/YYYY-MM-DD/);
  });
});

describe("the reader's rules", () => {
  it("are facts of the one facts table, each a number of days with an official first source", () => {
    for (const id of READER_RULE_IDS) {
      expect(FACTS[id], id).toBeDefined();
      expect(Number.isInteger(ruleDays(id)) && ruleDays(id) > 0, id).toBe(true);
      expect(ruleSources(id)[0].official, id).toBe(true);
    }
  });

  it("hold the status table's sources within their check-by days", () => {
    expect(ruleProblems(new Date())).toEqual([]);
  });
});
