import type { LoaderFunctionArgs } from "@remix-run/node";
import { getConfig } from "~/lib/config.server";
import { CACHE_CONTROL, namingOrigin } from "~/lib/cache-policy.server";
import { requestOrigin } from "~/lib/http.server";

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
