/**
 * No page states a price, a period, a time of day or a short code of its own: they come from the
 * facts table (data/facts.ts) through `{{fact:…}}` placeholders or factText(). The pages written
 * before the table are listed, literal by literal, in tests/fact-literals-baseline.json until a
 * sweep converts them; a literal that is not in it (a new one, or one more of a kind) fails, and
 * so does a baseline entry that is gone (the baseline only shrinks).
 *
 * FACT_LITERALS=report npx vitest run tests/unit/fact-literals.test.ts   lists every literal by file
 * FACT_LITERALS=update npx vitest run tests/unit/fact-literals.test.ts   rewrites the baseline
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

import {
  compareWithBaseline,
  countLiterals,
  findLiterals,
  isAllowed,
  scannedFiles,
  type LiteralCounts,
} from "../helpers/fact-literals";

const BASELINE_PATH = path.join(process.cwd(), "tests", "fact-literals-baseline.json");
const MODE = process.env.FACT_LITERALS ?? "strict";

type Baseline = { about: string; files: LiteralCounts };

const ABOUT =
  "Literal prices, periods, times of day and short codes that pages wrote before the facts table (data/facts.ts). " +
  "The sweep replaces them with {{fact:…}} placeholders and removes them here; nothing is added by hand " +
  "(FACT_LITERALS=update npx vitest run tests/unit/fact-literals.test.ts rewrites it from the pages).";

const texts = (found: ReturnType<typeof findLiterals>) => found.map((literal) => `${literal.kind}: ${literal.text}`);

describe("fact literals: the scanner itself", () => {
  it("finds prices, periods, times and the table's short codes, in English and Spanish", () => {
    expect(
      texts(
        findLiterals(
          "A stamp is 82¢ or 82 cents; a box $10.40 and up to $1,000. Wait 7 business days, 3-30 days, five business days or 2 weeks. Open 9 a.m.-5 p.m. Text 28777 (2USPS) or 2USPS, or forward it to 7726.",
        ),
      ),
    ).toEqual([
      "money: $10.40",
      "money: $1,000",
      "money: 82¢",
      "money: 82 cents",
      "period: 7 business days",
      "period: 3-30 days",
      "period: five business days",
      "period: 2 weeks",
      "time: 9 a.m.",
      "time: 5 p.m.",
      "short-code: 28777 (2USPS)",
      "short-code: 2USPS",
      "short-code: 7726",
    ]);
    expect(
      texts(
        findLiterals("Cuesta 82 centavos. Espere 7 días hábiles, de 3 a 30 días o quince días; abre a las 9 a. m."),
      ),
    ).toEqual([
      "money: 82 centavos",
      "period: 7 días hábiles",
      "period: 3 a 30 días",
      "period: quince días",
      "time: 9 a. m.",
    ]);
  });

  it("reads neither placeholders, link targets, ordinary numbers nor prose days", () => {
    expect(
      findLiterals(
        "Costs {{fact:forever-stamp-price}} ([list](https://news.usps.com/2025/07/14/x)). Up to 35 numbers, 3.5 ounces, one day, un día feriado, in 2026.",
      ),
    ).toEqual([]);
    // "One or two days" hedges like "a day or two"; a number after any other word is still read.
    expect(findLiterals("Wait one or two business days; espere uno o dos días, una o dos semanas.")).toEqual([]);
    expect(texts(findLiterals("Wait two business days, or three or two weeks."))).toEqual([
      "period: two business days",
      "period: three or two weeks",
    ]);
  });

  it("allows only the literals its list explains", () => {
    expect(isAllowed("data/faq-answers/x.md", { kind: "money", text: "$3" })).toBe(true);
    expect(isAllowed("data/faq-answers/x.md", { kind: "money", text: "$30" })).toBe(false);
    expect(isAllowed("app/i18n/catalogs/en/checker.ts", { kind: "period", text: "12 hours" })).toBe(true);
    expect(isAllowed("app/i18n/catalogs/en/forms.ts", { kind: "period", text: "12 hours" })).toBe(false);
    // A question that quotes a tracking line may, in its front matter only; its answer reads the table.
    const quoted = "data/faq-answers/what-does-expected-delivery-by-9-p-m-mean.md";
    expect(isAllowed(quoted, { kind: "time", text: "9 p.m." }, true)).toBe(true);
    expect(isAllowed(quoted, { kind: "time", text: "9 p.m." })).toBe(false);
    // The site's own advice is allowed where it is given, not elsewhere.
    expect(
      isAllowed("data/faq-answers/what-does-in-transit-to-next-facility-mean.md", {
        kind: "period",
        text: "5 to 7 days",
      }),
    ).toBe(true);
    expect(isAllowed("data/faq-answers/where-is-my-package.md", { kind: "period", text: "5 to 7 days" })).toBe(false);
  });

  it("compares with a baseline both ways", () => {
    const baseline = { "a.md": { "money: $1": 1, "period: 7 days": 2 } };
    expect(compareWithBaseline({ "a.md": { "money: $1": 1, "period: 7 days": 2 } }, baseline)).toEqual({
      added: [],
      removed: [],
    });
    expect(
      compareWithBaseline({ "a.md": { "money: $1": 2, "period: 7 days": 1 }, "b.md": { "time: 5 p.m.": 1 } }, baseline),
    ).toEqual({
      added: ["a.md: money: $1", "b.md: time: 5 p.m."],
      removed: ["a.md: period: 7 days"],
    });
  });
});

describe("fact literals in the pages", { timeout: 60_000 }, () => {
  const files = scannedFiles();
  const found = countLiterals(files);
  const baseline: Baseline = JSON.parse(readFileSync(BASELINE_PATH, "utf8"));

  it("reads the answers, guides, landing copy and catalogs of both languages", () => {
    expect(files.filter((file) => file.startsWith("data/es/faq-answers/")).length).toBeGreaterThan(100);
    expect(files).toContain("app/lib/tracking/landing-copy-es.ts");
    expect(files).toContain("app/i18n/catalogs/es/checker.ts");
  });

  if (MODE === "report") {
    it("reports every literal by file", () => {
      const lines = Object.entries(found).map(
        ([file, counts]) =>
          `${file}${baseline.files[file] ? "" : " (not in the baseline)"}\n${Object.entries(counts)
            .map(([key, count]) => `    ${key}${count > 1 ? ` ×${count}` : ""}`)
            .join("\n")}`,
      );
      const total = Object.values(found).reduce(
        (sum, counts) => sum + Object.values(counts).reduce((a, b) => a + b, 0),
        0,
      );
      console.log(`${total} literal facts in ${lines.length} files\n${lines.join("\n")}`);
    });
    return;
  }

  if (MODE === "update") {
    it("rewrites the baseline from the pages", () => {
      const sorted = Object.fromEntries(Object.entries(found).sort(([a], [b]) => a.localeCompare(b)));
      writeFileSync(BASELINE_PATH, `${JSON.stringify({ about: ABOUT, files: sorted }, null, 2)}\n`);
    });
    return;
  }

  it("state no price, period, time or short code that is neither a fact placeholder nor in the baseline", () => {
    const { added } = compareWithBaseline(found, baseline.files);
    expect(
      added,
      "write these with {{fact:…}} (add the fact to data/facts.ts if it is missing), or explain one in ALLOWED_LITERALS",
    ).toEqual([]);
  });

  it("keep the baseline to what the pages still state (it only shrinks)", () => {
    const { removed } = compareWithBaseline(found, baseline.files);
    expect(
      removed,
      "no longer in the pages: run FACT_LITERALS=update npx vitest run tests/unit/fact-literals.test.ts",
    ).toEqual([]);
  });
});
