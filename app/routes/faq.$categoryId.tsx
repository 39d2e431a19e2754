import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EntrySummary } from "~/components/faq/entry-summary";
import { FaqNotFound, notFoundTexts } from "~/components/faq/faq-not-found";
import { FaqSearch } from "~/components/faq/faq-search";
import { ShowMoreList } from "~/components/faq/show-more-list";
import { PageHeading } from "~/components/page-heading";
import { PageSection } from "~/components/page-section";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { metaTranslator, type RouteHandle } from "~/i18n/page-language";
import { useTranslation } from "~/i18n/use-translation";
import { entriesInCategory } from "~/lib/help-centre/faq-lists";
import { entryExcerpt } from "~/lib/help-centre/faq-excerpts.server";
import { categoryTextKeys, isFaqCategoryId } from "~/lib/help-centre/faq-categories";
import { faqNotFound, getFaqData } from "~/lib/help-centre/faq-data.server";
import { faqEntryPath, categoryPath } from "~/lib/help-centre/faq-urls";
import { CACHE_CONTROL, forwardCacheHeaders } from "~/lib/cache-policy.server";
import { pageMeta } from "~/lib/meta";

const ENTRIES_SHOWN = 40;
const EXCERPT_LENGTH = 120;

export const headers = forwardCacheHeaders;

export const handle: RouteHandle = { i18n: ["faq"] };

export const meta: MetaFunction<typeof loader> = (args) => {
  const { data: loaderData, matches } = args;
  const translator = metaTranslator(args);
  if (!loaderData) {
    const { title, text } = notFoundTexts("category", translator);
    return pageMeta(matches, { title, description: text, noindex: true });
  }
  const { t } = translator;
  const texts = categoryTextKeys(loaderData.categoryId);
  return pageMeta(matches, {
    title: t("faq.categoryPage.metaTitle", { category: t(texts.title) }),
    description: t(texts.description),
  });
};

export async function loader({ params, context: { language } }: LoaderFunctionArgs) {
  const faq = await getFaqData(language);
  const categoryId = params.categoryId ?? "";
  if (!isFaqCategoryId(categoryId)) faqNotFound();
  return data(
    {
      categoryId,
      entries: entriesInCategory(faq, categoryId).map((entry) => ({
        id: entry.id,
        title: entry.title,
        excerpt: entryExcerpt(entry, EXCERPT_LENGTH),
      })),
    },
    { headers: { "Cache-Control": CACHE_CONTROL.page } },
  );
}

export default function FaqCategory() {
  const { categoryId, entries } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const texts = categoryTextKeys(categoryId);
  return (
    <>
      <PageHeading
        title={t(texts.title)}
        lead={t(texts.description)}
        breadcrumb={[
          { label: t("nav.home"), path: "/" },
          { label: t("faq.breadcrumb.faq"), path: "/faq" },
          { label: t(texts.title), path: categoryPath(categoryId) },
        ]}
      >
        <div className="mt-6">
          <FaqSearch label={t("faq.search.label")} />
        </div>
      </PageHeading>
      <PageSection
        headingId="category-entries"
        title={t("faq.categoryPage.articles", { count: entries.length })}
        className="mx-auto max-w-4xl px-4 py-10 sm:px-6"
      >
        {entries.length > 0 ? (
          <div className="mt-6">
            <ShowMoreList
              items={entries}
              initialCount={ENTRIES_SHOWN}
              itemKey={(entry) => entry.id}
              moreLabel={(count) => t("faq.list.showMore", { count })}
              listClassName="space-y-3"
              renderItem={(entry) => (
                <EntrySummary to={faqEntryPath(entry.id)} title={entry.title} excerpt={entry.excerpt} />
              )}
            />
          </div>
        ) : (
          <p className="mt-6 text-slate-700">{t("faq.categoryPage.empty")}</p>
        )}
      </PageSection>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary statusHandlers={{ 404: () => <FaqNotFound page="category" /> }} />;
}
