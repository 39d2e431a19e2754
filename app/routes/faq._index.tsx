import { data, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CategoryCards } from "~/components/faq/category-cards";
import { FaqSearch } from "~/components/faq/faq-search";
import { ShowMoreList } from "~/components/faq/show-more-list";
import { TopicLinkCards } from "~/components/faq/topic-link-cards";
import { PageHeading } from "~/components/page-heading";
import { categoryArticleCounts, frequentlyViewedArticles, popularArticles } from "~/lib/faq/faq-builder";
import { getFaqData } from "~/lib/faq/faq-source.server";
import { articlePath } from "~/lib/faq/faq-urls";
import { FAQ_TOPIC_GROUPS, resolveTopicGroups } from "~/lib/faq/topic-links.server";
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
  const faq = await getFaqData();
  const counts = categoryArticleCounts(faq);
  // Only what the page shows: titles and ids, never the article bodies.
  return data(
    {
      quickAnswers: popularArticles(faq).map(({ id, title }) => ({ id, title })),
      topicGroups: resolveTopicGroups(faq, FAQ_TOPIC_GROUPS),
      categories: faq.categories.map(({ id, title, description }) => ({
        id,
        title,
        description,
        articleCount: counts[id],
      })),
      frequentlyViewed: frequentlyViewedArticles(faq).map(({ id, title }) => ({ id, title })),
    },
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
        <section aria-labelledby="quick-answers">
          <h2 id="quick-answers" className="text-2xl font-bold text-slate-900">
            Quick Answers
          </h2>
          {quickAnswers.length > 0 ? (
            <div className="mt-4">
              <ShowMoreList
                items={quickAnswers}
                initialCount={QUICK_ANSWERS_SHOWN}
                itemKey={(article) => article.id}
                moreLabel={(count) => `Show More (${count} more)`}
                listClassName="grid gap-x-8 gap-y-2 sm:grid-cols-2 lg:grid-cols-3"
                renderItem={(article) => (
                  <a href={articlePath(article.id)} className="link">
                    {article.title}
                  </a>
                )}
              />
            </div>
          ) : (
            <p className="mt-4 text-slate-700">No articles found.</p>
          )}
        </section>

        <section aria-labelledby="help-topics">
          <h2 id="help-topics" className="sr-only">
            Help topics
          </h2>
          <TopicLinkCards groups={topicGroups} />
        </section>

        <section aria-labelledby="support-topics">
          <h2 id="support-topics" className="text-2xl font-bold text-slate-900">
            Explore Tracking Support Topics
          </h2>
          <div className="mt-4">
            <CategoryCards categories={categories} />
          </div>
        </section>

        <section aria-labelledby="frequently-viewed">
          <h2 id="frequently-viewed" className="text-2xl font-bold text-slate-900">
            Frequently Viewed Articles
          </h2>
          {frequentlyViewed.length > 0 ? (
            <div className="mt-4">
              <ShowMoreList
                items={frequentlyViewed}
                initialCount={FREQUENTLY_VIEWED_SHOWN}
                itemKey={(article) => article.id}
                moreLabel={(count) => `View More (${count} additional)`}
                listClassName="grid gap-3 md:grid-cols-2"
                itemClassName="rounded-lg border border-slate-200 bg-white px-4 py-3"
                renderItem={(article) => (
                  // No view counts: the site counts no views, and invented numbers would mislead.
                  <a href={articlePath(article.id)} className="link">
                    {article.title}
                  </a>
                )}
              />
            </div>
          ) : (
            <p className="mt-4 text-slate-700">No articles found.</p>
          )}
        </section>
      </div>
    </>
  );
}
