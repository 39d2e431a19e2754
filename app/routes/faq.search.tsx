import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useClientNavigation } from "~/components/client-navigation";
import { EntrySummary } from "~/components/faq/entry-summary";
import { FaqSearch } from "~/components/faq/faq-search";
import { PageHeading } from "~/components/page-heading";
import { PageSection } from "~/components/page-section";
import { getHelpSearch } from "~/lib/help-centre/search.server";
import { readSearchQuery, SEARCH_PAGE_PATH } from "~/lib/help-centre/faq-urls";
import { noResultsMessage, SEARCH_KIND_LABEL } from "~/lib/help-centre/search";
import { CACHE_CONTROL, forwardCacheHeaders } from "~/lib/cache-policy.server";
import { pageMeta } from "~/lib/meta";

export const headers = forwardCacheHeaders;

// Result pages are endless variations of the FAQ: useful to visitors, noise to search engines.
export const meta: MetaFunction<typeof loader> = ({ matches, data: loaderData }) =>
  pageMeta(matches, {
    title: loaderData?.query ? `Search results for "${loaderData.query}"` : "Search the FAQ",
    description: "Search the help center's guides and frequently asked questions.",
    noindex: true,
  });

/** The search box's results without JavaScript (and for Enter with JavaScript): every match, best first. */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = readSearchQuery(new URL(request.url));
  const results = query === "" ? [] : (await getHelpSearch()).search(query, Infinity);
  // The words a visitor typed: never kept by a shared cache (CACHE_CONTROL.private).
  return data({ query, results }, { headers: { "Cache-Control": CACHE_CONTROL.private } });
}

export default function FaqSearchResults() {
  const { query, results } = useLoaderData<typeof loader>();
  const resultLinks = useClientNavigation<HTMLUListElement>();
  return (
    <>
      <PageHeading
        title={query ? `Search results for "${query}"` : "Search the FAQ"}
        breadcrumb={[
          { label: "Home", path: "/" },
          { label: "FAQ", path: "/faq" },
          { label: "Search", path: SEARCH_PAGE_PATH },
        ]}
      >
        <div className="mt-6">
          {/* Keyed by the query so a new search starts from what was searched. */}
          <FaqSearch key={query} label="Search the FAQ" defaultQuery={query} />
        </div>
      </PageHeading>
      <PageSection
        headingId="search-results"
        title={query ? `${results.length} ${results.length === 1 ? "result" : "results"} found` : "Results"}
        className="mx-auto max-w-4xl px-4 py-10 sm:px-6"
      >
        {query === "" ? (
          <p className="mt-4 text-slate-700">
            Type a question or a few words above, for example “tracking not updating”.
          </p>
        ) : results.length === 0 ? (
          <p role="status" className="mt-4 text-slate-700">
            {noResultsMessage(query)}. Try fewer or different words, or browse the FAQ by topic.
          </p>
        ) : (
          <ul ref={resultLinks} className="mt-6 space-y-3">
            {results.map((result) => (
              <li key={result.path}>
                <EntrySummary
                  to={result.path}
                  title={result.title}
                  excerpt={result.preview}
                  kindLabel={SEARCH_KIND_LABEL[result.kind]}
                />
              </li>
            ))}
          </ul>
        )}
      </PageSection>
    </>
  );
}
