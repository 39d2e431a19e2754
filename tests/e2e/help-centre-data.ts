/**
 * What the help-centre pages should show, computed from the real CSV and answers with
 * the app's own loader, so the specs follow the data instead of hard-coding counts.
 */
import { readFileSync } from "node:fs";
import { categoryEntryCounts, frequentlyViewedEntries, popularEntries } from "../../app/lib/help-centre/faq-lists";
import { FAQ_CSV_RELATIVE_PATH, loadFaqData } from "../../app/lib/help-centre/faq-data.server";

export const csvText = readFileSync(FAQ_CSV_RELATIVE_PATH, "utf8");
export const faq = await loadFaqData();
export const categoryCounts = categoryEntryCounts(faq);
export const quickAnswerCount = popularEntries(faq).length;
/** The spec's list: the browser tests count no views (a headless browser is not a reader). */
export const frequentlyViewedCount = frequentlyViewedEntries(faq).entries.length;

export function article(id: string) {
  const found = faq.entries.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no article ${id} in the CSV`);
  return found;
}
