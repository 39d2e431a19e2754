import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EntrySummary } from "~/components/faq/entry-summary";
import { FaqNotFound } from "~/components/faq/faq-not-found";
import { FaqSearch } from "~/components/faq/faq-search";
import { ShowMoreList } from "~/components/faq/show-more-list";
import { PageHeading } from "~/components/page-heading";
import { PageSection } from "~/components/page-section";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { entriesInCategory } from "~/lib/help-centre/faq-lists";
import { excerpt } from "~/lib/help-centre/plain-text";
import { findCategory, getFaqData } from "~/lib/help-centre/faq-data.server";
import { faqEntryPath, categoryPath } from "~/lib/help-centre/faq-urls";
import { CACHE_CONTROL, forwardCacheHeaders } from "~/lib/cache-policy.server";
import { pageMeta } from "~/lib/meta";

const ENTRIES_SHOWN = 40;
const EXCERPT_LENGTH = 120;

const NOT_FOUND = {
  title: "Category Not Found",
  text: "The category you're looking for doesn't exist or has been moved.",
};

export const headers = forwardCacheHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches, data: loaderData }) =>
  loaderData
    ? pageMeta(matches, {
        title: `${loaderData.category.title} FAQ`,
        description: loaderData.category.description,
      })
    : pageMeta(matches, { title: NOT_FOUND.title, description: NOT_FOUND.text, noindex: true });

export async function loader({ params }: LoaderFunctionArgs) {
  const faq = await getFaqData();
  const category = findCategory(faq, params.categoryId ?? "");
  if (!category) throw new Response(null, { status: 404, statusText: "Not Found" });
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
  return (
    <>
      <PageHeading
        title={category.title}
        lead={category.description}
        breadcrumb={[
          { label: "Home", path: "/" },
          { label: "FAQ", path: "/faq" },
          { label: category.title, path: categoryPath(category.id) },
        ]}
      >
        <div className="mt-6">
          <FaqSearch label="Search the FAQ" />
        </div>
      </PageHeading>
      <PageSection
        headingId="category-articles"
        title={`Articles in this section (${articles.length} total)`}
        className="mx-auto max-w-4xl px-4 py-10 sm:px-6"
      >
        {articles.length > 0 ? (
          <div className="mt-6">
            <ShowMoreList
              items={articles}
              initialCount={ENTRIES_SHOWN}
              itemKey={(article) => article.id}
              moreLabel={(count) => `Show More (${count} more)`}
              listClassName="space-y-3"
              renderItem={(article) => (
                <EntrySummary to={faqEntryPath(article.id)} title={article.title} excerpt={article.excerpt} />
              )}
            />
          </div>
        ) : (
          <p className="mt-6 text-slate-700">No articles found in this category.</p>
        )}
      </PageSection>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary statusHandlers={{ 404: () => <FaqNotFound {...NOT_FOUND} /> }} />;
}
