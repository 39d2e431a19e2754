import { FAQ_CATEGORY_IDS } from "~/lib/faq/faq-builder";
import { getFaqData } from "~/lib/faq/faq-source.server";
import { HELP_ARTICLE_SLUGS } from "~/lib/help-article-catalog";

/** Every public page a crawler should know about; one list for the sitemap and the tests. */
export const STATIC_PAGE_PATHS = [
  "/",
  "/help",
  "/faq",
  "/articles",
  "/about",
  "/partners",
  "/contact",
  "/career",
  "/complaint",
  "/donation",
  "/gdpr",
  "/privacy-policy",
  "/disclaimer",
  "/terms-of-service",
  "/cookie-policy",
] as const;

/** The 34 help articles, including the three the index leaves out: they are real pages too. */
export const HELP_ARTICLE_PATHS: readonly string[] = HELP_ARTICLE_SLUGS.map((slug) => `/${slug}`);

/** Static pages, help articles, then the FAQ's categories and articles. */
export async function publicPagePaths(): Promise<string[]> {
  const faq = await getFaqData();
  return [
    ...STATIC_PAGE_PATHS,
    ...HELP_ARTICLE_PATHS,
    ...FAQ_CATEGORY_IDS.map((id) => `/faq/${id}`),
    ...faq.articles.map((article) => `/faq/article/${encodeURIComponent(article.id)}`),
  ];
}
