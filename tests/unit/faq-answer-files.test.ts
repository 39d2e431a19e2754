import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { FAQ_ANSWERS_RELATIVE_DIR, loadFaqAnswers, parseAnswerFile } from "~/lib/help-centre/stored-answers.server";
import { answerSlug } from "~/lib/help-centre/answer-slug";
import { TITLE_ACRONYMS, titleForKeyword } from "~/lib/help-centre/faq-titles";
import { markdownToPlainText } from "~/lib/help-centre/plain-text";
import { FAQ_CSV_RELATIVE_PATH, parseKeywords } from "~/lib/help-centre/faq-data.server";
import { readFileSync } from "node:fs";

const PHONE = "1-800-275-8777";
const keywords = parseKeywords(readFileSync(FAQ_CSV_RELATIVE_PATH, "utf8"))
  .map((k) => k.trim())
  .filter(Boolean);

/** How a question a visitor asks begins in English. */
const QUESTION_START = /^(?:What|What's|How|Why|When|Where|Which|Who|Can|Does|Do|Is|Are|Will|Should)\b/;

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");
const file = (keyword: string, body: string, reviewed = "2026-11-24") =>
  `---\ntitle: "What about ${keyword}?"\nkeyword: "${keyword}"\nreviewed: ${reviewed}\n---\n\n${body}\n`;

describe("the stored FAQ answers in data/faq-answers", () => {
  it("give every CSV keyword exactly one answer, with no orphans, and pass every check", async () => {
    const answers = await loadFaqAnswers(FAQ_ANSWERS_RELATIVE_DIR, keywords, PHONE);
    expect(answers.size).toBe(new Set(keywords.map((k) => k.toLowerCase())).size);
  });

  it("are all different: each written for its own question", async () => {
    const answers = await loadFaqAnswers(FAQ_ANSWERS_RELATIVE_DIR, keywords, PHONE);
    const openings = new Set([...answers.values()].map(({ markdown }) => markdownToPlainText(markdown).slice(0, 80)));
    expect(openings.size).toBe(answers.size);
  });

  it("each give the entry's title: a plain question, with acronyms upper-case, never the keyword capitalised", async () => {
    const answers = await loadFaqAnswers(FAQ_ANSWERS_RELATIVE_DIR, keywords, PHONE);
    const problems: string[] = [];
    for (const [keyword, { title }] of answers) {
      const report = (problem: string) => problems.push(`"${title}" (${keyword}): ${problem}`);
      if (!/^[A-Z][^?]*[^?\s]\?$/.test(title)) report("is not one sentence starting upper-case and ending in one '?'");
      if (!QUESTION_START.test(title)) report("does not start as a question does");
      if (title === titleForKeyword(keyword)) report("is the keyword capitalised, not a question");
      if (/ {2}|\.{2}/.test(title)) report("has doubled spaces or dots");
      for (const word of title.match(/[A-Za-z0-9]+/g) ?? []) {
        if (TITLE_ACRONYMS.has(word.toLowerCase()) && word !== word.toUpperCase())
          report(`writes ${word} in lower case`);
      }
      if (/\b(?:centre|colour|cheque|favour|licence|organis\w*|post code|postcode)\b/i.test(title)) {
        report("is not American English");
      }
    }
    expect(problems).toEqual([]);
    const titles = [...answers.values()].map(({ title }) => title.toLowerCase());
    expect(new Set(titles).size, "every entry asks its own question").toBe(titles.length);
  });

  it("fill in the carrier's phone number", async () => {
    const answers = await loadFaqAnswers(FAQ_ANSWERS_RELATIVE_DIR, keywords, "1-555-0100");
    const withPhone = [...answers.values()].filter(({ markdown }) => markdown.includes("1-555-0100"));
    expect(withPhone.length).toBeGreaterThan(10);
    for (const { markdown } of answers.values()) expect(markdown).not.toMatch(/\{\{|\}\}/);
  });
});

describe("parseAnswerFile", () => {
  it("accepts a good answer and names its keyword", () => {
    const parsed = parseAnswerFile(
      "where-is-my-mail.md",
      file("where is my mail", `Call {{CARRIER_PHONE}}. ${words(130)}`),
      PHONE,
    );
    expect(parsed.problems).toEqual([]);
    expect(parsed.answer?.keyword).toBe("where is my mail");
    expect(parsed.answer?.title).toBe("What about where is my mail?");
    expect(parsed.answer?.markdown).toContain(PHONE);
    // YAML reads the unquoted day as a Date; the answer keeps the ISO day.
    expect(parsed.answer?.reviewed).toBe("2026-11-24");
    expect(
      parseAnswerFile("where-is-my-mail.md", file("where is my mail", words(130), '"2026-11-24"'), PHONE).answer
        ?.reviewed,
    ).toBe("2026-11-24");
  });

  it.each([
    [
      "without a review date",
      file("where is my mail", words(130)).replace(/reviewed: .*\n/, ""),
      /reviewed is missing/,
    ],
    ["without its question", file("where is my mail", words(130)).replace(/title: .*\n/, ""), /title/],
    [
      "with a title of one letter",
      file("where is my mail", words(130)).replace(/title: .*\n/, 'title: "?"\n'),
      /title/,
    ],
    [
      "with a review date that is not a day",
      file("where is my mail", words(130), '"last week"'),
      /reviewed must be one day/,
    ],
    ["with a time of day", file("where is my mail", words(130), "2026-11-24T10:00:00Z"), /reviewed must be one day/],
  ])("refuses an answer %s, naming the file", (_name, source, problem) => {
    const { answer, problems } = parseAnswerFile("where-is-my-mail.md", source, PHONE);
    expect(answer).toBeUndefined();
    expect(problems.join("\n")).toMatch(problem);
    expect(problems.every((line) => line.startsWith("where-is-my-mail.md: "))).toBe(true);
  });

  it("names every problem: file name, length, links, placeholders, HTML, images", () => {
    const body = [
      "# Heading one",
      "[off-list](https://example.com/) [plain http](http://www.usps.com/) [no such page](/nowhere)",
      "{phone} and {{UNKNOWN}}",
      "<b>raw</b>",
      "![a picture](https://www.usps.com/a.png)",
      words(20),
    ].join("\n\n");
    const { answer, problems } = parseAnswerFile("wrong-name.md", file("where is my mail", body), PHONE);
    expect(answer).toBeUndefined();
    const text = problems.join("\n");
    expect(text).toMatch(/should be named where-is-my-mail\.md/);
    expect(text).toMatch(/words \(answers keep to 120-300\)/);
    expect(text).toMatch(/example\.com.*allow-list/);
    expect(text).toMatch(/http:\/\/www\.usps\.com.*not https/);
    expect(text).toMatch(/\/nowhere.*does not have/);
    expect(text).toMatch(/placeholder/);
    expect(text).toMatch(/raw HTML/);
    expect(text).toMatch(/image/);
    expect(text).toMatch(/h1/);
  });

  it("rejects front matter without a keyword", () => {
    expect(parseAnswerFile("x.md", "---\ntitle: x\n---\nbody", PHONE).problems[0]).toMatch(/front matter/);
  });
});

describe("loadFaqAnswers", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "faq-answers-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("reports a keyword without an answer and an answer without a keyword", async () => {
    writeFileSync(path.join(dir, `${answerSlug("alpha")}.md`), file("alpha", words(150)));
    writeFileSync(path.join(dir, `${answerSlug("orphan")}.md`), file("orphan", words(150)));
    const error = await loadFaqAnswers(dir, ["alpha", "beta"], PHONE).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    const message = error instanceof Error ? error.message : "";
    expect(message).toMatch(/no answer for the keyword "beta" \(expected beta\.md\)/);
    expect(message).toMatch(/orphan\.md answers "orphan", which is not a keyword/);
  });
});
