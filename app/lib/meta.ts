import type { MetaDescriptor } from "@remix-run/node";
import { metaTranslator } from "~/i18n/page-language";
import { DEFAULT_SITE_NAME } from "~/lib/site-name";

interface RootMatch {
  id: string;
  data: unknown;
  handle?: unknown;
}

/** SITE_NAME from the root loader; the default where that data is missing (an error before any loader ran). */
export function siteNameFrom(matches: readonly RootMatch[]): string {
  const root = matches.find((match) => match.id === "root")?.data as { config?: { siteName?: unknown } } | undefined;
  return typeof root?.config?.siteName === "string" ? root.config.siteName : DEFAULT_SITE_NAME;
}

/** "{site} Help Center" in the page's language (the common catalog's site.helpCenter): what titles end with. */
export function helpCenterName(matches: readonly RootMatch[]): string {
  return metaTranslator({ matches }).t("site.helpCenter", { site: siteNameFrom(matches) });
}

/** Title ending in the help-center name, description, and robots where a page must stay out of search. */
export function pageMeta(
  matches: readonly RootMatch[],
  page: { title: string; description: string; noindex?: boolean },
): MetaDescriptor[] {
  const title = `${page.title} | ${helpCenterName(matches)}`;
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
  ];
  if (page.noindex) meta.push({ name: "robots", content: "noindex" });
  return meta;
}
