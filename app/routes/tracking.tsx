import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { HelpCards } from "~/components/tracking/help-cards";
import { InvalidResultPanel } from "~/components/tracking/invalid-result-panel";
import { MessageWarning } from "~/components/tracking/message-warning";
import { TrackingSearch } from "~/components/tracking/tracking-search";
import { metaTranslator, type RouteHandle } from "~/i18n/page-language";
import { T } from "~/i18n/use-translation";
import { CACHE_CONTROL, forwardCacheHeaders } from "~/lib/cache-policy.server";
import { countToolUse } from "~/lib/metrics.server";
import { pastedMessageCheck } from "~/lib/message-check/pasted-message";
import { pageMeta } from "~/lib/meta";
import { numbersOnlyQuery, readTrackingPost } from "~/lib/tracking/tracking-post.server";
import { trackingResultsFor } from "~/lib/tracking/tracking-results";

export const headers = forwardCacheHeaders;

// The checker's strings too: the warning shows its verdict and reasons.
export const handle: RouteHandle = { i18n: ["tracking", "checker"] };

export const meta: MetaFunction = (args) => {
  const { t } = metaTranslator(args);
  return pageMeta(args.matches, {
    title: t("tracking.results.metaTitle"),
    description: t("tracking.results.metaDescription"),
    noindex: true,
  });
};

export function loader({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  // Every value: a missing or repeated parameter is invalid, never silently the first one.
  return resultsPage(request, query.getAll("result"), query.has("result"));
}

/**
 * The landing form posts (docs/product.md §D10.4): numbers alone go on to the bookmarkable page for
 * them; anything more (a pasted message) is answered here, so it never goes into an address.
 */
export async function action({ request }: ActionFunctionArgs) {
  const { values, status } = await readTrackingPost(request);
  const query = numbersOnlyQuery(values);
  // The route's own path: the router puts the page's language prefix in front (decision 019).
  if (query) return redirect(`/tracking?${query}`, 303);
  return resultsPage(request, values, true, status);
}

/** The page for these `result` values; `counted`: a look-up (a bare /tracking, or the reload after a post, is none). */
function resultsPage(request: Request, values: string[], counted: boolean, status = 200) {
  const messageCheck = pastedMessageCheck(values);
  const results = trackingResultsFor(values, messageCheck);
  // Counted by outcome only, never the numbers (issue 37's metrics).
  if (counted) countToolUse("tracking", messageCheck ? "pasted-message" : results.results.status);
  return data(
    {
      ...results,
      messageCheck,
    },
    { status, headers: { "Cache-Control": CACHE_CONTROL.none } },
  );
}

export default function TrackingResults() {
  // A post's page (a pasted message) over the loader's, which ran for the bare address.
  const posted = useActionData<typeof action>();
  const loaded = useLoaderData<typeof loader>();
  const { heading, results, messageCheck } = posted ?? loaded;
  const { search } = useLocation();

  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      {/* The numbers found, never the raw paste (docs/product.md §D10.4). */}
      <h1 className="break-words text-xl font-bold text-slate-900 sm:text-3xl">
        {/* A shortened number ("9400…0787") is kept on one line. */}
        <T k={heading.key} values={heading.values} components={{ number: <span className="whitespace-nowrap" /> }} />
      </h1>
      <div className="mt-6 sm:mt-8">
        {/* A warning about a pasted message is read before the hand-off. */}
        {messageCheck ? <MessageWarning check={messageCheck} /> : null}
        {results.status === "invalid" ? (
          <InvalidResultPanel hint={results.hint} received={results.received} />
        ) : (
          // A new look-up in the same tab starts its own search.
          <TrackingSearch key={search} results={results} />
        )}
      </div>
      <HelpCards />
    </div>
  );
}
