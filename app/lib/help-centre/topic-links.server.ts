/**
 * The hand-picked topic links of /help and /faq (the spec's '#' placeholders),
 * each aimed at a real FAQ article, category or search.
 *
 * Articles are named by their CSV keyword, not by id: ids follow row order, so
 * editing the CSV would silently re-point an id. A keyword that disappears from
 * the CSV falls back to a search for it, so a link never dies.
 */
import type { FaqCategoryId } from "./faq-categories";
import type { FaqData } from "./faq-entries";
import { faqEntryPath, categoryPath, searchPath } from "./faq-urls";

type TopicTarget = { article: string } | { category: FaqCategoryId } | { search: string };

export type TopicLinkDefinition = { label: string; target: TopicTarget };
export type TopicGroupDefinition = { title: string; description: string; links: TopicLinkDefinition[] };

export type TopicLink = { label: string; to: string };
export type TopicGroup = { title: string; description: string; links: TopicLink[] };

/** The three cards of the Support Center (/help). */
export const SUPPORT_CENTER_CARDS: TopicGroupDefinition[] = [
  {
    title: "Getting Started Guide",
    description: "New to tracking a parcel? Start here.",
    links: [
      { label: "How to track a package", target: { article: "track my usps package" } },
      { label: "Finding your tracking number", target: { article: "how to find my tracking number" } },
      { label: "What tracking statuses mean", target: { article: "usps package status meanings" } },
      { label: "All tracking questions", target: { category: "tracking" } },
    ],
  },
  {
    title: "Account Management & Security",
    description: "Addresses, online accounts and staying safe from scams.",
    links: [
      { label: "Changing your address", target: { article: "how to change my address online" } },
      { label: "Resetting a USPS.com password", target: { article: "how do i reset my usps.com account password" } },
      { label: "Recognizing a scam text", target: { article: "is this usps text a scam" } },
      { label: "All account and address questions", target: { category: "account" } },
    ],
  },
  {
    title: "Problem Resolution",
    description: "When a parcel is late, missing or stuck.",
    links: [
      { label: "Marked delivered but not received", target: { article: "package marked delivered but not received" } },
      { label: "Filing a missing mail search", target: { article: "how to file a missing mail search" } },
      { label: "Package stuck in customs", target: { article: "package stuck in customs" } },
      { label: "Getting a refund", target: { article: "how to get a refund from usps" } },
    ],
  },
];

/** The three link groups of the FAQ home (/faq), on the spec's topics. */
export const FAQ_TOPIC_GROUPS: TopicGroupDefinition[] = [
  {
    title: "Package Tracking",
    description: "Follow a parcel from label to doorstep.",
    links: [
      { label: "Track a package", target: { article: "track my usps package" } },
      { label: "Tracking not updating", target: { article: "usps tracking not updating" } },
      { label: "Track several packages at once", target: { article: "track multiple packages at once" } },
      { label: "Informed Delivery", target: { article: "how to sign up for informed delivery" } },
    ],
  },
  {
    title: "Missing, Delayed or Damaged Mail & Packages",
    description: "What to do when something goes wrong.",
    links: [
      { label: "Missing mail search", target: { article: "how to file a missing mail search" } },
      { label: "Delivered but not received", target: { article: "package marked delivered but not received" } },
      { label: "Lost or damaged package claims", target: { article: "usps lost package claim" } },
      { label: "Mail Recovery Center", target: { article: "mail recovery center" } },
    ],
  },
  {
    title: "Current Topics",
    description: "Topics we picked because they change often or come up every season.",
    links: [
      { label: "Change of address", target: { article: "change of address usps" } },
      { label: "Hold mail", target: { article: "hold mail request" } },
      { label: "USPS Ground Advantage", target: { article: "what is usps ground advantage" } },
      { label: "Scam alerts", target: { article: "is this usps text a scam" } },
      {
        label: "International service alerts",
        target: { article: "international mail service suspensions by country" },
      },
      { label: "Mailing a tax return by Certified Mail", target: { article: "how to ship a letter certified mail" } },
      { label: "Passport appointments", target: { article: "apply for a passport at the post office" } },
      { label: "Postage price changes", target: { article: "usps price increase" } },
    ],
  },
];

function targetPath(target: TopicTarget, entryIdByKeyword: Map<string, string>): string {
  if ("category" in target) return categoryPath(target.category);
  if ("search" in target) return searchPath(target.search);
  const id = entryIdByKeyword.get(target.article.toLowerCase());
  return id ? faqEntryPath(id) : searchPath(target.article);
}

export function resolveTopicGroups(data: FaqData, groups: readonly TopicGroupDefinition[]): TopicGroup[] {
  const entryIdByKeyword = new Map<string, string>();
  for (const article of data.entries) {
    const key = article.keyword.toLowerCase();
    if (!entryIdByKeyword.has(key)) entryIdByKeyword.set(key, article.id);
  }
  return groups.map((group) => ({
    title: group.title,
    description: group.description,
    links: group.links.map((link) => ({ label: link.label, to: targetPath(link.target, entryIdByKeyword) })),
  }));
}
