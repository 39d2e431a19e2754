/** The help center's URLs, in one place for loaders, components and tests. */

/** Longer queries are cut: nobody types more, and it bounds the work per request. */
export const SEARCH_QUERY_MAX_LENGTH = 100;

export function faqEntryPath(entryId: string): string {
  return `/faq/article/${encodeURIComponent(entryId)}`;
}

export function categoryPath(categoryId: string): string {
  return `/faq/${encodeURIComponent(categoryId)}`;
}

/** The search results page, which works without JavaScript. */
export function searchPath(query: string): string {
  return `/faq/search?q=${encodeURIComponent(query)}`;
}

export const SEARCH_PAGE_PATH = "/faq/search";

/** The JSON the search box's dropdown loads (at most 5 results). */
export function suggestionsPath(query: string): string {
  return `/faq/suggestions?q=${encodeURIComponent(query)}`;
}

/** The `q` parameter of a search URL, trimmed and bounded. */
export function readSearchQuery(url: URL): string {
  return (url.searchParams.get("q") ?? "").trim().slice(0, SEARCH_QUERY_MAX_LENGTH).trim();
}
