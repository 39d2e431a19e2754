/**
 * The stored answer of every FAQ entry: one markdown file per keyword in
 * data/faq-answers, named by the keyword's slug and naming its keyword in front
 * matter, so editing the CSV's order never re-points an answer. Its front matter also
 * gives the entry's title, the question as a visitor would ask it, while the keyword
 * stays the entry's key and search terms (docs/product.md §D3).
 *
 * Checked as it loads: every keyword has exactly one answer, no answer lacks a
 * keyword or the day it was last reviewed, links go to pages of this site or
 * allow-listed official hosts over https, every placeholder names a fact of data/facts.ts (or the
 * carrier's phone) and each fact is dated and sourced once, and the length
 * suits a direct answer. Any problem fails the load with one error naming them
 * all, so the unit tests catch it.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { marked } from "marked";
import {
  countWords,
  leftoverPlaceholder,
  markdownBodyProblems,
  reviewedField,
  splitFrontMatter,
} from "~/lib/help-centre/markdown-checks.server";
import type { Language } from "~/i18n/languages";
import { expandPlaceholders } from "~/lib/facts/placeholders";
import { answerSlug } from "./answer-slug";

export const FAQ_ANSWERS_RELATIVE_DIR = path.join("data", "faq-answers");

/** Each language's stored answers: data/faq-answers, and its mirror under data/<language>/. */
export const FAQ_ANSWERS_DIRS: Record<Language, string> = {
  en: FAQ_ANSWERS_RELATIVE_DIR,
  es: path.join("data", "es", "faq-answers"),
};

/**
 * Long enough to answer, short enough to read on a phone before the guide link. Spanish says the
 * same in about a quarter more words.
 */
export const ANSWER_WORDS_BY_LANGUAGE: Record<Language, { min: number; max: number }> = {
  en: { min: 120, max: 300 },
  es: { min: 150, max: 400 },
};

// Every answer names its English keyword (the entry's identity, id and search terms) and gives the
// question a visitor would ask, in the answer's language, as the entry's title.
const frontMatterSchema = z
  .object({ title: z.string().trim().min(5), keyword: z.string().trim().min(1), reviewed: reviewedField })
  .strict();

export type StoredAnswer = {
  /** The question in the answer's language, as a visitor would ask it: the entry's title. */
  title: string;
  /** The answer, its facts (data/facts.ts) and the carrier's phone number filled in. */
  markdown: string;
  /** ISO day (`2026-11-24`) of the last review against the carrier's published rules. */
  reviewed: string;
};

/** Stored answers by keyword (lower-cased). */
export type FaqAnswers = ReadonlyMap<string, StoredAnswer>;

export function answerKey(keyword: string): string {
  return keyword.trim().toLowerCase();
}

export async function loadFaqAnswers(
  dir: string,
  keywords: readonly string[],
  carrierPhone: string,
  language: Language = "en",
): Promise<FaqAnswers> {
  const files = (await readdir(dir)).filter((name) => name.endsWith(".md")).sort();
  const problems: string[] = [];
  const answers = new Map<string, StoredAnswer>();

  const sources = await Promise.all(files.map((name) => readFile(path.join(dir, name), "utf8")));
  files.forEach((name, i) => {
    const parsed = parseAnswerFile(name, sources[i], carrierPhone, language);
    problems.push(...parsed.problems);
    // File names follow the keyword's slug, so one file is one keyword.
    if (parsed.answer) {
      const { keyword, ...answer } = parsed.answer;
      answers.set(answerKey(keyword), answer);
    }
  });

  const wanted = new Set(keywords.map(answerKey).filter((key) => key !== ""));
  for (const key of wanted) {
    if (!answers.has(key)) problems.push(`no answer for the keyword "${key}" (expected ${answerSlug(key)}.md)`);
  }
  for (const key of answers.keys()) {
    if (!wanted.has(key)) problems.push(`${answerSlug(key)}.md answers "${key}", which is not a keyword of the CSV`);
  }

  if (problems.length > 0) {
    throw new Error(`FAQ answers in ${dir} have problems:\n  ${problems.join("\n  ")}`);
  }
  return answers;
}

/** Exported for tests: one file to its keyword and markdown, or what is wrong with it. */
export function parseAnswerFile(
  fileName: string,
  source: string,
  carrierPhone: string,
  language: Language = "en",
): { answer?: { keyword: string } & StoredAnswer; problems: string[] } {
  const problems: string[] = [];
  const report = (message: string) => problems.push(`${fileName}: ${message}`);

  const parsed = splitFrontMatter(source);
  if ("error" in parsed) {
    report(parsed.error);
    return { problems };
  }
  const frontMatter = frontMatterSchema.safeParse(parsed.data);
  if (!frontMatter.success) {
    for (const issue of frontMatter.error.issues) {
      report(`front matter ${issue.path.join(".") || "(root)"} ${issue.message}`);
    }
    report(
      'front matter must be exactly `title: "…"` (the question), `keyword: "…"` (the English keyword) and `reviewed: YYYY-MM-DD`',
    );
    return { problems };
  }
  const { keyword, reviewed, title } = frontMatter.data;
  if (`${answerSlug(keyword)}.md` !== fileName) report(`should be named ${answerSlug(keyword)}.md for "${keyword}"`);

  // Facts and the carrier's phone number are filled in first, so their links are checked like the others.
  const expansion = expandPlaceholders(parsed.body.trim(), { language, values: { CARRIER_PHONE: carrierPhone } });
  for (const problem of expansion.problems) report(problem);
  const body = expansion.text;
  problems.push(...markdownBodyProblems(body).map((problem) => `${fileName}: ${problem}`));
  // Checked on marked's output alone: sanitising happens when the page renders it, and
  // sanitising 200 answers here would slow every server start for nothing.
  const html = marked.parse(body, { async: false });
  const leftover = leftoverPlaceholder(html);
  if (leftover) report(`unknown placeholder ${leftover}`);
  const words = countWords(html);
  const limits = ANSWER_WORDS_BY_LANGUAGE[language];
  if (words < limits.min || words > limits.max) {
    report(`${words} words (answers keep to ${limits.min}-${limits.max})`);
  }
  if (problems.length > 0) return { problems };
  return { answer: { keyword, markdown: body, reviewed, title }, problems };
}
