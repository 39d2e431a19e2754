/**
 * Builds the FAQ entries from the CSV's keywords: each one's id, category, title, answer and
 * popularity (docs/product.md §D3).
 *
 * Pure, and run on the server only: by faq-data.server.ts when the FAQ loads, and by the route
 * loaders. Pages receive the results as loader data; the browser bundle never includes this code
 * (components import only its types). Popularity is seeded from the entry id (seeded-random.ts),
 * so every process builds the same entries and a reload never reshuffles the lists.
 */
import { categoryForKeyword, type FaqCategoryId } from "./faq-categories";
import { titleForKeyword } from "./faq-titles";
import { seededRandom } from "./seeded-random";

export type FaqEntry = {
  /** `csv-article-{n}`, n the 1-based position among non-empty keywords. */
  id: string;
  categoryId: FaqCategoryId;
  title: string;
  /** Markdown. */
  content: string;
  isPopular: boolean;
  /** The source keyword, trimmed: the entry's key, and search terms beside its title. */
  keyword: string;
  /** ISO day the stored answer was last reviewed; absent for the last-resort answer. */
  reviewed?: string;
};

/** One language's FAQ. Its categories are FAQ_CATEGORY_IDS, named by the faq catalog (categoryTextKeys). */
export type FaqData = {
  entries: FaqEntry[];
};

export function isPopular(id: string): boolean {
  return seededRandom(`popular:${id}`) < 0.3;
}

/**
 * An answer's markdown and, when it is a stored one, the day it was last reviewed and the question
 * it answers (the entry's title). The last-resort answer has neither: its title is the keyword's.
 */
export type FaqAnswerContent = { content: string; reviewed?: string; title?: string };

/** `answerFor` gives each keyword's markdown answer (the stored one, or the fallback). */
export function buildFaqData(
  keywords: readonly string[],
  answerFor: (keyword: string) => string | FaqAnswerContent,
): FaqData {
  const entries: FaqEntry[] = [];
  for (const raw of keywords) {
    const keyword = raw.trim();
    if (keyword === "") continue;
    // Numbered after skipping blanks, so ids stay stable when the CSV has empty lines.
    const id = `csv-article-${entries.length + 1}`;
    const answer = answerFor(keyword);
    const { content, reviewed, title } = typeof answer === "string" ? { content: answer } : answer;
    entries.push({
      id,
      categoryId: categoryForKeyword(keyword),
      title: title ?? titleForKeyword(keyword),
      content,
      isPopular: isPopular(id),
      keyword,
      ...(reviewed === undefined ? {} : { reviewed }),
    });
  }
  return { entries };
}

export function emptyFaqData(): FaqData {
  return { entries: [] };
}
