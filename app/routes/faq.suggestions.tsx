import type { LoaderFunctionArgs } from "@remix-run/node";
import { getHelpSearch } from "~/lib/help-centre/search.server";
import { readSearchQuery } from "~/lib/help-centre/faq-urls";
import type { HelpSuggestions } from "~/lib/help-centre/search";
import { CACHE_CONTROL } from "~/lib/cache-policy.server";

/**
 * The search box's dropdown (fetcher.load): at most 5 matches with a short
 * preview. Searching here keeps the index out of the browser bundle. The URL holds what the
 * visitor typed, so the answer is private: no shared cache keeps search words. /es/faq/suggestions
 * searches the Spanish texts.
 */
export async function loader({ request, context: { language } }: LoaderFunctionArgs) {
  const query = readSearchQuery(new URL(request.url));
  const suggestions: HelpSuggestions = {
    query,
    results: (await getHelpSearch(language)).search(query),
  };
  return Response.json(suggestions, { headers: { "Cache-Control": CACHE_CONTROL.private } });
}
