/**
 * FAQ search: case-insensitive substring match on title or content (SPEC §9).
 * Pure, used by the client dropdown and by the no-JavaScript GET search.
 */
import { markdownToPlainText, type FaqArticle } from "./faq-builder";

export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_RESULT_LIMIT = 5;
export const SEARCH_PREVIEW_LENGTH = 70;

export type FaqSearchResult = { id: string; title: string; preview: string };

export function noResultsMessage(query: string): string {
  return `No results found for "${query}"`;
}

type SearchIndex = {
  titles: string[];
  /** For each article, the index of its content in `contents`. */
  contentKeys: Int32Array;
  /**
   * Distinct lower-cased contents. Generated articles all share one answer, so
   * it is lower-cased, stored and matched once instead of once per article.
   */
  contents: string[];
  rawContents: string[];
  /** Filled on first use: turning markdown into text costs more than the search. */
  previews: Array<string | undefined>;
};

// Keyed by the articles array itself: loader data is not mutated after it is
// built, and the WeakMap lets an old index go when its array is dropped.
const indexCache = new WeakMap<readonly FaqArticle[], SearchIndex>();

function indexFor(articles: readonly FaqArticle[]): SearchIndex {
  const cached = indexCache.get(articles);
  if (cached) return cached;

  const keyByContent = new Map<string, number>();
  const rawContents: string[] = [];
  const contentKeys = new Int32Array(articles.length);
  articles.forEach((article, i) => {
    let key = keyByContent.get(article.content);
    if (key === undefined) {
      key = rawContents.length;
      keyByContent.set(article.content, key);
      rawContents.push(article.content);
    }
    contentKeys[i] = key;
  });

  const index: SearchIndex = {
    titles: articles.map((article) => article.title.toLowerCase()),
    contentKeys,
    contents: rawContents.map((content) => content.toLowerCase()),
    rawContents,
    previews: new Array<string | undefined>(rawContents.length),
  };
  indexCache.set(articles, index);
  return index;
}

function previewFor(index: SearchIndex, contentKey: number): string {
  let preview = index.previews[contentKey];
  if (preview === undefined) {
    preview = markdownToPlainText(index.rawContents[contentKey]).slice(0, SEARCH_PREVIEW_LENGTH);
    index.previews[contentKey] = preview;
  }
  return preview;
}

// Per-query state of each distinct content.
const UNCHECKED = 0;
const MATCH = 1;
const NO_MATCH = 2;

export function searchFaq(
  articles: readonly FaqArticle[],
  query: string,
  limit: number = SEARCH_RESULT_LIMIT,
): FaqSearchResult[] {
  const needle = query.trim().toLowerCase();
  // NaN means "no usable limit": the default; Infinity means every match.
  const max = Number.isNaN(limit) ? SEARCH_RESULT_LIMIT : Math.max(0, Math.floor(limit));
  if (needle === "" || max === 0 || articles.length === 0) return [];

  const index = indexFor(articles);
  // Filled lazily: most queries stop after `max` hits.
  const contentState = new Uint8Array(index.contents.length);
  const results: FaqSearchResult[] = [];

  for (let i = 0; i < articles.length && results.length < max; i += 1) {
    const key = index.contentKeys[i];
    let hit = index.titles[i].includes(needle);
    if (!hit) {
      if (contentState[key] === UNCHECKED) {
        contentState[key] = index.contents[key].includes(needle) ? MATCH : NO_MATCH;
      }
      hit = contentState[key] === MATCH;
    }
    if (hit) {
      const article = articles[i];
      results.push({ id: article.id, title: article.title, preview: previewFor(index, key) });
    }
  }
  return results;
}
