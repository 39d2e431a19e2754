/**
 * Loads the FAQ once per server process: the keywords of data/FaqExcelData1.csv,
 * each with its stored answer from data/faq-answers (docs/product.md §D3, §D8.1).
 * A CSV failure is logged with the spec's messages and yields empty data: the help
 * center still renders, search simply finds nothing (docs/product.md §S8). An answers failure
 * is logged and every entry shows the last-resort answer: never an empty page.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import Papa from "papaparse";
import type { Language } from "~/i18n/languages";
import { log } from "~/lib/log.server";
import { getConfig } from "~/lib/config.server";
import { DEFAULT_CARRIER_PHONE, fallbackAnswer } from "./fallback-answer";
import { buildFaqData, emptyFaqData, type FaqEntry, type FaqData } from "./faq-entries";
import { FAQ_ANSWERS_DIRS, answerKey, loadFaqAnswers } from "./stored-answers.server";

export const FAQ_CSV_RELATIVE_PATH = path.join("data", "FaqExcelData1.csv");
const KEYWORD_COLUMN = "Keyword";

export type LoadFaqDataOptions = {
  /** Absolute, or relative to process.cwd(). */
  csvPath?: string;
  /** Folder of the stored answers; absolute, or relative to process.cwd(). */
  answersDir?: string;
  carrierPhone?: string;
  /** The entries' language: their titles and answers. English by default. */
  language?: Language;
};

// One promise per (file, phone, language): concurrent first requests share a single read,
// and the file is never re-read for the life of the process.
const cache = new Map<string, Promise<FaqData>>();

export function loadFaqData(options: LoadFaqDataOptions = {}): Promise<FaqData> {
  const csvPath = path.resolve(process.cwd(), options.csvPath ?? FAQ_CSV_RELATIVE_PATH);
  const language = options.language ?? "en";
  const answersDir = path.resolve(process.cwd(), options.answersDir ?? FAQ_ANSWERS_DIRS[language]);
  const carrierPhone = options.carrierPhone ?? DEFAULT_CARRIER_PHONE;
  const key = [csvPath, answersDir, carrierPhone, language].join("\u0000");
  let pending = cache.get(key);
  if (!pending) {
    pending = readAndBuild(csvPath, answersDir, carrierPhone, language);
    cache.set(key, pending);
  }
  return pending;
}

/**
 * The site's FAQ in one language: loaded once per process and language, with the carrier's phone
 * number from configuration in every canned answer.
 */
export function getFaqData(language: Language = "en"): Promise<FaqData> {
  return loadFaqData({ carrierPhone: getConfig().carrierPhone, language });
}

/** What a help-centre loader throws for a page it does not have: its route's boundary shows the 404 screen. */
export function faqNotFound(): never {
  throw new Response(null, { status: 404, statusText: "Not Found" });
}

/** For tests: forget loaded data so the next call reads the file again. */
export function resetFaqDataCache(): void {
  cache.clear();
}

export function findFaqEntry(data: FaqData, id: string): FaqEntry | undefined {
  return data.entries.find((entry) => entry.id === id);
}

async function readAndBuild(
  csvPath: string,
  answersDir: string,
  carrierPhone: string,
  language: Language,
): Promise<FaqData> {
  let keywords: string[];
  try {
    keywords = parseKeywords(await readCsv(csvPath));
  } catch (cause) {
    log.error({ event: "faq-data-error", error: String(cause) }, "Error loading FAQ data");
    return emptyFaqData();
  }
  const fallback = () => fallbackAnswer(carrierPhone, language);
  try {
    const answers = await loadFaqAnswers(answersDir, keywords, carrierPhone, language);
    // Checked at load: every keyword has an answer and its question.
    return buildFaqData(keywords, (keyword) => {
      const stored = answers.get(answerKey(keyword));
      return stored ? { content: stored.markdown, reviewed: stored.reviewed, title: stored.title } : fallback();
    });
  } catch (cause) {
    log.error({ event: "faq-answers-error", error: String(cause) }, "Error loading FAQ data");
    return buildFaqData(keywords, fallback);
  }
}

async function readCsv(csvPath: string): Promise<string> {
  try {
    return await readFile(csvPath, "utf8");
  } catch (error) {
    // The spec's messages come from fetching the file over HTTP; keep them so the
    // log reads the same whichever way the file was reached.
    const code = error instanceof Error && "code" in error ? error.code : undefined;
    const status = code === "ENOENT" || code === "EISDIR" || code === "ENOTDIR" ? 404 : 500;
    throw new Error(`HTTP error! status: ${status}`, { cause: error });
  }
}

/** Exported for tests: the Keyword column of a CSV text, or a 'CSV parsing failed' error. */
export function parseKeywords(text: string): string[] {
  const result = Papa.parse<Record<string, unknown>>(text, {
    header: true,
    skipEmptyLines: "greedy",
    // A one-column file has no delimiter to detect; without this papaparse reports
    // an 'UndetectableDelimiter' error for a perfectly good file.
    delimiter: ",",
    // Tolerate a byte-order mark or stray spaces around the header written by spreadsheet apps.
    transformHeader: (header) => header.replace(/^\uFEFF/, "").trim(),
  });
  const firstError = result.errors[0];
  if (firstError) {
    throw new Error(`CSV parsing failed: ${firstError.message}`);
  }
  if (!result.meta.fields?.includes(KEYWORD_COLUMN)) {
    throw new Error(`CSV parsing failed: missing "${KEYWORD_COLUMN}" column`);
  }
  const keywords: string[] = [];
  for (const row of result.data) {
    const value = row[KEYWORD_COLUMN];
    if (typeof value === "string") keywords.push(value);
  }
  return keywords;
}
