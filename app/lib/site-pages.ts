import type { MessageKey } from "~/i18n/catalog-types";

/**
 * The site's own pages (docs/product.md §S2.1), once: the header and footer menus, the
 * sitemap and the browser tests' route list are all made from this list. Each also answers at
 * "/es" + its path; what the menus call it is the common catalog's "page.<path>" in either
 * language (app/i18n/catalogs/). Pages with a parameter in their path (help articles, FAQ
 * categories and entries) are listed by the modules that know them.
 */
export interface SitePage {
  path: string;
  /** In sitemap.xml. Not the results pages (one visitor's query, noindex) nor the blog redirect. */
  inSitemap: boolean;
  /** Links to it are full page loads: /blog redirects, possibly to another site. */
  reloadDocument?: boolean;
}

const PAGES = [
  { path: "/", inSitemap: true },
  { path: "/tracking", inSitemap: false },
  { path: "/check-message", inSitemap: true },
  { path: "/tracking-help", inSitemap: true },
  { path: "/contact", inSitemap: true },
  { path: "/privacy-policy", inSitemap: true },
  { path: "/disclaimer", inSitemap: true },
  { path: "/donation", inSitemap: true },
  { path: "/partners", inSitemap: true },
  { path: "/career", inSitemap: true },
  { path: "/help", inSitemap: true },
  { path: "/complaint", inSitemap: true },
  { path: "/terms-of-service", inSitemap: true },
  { path: "/cookie-policy", inSitemap: true },
  { path: "/faq", inSitemap: true },
  { path: "/faq/search", inSitemap: false },
  { path: "/about", inSitemap: true },
  { path: "/gdpr", inSitemap: true },
  { path: "/articles", inSitemap: true },
  { path: "/postal-holidays", inSitemap: true },
  { path: "/blog", inSitemap: false, reloadDocument: true },
] as const satisfies readonly SitePage[];

export const SITE_PAGES: readonly SitePage[] = PAGES;

/** A path of this list, so a menu cannot name a page the site does not have. */
export type SitePagePath = (typeof PAGES)[number]["path"];

export type Menu = "utility" | "main" | "mobile" | "footer";

export interface MenuLink {
  /** The link's text, a key of the common catalog. */
  label: MessageKey;
  to: string;
  reloadDocument?: boolean;
}

const PAGES_BY_PATH = Object.fromEntries(PAGES.map((page) => [page.path, page])) as Record<SitePagePath, SitePage>;

/** A menu's links from its pages' paths; a [path, label] pair where the menu names a page differently. */
function menu(entries: readonly (SitePagePath | [SitePagePath, MessageKey])[]): MenuLink[] {
  return entries.map((entry) => {
    const [path, label] = typeof entry === "string" ? [entry, undefined] : entry;
    const page = PAGES_BY_PATH[path];
    return {
      label: label ?? pageLabelKey(page.path as SitePagePath),
      to: page.path,
      reloadDocument: page.reloadDocument,
    };
  });
}

/** What the menus call a page: its key in the common catalog. */
export function pageLabelKey(path: SitePagePath): MessageKey {
  return `page.${path}`;
}

/** Each menu's links, in the spec's order (docs/product.md §S2.2). */
export const MENU_LINKS: Record<Menu, MenuLink[]> = {
  utility: menu([["/help", "page./help#support"], "/privacy-policy", "/disclaimer", "/donation", "/faq", "/blog"]),
  main: menu([
    "/",
    "/check-message",
    "/about",
    "/partners",
    "/contact",
    "/career",
    "/complaint",
    "/help",
    "/gdpr",
    "/articles",
  ]),
  mobile: menu([
    "/",
    "/check-message",
    "/help",
    "/partners",
    "/contact",
    "/career",
    "/complaint",
    "/privacy-policy",
    "/faq",
    "/donation",
    "/disclaimer",
    "/gdpr",
    "/articles",
    "/blog",
  ]),
  footer: menu([
    "/check-message",
    "/contact",
    "/faq",
    "/complaint",
    "/about",
    "/career",
    "/partners",
    "/donation",
    "/blog",
    "/privacy-policy",
    "/disclaimer",
    "/terms-of-service",
    "/cookie-policy",
  ]),
};
