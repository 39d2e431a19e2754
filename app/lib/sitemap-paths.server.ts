import { FAQ_CATEGORY_IDS } from "~/lib/faq/faq-builder";
import { getFaqData } from "~/lib/faq/faq-source.server";
import { articlePath, categoryPath } from "~/lib/faq/faq-urls";
import { loadHelpArticles } from "~/lib/help-articles.server";
import { SITE_PAGES } from "~/lib/site-pages";

/**
 * Every page a crawler should know about: the site's pages marked for the sitemap, every
 * help article (the three the index leaves out are real pages too), then the FAQ's
 * categories and entries.
 */
export async function sitemapPaths(): Promise<string[]> {
  const [faq, guides] = await Promise.all([getFaqData(), loadHelpArticles()]);
  return [
    ...SITE_PAGES.filter((page) => page.inSitemap).map((page) => page.path),
    ...guides.all.map((guide) => guide.path),
    ...FAQ_CATEGORY_IDS.map(categoryPath),
    ...faq.articles.map((article) => articlePath(article.id)),
  ];
}
