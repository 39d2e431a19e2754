/**
 * Builds the help-center FAQ (categories and articles) from the keyword list.
 *
 * Pure and dependency-free so the same code runs in loaders and in the browser:
 * anything "random" (popularity) is derived from the article id with
 * a seeded generator, so server and client render identical markup and a reload
 * never reshuffles the lists (docs/product.md §D3).
 */

export const FAQ_CATEGORY_IDS = ["tracking", "delivery", "shipping", "international", "account", "payments"] as const;

export type FaqCategoryId = (typeof FAQ_CATEGORY_IDS)[number];

export type FaqCategory = {
  id: FaqCategoryId;
  title: string;
  description: string;
};

export type FaqArticle = {
  /** `csv-article-{n}`, n the 1-based position among non-empty keywords. */
  id: string;
  categoryId: FaqCategoryId;
  title: string;
  /** Markdown. */
  content: string;
  isPopular: boolean;
  /** The source keyword, trimmed; kept so the answer prompt and search can use it. */
  keyword: string;
  /** ISO day the stored answer was last reviewed; absent for the last-resort answer. */
  reviewed?: string;
};

export type FaqData = {
  categories: FaqCategory[];
  articles: FaqArticle[];
};

export const DEFAULT_CARRIER_PHONE = "1-800-275-8777";
export const OFFICIAL_TRACKING_URL = "https://tools.usps.com/go/TrackConfirmAction";

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

// Words written upper-case in titles wherever they stand ("po box" -> "PO Box").
const TITLE_ACRONYMS = new Set(["usps", "po", "zip", "cn22", "cn23", "apo", "fpo", "dpo", "ups", "dhl"]);

function titleWord(word: string): string {
  // "usps.com" -> "USPS.com", "apo/fpo" -> "APO/FPO": acronyms inside a word keep their case too.
  const cased = word.replace(/[a-z0-9]+/gi, (part) =>
    TITLE_ACRONYMS.has(part.toLowerCase()) ? part.toUpperCase() : part,
  );
  // Times stay "9 p.m.", never "9 P.m.".
  if (/^[ap]\.m\.$/i.test(word)) return word.toLowerCase();
  return cased.charAt(0).toUpperCase() + cased.slice(1);
}

export function titleForKeyword(keyword: string): string {
  const words = keyword
    .trim()
    .replace(/\?+$/, "")
    .trim()
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .map(titleWord);
  return `${words.join(" ")}?`;
}

/** The file name (without `.md`) of a keyword's stored answer in data/faq-answers. */
export function answerSlug(keyword: string): string {
  return keyword
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * The last-resort answer, shown only when the stored answers cannot be loaded
 * (the load failure is logged). It speaks as an independent help center and
 * points to the carrier's own number and page.
 */
export function fallbackAnswer(carrierPhone: string): string {
  // The facts come first so that list excerpts and search previews are useful.
  return [
    "Most USPS parcels arrive within a few business days. Tracking information appears when the carrier first scans the item, usually within 24 hours of it being handed over.",
    "",
    "**Typical delivery times**",
    "",
    "- **Priority Mail:** 1-3 business days",
    "- **First-Class Mail:** 1-5 business days",
    "- **USPS Ground Advantage:** 2-5 business days",
    "",
    `**Check your tracking:** enter your tracking number on the [official USPS tracking page](${OFFICIAL_TRACKING_URL}). If nothing shows a day after the parcel was sent, ask the sender to confirm the number and the date the parcel was handed over.`,
    "",
    `**Still need help?** Call USPS customer service at ${carrierPhone} with your tracking number ready.`,
    "",
    "_This help center is independent and not affiliated with USPS; the carrier has the final word on your shipment._",
  ].join("\n");
}

// ---------------------------------------------------------------------------
// Seeded pseudo-randomness

/** FNV-1a: a small, well-spread 32-bit string hash used to seed the generator. */
function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: tiny generator with good enough distribution for display data. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Deterministic number in [0, 1) for a string; the salt keeps uses independent. */
export function seededRandom(key: string): number {
  return mulberry32(hashString(key))();
}

export function isPopular(id: string): boolean {
  return seededRandom(`popular:${id}`) < 0.3;
}

// ---------------------------------------------------------------------------
// Building

/** An answer's markdown, with the day it was last reviewed when it is a stored one. */
export type FaqAnswerContent = { content: string; reviewed?: string };

/** `answerFor` gives each keyword's markdown answer (the stored one, or the fallback). */
export function buildFaqData(
  keywords: readonly string[],
  answerFor: (keyword: string) => string | FaqAnswerContent,
): FaqData {
  const articles: FaqArticle[] = [];
  for (const raw of keywords) {
    const keyword = raw.trim();
    if (keyword === "") continue;
    // Numbered after skipping blanks, so ids stay stable when the CSV has empty lines.
    const id = `csv-article-${articles.length + 1}`;
    const answer = answerFor(keyword);
    const { content, reviewed } = typeof answer === "string" ? { content: answer, reviewed: undefined } : answer;
    articles.push({
      id,
      categoryId: categoryForKeyword(keyword),
      title: titleForKeyword(keyword),
      content,
      isPopular: isPopular(id),
      keyword,
      ...(reviewed === undefined ? {} : { reviewed }),
    });
  }
  return { categories: FAQ_CATEGORIES.slice(), articles };
}

export function emptyFaqData(): FaqData {
  return { categories: FAQ_CATEGORIES.slice(), articles: [] };
}

// ---------------------------------------------------------------------------
// Helpers for the pages

export function articlesInCategory(data: FaqData, categoryId: string): FaqArticle[] {
  return data.articles.filter((article) => article.categoryId === categoryId);
}

export function categoryArticleCounts(data: FaqData): Record<FaqCategoryId, number> {
  const counts: Record<FaqCategoryId, number> = {
    tracking: 0,
    delivery: 0,
    shipping: 0,
    international: 0,
    account: 0,
    payments: 0,
  };
  for (const article of data.articles) counts[article.categoryId] += 1;
  return counts;
}

/** Quick Answers. */
export function popularArticles(data: FaqData): FaqArticle[] {
  return data.articles.filter((article) => article.isPopular);
}

/**
 * 'Frequently Viewed Articles' (docs/product.md §D9.5): the entries viewed in the last 30 days, most
 * viewed first (`mostViewed`, ids from the anonymous view counts), as many as the spec's list holds;
 * until there are counts, the spec's every third entry (index 0, 3, 6, ...; docs/product.md §D3).
 * No view count is shown either way.
 */
export function frequentlyViewedArticles(
  data: FaqData,
  mostViewed: readonly string[] = [],
): { articles: FaqArticle[]; counted: boolean } {
  const everyThird = data.articles.filter((_, index) => index % 3 === 0);
  const byId = new Map(data.articles.map((article) => [article.id, article]));
  // Ids of entries the FAQ no longer has (the CSV changed) are left out.
  const viewed = mostViewed
    .map((id) => byId.get(id))
    .filter((article): article is FaqArticle => article !== undefined)
    .slice(0, everyThird.length);
  return viewed.length > 0 ? { articles: viewed, counted: true } : { articles: everyThird, counted: false };
}

export function relatedArticles(data: FaqData, article: FaqArticle, max = 3): FaqArticle[] {
  if (max <= 0) return [];
  return data.articles
    .filter((other) => other.categoryId === article.categoryId && other.id !== article.id)
    .slice(0, max);
}

/**
 * Markdown to readable plain text for excerpts and search previews. Deliberately
 * simple (no parser on the client): it removes the syntax our answers use.
 */
export function markdownToPlainText(markdown: string): string {
  return markdown
    .replace(/```[^\n]*\n?/g, "") // fence lines, keep the code
    .replace(/<[^>]*>/g, "") // inline HTML tags
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1") // images -> alt text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1") // links -> link text
    .replace(/^\s{0,3}#{1,6}\s+/gm, "") // headings
    .replace(/^\s{0,3}>\s?/gm, "") // block quotes
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+/gm, "") // list markers
    .replace(/^\s*(?:[-*_]\s*){3,}$/gm, "") // horizontal rules
    .replace(/(\*\*|__|~~|`)/g, "") // bold, strike, code
    .replace(/(^|[^\w*])[*_](?=\S)([^*_\n]*\S)[*_](?!\w)/g, "$1$2") // single emphasis
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The first `length` characters of the plain text, followed by '...'. Short texts
 * that fit are returned whole, without a misleading ellipsis.
 */
export function excerpt(markdown: string, length: number): string {
  const plain = markdownToPlainText(markdown);
  if (plain.length <= length) return plain;
  return `${plain.slice(0, Math.max(0, length)).trimEnd()}...`;
}
