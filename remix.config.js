// @ts-check
import { readdirSync } from "node:fs";

/**
 * Routes that have no language: files, feeds and probes. Every other module in app/routes also
 * answers at "/es" + its path, in Spanish (app/i18n/languages.ts; docs/product.md §D9).
 */
const LANGUAGE_NEUTRAL_ROUTES = ["FaqExcelData1[.]csv", "healthz", "robots[.]txt", "sitemap[.]xml"];

/**
 * A flat-routes file name as its URL path, as Remix reads it: "faq.article.$articleId" →
 * "faq/article/:articleId", "faq._index" → "faq" (an index route), "$" → "*".
 */
/** @param {string} name */
function flatRoutePath(name) {
  return name
    .split(/\.(?![^[]*\])/)
    .filter((segment) => segment !== "_index")
    .map((segment) => (segment === "$" ? "*" : segment.replace(/^\$/, ":").replace(/\[(.+?)\]/g, "$1")))
    .join("/");
}

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  serverModuleFormat: "esm",
  // Server-only packages stay external; the browser bundle never sees them.
  serverDependenciesToBundle: [],
  tailwind: true,
  routes(defineRoutes) {
    const files = readdirSync(new URL("./app/routes", import.meta.url)).filter((file) => /^[^.].*\.tsx?$/.test(file));
    return defineRoutes((route) => {
      for (const file of files) {
        const name = file.replace(/\.tsx?$/, "");
        if (LANGUAGE_NEUTRAL_ROUTES.includes(name)) continue;
        const path = flatRoutePath(name);
        route(path ? `es/${path}` : "es", `routes/${file}`, { id: `es/${name}`, index: name.endsWith("_index") });
      }
    });
  },
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    // Off on purpose (decision 013): the whole manifest is one cached file; discovery would match
    // every path against the route tree once more per segment. Said here so the build does not warn;
    // React Router 7 keeps the same choice with routeDiscovery: { mode: "initial" } (docs/product.md §D0).
    v3_lazyRouteDiscovery: false,
  },
};
