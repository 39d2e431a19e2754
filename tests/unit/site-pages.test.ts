import { readFileSync } from "node:fs";
import path from "node:path";
import { flatRoutes } from "@remix-run/dev/dist/config/flat-routes.js";
import { describe, expect, it } from "vitest";
import english from "~/i18n/catalogs/en/common";
import { FAQ_CATEGORY_IDS } from "~/lib/help-centre/faq-categories";
import { guidePaths } from "~/lib/help-centre/guide-files.server";
import { MENU_LINKS, SITE_PAGES } from "~/lib/site-pages";
import { sitemapEntries, sitemapPaths } from "~/lib/sitemap-paths.server";
import { loader as robotsLoader } from "~/routes/robots[.]txt";
import { loader as sitemapLoader } from "~/routes/sitemap[.]xml";

/** What a menu's links say on an English page. */
const labels = (menu: keyof typeof MENU_LINKS) =>
  MENU_LINKS[menu].map((link) => english[link.label as keyof typeof english]);

/**
 * The URL path of each route without a parameter, and whether it renders a page: Remix's own
 * reading of app/routes (flat routes, folders, layouts), so nothing here parses file names.
 */
function staticRoutes(): { path: string; rendersPage: boolean }[] {
  const routes = flatRoutes(path.join(process.cwd(), "app"), ["**/.*", "**/*.test.{ts,tsx}"]);
  const fullPath = (id: string): string => {
    const route = routes[id];
    const parent = route.parentId && route.parentId !== "root" ? fullPath(route.parentId) : "";
    return route.path ? `${parent}/${route.path}` : parent;
  };
  return Object.values(routes)
    .filter((route) => !/[:*]/.test(fullPath(route.id)) && (route.index || route.path))
    .map((route) => ({
      path: fullPath(route.id) || "/",
      rendersPage: /^export default /m.test(readFileSync(path.join(process.cwd(), "app", route.file), "utf8")),
    }));
}

describe("the site's pages", () => {
  it("are each listed once", () => {
    const paths = SITE_PAGES.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("cover every route file that renders a page, and name only routes that exist", () => {
    const routes = staticRoutes();
    const listed = SITE_PAGES.map((page) => page.path);
    expect(routes.map((route) => route.path)).toEqual(expect.arrayContaining(listed));
    for (const route of routes.filter((candidate) => candidate.rendersPage)) expect(listed).toContain(route.path);
  });
});

describe("the menus (docs/product.md §S2.2)", () => {
  it("list the spec's items in the spec's order", () => {
    expect(labels("utility")).toEqual(["Support", "Privacy Policy", "Disclaimer", "Donation", "FAQ", "Blog"]);
    // The message checker (docs/product.md §D9.1) joins the spec's menus after the home page.
    expect(labels("main")).toEqual([
      "Quick Tools",
      "Check a Message",
      "About Us",
      "Partners",
      "Contact Us",
      "Career",
      "Complaint",
      "Help",
      "GDPR",
      "Articles",
    ]);
    expect(labels("mobile")).toHaveLength(14);
    expect(labels("footer")).toEqual([
      "Check a Message",
      "Contact Us",
      "FAQ",
      "Complaint",
      "About Us",
      "Career",
      "Partners",
      "Donation",
      "Blog",
      "Privacy Policy",
      "Disclaimer",
      "Terms of Service",
      "Cookie Policy",
    ]);
  });

  it("take each link's path from its page, and a menu's own name for it where it has one", () => {
    expect(MENU_LINKS.utility[0]).toEqual({ label: "page./help#support", to: "/help", reloadDocument: undefined });
    expect(MENU_LINKS.mobile[2]).toEqual({ label: "page./help", to: "/help", reloadDocument: undefined });
    expect(MENU_LINKS.main[0]).toEqual({ label: "page./", to: "/", reloadDocument: undefined });
  });

  it("load the blog as a full page in every menu, and nothing else", () => {
    for (const links of Object.values(MENU_LINKS)) {
      for (const link of links) expect(link.reloadDocument === true, link.label).toBe(link.to === "/blog");
    }
  });
});

describe("the sitemap's page list", { timeout: 60_000 }, () => {
  it("holds the site's pages, every article, the six FAQ categories and every FAQ entry, once each", async () => {
    const paths = await sitemapPaths();
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.slice(0, 3)).toEqual(["/", "/check-message", "/contact"]);
    for (const page of ["/help", "/faq", "/articles", "/about", "/cookie-policy"]) expect(paths).toContain(page);
    for (const guide of guidePaths()) expect(paths).toContain(guide);
    for (const id of FAQ_CATEGORY_IDS) expect(paths).toContain(`/faq/${id}`);
    const faqEntries = paths.filter((page) => page.startsWith("/faq/article/"));
    expect(faqEntries.length).toBeGreaterThanOrEqual(150);
    expect(faqEntries[0]).toBe("/faq/article/csv-article-1");
  });

  it("leaves out the results pages (one visitor's query, noindex) and the blog redirect", async () => {
    const paths = await sitemapPaths();
    for (const page of ["/tracking", "/faq/search", "/blog"]) expect(paths).not.toContain(page);
  });
});

describe("the sitemap in both languages", { timeout: 60_000 }, () => {
  it("lists every English page and its /es twin, each naming both and English as the default", async () => {
    const [paths, entries] = await Promise.all([sitemapPaths(), sitemapEntries()]);
    expect(entries.map((entry) => entry.path)).toEqual(
      paths.flatMap((page) => [page, page === "/" ? "/es" : `/es${page}`]),
    );
    const about = entries.filter((entry) => entry.path.endsWith("/about"));
    expect(about).toHaveLength(2);
    for (const entry of about) {
      expect(entry.alternates).toEqual([
        { hreflang: "en", path: "/about" },
        { hreflang: "es", path: "/es/about" },
        { hreflang: "x-default", path: "/about" },
      ]);
    }
    for (const page of ["/es/faq/tracking", "/es/faq/article/csv-article-1", "/es/does-usps-deliver-saturday"]) {
      expect(entries.map((entry) => entry.path)).toContain(page);
    }
  });

  it("is served as XML with the xhtml namespace and an alternate link per language", async () => {
    const response = await sitemapLoader({
      request: new Request("http://localhost/sitemap.xml"),
      params: {},
      context: { clientAddress: null, language: "en" },
    });
    const xml = await response.text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toMatch(
      /<url><loc>[^<]+\/es\/privacy-policy<\/loc><xhtml:link rel="alternate" hreflang="en" href="[^"]+\/privacy-policy"\/><xhtml:link rel="alternate" hreflang="es" href="[^"]+\/es\/privacy-policy"\/><xhtml:link rel="alternate" hreflang="x-default" href="[^"]+\/privacy-policy"\/><\/url>/,
    );
    expect(xml.match(/<url>/g)?.length).toBe(2 * (await sitemapPaths()).length);
  });

  it("robots.txt keeps crawlers off the results pages in both languages", async () => {
    const response = await robotsLoader({
      request: new Request("http://localhost/robots.txt"),
      params: {},
      context: { clientAddress: null, language: "en" },
    });
    const lines = (await response.text()).split("\n");
    expect(lines).toContain("Disallow: /tracking");
    expect(lines).toContain("Disallow: /es/tracking");
  });
});
