// @ts-check

/**
 * The routes are Remix's flat routes in app/routes, mounted once. Each language other than the
 * default is the same route tree under a router basename ("/es"), chosen by the server from the
 * path before Remix runs (app/i18n/language-builds.server.ts, decision 019).
 * @type {import('@remix-run/dev').AppConfig}
 */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  serverModuleFormat: "esm",
  // Server-only packages stay external; the browser bundle never sees them.
  serverDependenciesToBundle: [],
  tailwind: true,
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
