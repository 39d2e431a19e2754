import type { LoaderFunctionArgs } from "@remix-run/node";
import { getConfig } from "~/lib/config.server";
import { CACHE_CONTROL, namingOrigin } from "~/lib/cache-policy.server";
import { requestOrigin } from "~/lib/http.server";
import { sitemapEntries } from "~/lib/sitemap-paths.server";
import type { RouteHandle } from "~/i18n/page-language";

/** A file, not a page: it has no language, so it answers at this path only. */
export const handle: RouteHandle = { languageNeutral: true };

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export async function loader({ request }: LoaderFunctionArgs) {
  const config = getConfig();
  const origin = requestOrigin(request, config);
  const entries = await sitemapEntries();
  const urls = entries
    .map((entry) => {
      const links = entry.alternates.map(
        (alternate) =>
          `<xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeXml(origin + alternate.path)}"/>`,
      );
      return `  <url><loc>${escapeXml(origin + entry.path)}</loc>${links.join("")}</url>`;
    })
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": namingOrigin(CACHE_CONTROL.file, config.siteUrl),
    },
  });
}
