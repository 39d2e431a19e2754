import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useClientNavigation } from "~/components/links";
import { EntrySummary } from "~/components/faq/entry-summary";
import { FaqSearch } from "~/components/faq/faq-search";
import { PageHeading } from "~/components/page-heading";
import { PageSection } from "~/components/page-section";
import { metaTranslator, type RouteHandle } from "~/i18n/page-language";
import { useTranslation } from "~/i18n/use-translation";
import { getHelpSearch } from "~/lib/help-centre/search.server";
import { readSearchQuery, SEARCH_PAGE_PATH } from "~/lib/help-centre/faq-urls";
import { SEARCH_KIND_KEYS } from "~/lib/help-centre/search";
import { CACHE_CONTROL, forwardCacheHeaders } from "~/lib/cache-policy.server";
import { pageMeta } from "~/lib/meta";

export const headers = forwardCacheHeaders;

export const handle: RouteHandle = { i18n: ["faq"] };

// Result pages are endless variations of the FAQ: useful to visitors, noise to search engines.
export const meta: MetaFunction<typeof loader> = (args) => {
  const { t } = metaTranslator(args);
  const query = args.data?.query;
  return pageMeta(args.matches, {
    title: query ? t("faq.searchPage.resultsFor", { query }) : t("faq.search.label"),
    description: t("faq.searchPage.metaDescription"),
    noindex: true,
  });
};

/**
 * The search box's results without JavaScript (and for Enter with JavaScript): every match, best
 * first, among the texts of the page's language.
 */
export async function loader({ request, context: { language } }: LoaderFunctionArgs) {
  const query = readSearchQuery(new URL(request.url));
  const results = query === "" ? [] : (await getHelpSearch(language)).search(query, Infinity);
  // The words a visitor typed: never kept by a shared cache (CACHE_CONTROL.private).
  return data({ query, results }, { headers: { "Cache-Control": CACHE_CONTROL.private } });
}

export default function FaqSearchResults() {
  const { query, results } = useLoaderData<typeof loader>();
  const resultLinks = useClientNavigation<HTMLUListElement>();
  const { t } = useTranslation();
  return (
    <>
      <PageHeading
        title={query ? t("faq.searchPage.resultsFor", { query }) : t("faq.search.label")}
        breadcrumb={[
          { label: t("nav.home"), path: "/" },
          { label: t("faq.breadcrumb.faq"), path: "/faq" },
          { label: t("faq.breadcrumb.search"), path: SEARCH_PAGE_PATH },
        ]}
      >
        <div className="mt-6">
          {/* Keyed by the query so a new search starts from what was searched. */}
          <FaqSearch key={query} label={t("faq.search.label")} defaultQuery={query} />
        </div>
      </PageHeading>
      <PageSection
        headingId="search-results"
        title={query ? t("faq.searchPage.found", { count: results.length }) : t("faq.searchPage.results")}
        className="mx-auto max-w-4xl px-4 py-10 sm:px-6"
      >
        {query === "" ? (
          <p className="mt-4 text-slate-700">{t("faq.searchPage.hint")}</p>
        ) : results.length === 0 ? (
          <p role="status" className="mt-4 text-slate-700">
            {t("faq.search.noResults", { query })}. {t("faq.searchPage.tryAgain")}
          </p>
        ) : (
          <ul ref={resultLinks} className="mt-6 space-y-3">
            {results.map((result) => (
              <li key={result.path}>
                <EntrySummary
                  to={result.path}
                  title={result.title}
                  excerpt={result.preview}
                  kindLabel={t(SEARCH_KIND_KEYS[result.kind])}
                />
              </li>
            ))}
          </ul>
        )}
      </PageSection>
    </>
  );
}
