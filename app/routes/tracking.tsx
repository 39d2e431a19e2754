import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { HelpCards } from "~/components/tracking/help-cards";
import { InvalidResultPanel } from "~/components/tracking/invalid-result-panel";
import { MessageWarning } from "~/components/tracking/message-warning";
import { TrackingSearch } from "~/components/tracking/tracking-search";
import { CACHE_CONTROL, forwardCacheHeaders } from "~/lib/cache-policy.server";
import { stringsFor } from "~/i18n/strings.server";
import { pastedMessageCheck } from "~/lib/message-check/pasted-message";
import { pageMeta } from "~/lib/meta";
import { trackingResultsFor } from "~/lib/tracking/tracking-results";

export const headers = forwardCacheHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Tracking Results",
    description: "Your tracking numbers, checked and ready for the carrier.",
    noindex: true,
  });

export function loader({ request }: LoaderFunctionArgs) {
  // Every value: a missing or repeated parameter is invalid, never silently the first one.
  const values = new URL(request.url).searchParams.getAll("result");
  return data(
    // The checker's strings: the warning shows its verdict and reasons.
    {
      ...trackingResultsFor(values),
      messageCheck: pastedMessageCheck(values),
      strings: stringsFor(request, "checker"),
    },
    { headers: { "Cache-Control": CACHE_CONTROL.none } },
  );
}

export default function TrackingResults() {
  const { displayValue, results, messageCheck } = useLoaderData<typeof loader>();
  const { search } = useLocation();

  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <h1 className="break-words text-3xl font-bold text-slate-900">Tracking Results for: {displayValue}</h1>
      <div className="mt-8">
        {messageCheck ? <MessageWarning check={messageCheck} /> : null}
        {results.status === "invalid" ? (
          <InvalidResultPanel hint={results.hint} />
        ) : (
          // A new look-up in the same tab starts its own search.
          <TrackingSearch key={search} rows={results.rows} usps={results.usps} foundNote={results.foundNote} />
        )}
      </div>
      <HelpCards />
    </div>
  );
}
