import type { LoaderFunctionArgs } from "@remix-run/node";
import type { FaqSuggestions } from "~/components/faq/faq-search";
import { getFaqData } from "~/lib/faq/faq-source.server";
import { readSearchQuery } from "~/lib/faq/faq-urls";
import { searchFaq } from "~/lib/faq/search";
import { CACHE_CONTROL, applySecurityHeaders } from "~/lib/http.server";

/**
 * The search box's dropdown (fetcher.load): at most 5 matches with a short
 * preview. Searching here keeps the FAQ out of the browser bundle; the answer is
 * the same for everyone, so a CDN may cache it.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = readSearchQuery(new URL(request.url));
  const faq = await getFaqData();
  const suggestions: FaqSuggestions = { query, results: searchFaq(faq.articles, query) };
  const response = Response.json(suggestions, { headers: { "Cache-Control": CACHE_CONTROL.page } });
  applySecurityHeaders(response.headers);
  return response;
}
