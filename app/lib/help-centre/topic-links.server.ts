/**
 * The hand-picked topic links of /help and /faq (the spec's '#' placeholders),
 * each aimed at a real FAQ article, category or search.
 *
 * Articles are named by their CSV keyword, not by id: ids follow row order, so
 * editing the CSV would silently re-point an id. A keyword that disappears from
 * the CSV falls back to a search for it, so a link never dies.
 */
import type { MessageKey } from "~/i18n/translate";
import type { FaqCategoryId } from "./faq-categories";
import type { FaqData } from "./faq-entries";
import { faqEntryPath, categoryPath, searchPath } from "./faq-urls";

type TopicTarget = { entry: string } | { category: FaqCategoryId } | { search: string };

/** Titles, descriptions and labels are faq message keys: the cards show them in the page's language. */
export type TopicLinkDefinition = { label: MessageKey; target: TopicTarget };
export type TopicGroupDefinition = { title: MessageKey; description: MessageKey; links: TopicLinkDefinition[] };

export type TopicLink = { label: MessageKey; to: string };
export type TopicGroup = { title: MessageKey; description: MessageKey; links: TopicLink[] };

/** The three cards of the Support Center (/help). */
export const SUPPORT_CENTER_CARDS: TopicGroupDefinition[] = [
  {
    title: "faq.topics.gettingStarted.title",
    description: "faq.topics.gettingStarted.description",
    links: [
      { label: "faq.topics.gettingStarted.track", target: { entry: "track my usps package" } },
      { label: "faq.topics.gettingStarted.number", target: { entry: "how to find my tracking number" } },
      { label: "faq.topics.gettingStarted.statuses", target: { entry: "usps package status meanings" } },
      { label: "faq.topics.gettingStarted.all", target: { category: "tracking" } },
    ],
  },
  {
    title: "faq.topics.account.title",
    description: "faq.topics.account.description",
    links: [
      { label: "faq.topics.account.address", target: { entry: "how to change my address online" } },
      { label: "faq.topics.account.password", target: { entry: "how do i reset my usps.com account password" } },
      { label: "faq.topics.account.scam", target: { entry: "is this usps text a scam" } },
      { label: "faq.topics.account.all", target: { category: "account" } },
    ],
  },
  {
    title: "faq.topics.problems.title",
    description: "faq.topics.problems.description",
    links: [
      { label: "faq.topics.problems.delivered", target: { entry: "package marked delivered but not received" } },
      { label: "faq.topics.problems.search", target: { entry: "how to file a missing mail search" } },
      { label: "faq.topics.problems.customs", target: { entry: "package stuck in customs" } },
      { label: "faq.topics.problems.refund", target: { entry: "how to get a refund from usps" } },
    ],
  },
];

/** The three link groups of the FAQ home (/faq), on the spec's topics. */
export const FAQ_TOPIC_GROUPS: TopicGroupDefinition[] = [
  {
    title: "faq.topics.tracking.title",
    description: "faq.topics.tracking.description",
    links: [
      { label: "faq.topics.tracking.track", target: { entry: "track my usps package" } },
      { label: "faq.topics.tracking.notUpdating", target: { entry: "usps tracking not updating" } },
      { label: "faq.topics.tracking.several", target: { entry: "track multiple packages at once" } },
      { label: "faq.topics.tracking.informedDelivery", target: { entry: "how to sign up for informed delivery" } },
    ],
  },
  {
    title: "faq.topics.missing.title",
    description: "faq.topics.missing.description",
    links: [
      { label: "faq.topics.missing.search", target: { entry: "how to file a missing mail search" } },
      { label: "faq.topics.missing.delivered", target: { entry: "package marked delivered but not received" } },
      { label: "faq.topics.missing.claims", target: { entry: "usps lost package claim" } },
      { label: "faq.topics.missing.recovery", target: { entry: "mail recovery center" } },
    ],
  },
  {
    title: "faq.topics.current.title",
    description: "faq.topics.current.description",
    links: [
      { label: "faq.topics.current.address", target: { entry: "change of address usps" } },
      { label: "faq.topics.current.holdMail", target: { entry: "hold mail request" } },
      { label: "faq.topics.current.groundAdvantage", target: { entry: "what is usps ground advantage" } },
      { label: "faq.topics.current.scams", target: { entry: "is this usps text a scam" } },
      {
        label: "faq.topics.current.international",
        target: { entry: "international mail service suspensions by country" },
      },
      { label: "faq.topics.current.certified", target: { entry: "how to ship a letter certified mail" } },
      { label: "faq.topics.current.passport", target: { entry: "apply for a passport at the post office" } },
      { label: "faq.topics.current.prices", target: { entry: "usps price increase" } },
    ],
  },
];

function targetPath(target: TopicTarget, entryIdByKeyword: Map<string, string>): string {
  if ("category" in target) return categoryPath(target.category);
  if ("search" in target) return searchPath(target.search);
  const id = entryIdByKeyword.get(target.entry.toLowerCase());
  return id ? faqEntryPath(id) : searchPath(target.entry);
}

/** The groups' links as the site's paths (the page puts them in its language). */
export function resolveTopicGroups(data: FaqData, groups: readonly TopicGroupDefinition[]): TopicGroup[] {
  const entryIdByKeyword = new Map<string, string>();
  for (const entry of data.entries) {
    const key = entry.keyword.toLowerCase();
    if (!entryIdByKeyword.has(key)) entryIdByKeyword.set(key, entry.id);
  }
  return groups.map((group) => ({
    title: group.title,
    description: group.description,
    links: group.links.map((link) => ({
      label: link.label,
      to: targetPath(link.target, entryIdByKeyword),
    })),
  }));
}
