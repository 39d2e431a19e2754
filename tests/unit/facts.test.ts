/**
 * The facts table (data/facts.ts): every fact is well formed and sourced, none is past the day it
 * had to be checked again (with the real date, as the 400-day review rule), and pages state them
 * through placeholders that name a fact, in the page's language, dated and sourced.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { CHECK_INTERVAL_DAYS, factDateProblems, factShapeProblems, factTableProblems } from "~/lib/facts/fact-checks";
import type { Fact } from "~/lib/facts/fact-types";
import {
  FACT_TABLE,
  FACTS,
  factCents,
  factDays,
  factShortCode,
  factStatement,
  factText,
  formatMoney,
  formatValue,
} from "~/lib/facts/facts";
import { expandPlaceholders } from "~/lib/facts/placeholders";
import { parseAnswerFile } from "~/lib/help-centre/stored-answers.server";
import { parseGuide } from "~/lib/help-centre/guides.server";
import { renderMarkdown } from "~/lib/markdown.server";

const PHONE = "1-800-275-8777";

const sample: Fact = {
  about: "A sample price.",
  category: "price",
  value: { kind: "money", cents: 82 },
  since: "2026-07-12",
  sources: [
    {
      url: "https://pe.usps.com/text/dmm300/Notice123.htm",
      title: { en: "USPS price list (Notice 123)", es: "lista de precios de USPS (Notice 123)" },
      official: true,
    },
  ],
  evidence: "Read in a copy.",
  checked: "2026-11-27",
  checkBy: "2027-05-27",
};

describe("facts: the checks themselves", () => {
  it("fail a fact the day after its check-by day, not before", () => {
    expect(factDateProblems("sample", sample, new Date("2027-05-27T23:00:00Z"))).toEqual([]);
    const late = factDateProblems("sample", sample, new Date("2027-05-28T12:00:00Z"));
    expect(late).toHaveLength(1);
    expect(late[0]).toMatch(/^sample: was to be checked again by 2027-05-27 \(1 days ago\)/);
    expect(late[0]).toContain("https://pe.usps.com/text/dmm300/Notice123.htm");
  });

  it("refuse a check date in the future", () => {
    expect(factDateProblems("sample", { ...sample, checked: "2026-12-01" }, new Date("2026-11-27T12:00:00Z"))).toEqual([
      "sample: checked 2026-12-01 is in the future",
    ]);
  });

  it(`want a price checked again within ${CHECK_INTERVAL_DAYS.price} days and a rule within ${CHECK_INTERVAL_DAYS.rule}`, () => {
    expect(factShapeProblems("sample", sample)).toEqual([]);
    expect(factShapeProblems("sample", { ...sample, checkBy: "2027-06-30" })[0]).toMatch(
      /checkBy 2027-06-30 is 215 days after checked 2026-11-27: a price is checked again within 184 days/,
    );
    expect(factShapeProblems("sample", { ...sample, category: "rule", checkBy: "2027-06-30" })).toEqual([]);
    expect(factShapeProblems("sample", { ...sample, checkBy: "2026-11-01" })[0]).toMatch(/comes before checked/);
  });

  it("refuse a bad id, a bad day, a bad value, and a first source that is not official or not linkable", () => {
    expect(factShapeProblems("Forever_Stamp", sample)[0]).toMatch(/kebab-case/);
    expect(factShapeProblems("sample", { ...sample, checked: "2026-02-30" })[0]).toMatch(/not one day/);
    expect(factShapeProblems("sample", { ...sample, value: { kind: "money", cents: 8.2 } })[0]).toMatch(/whole/);
    expect(factShapeProblems("sample", { ...sample, value: { kind: "day-range", min: 30, max: 3 } })[0]).toMatch(
      /day range/,
    );
    expect(factShapeProblems("sample", { ...sample, sources: [{ ...sample.sources[0], official: false }] })[0]).toMatch(
      /must be the publisher's own page/,
    );
    expect(
      factShapeProblems("sample", {
        ...sample,
        sources: [{ ...sample.sources[0], url: "https://stamps.example.com/price" }],
      })[0],
    ).toMatch(/outside the allow-list/);
    expect(factShapeProblems("sample", { ...sample, sources: [] })).toEqual(["sample: has no source"]);
  });

  it("name every problem of a table", () => {
    const problems = factTableProblems(
      { good: sample, "Bad id": sample, late: { ...sample, checkBy: "2027-01-01" } },
      new Date("2027-02-01T12:00:00Z"),
    );
    expect(problems.map((line) => line.split(":")[0]).sort()).toEqual(["Bad id", "late"]);
  });
});

describe("facts: the table in data/facts.ts", () => {
  // The real date, as the review-date rule: a fact past its check-by day fails the build until checked again.
  const today = new Date();

  it("holds the facts the price answers, the landing page and the checker read", () => {
    expect(Object.keys(FACTS).length).toBeGreaterThanOrEqual(25);
    expect(factCents("forever-stamp-price")).toBe(82);
    expect(factShortCode("usps-text-tracking-short-code")).toBe("28777");
    expect(factShortCode("spam-text-short-code")).toBe("7726");
    expect(factDays("missing-mail-search-wait")).toEqual({ days: 7, business: true });
  });

  it("has every fact well formed, sourced first by its publisher, and checked on time", () => {
    expect(factTableProblems(FACT_TABLE, today)).toEqual([]);
  });

  it("keeps derived prices in step with the price they come from", () => {
    expect(factCents("book-of-stamps-price")).toBe(20 * factCents("forever-stamp-price"));
    expect(FACTS["book-of-stamps-price"].since).toBe(FACTS["forever-stamp-price"].since);
  });
});

describe("facts: how a value reads", () => {
  it("writes money as US readers do, in each language", () => {
    expect(formatMoney(82, "en")).toBe("82¢");
    expect(formatMoney(82, "es")).toBe("82 centavos");
    expect(formatMoney(169, "en")).toBe("$1.69");
    expect(formatMoney(1640, "es")).toBe("$16.40");
    expect(formatMoney(100_000, "en")).toBe("$1,000");
  });

  it("writes days, ranges, codes, dates and texts in each language", () => {
    expect(formatValue({ kind: "days", days: 7, business: true }, "en")).toBe("7 business days");
    expect(formatValue({ kind: "days", days: 7, business: true }, "es")).toBe("7 días hábiles");
    expect(formatValue({ kind: "days", days: 1 }, "es")).toBe("1 día");
    expect(formatValue({ kind: "day-range", min: 3, max: 30 }, "en")).toBe("3 to 30 days");
    expect(formatValue({ kind: "day-range", min: 1, max: 5, business: true }, "es")).toBe("de 1 a 5 días hábiles");
    expect(factText("usps-text-tracking-short-code", "es")).toBe("28777 (2USPS)");
    expect(formatValue({ kind: "date", day: "2025-08-29" }, "en")).toBe("August 29, 2025");
    expect(formatValue({ kind: "date", day: "2025-08-29" }, "es")).toBe("29 de agosto de 2025");
    expect(factText("redelivery-price", "es")).toBe("gratis");
    expect(formatValue({ kind: "time", hour: 21 }, "en")).toBe("9 p.m.");
    expect(formatValue({ kind: "time", hour: 21 }, "es")).toBe("9 p. m.");
    expect(formatValue({ kind: "time", hour: 12 }, "en")).toBe("12 p.m.");
    expect(formatValue({ kind: "time", hour: 0, minute: 5 }, "en")).toBe("12:05 a.m.");
    expect(formatValue({ kind: "time", hour: 8, minute: 30 }, "es")).toBe("8:30 a. m.");
    expect(formatValue({ kind: "duration", amount: 24, unit: "hour" }, "en")).toBe("24 hours");
    expect(formatValue({ kind: "duration", amount: 12, unit: "month" }, "es")).toBe("12 meses");
    expect(formatValue({ kind: "duration", amount: 1, unit: "year" }, "es")).toBe("1 año");
  });

  it("dates a reported fact by its report, and names a source the site may not link without a link", () => {
    const report = {
      ...sample,
      category: "rule",
      since: undefined,
      reported: "2018-07-03",
      value: { kind: "time", hour: 22 },
      sources: [
        {
          url: "https://www.uspsoig.gov/document/city-carriers-returning-after-6-pm-south-florida-district",
          title: {
            en: "USPS Inspector General report DR-AR-18-006",
            es: "informe DR-AR-18-006 del Inspector General de USPS",
          },
          official: true,
          linkable: false,
        },
      ],
    } as const satisfies Fact;
    expect(factShapeProblems("report", report)).toEqual([]);
    expect(factStatement(report, "en")).toBe(
      "10 p.m. (as of July 3, 2018; USPS Inspector General report DR-AR-18-006)",
    );
    expect(factStatement(report, "es")).toBe(
      "10 p. m. (al 3 de julio de 2018; informe DR-AR-18-006 del Inspector General de USPS, en inglés)",
    );
    // Without `linkable: false` the same host is refused, as a page's own link would be.
    expect(
      factShapeProblems("report", { ...report, sources: [{ ...report.sources[0], linkable: undefined }] })[0],
    ).toMatch(/outside the allow-list/);
    expect(factShapeProblems("report", { ...report, since: "2018-07-03" })).toContain(
      "report: gives since and reported: a fact took effect on a day, or was reported on one, not both",
    );
    expect(factShapeProblems("report", { ...report, value: { kind: "time", hour: 24 } })[0]).toMatch(/whole hour/);
  });

  it("states a fact with its date and source (in one parenthesis), and says so when a Spanish page links an English one", () => {
    expect(factStatement(sample, "en")).toBe(
      "82¢ (as of July 12, 2026; [USPS price list (Notice 123)](https://pe.usps.com/text/dmm300/Notice123.htm))",
    );
    expect(factStatement(sample, "es")).toBe(
      "82 centavos (desde el 12 de julio de 2026; [lista de precios de USPS (Notice 123)](https://pe.usps.com/text/dmm300/Notice123.htm), en inglés)",
    );
    const rule = { ...sample, since: undefined, value: { kind: "day-range", min: 3, max: 30 } } as const;
    expect(factStatement(rule, "en")).toMatch(/^3 to 30 days \(as of November 27, 2026; \[/);
    expect(factStatement(rule, "es")).toMatch(/^de 3 a 30 días \(al 27 de noviembre de 2026; \[/);
    const shortCode = {
      ...sample,
      since: undefined,
      value: { kind: "short-code", code: "28777", spelled: "2USPS" },
    } as const;
    expect(factStatement(shortCode, "en")).toMatch(/^28777 \(2USPS; as of November 27, 2026; \[USPS price list/);
    const spanishSource = { ...sample, sources: [{ ...sample.sources[0], language: "es" as const }] };
    expect(factStatement(spanishSource, "es")).not.toContain("en inglés");
  });
});

describe("facts: placeholders in markdown", () => {
  it("fill in a fact, its value, its date or its source, in the page's language", () => {
    const text = "A stamp costs {{fact:forever-stamp-price}}. Two cost {{ fact:book-of-stamps-price }} for 20.";
    const en = expandPlaceholders(
      `${text} One is {{fact:forever-stamp-price|value}}, since {{fact:forever-stamp-price|date}}; see {{fact:forever-stamp-price|source}}.`,
      { language: "en" },
    );
    expect(en.problems).toEqual([]);
    expect(en.text).toBe(
      "A stamp costs 82¢ (as of July 12, 2026; [USPS price list (Notice 123)](https://pe.usps.com/text/dmm300/Notice123.htm)). " +
        "Two cost $16.40 (as of July 12, 2026; [USPS price list (Notice 123)](https://pe.usps.com/text/dmm300/Notice123.htm)) for 20. " +
        "One is 82¢, since July 12, 2026; see [USPS price list (Notice 123)](https://pe.usps.com/text/dmm300/Notice123.htm).",
    );
    expect(en.facts).toEqual(["forever-stamp-price", "book-of-stamps-price"]);
    const ends = expandPlaceholders(
      "{{fact:hold-mail-period}}: at least {{fact:hold-mail-period|min}}, at most {{fact:hold-mail-period|max}}.",
      {
        language: "es",
      },
    );
    expect(ends.problems).toEqual([]);
    expect(ends.text).toMatch(/^de 3 a 30 días \(al .*\): at least 3 días, at most 30 días\.$/);
    const es = expandPlaceholders("{{fact:missing-mail-search-wait}}", { language: "es" });
    expect(es.text).toMatch(/^7 días hábiles \(al 27 de noviembre de 2026; \[página de USPS sobre correo extraviado\]/);
  });

  it("fill in the carrier's phone number, and only values the caller names", () => {
    const result = expandPlaceholders("Call **{{CARRIER_PHONE}}** or {{ CARRIER_PHONE }}.", {
      language: "en",
      values: { CARRIER_PHONE: PHONE },
    });
    expect(result).toEqual({ text: `Call **${PHONE}** or ${PHONE}.`, problems: [], facts: [] });
    expect(expandPlaceholders("{{constructor}} {{toString}}", { language: "en", values: {} }).problems).toEqual([
      "unknown placeholder {{constructor}}",
      "unknown placeholder {{toString}}",
    ]);
  });

  it("name a placeholder that names no fact, is malformed or asks for an unknown form", () => {
    const { problems, text } = expandPlaceholders(
      "{{fact:no-such-fact}} {{fact:Forever Stamp}} {{fact:forever-stamp-price|cents}} {{SITE_PHONE}} {{fact:forever-stamp-price|max}}",
      { language: "en", values: { CARRIER_PHONE: PHONE } },
    );
    expect(problems).toEqual([
      "{{fact:no-such-fact}} names no fact of data/facts.ts",
      "malformed fact placeholder {{fact:Forever Stamp}} (write {{fact:some-id}} or {{fact:some-id|value}})",
      '{{fact:forever-stamp-price|cents}}: "cents" is not one of value, date, source, min, max',
      "unknown placeholder {{SITE_PHONE}}",
      '{{fact:forever-stamp-price|max}}: "max" is one end of a day range, and this fact is not one',
    ]);
    expect(text).toBe(
      "{{fact:no-such-fact}} {{fact:Forever Stamp}} {{fact:forever-stamp-price|cents}} {{SITE_PHONE}} {{fact:forever-stamp-price|max}}",
    );
  });

  it("want each fact a page states dated and sourced once", () => {
    expect(expandPlaceholders("Only {{fact:forever-stamp-price|value}}.", { language: "en" }).problems).toEqual([
      'states the fact "forever-stamp-price" without its date and source: write {{fact:forever-stamp-price}} where it first appears, and {{fact:forever-stamp-price|value}} after that',
    ]);
    // Dated by a fact stated in full with the same source and "as of" day; not by one from another source.
    expect(
      expandPlaceholders("{{fact:book-of-stamps-price}}: 20 at {{fact:forever-stamp-price|value}}.", {
        language: "en",
      }).problems,
    ).toEqual([]);
    expect(
      expandPlaceholders("{{fact:hold-mail-period}}; {{fact:forever-stamp-price|value}}.", { language: "en" }).problems,
    ).toHaveLength(1);
  });

  it("never throw, and leave text without placeholders as it is", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 300 }), (input) => {
        const result = expandPlaceholders(input, { language: "es", values: { CARRIER_PHONE: PHONE } });
        if (!input.includes("{{")) expect(result).toEqual({ text: input, problems: [], facts: [] });
      }),
      { numRuns: 300 },
    );
  });

  it("are sanitised with the rest of the page when a value carries markup", () => {
    const { text } = expandPlaceholders("{{X}}", { language: "en", values: { X: "<img src=x onerror=alert(1)>" } });
    const html = renderMarkdown(text);
    expect(html).not.toMatch(/<img|onerror/i);
  });

  it("fail the load of an answer or a guide that names no fact, naming the file", () => {
    const words = Array.from({ length: 130 }, (_, i) => `word${i}`).join(" ");
    const answer = `---\ntitle: "Where is my mail?"\nkeyword: "where is my mail"\nreviewed: 2026-11-27\n---\n\nA stamp is {{fact:stamp-price}}. ${words}\n`;
    const parsed = parseAnswerFile("where-is-my-mail.md", answer, PHONE);
    expect(parsed.answer).toBeUndefined();
    expect(parsed.problems).toContain("where-is-my-mail.md: {{fact:stamp-price}} names no fact of data/facts.ts");
    const good = parseAnswerFile(
      "where-is-my-mail.md",
      answer.replace("{{fact:stamp-price}}", "{{fact:forever-stamp-price}}"),
      PHONE,
    );
    expect(good.problems).toEqual([]);
    expect(good.answer?.markdown).toContain("82¢ (as of July 12, 2026; [USPS price list (Notice 123)]");

    const guide = [
      "---",
      'title: "What a Stamp Costs"',
      'description: "What a First-Class Mail Forever stamp costs today, with the date of the price and the USPS price list."',
      'excerpt: "The Forever stamp price, dated, with its source."',
      "order: 99",
      "inIndex: true",
      "reviewed: 2026-11-27",
      "---",
      "",
      "A stamp costs {{fact:forever-stamp-prize}}.",
      "",
      "## Official sources",
      "",
      "- {{fact:forever-stamp-price|source}}",
      "",
    ].join("\n");
    const problems = parseGuide("what-a-stamp-costs", guide, PHONE, []).problems;
    expect(problems).toContain("what-a-stamp-costs.md: {{fact:forever-stamp-prize}} names no fact of data/facts.ts");
    expect(problems.join("\n")).toMatch(/states the fact "forever-stamp-price" without its date and source/);
  });
});
