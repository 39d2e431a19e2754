import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";

import { FAQ_CATEGORY_IDS } from "~/lib/help-centre/faq-categories";
import { answerSlug } from "~/lib/help-centre/answer-slug";
import { categoryEntryCounts } from "~/lib/help-centre/faq-lists";
import { fallbackAnswer } from "~/lib/help-centre/fallback-answer";
import { findFaqEntry, loadFaqData, parseKeywords, resetFaqDataCache } from "~/lib/help-centre/faq-data.server";
import { log } from "~/lib/log.server";

const dir = mkdtempSync(path.join(tmpdir(), "faq-data-test-"));
/** A folder of valid stored answers for these keywords. */
function answersFor(keywords: string[]): string {
  const answers = mkdtempSync(path.join(dir, "answers-"));
  for (const keyword of keywords) {
    const body = `The answer to ${keyword}: ${"word ".repeat(130)}`;
    writeFileSync(
      path.join(answers, `${answerSlug(keyword)}.md`),
      `---\ntitle: "What about ${keyword}?"\nkeyword: "${keyword}"\nreviewed: 2026-11-24\n---\n\n${body}\n`,
    );
  }
  return answers;
}

function csvFile(name: string, content: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, content, "utf8");
  return file;
}

let errorSpy: MockInstance<typeof log.error>;

beforeEach(() => {
  resetFaqDataCache();
  errorSpy = vi.spyOn(log, "error").mockImplementation(() => undefined);
});

afterEach(() => {
  errorSpy.mockRestore();
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

function expectLoggedFailure(message: string | RegExp): void {
  expect(errorSpy).toHaveBeenCalledTimes(1);
  const [fields, label] = errorSpy.mock.calls[0];
  expect(label).toBe("Error loading FAQ data");
  expect(fields.event).toMatch(/^faq-/);
  // The cause as String(error) gives it: "Error: {message}".
  const cause = String(fields.error).replace(/^Error: /, "");
  if (typeof message === "string") expect(cause).toBe(message);
  else expect(cause).toMatch(message);
}

describe("loadFaqData", () => {
  it("loads the real data/FaqExcelData1.csv with the default carrier phone", async () => {
    const data = await loadFaqData();
    expect(errorSpy).not.toHaveBeenCalled();
    expect(data.entries.length).toBeGreaterThanOrEqual(170);
    expect(data.entries[0]).toMatchObject({
      id: "csv-article-1",
      keyword: "where is my package",
      title: "Where is my package?",
      categoryId: "tracking",
    });
    // The title is the question from the answer's front matter; the keyword stays the entry's key.
    expect(data.entries.find((entry) => entry.keyword === "hold mail request")?.title).toBe(
      "How do I put my mail on hold?",
    );
    // Each entry has its own stored answer; those that send the reader to USPS by phone carry its number.
    expect(new Set(data.entries.map((a) => a.content)).size).toBe(data.entries.length);
    expect(data.entries.filter((a) => a.content.includes("1-800-275-8777")).length).toBeGreaterThan(10);
    const counts = categoryEntryCounts(data);
    for (const id of FAQ_CATEGORY_IDS) expect(counts[id]).toBeGreaterThanOrEqual(10);
  });

  it("uses the carrier phone it is given", async () => {
    const data = await loadFaqData({ carrierPhone: "1-555-0199" });
    expect(data.entries.filter((a) => a.content.includes("1-555-0199")).length).toBeGreaterThan(10);
    expect(data.entries.some((a) => a.content.includes("1-800-275-8777"))).toBe(false);
  });

  it("reads the file once per process and shares the promise", async () => {
    const file = csvFile("once.csv", "Keyword\nwhere is my package\n");
    const answersDir = answersFor(["where is my package", "one", "two", "three"]);
    const first = loadFaqData({ csvPath: file, answersDir });
    expect(loadFaqData({ csvPath: file, answersDir })).toBe(first);
    expect((await first).entries).toHaveLength(1);

    writeFileSync(file, "Keyword\none\ntwo\nthree\n", "utf8");
    expect((await loadFaqData({ csvPath: file, answersDir })).entries).toHaveLength(1);

    resetFaqDataCache();
    expect((await loadFaqData({ csvPath: file, answersDir })).entries).toHaveLength(3);
  });

  it("resolves a relative csvPath against the working directory", async () => {
    const data = await loadFaqData({ csvPath: "data/FaqExcelData1.csv" });
    expect(data.entries.length).toBeGreaterThan(0);
  });

  it("skips empty and whitespace-only lines and numbers the rest", async () => {
    const file = csvFile("blanks.csv", "Keyword\r\n\r\ntrack my package\r\n   \r\n\r\ncustoms form\r\n");
    const data = await loadFaqData({ csvPath: file, answersDir: answersFor(["track my package", "customs form"]) });
    expect(errorSpy).not.toHaveBeenCalled();
    expect(data.entries.map((a) => [a.id, a.keyword])).toEqual([
      ["csv-article-1", "track my package"],
      ["csv-article-2", "customs form"],
    ]);
  });

  it("accepts a byte-order mark and quoted keywords containing commas", async () => {
    const file = csvFile("bom.csv", '\uFEFFKeyword\n"where, oh where, is my parcel"\n');
    const data = await loadFaqData({ csvPath: file, answersDir: answersFor(["where, oh where, is my parcel"]) });
    expect(errorSpy).not.toHaveBeenCalled();
    expect(data.entries[0].keyword).toBe("where, oh where, is my parcel");
  });

  it("reads only the Keyword column of a wider file", async () => {
    const file = csvFile("wide.csv", "Id,Keyword,Notes\n1,lost mail,x\n2,postage cost,y\n");
    const data = await loadFaqData({ csvPath: file });
    expect(data.entries.map((a) => a.keyword)).toEqual(["lost mail", "postage cost"]);
  });

  it("answers that fail their checks: logs the problems and shows the last-resort answer, never an empty page", async () => {
    const file = csvFile("no-answers.csv", "Keyword\nwhere is my package\nlost mail\n");
    const data = await loadFaqData({ csvPath: file, answersDir: answersFor(["where is my package"]) });
    expect(data.entries.map((a) => a.content)).toEqual([
      fallbackAnswer("1-800-275-8777"),
      fallbackAnswer("1-800-275-8777"),
    ]);
    // Without its answers an entry still has a title, written from its keyword.
    expect(data.entries.map((a) => a.title)).toEqual(["Where Is My Package?", "Lost Mail?"]);
    expectLoggedFailure(/no answer for the keyword "lost mail"/);
  });

  it("missing file: logs 'HTTP error! status: 404' and returns empty data", async () => {
    const data = await loadFaqData({ csvPath: path.join(dir, "does-not-exist.csv") });
    expect(data).toEqual({ entries: [] });
    expectLoggedFailure("HTTP error! status: 404");
  });

  it("a failed load is remembered too (logged once)", async () => {
    const missing = path.join(dir, "still-missing.csv");
    await loadFaqData({ csvPath: missing });
    await loadFaqData({ csvPath: missing });
    expect(errorSpy).toHaveBeenCalledTimes(1);
  });

  it("file without a Keyword column: 'CSV parsing failed' and empty data", async () => {
    const file = csvFile("no-keyword.csv", "Query\nwhere is my package\n");
    const data = await loadFaqData({ csvPath: file });
    expect(data).toEqual({ entries: [] });
    expectLoggedFailure('CSV parsing failed: missing "Keyword" column');
  });

  it("unterminated quotes: 'CSV parsing failed: {message}' and empty data", async () => {
    const file = csvFile("bad-quotes.csv", 'Keyword\n"where is my package\ntrack my mail\n');
    const data = await loadFaqData({ csvPath: file });
    expect(data.entries).toEqual([]);
    expectLoggedFailure(/^CSV parsing failed: .+/);
  });

  it("an empty file counts as a parse failure", async () => {
    const file = csvFile("empty.csv", "");
    const data = await loadFaqData({ csvPath: file });
    expect(data.entries).toEqual([]);
    expectLoggedFailure(/^CSV parsing failed: /);
  });

  it("never rejects", async () => {
    await expect(loadFaqData({ csvPath: dir })).resolves.toMatchObject({ entries: [] });
    expectLoggedFailure("HTTP error! status: 404");
  });
});

describe("parseKeywords", () => {
  it("returns the Keyword column in order", () => {
    expect(parseKeywords("Keyword\na\n\nb\n")).toEqual(["a", "b"]);
  });

  it("reports unterminated quotes with papaparse's message", () => {
    expect(() => parseKeywords('Keyword\n"a\n')).toThrow(/^CSV parsing failed: Quoted field unterminated/);
  });
});

describe("findFaqEntry", () => {
  it("find by id or return undefined", async () => {
    const data = await loadFaqData();
    expect(findFaqEntry(data, "csv-article-2")?.id).toBe("csv-article-2");
    expect(findFaqEntry(data, "csv-article-0")).toBeUndefined();
    expect(findFaqEntry(data, "csv-article-99999")).toBeUndefined();
  });
});
