import type { LoaderFunctionArgs } from "@remix-run/node";
import { CACHE_CONTROL } from "~/lib/cache-policy.server";
import { findFaqEntry, getFaqData } from "~/lib/help-centre/faq-data.server";
import { countEntryView } from "~/lib/help-centre/view-counts.server";
import type { RouteHandle } from "~/i18n/page-language";

/**
 * An FAQ entry's view count request (decision 017 as amended by issue 38): the entry page, which
 * shared caches keep, loads this one-pixel image, which none keeps, so every page view reaches
 * the app and adds one to the entry's count without JavaScript, a cookie or an identifier. Both
 * languages' pages load it here (an entry has one id in both), so it has no /es twin.
 */
export const handle: RouteHandle = { languageNeutral: true };

/** A transparent 1×1 GIF (43 bytes). */
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

const NEVER_KEPT = { "Cache-Control": CACHE_CONTROL.none, "X-Robots-Tag": "noindex" };

export async function loader({ request, params }: LoaderFunctionArgs) {
  // Only the entries there are: a made-up id adds no key to the counts.
  const entry = findFaqEntry(await getFaqData("en"), params.entryId ?? "");
  if (!entry) {
    return new Response("Not found\n", { status: 404, headers: { ...NEVER_KEPT, "Content-Type": "text/plain" } });
  }
  countEntryView(request, entry.id);
  return new Response(PIXEL, {
    headers: { ...NEVER_KEPT, "Content-Type": "image/gif", "Content-Length": String(PIXEL.length) },
  });
}
