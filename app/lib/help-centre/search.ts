/**
 * What the help center's search returns, and the numbers its box obeys (docs/product.md §D8.1).
 * Client-safe: the index itself lives on the server (search.server.ts), so the
 * search library and the content never reach the browser bundle.
 */

export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_RESULT_LIMIT = 5;
export const SEARCH_PREVIEW_LENGTH = 70;

export type HelpSearchKind = "guide" | "faq";

export type HelpSearchResult = {
  kind: HelpSearchKind;
  title: string;
  /** The page: a guide's `/{slug}` or `/faq/article/{id}`, a path of the site (the page puts it in its language). */
  path: string;
  /** The first 70 characters of the text. */
  preview: string;
};

/** What /faq/suggestions returns to the search box. */
export type HelpSuggestions = { query: string; results: HelpSearchResult[] };

/** The label each result carries, so a visitor knows what the link opens. */
export const SEARCH_KIND_KEYS = {
  guide: "faq.search.kind.guide",
  faq: "faq.search.kind.faq",
} as const satisfies Record<HelpSearchKind, string>;
