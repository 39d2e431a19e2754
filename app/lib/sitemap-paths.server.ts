import { LANGUAGES, pathInLanguage } from "~/i18n/languages";
import { FAQ_CATEGORY_IDS } from "~/lib/help-centre/faq-categories";
import { getFaqData } from "~/lib/help-centre/faq-data.server";
import { faqEntryPath, categoryPath } from "~/lib/help-centre/faq-urls";
import { loadGuides } from "~/lib/help-centre/guides.server";
import { SITE_PAGES } from "~/lib/site-pages";

/**
 * Every page a crawler should know about, by its English path: the site's pages marked for the
 * sitemap, every help article (the three the index leaves out are real pages too), then the
 * FAQ's categories and entries.
 */
export async function sitemapPaths(): Promise<string[]> {
  const [faq, guides] = await Promise.all([getFaqData(), loadGuides()]);
  return [
    ...SITE_PAGES.filter((page) => page.inSitemap).map((page) => page.path),
    ...guides.all.map((guide) => guide.path),
    ...FAQ_CATEGORY_IDS.map(categoryPath),
    ...faq.entries.map((entry) => faqEntryPath(entry.id)),
  ];
}

export interface SitemapEntry {
  path: string;
  /** Every language version of the page, and English as the default for other languages. */
  alternates: { hreflang: string; path: string }[];
}

/**
 * Every page in every language (docs/product.md §D9.6: each English page has its Spanish twin at
 * "/es" + its path), English first, each naming all its versions as the pages' own hreflang
 * links do.
 */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const paths = await sitemapPaths();
  return paths.flatMap((path) => {
    const alternates = [
      ...LANGUAGES.map((language) => ({ hreflang: language, path: pathInLanguage(path, language) })),
      { hreflang: "x-default", path },
    ];
    return LANGUAGES.map((language) => ({ path: pathInLanguage(path, language), alternates }));
  });
}
