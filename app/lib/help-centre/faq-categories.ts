/**
 * The FAQ's six categories, and the rule that puts a CSV keyword in one (docs/product.md §S9, §D3).
 * Pure; read by the loaders and, for the id type and list, by the sitemap and the tests.
 */
import type { MessageKey } from "~/i18n/catalog-types";

export const FAQ_CATEGORY_IDS = ["tracking", "delivery", "shipping", "international", "account", "payments"] as const;

export type FaqCategoryId = (typeof FAQ_CATEGORY_IDS)[number];

/**
 * What a category is called and its one-line description, in the page's language: the faq
 * catalog's `faq.category.<id>.title` and `.description` (app/i18n/catalogs/<language>/faq.ts),
 * the one place they are written, in English as in every other language.
 */
export function categoryTextKeys(id: FaqCategoryId): { title: MessageKey; description: MessageKey } {
  return { title: `faq.category.${id}.title`, description: `faq.category.${id}.description` };
}

export function isFaqCategoryId(value: string): value is FaqCategoryId {
  return FAQ_CATEGORY_IDS.some((id) => id === value);
}

// Checked in order on the lower-cased keyword; the first rule with a matching
// substring wins (docs/product.md §S9, §D3: the spec's rules plus the payments rule).
const CATEGORY_RULES: ReadonlyArray<{ categoryId: FaqCategoryId; needles: readonly string[] }> = [
  { categoryId: "tracking", needles: ["track", "where", "find", "lost", "missing"] },
  { categoryId: "delivery", needles: ["deliver", "pick up", "saturday", "sunday", "weekend"] },
  { categoryId: "shipping", needles: ["ship", "label", "prohibited", "reroute"] },
  { categoryId: "international", needles: ["customs", "international", "stuck"] },
  { categoryId: "account", needles: ["contact", "address", "apply", "account"] },
  {
    categoryId: "payments",
    needles: ["pay", "fee", "cost", "price", "money order", "refund", "postage"],
  },
];

export function categoryForKeyword(keyword: string): FaqCategoryId {
  const lower = keyword.toLowerCase();
  for (const rule of CATEGORY_RULES) {
    if (rule.needles.some((needle) => lower.includes(needle))) return rule.categoryId;
  }
  return "tracking";
}
