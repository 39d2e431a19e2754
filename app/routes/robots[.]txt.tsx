import type { LoaderFunctionArgs } from "@remix-run/node";
import { getConfig } from "~/lib/config.server";
import { CACHE_CONTROL, namingOrigin } from "~/lib/cache-policy.server";
import { requestOrigin } from "~/lib/http.server";
import type { RouteHandle } from "~/i18n/page-language";

/** A file, not a page: it has no language, so it answers at this path only. */
export const handle: RouteHandle = { languageNeutral: true };

export async function loader({ request }: LoaderFunctionArgs) {
  const config = getConfig();
  const origin = requestOrigin(request, config);
  // Results pages are per-visitor and carry noindex, in either language; keep crawlers off them entirely.
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /tracking",
    "Disallow: /es/tracking",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": namingOrigin(CACHE_CONTROL.file, config.siteUrl),
    },
  });
}
