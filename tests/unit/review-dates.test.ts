/**
 * Every guide (data/articles) and every stored FAQ answer (data/faq-answers) says when it was last
 * checked against the carrier's published rules, and that check is recent: a `reviewed:` day in
 * front matter no more than REVIEW_MAX_AGE_DAYS before today. Every guide ends with its official
 * sources. The folders are read as they are, so a file added later is checked too, and each
 * failure names its file.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { officialSourcesProblems, splitFrontMatter } from "~/lib/help-centre/markdown-checks.server";
import { REVIEW_MAX_AGE_DAYS, reviewAgeInDays, reviewDay, reviewDayProblem } from "~/lib/review-date";

type Doc = { name: string; source: string };

function markdownFiles(folder: string): Doc[] {
  const dir = path.join(process.cwd(), "data", folder);
  return readdirSync(dir)
    .filter((file) => file.endsWith(".md"))
    .sort()
    .map((file) => ({ name: `data/${folder}/${file}`, source: readFileSync(path.join(dir, file), "utf8") }));
}

/** What is wrong with a file's review date today, as "file: problem" lines. */
function reviewProblems(doc: Doc, today: Date): string[] {
  const parsed = splitFrontMatter(doc.source);
  if ("error" in parsed) return [`${doc.name}: ${parsed.error}`];
  const data = parsed.data;
  const value = typeof data === "object" && data !== null && "reviewed" in data ? data.reviewed : undefined;
  if (value === undefined) return [`${doc.name}: no \`reviewed: YYYY-MM-DD\` in its front matter`];
  const day = reviewDay(value);
  if (day === undefined) return [`${doc.name}: reviewed ${JSON.stringify(value)} is not one day written YYYY-MM-DD`];
  const problem = reviewDayProblem(day, today);
  return problem ? [`${doc.name}: ${problem}`] : [];
}

function sourcesProblems(doc: Doc): string[] {
  const parsed = splitFrontMatter(doc.source);
  if ("error" in parsed) return [`${doc.name}: ${parsed.error}`];
  return officialSourcesProblems(parsed.body).map((problem) => `${doc.name}: ${problem}`);
}

const file = (frontMatter: string, body = "Text.") => ({
  name: "data/x/example.md",
  source: `---\n${frontMatter}\n---\n\n${body}\n`,
});

describe("review dates: the checks themselves", () => {
  const today = new Date("2026-11-24T15:30:00Z");

  it("read a YAML date (a Date at UTC midnight) or the same day quoted, and nothing else", () => {
    expect(reviewDay(new Date("2026-11-24T00:00:00Z"))).toBe("2026-11-24");
    expect(reviewDay("2026-11-24")).toBe("2026-11-24");
    expect(reviewDay(new Date("2026-11-24T10:00:00Z"))).toBeUndefined();
    for (const text of ["2026-02-30", "2026-13-01", "24/11/2026", "November 24, 2026", "2026-11-24T00:00:00Z", ""]) {
      expect(reviewDay(text), text).toBeUndefined();
    }
    expect(reviewDay(20261124)).toBeUndefined();
    expect(reviewDay(undefined)).toBeUndefined();
  });

  it(`accept a review up to ${REVIEW_MAX_AGE_DAYS} days old, and refuse an older one or one dated after tomorrow`, () => {
    expect(reviewAgeInDays("2026-11-24", today)).toBe(0);
    expect(reviewDayProblem("2026-11-24", today)).toBeUndefined();
    expect(reviewDayProblem("2025-10-20", today)).toBeUndefined(); // 400 days
    expect(reviewDayProblem("2025-10-19", today)).toMatch(/401 days old/);
    expect(reviewDayProblem("2026-11-25", today)).toBeUndefined(); // already the 25th east of Greenwich
    expect(reviewDayProblem("2026-11-26", today)).toMatch(/in the future/);
  });

  it("name the file whose date is missing, malformed or too old", () => {
    expect(reviewProblems(file('keyword: "x"\nreviewed: 2026-11-24'), today)).toEqual([]);
    expect(reviewProblems(file('keyword: "x"'), today)).toEqual([
      "data/x/example.md: no `reviewed: YYYY-MM-DD` in its front matter",
    ]);
    expect(reviewProblems(file('reviewed: "24 November 2026"'), today)[0]).toMatch(
      /^data\/x\/example\.md: .*not one day/,
    );
    expect(reviewProblems(file("reviewed: 2024-01-02"), today)[0]).toMatch(/^data\/x\/example\.md: .*days old/);
  });

  it("want a guide to end with a bullet list of official links under '## Official sources'", () => {
    const good =
      "## Hours\n\nText.\n\n## Official sources\n\n- [USPS holidays](https://about.usps.com/newsroom/events/)\n- [Find a post office](https://tools.usps.com/find-location.htm)\n";
    expect(officialSourcesProblems(good)).toEqual([]);
    expect(officialSourcesProblems("## Hours\n\nText.\n")[0]).toMatch(
      /does not end with a "## Official sources" section/,
    );
    expect(officialSourcesProblems(`${good}\n## More\n\nText.\n`)[0]).toMatch(/does not end/);
    expect(officialSourcesProblems("## Official sources\n\nSee USPS.\n")[0]).toMatch(
      /one bullet list and nothing else/,
    );
    expect(officialSourcesProblems("## Official sources\n\n1. [USPS](https://www.usps.com/)\n")[0]).toMatch(
      /bullet list/,
    );
    expect(officialSourcesProblems("## Official sources\n\n- USPS\n")).toEqual(['official source "USPS" has no link']);
    expect(officialSourcesProblems("## Official sources\n\n- [FAQ](/faq)\n")).toEqual([
      "official source /faq is not a link to an official site",
    ]);
    expect(sourcesProblems(file("title: x", "## Hours\n\nText."))[0]).toMatch(/^data\/x\/example\.md: does not end/);
  });
});

describe("review dates and official sources of the real content", () => {
  const guides = markdownFiles("articles");
  const answers = markdownFiles("faq-answers");
  const today = new Date();

  it("finds the guides and the answers", () => {
    expect(guides.length).toBeGreaterThan(0);
    expect(answers.length).toBeGreaterThan(100);
  });

  it(`every guide was reviewed in the last ${REVIEW_MAX_AGE_DAYS} days`, () => {
    expect(guides.flatMap((doc) => reviewProblems(doc, today))).toEqual([]);
  });

  it(`every FAQ answer was reviewed in the last ${REVIEW_MAX_AGE_DAYS} days`, () => {
    expect(answers.flatMap((doc) => reviewProblems(doc, today))).toEqual([]);
  });

  it("every guide ends with its official sources", () => {
    expect(guides.flatMap(sourcesProblems)).toEqual([]);
  });
});
