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
import { excerpt } from "~/lib/help-centre/plain-text";
import { faqNotFound, findCategory, getFaqData } from "~/lib/help-centre/faq-data.server";
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
  return pageMeta(matches, {
    title: t("faq.categoryPage.metaTitle", { category: loaderData.category.title }),
    description: loaderData.category.description,
  });
};

export async function loader({ params, context: { language } }: LoaderFunctionArgs) {
  const faq = await getFaqData(language);
  const category = findCategory(faq, params.categoryId ?? "");
  if (!category) faqNotFound();
  return data(
    {
      category: { id: category.id, title: category.title, description: category.description },
      articles: entriesInCategory(faq, category.id).map((article) => ({
        id: article.id,
        title: article.title,
        excerpt: excerpt(article.content, EXCERPT_LENGTH),
      })),
    },
    { headers: { "Cache-Control": CACHE_CONTROL.page } },
  );
}

export default function FaqCategory() {
  const { category, articles } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <PageHeading
        title={category.title}
        lead={category.description}
        breadcrumb={[
          { label: t("nav.home"), path: "/" },
          { label: t("faq.breadcrumb.faq"), path: "/faq" },
          { label: category.title, path: categoryPath(category.id) },
        ]}
      >
        <div className="mt-6">
          <FaqSearch label={t("faq.search.label")} />
        </div>
      </PageHeading>
      <PageSection
        headingId="category-articles"
        title={t("faq.categoryPage.articles", { count: articles.length })}
        className="mx-auto max-w-4xl px-4 py-10 sm:px-6"
      >
        {articles.length > 0 ? (
          <div className="mt-6">
            <ShowMoreList
              items={articles}
              initialCount={ENTRIES_SHOWN}
              itemKey={(article) => article.id}
              moreLabel={(count) => t("faq.list.showMore", { count })}
              listClassName="space-y-3"
              renderItem={(article) => (
                <EntrySummary to={faqEntryPath(article.id)} title={article.title} excerpt={article.excerpt} />
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
