/**
 * An FAQ entry's plain-text excerpt, worked out once per process and length: the category page
 * lists up to a hundred entries, and turning each answer's markdown into plain text on every render
 * was 40% of that page's CPU. The same for every visitor, bounded by the entries the process loaded
 * (held weakly, so a reloaded FAQ drops its old excerpts) times the few lengths the pages use.
 */
import type { FaqEntry } from "./faq-entries";
import { excerpt } from "./plain-text";

const excerpts = new WeakMap<FaqEntry, Map<number, string>>();

export function entryExcerpt(entry: FaqEntry, length: number): string {
  let byLength = excerpts.get(entry);
  if (!byLength) {
    byLength = new Map();
    excerpts.set(entry, byLength);
  }
  let text = byLength.get(length);
  if (text === undefined) {
    text = excerpt(entry.content, length);
    byLength.set(length, text);
  }
  return text;
}
