import { data, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CategoryCards } from "~/components/faq/category-cards";
import { FaqSearch } from "~/components/faq/faq-search";
import { EntryTitleList } from "~/components/faq/entry-title-list";
import { TopicLinkCards } from "~/components/faq/topic-link-cards";
import { PageHeading } from "~/components/page-heading";
import { PageSection } from "~/components/page-section";
import { categoryEntryCounts, frequentlyViewedEntries, popularEntries } from "~/lib/help-centre/faq-lists";
import { getFaqData } from "~/lib/help-centre/faq-data.server";
import { getViewCounter } from "~/lib/help-centre/view-counts.server";
import { FAQ_TOPIC_GROUPS, resolveTopicGroups } from "~/lib/help-centre/topic-links.server";
import { CACHE_CONTROL, forwardCacheHeaders } from "~/lib/cache-policy.server";
import { pageMeta } from "~/lib/meta";

const QUICK_ANSWERS_SHOWN = 35;
const FREQUENTLY_VIEWED_SHOWN = 30;

export const headers = forwardCacheHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Package Tracking FAQ & Support Center",
    description:
      "Answers to common questions about package tracking, delivery, shipping, international mail, change of address and postage fees.",
  });

export async function loader() {
  const [faq, mostViewed] = await Promise.all([getFaqData(), getViewCounter().mostViewed()]);
  const counts = categoryEntryCounts(faq);
  const frequentlyViewed = frequentlyViewedEntries(faq, mostViewed);
  // Only what the page shows: titles and ids, never the article bodies.
  return data(
    {
      quickAnswers: popularEntries(faq).map(({ id, title }) => ({ id, title })),
      topicGroups: resolveTopicGroups(faq, FAQ_TOPIC_GROUPS),
      categories: faq.categories.map(({ id, title, description }) => ({
        id,
        title,
        description,
        articleCount: counts[id],
      })),
      frequentlyViewed: {
        articles: frequentlyViewed.entries.map(({ id, title }) => ({ id, title })),
        counted: frequentlyViewed.counted,
      },
    },
    // Shared caches keep the page 5 minutes (the ranking itself is recomputed once a minute), so the
    // list may be a few minutes behind the counts: decision 017.
    { headers: { "Cache-Control": CACHE_CONTROL.page } },
  );
}

export default function FaqHome() {
  const { quickAnswers, topicGroups, categories, frequentlyViewed } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeading
        title="Package Tracking Support Center"
        breadcrumb={[
          { label: "Home", path: "/" },
          { label: "Support Center", path: "/faq" },
        ]}
        lead="Answers to the questions people ask most while a parcel is on its way: tracking, delivery, shipping, international mail, addresses and fees."
      >
        <div className="mt-6">
          <FaqSearch label="Search the FAQ" />
        </div>
      </PageHeading>

      <div className="mx-auto max-w-6xl space-y-14 px-4 py-12 sm:px-6">
        <PageSection headingId="quick-answers" title="Quick Answers">
          <EntryTitleList
            articles={quickAnswers}
            initialCount={QUICK_ANSWERS_SHOWN}
            moreLabel={(count) => `Show More (${count} more)`}
            listClassName="grid gap-x-8 gap-y-2 sm:grid-cols-2 lg:grid-cols-3"
          />
        </PageSection>

        <section aria-labelledby="help-topics">
          <h2 id="help-topics" className="sr-only">
            Help topics
          </h2>
          <TopicLinkCards groups={topicGroups} />
        </section>

        <PageSection headingId="support-topics" title="Explore Tracking Support Topics">
          <div className="mt-4">
            <CategoryCards categories={categories} />
          </div>
        </PageSection>

        <PageSection headingId="frequently-viewed" title="Frequently Viewed Articles">
          <p className="mb-4 mt-1 text-sm text-slate-600">
            {frequentlyViewed.counted
              ? "The FAQ entries read most in the last 30 days, most read first. Views are counted anonymously: no cookie, nothing about who read them."
              : "A selection of FAQ entries: no views have been counted in the last 30 days yet."}
          </p>
          <EntryTitleList
            articles={frequentlyViewed.articles}
            initialCount={FREQUENTLY_VIEWED_SHOWN}
            moreLabel={(count) => `View More (${count} additional)`}
            listClassName="grid gap-3 md:grid-cols-2"
            itemClassName="rounded-lg border border-slate-200 bg-white px-4 py-3"
          />
        </PageSection>
      </div>
    </>
  );
}
