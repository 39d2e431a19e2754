import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CategoryCards } from "~/components/faq/category-cards";
import { FaqSearch } from "~/components/faq/faq-search";
import { EntryTitleList } from "~/components/faq/entry-title-list";
import { TopicLinkCards } from "~/components/faq/topic-link-cards";
import { PageHeading } from "~/components/page-heading";
import { PageSection } from "~/components/page-section";
import { FAQ_CATEGORY_IDS } from "~/lib/help-centre/faq-categories";
import { categoryEntryCounts, frequentlyViewedEntries, popularEntries } from "~/lib/help-centre/faq-lists";
import { getFaqData } from "~/lib/help-centre/faq-data.server";
import { getViewCounter } from "~/lib/help-centre/view-counts.server";
import { FAQ_TOPIC_GROUPS, resolveTopicGroups } from "~/lib/help-centre/topic-links.server";
import { CACHE_CONTROL, forwardCacheHeaders } from "~/lib/cache-policy.server";
import { pageMeta } from "~/lib/meta";
import { metaTranslator, type RouteHandle } from "~/i18n/page-language";
import { useTranslation } from "~/i18n/use-translation";

const QUICK_ANSWERS_SHOWN = 35;
const FREQUENTLY_VIEWED_SHOWN = 30;

export const headers = forwardCacheHeaders;

export const handle: RouteHandle = { i18n: ["faq"] };

export const meta: MetaFunction = (args) => {
  const { t } = metaTranslator(args);
  return pageMeta(args.matches, { title: t("faq.home.metaTitle"), description: t("faq.home.metaDescription") });
};

export async function loader({ context: { language } }: LoaderFunctionArgs) {
  const [faq, mostViewed] = await Promise.all([getFaqData(language), getViewCounter().mostViewed()]);
  const counts = categoryEntryCounts(faq);
  const frequentlyViewed = frequentlyViewedEntries(faq, mostViewed);
  // Only what the page shows: titles and ids, never the answers.
  return data(
    {
      quickAnswers: popularEntries(faq).map(({ id, title }) => ({ id, title })),
      topicGroups: resolveTopicGroups(faq, FAQ_TOPIC_GROUPS),
      categories: FAQ_CATEGORY_IDS.map((id) => ({ id, entryCount: counts[id] })),
      frequentlyViewed: {
        entries: frequentlyViewed.entries.map(({ id, title }) => ({ id, title })),
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
  const { t } = useTranslation();
  return (
    <>
      <PageHeading
        title={t("faq.home.title")}
        breadcrumb={[
          { label: t("nav.home"), path: "/" },
          { label: t("faq.breadcrumb.supportCenter"), path: "/faq" },
        ]}
        lead={t("faq.home.lead")}
      >
        <div className="mt-6">
          <FaqSearch label={t("faq.search.label")} />
        </div>
      </PageHeading>

      <div className="mx-auto max-w-6xl space-y-14 px-4 py-12 sm:px-6">
        <PageSection headingId="quick-answers" title={t("faq.home.quickAnswers")}>
          <EntryTitleList
            entries={quickAnswers}
            initialCount={QUICK_ANSWERS_SHOWN}
            moreLabel={(count) => t("faq.list.showMore", { count })}
            listClassName="grid gap-x-8 gap-y-2 sm:grid-cols-2 lg:grid-cols-3"
          />
        </PageSection>

        <section aria-labelledby="help-topics">
          <h2 id="help-topics" className="sr-only">
            {t("faq.home.helpTopics")}
          </h2>
          <TopicLinkCards groups={topicGroups} />
        </section>

        <PageSection headingId="support-topics" title={t("faq.home.supportTopics")}>
          <div className="mt-4">
            <CategoryCards categories={categories} />
          </div>
        </PageSection>

        <PageSection headingId="frequently-viewed" title={t("faq.home.frequentlyViewed")}>
          <p className="mb-4 mt-1 text-sm text-slate-600">
            {frequentlyViewed.counted ? t("faq.home.frequentlyViewedCounted") : t("faq.home.frequentlyViewedSelection")}
          </p>
          <EntryTitleList
            entries={frequentlyViewed.entries}
            initialCount={FREQUENTLY_VIEWED_SHOWN}
            moreLabel={(count) => t("faq.list.viewMore", { count })}
            listClassName="grid gap-3 md:grid-cols-2"
            itemClassName="rounded-lg border border-slate-200 bg-white px-4 py-3"
          />
        </PageSection>
      </div>
    </>
  );
}
