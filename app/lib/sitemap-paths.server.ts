import { FAQ_CATEGORY_IDS } from "~/lib/help-centre/faq-categories";
import { getFaqData } from "~/lib/help-centre/faq-data.server";
import { faqEntryPath, categoryPath } from "~/lib/help-centre/faq-urls";
import { loadGuides } from "~/lib/help-centre/guides.server";
import { SITE_PAGES } from "~/lib/site-pages";

/**
 * Every page a crawler should know about: the site's pages marked for the sitemap, every
 * help article (the three the index leaves out are real pages too), then the FAQ's
 * categories and entries.
 */
export async function sitemapPaths(): Promise<string[]> {
  const [faq, guides] = await Promise.all([getFaqData(), loadGuides()]);
  return [
    ...SITE_PAGES.filter((page) => page.inSitemap).map((page) => page.path),
    ...guides.all.map((guide) => guide.path),
    ...FAQ_CATEGORY_IDS.map(categoryPath),
    ...faq.entries.map((article) => faqEntryPath(article.id)),
  ];
}
