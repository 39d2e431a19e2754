import { SITE_PAGES } from "../../app/lib/site-pages";

/**
 * Every page of the route table that answers 200, shared by the smoke, axe and console
 * specs: the site's pages (the results pages without a query too), then one of each page
 * with a parameter, in the states worth checking.
 */
export const PAGE_PATHS: string[] = [
  // /blog only redirects.
  ...SITE_PAGES.filter((page) => !page.reloadDocument).map((page) => page.path),
  "/tracking?result=9400111206206406260787",
  "/faq/search?q=tracking",
  "/faq/tracking",
  "/faq/article/csv-article-1",
  "/what-is-usps-media-mail",
  "/does-usps-deliver-saturday",
];
