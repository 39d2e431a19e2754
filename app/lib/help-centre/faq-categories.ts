/**
 * The FAQ's six categories, and the rule that puts a CSV keyword in one (docs/product.md §S9, §D3).
 * Pure; read by the loaders and, for the id type and list, by the sitemap and the tests.
 */

export const FAQ_CATEGORY_IDS = ["tracking", "delivery", "shipping", "international", "account", "payments"] as const;

export type FaqCategoryId = (typeof FAQ_CATEGORY_IDS)[number];

export type FaqCategory = {
  id: FaqCategoryId;
  title: string;
  description: string;
};

const CATEGORY_LIST: FaqCategory[] = [
  {
    id: "tracking",
    title: "Tracking",
    description:
      "Find a package, read tracking statuses and find out what to do when tracking stops updating or mail goes missing.",
  },
  {
    id: "delivery",
    title: "Delivery",
    description:
      "Delivery days and times, redelivery, pick-up at the post office, Informed Delivery and packages marked delivered but not received.",
  },
  {
    id: "shipping",
    title: "Shipping",
    description:
      "Sending parcels: services, labels, boxes, prohibited and restricted items, and rerouting a package that is already on its way.",
  },
  {
    id: "international",
    title: "International",
    description:
      "Sending and receiving mail abroad: customs forms, duties, delays and parcels held at international service centers.",
  },
  {
    id: "account",
    title: "Account & Address",
    description: "Change of address, mail forwarding, PO Boxes, online accounts and how to contact the carrier.",
  },
  {
    id: "payments",
    title: "Payments & Fees",
    description: "Postage prices, stamps, money orders, fees and refunds.",
  },
];

// Frozen: this list is shared by every request, so nobody may mutate it in place.
export const FAQ_CATEGORIES: readonly FaqCategory[] = Object.freeze(
  CATEGORY_LIST.map((category) => Object.freeze(category)),
);

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
