#!/usr/bin/env node
// @ts-check
// What matching a request's path against the route tree costs in each way of mounting a second
// language (decision 019): Remix's server runtime matches every request (matchServerRoutes), and
// React Router flattens and ranks the whole tree on every call, so the cost grows with the routes.
//
//   node scripts/perf/route-matching.mjs [build/index.js]
//
// Built from the one build's routes:
//   basename    the tree once; Spanish requests matched under basename "/es" (what the site does)
//   prefixed    the tree twice: every translated route again under "es/" with a prefixed id
//               (flat-routes output mounted under a prefix; main before issue 35 did this, flat)
//   optional    the tree once under an optional first segment ":lang?" (which also matches any
//               other first segment as a language: /about would be the home page in "about")
import { createRequire } from "node:module";
import { loadavg } from "node:os";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

process.env.NODE_ENV = "production";
const require = createRequire(import.meta.url);
const { createRoutes } = require("@remix-run/server-runtime/dist/routes.js");
const { matchServerRoutes } = require("@remix-run/server-runtime/dist/routeMatching.js");

/** @type {import("@remix-run/node").ServerBuild} */
const build = await import(pathToFileURL(resolve(process.argv[2] ?? "build/index.js")).href);
const routes = build.routes;
/** @param {string} id */
const neutral = (id) =>
  Boolean(/** @type {{ languageNeutral?: true } | undefined} */ (routes[id].module.handle)?.languageNeutral);

/** @type {typeof routes} */
const prefixed = { ...routes };
for (const [id, route] of Object.entries(routes)) {
  if (id === "root" || neutral(id)) continue;
  const parentId = route.parentId === "root" ? "root" : `es/${route.parentId}`;
  const path = route.parentId === "root" ? (route.path ? `es/${route.path}` : "es") : route.path;
  prefixed[`es/${id}`] = { ...route, id: `es/${id}`, parentId, path };
}
/** @type {typeof routes} */
const optional = Object.fromEntries(
  Object.entries(routes).map(([id, route]) => [
    id,
    route.parentId === "root" && !neutral(id)
      ? { ...route, path: route.path ? `:lang?/${route.path}` : ":lang?" }
      : route,
  ]),
);

const DESIGNS = [
  { name: "basename (one tree, /es as basename)", tree: createRoutes(routes), basename: "/es", spanish: true },
  { name: "prefixed (the tree twice, es/ ids)", tree: createRoutes(prefixed), basename: undefined, spanish: true },
  { name: "optional segment (:lang?)", tree: createRoutes(optional), basename: undefined, spanish: true },
  { name: "one language only (before Spanish)", tree: createRoutes(routes), basename: undefined, spanish: false },
];
const PATHS = ["/", "/tracking", "/faq/article/csv-article-1", "/no-such-page-for-the-profile"];
const ROUNDS = 5;
const CALLS = 4000;

/** @type {Map<string, number[]>} */
const samples = new Map();
for (let round = 0; round < ROUNDS; round += 1) {
  for (const design of DESIGNS) {
    for (const englishPath of PATHS) {
      for (const spanish of design.spanish ? [false, true] : [false]) {
        const path = spanish ? (englishPath === "/" ? "/es" : `/es${englishPath}`) : englishPath;
        const basename = spanish ? design.basename : undefined;
        for (let i = 0; i < 200; i += 1) matchServerRoutes(design.tree, path, basename);
        const start = process.hrtime.bigint();
        for (let i = 0; i < CALLS; i += 1) matchServerRoutes(design.tree, path, basename);
        const micros = Number(process.hrtime.bigint() - start) / 1000 / CALLS;
        const key = `${design.name}\u0000${path}`;
        samples.set(key, [...(samples.get(key) ?? []), micros]);
      }
    }
  }
}

const median = (/** @type {number[]} */ values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(
  `Route matching, µs per request (median of ${ROUNDS} rounds of ${CALLS}; load average ${loadavg()[0].toFixed(1)})\n`,
);
for (const design of DESIGNS) {
  console.log(`${design.name}: ${Object.keys(design === DESIGNS[1] ? prefixed : routes).length} routes`);
  for (const [key, values] of samples) {
    const [name, path] = key.split("\u0000");
    if (name === design.name) console.log(`  ${median(values).toFixed(1).padStart(6)}  ${path}`);
  }
}
process.exit(0);
