/**
 * The site's own pages (docs/product.md §S2.1), once: the header and footer menus, the
 * sitemap and the browser tests' route list are all made from this list. Pages with a
 * parameter in their path (help articles, FAQ categories and entries) are listed by the
 * modules that know them.
 */

export interface SitePage {
  path: string;
  /** What the menus call the page. */
  label: string;
  /** In sitemap.xml. Not the results pages (one visitor's query, noindex) nor the blog redirect. */
  inSitemap: boolean;
  /** Links to it are full page loads: /blog redirects, possibly to another site. */
  reloadDocument?: boolean;
}

const PAGES = [
  { path: "/", label: "Quick Tools", inSitemap: true },
  { path: "/tracking", label: "Tracking Results", inSitemap: false },
  { path: "/check-message", label: "Check a Message", inSitemap: true },
  { path: "/contact", label: "Contact Us", inSitemap: true },
  { path: "/privacy-policy", label: "Privacy Policy", inSitemap: true },
  { path: "/disclaimer", label: "Disclaimer", inSitemap: true },
  { path: "/donation", label: "Donation", inSitemap: true },
  { path: "/partners", label: "Partners", inSitemap: true },
  { path: "/career", label: "Career", inSitemap: true },
  { path: "/help", label: "Help", inSitemap: true },
  { path: "/complaint", label: "Complaint", inSitemap: true },
  { path: "/terms-of-service", label: "Terms of Service", inSitemap: true },
  { path: "/cookie-policy", label: "Cookie Policy", inSitemap: true },
  { path: "/faq", label: "FAQ", inSitemap: true },
  { path: "/faq/search", label: "Search the FAQ", inSitemap: false },
  { path: "/about", label: "About Us", inSitemap: true },
  { path: "/gdpr", label: "GDPR", inSitemap: true },
  { path: "/articles", label: "Articles", inSitemap: true },
  { path: "/blog", label: "Blog", inSitemap: false, reloadDocument: true },
] as const satisfies readonly SitePage[];

export const SITE_PAGES: readonly SitePage[] = PAGES;

/** A path of this list, so a menu cannot name a page the site does not have. */
export type SitePagePath = (typeof PAGES)[number]["path"];

export type Menu = "utility" | "main" | "mobile" | "footer";

export interface MenuLink {
  label: string;
  to: string;
  reloadDocument?: boolean;
}

const PAGES_BY_PATH = Object.fromEntries(PAGES.map((page) => [page.path, page])) as Record<SitePagePath, SitePage>;

/** A menu's links from its pages' paths; a [path, label] pair where the menu names a page differently. */
function menu(entries: readonly (SitePagePath | [SitePagePath, string])[]): MenuLink[] {
  return entries.map((entry) => {
    const [path, label] = typeof entry === "string" ? [entry, undefined] : entry;
    const page = PAGES_BY_PATH[path];
    return { label: label ?? page.label, to: page.path, reloadDocument: page.reloadDocument };
  });
}

/** Each menu's links, in the spec's order (docs/product.md §S2.2). */
export const MENU_LINKS: Record<Menu, MenuLink[]> = {
  utility: menu([["/help", "Support"], "/privacy-policy", "/disclaimer", "/donation", "/faq", "/blog"]),
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
