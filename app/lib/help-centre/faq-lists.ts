/** The lists the FAQ pages show, chosen from the built entries. */
import type { FaqCategoryId } from "./faq-categories";
import type { FaqData, FaqEntry } from "./faq-entries";

export function entriesInCategory(data: FaqData, categoryId: string): FaqEntry[] {
  return data.entries.filter((entry) => entry.categoryId === categoryId);
}

export function categoryEntryCounts(data: FaqData): Record<FaqCategoryId, number> {
  const counts: Record<FaqCategoryId, number> = {
    tracking: 0,
    delivery: 0,
    shipping: 0,
    international: 0,
    account: 0,
    payments: 0,
  };
  for (const entry of data.entries) counts[entry.categoryId] += 1;
  return counts;
}

/** Quick Answers. */
export function popularEntries(data: FaqData): FaqEntry[] {
  return data.entries.filter((entry) => entry.isPopular);
}

/**
 * 'Frequently Viewed Articles' (docs/product.md §D9.5): the entries viewed in the last 30 days, most
 * viewed first (`mostViewed`, ids from the anonymous view counts), as many as the spec's list holds;
 * until there are counts, the spec's every third entry (index 0, 3, 6, ...; docs/product.md §D3).
 * No view count is shown either way.
 */
export function frequentlyViewedEntries(
  data: FaqData,
  mostViewed: readonly string[] = [],
): { entries: FaqEntry[]; counted: boolean } {
  const everyThird = data.entries.filter((_, index) => index % 3 === 0);
  const byId = new Map(data.entries.map((entry) => [entry.id, entry]));
  // Ids of entries the FAQ no longer has (the CSV changed) are left out.
  const viewed = mostViewed
    .map((id) => byId.get(id))
    .filter((entry): entry is FaqEntry => entry !== undefined)
    .slice(0, everyThird.length);
  return viewed.length > 0 ? { entries: viewed, counted: true } : { entries: everyThird, counted: false };
}

export function relatedEntries(data: FaqData, entry: FaqEntry, max = 3): FaqEntry[] {
  if (max <= 0) return [];
  return data.entries.filter((other) => other.categoryId === entry.categoryId && other.id !== entry.id).slice(0, max);
}
