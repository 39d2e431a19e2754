#!/usr/bin/env node
// @ts-check
// npm run size: the JavaScript and CSS a browser downloads on a first visit to each
// route, from the build's own manifest (what <Scripts> preloads and what the matched
// routes link), measured gzip -9 (the budget's unit) and brotli (what this server sends); and the
// UI strings the page awaits before it hydrates (the catalog files its document preloads,
// decision 019), which before them were part of the HTML and counted nowhere.
//
// Budgets (kB = 1,000 bytes, gzip -9): CSS for `/` ≤ 12 kB; JavaScript for `/` ≤ 106 kB (it was
// 100.4 kB before the Spanish site, which was allowed 10 kB and came to 106.0 kB; issue 35 holds it
// there: decision 019), and `/es` within 5 kB of `/`. Reading pages (routes with
// `handle.hydrate = false`: guides, legal pages, the articles index, about, partners, the postal
// holidays, 404) load no Remix runtime and run at most 5 kB of inline JavaScript, counted before
// compression (issue 38). The UI strings a page awaits are reported beside the JavaScript (they
// were inside the HTML before issue 35), and every page's inline scripts too (Remix's context
// and route manifest on the pages that hydrate).
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { matchRoutes } from "@remix-run/react";
import { createRequestHandler, installGlobals } from "@remix-run/node";
import { ensureBuild } from "./perf/app.mjs";

const BUDGET = {
  path: "/",
  jsGzip: 106_000,
  cssGzip: 12_000,
  spanishPath: "/es",
  spanishJsOverEnglish: 5_000,
  readingPageInlineJsRaw: 5_000,
};

/** The pages the issue names, then every route with a fixed path. */
const SAMPLE_URLS = [
  "/",
  "/tracking?result=9400111206206406260787",
  "/faq",
  "/faq/tracking",
  "/faq/article/csv-article-1",
  "/what-is-usps-media-mail",
  // A guide that opens with today's box, the one inline enhancement a guide can have.
  "/is-usps-open-today",
  "/contact",
  "/complaint",
  "/no-such-page",
  "/es",
  "/es/tracking?result=9400111206206406260787",
  "/es/faq",
  "/es/faq/article/csv-article-1",
  "/es/is-usps-open-today",
  "/es/check-message",
  "/es/contact",
];

ensureBuild();
process.env.NODE_ENV = "production";
installGlobals({ nativeFetch: true });
/** @type {import("@remix-run/node").ServerBuild} */
const build = await import(pathToFileURL(resolve("build/index.js")).href);
/** @type {import("../app/server-hooks.server").ServerHooks} */
const hooks = /** @type {any} */ (build.entry.module).serverHooks;
// Each language's pages are the same route tree under its prefix, served by its own handler.
const languages = hooks.languageBuilds(build).map((entry) => ({
  ...entry,
  handle: createRequestHandler(entry.build, "production"),
}));

/**
 * What matchRoutes needs of a route; an index route has no children.
 * @typedef {{ id: string, path?: string, caseSensitive?: boolean } & ({ index: true } | { index?: false, children: RouteNode[] })} RouteNode
 */

/**
 * @param {string | undefined} parentId
 * @returns {RouteNode[]}
 */
function routeTree(parentId) {
  return Object.values(build.routes)
    .filter((route) => route.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, path: route.path, caseSensitive: route.caseSensitive, index: true }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: routeTree(route.id) },
    );
}
const tree = routeTree(undefined);

/** @param {string} href a /build/… URL */
function fileFor(href) {
  if (!href.startsWith(build.publicPath)) throw new Error(`${href} is not under ${build.publicPath}`);
  return join(resolve(build.assetsBuildDirectory), href.slice(build.publicPath.length));
}

/** @type {Map<string, { raw: number, gzip: number, br: number }>} */
const sizes = new Map();
/** @param {string} href */
function sizeOf(href) {
  let size = sizes.get(href);
  if (!size) {
    const body = readFileSync(fileFor(href));
    size = {
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 10 } }).length,
    };
    sizes.set(href, size);
  }
  return size;
}

/** @param {string} url the page's HTML, as its language's handler renders it */
async function htmlOf(url) {
  const { pathname } = new URL(url, "http://localhost");
  const language = hooks.languageBuildFor(languages, pathname);
  const response = await language.handle(new Request(new URL(url, "http://localhost")), {
    clientAddress: "127.0.0.1",
    ...language.loadContext,
  });
  return response.text();
}

/** @param {Buffer} body */
function measured(body) {
  return {
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 10 } }).length,
  };
}

/**
 * The catalog files a page's document preloads (its namespaces' UI strings).
 * @param {string} html
 */
async function catalogsIn(html) {
  const hrefs = [...html.matchAll(/<link [^>]*href="([^"]+)"[^>]*data-catalog=/g)].map((match) => match[1]);
  const english = hooks.languageBuildFor(languages, "/");
  let total = { files: 0, raw: 0, gzip: 0, br: 0 };
  for (const href of hrefs) {
    const file = await english.handle(new Request(new URL(href, "http://localhost")), {
      clientAddress: "127.0.0.1",
      ...english.loadContext,
    });
    const size = measured(Buffer.from(await file.arrayBuffer()));
    total = {
      files: total.files + 1,
      raw: total.raw + size.raw,
      gzip: total.gzip + size.gzip,
      br: total.br + size.br,
    };
  }
  return total;
}

/**
 * The JavaScript written into the page itself: every inline script a browser runs (not JSON or
 * JSON-LD data, not a script that loads a file), measured together.
 * @param {string} html
 */
function inlineScriptsIn(html) {
  const sources = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes))
    .map(([, , source]) => source);
  return { scripts: sources.length, ...measured(Buffer.from(sources.join("\n"))) };
}

/** @param {string} url */
async function downloadsFor(url) {
  const { pathname } = new URL(url, "http://localhost");
  const { build: languageBuild } = hooks.languageBuildFor(languages, pathname);
  const matches = matchRoutes(tree, pathname, languageBuild.basename) ?? [];
  const ids = ["root", ...matches.map((match) => match.route.id).filter((id) => id !== "root")];
  const html = await htmlOf(url);
  // A page with Remix's runtime has its context in an inline script; a reading page has none.
  const runtime = html.includes("window.__remixContext");
  const reading = ids.some(
    (id) => /** @type {{ hydrate?: false } | undefined} */ (build.routes[id].module.handle)?.hydrate === false,
  );
  /** @type {Set<string>} */
  const js = runtime
    ? new Set([build.assets.url, build.assets.entry.module, ...build.assets.entry.imports])
    : new Set();
  // Stylesheets come from the routes' links (root links tailwind.css): the classic
  // compiler's assets manifest has no CSS bundle entry.
  /** @type {Set<string>} */
  const css = new Set();
  for (const id of ids) {
    const asset = build.assets.routes[id];
    if (runtime) {
      js.add(asset.module);
      for (const href of asset.imports ?? []) js.add(href);
    }
    for (const href of asset.css ?? []) css.add(href);
    const links = build.routes[id].module.links?.() ?? [];
    for (const link of links) {
      if (
        "rel" in link &&
        link.rel === "stylesheet" &&
        typeof link.href === "string" &&
        link.href.startsWith(build.publicPath)
      )
        css.add(link.href);
    }
  }
  const total = (/** @type {Set<string>} */ files) =>
    [...files].reduce(
      (sum, href) => {
        const size = sizeOf(href);
        return { files: sum.files + 1, raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip, br: sum.br + size.br };
      },
      { files: 0, raw: 0, gzip: 0, br: 0 },
    );
  return {
    url,
    routes: ids,
    runtime,
    reading,
    js: total(js),
    inline: inlineScriptsIn(html),
    css: total(css),
    strings: await catalogsIn(html),
    jsFiles: [...js],
    cssFiles: [...css],
  };
}

const fixedPaths = Object.values(build.routes)
  .filter(
    (route) =>
      route.path &&
      !/[:*]/.test(route.path) &&
      !route.path.includes(".") &&
      !(/** @type {{ languageNeutral?: true } | undefined} */ (route.module.handle)?.languageNeutral),
  )
  .map((route) => `/${route.path}`);
const urls = [...new Set([...SAMPLE_URLS, ...fixedPaths.sort(), ...fixedPaths.map((path) => `/es${path}`)])];
const results = [];
for (const url of urls) results.push(await downloadsFor(url));

const kb = (/** @type {number} */ bytes) => (bytes / 1000).toFixed(1);
const header = [
  "route",
  "JS files",
  "JS raw kB",
  "JS gzip kB",
  "JS br kB",
  "inline JS raw kB",
  "CSS raw kB",
  "CSS gzip kB",
  "strings files",
  "strings gzip kB",
];
const rows = results.map((result) => [
  result.url,
  String(result.js.files),
  kb(result.js.raw),
  kb(result.js.gzip),
  kb(result.js.br),
  kb(result.inline.raw),
  kb(result.css.raw),
  kb(result.css.gzip),
  String(result.strings.files),
  kb(result.strings.gzip),
]);
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
const line = (/** @type {string[]} */ cells) =>
  cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join("  ");
console.log(line(header));
console.log(widths.map((width) => "-".repeat(width)).join("  "));
for (const row of rows) console.log(line(row));

const home = results[0];
const jsOk = home.js.gzip <= BUDGET.jsGzip;
const cssOk = home.css.gzip <= BUDGET.cssGzip;
console.log(`\nBudgets for ${BUDGET.path} (gzip -9, kB = 1,000 bytes)`);
console.log(
  `  ${jsOk ? "met   " : "MISSED"}  JavaScript ${kb(home.js.gzip)} kB (≤ ${kb(BUDGET.jsGzip)} kB) in ${home.js.files} files`,
);
console.log(`  ${cssOk ? "met   " : "MISSED"}  CSS ${kb(home.css.gzip)} kB (≤ ${kb(BUDGET.cssGzip)} kB)`);
console.log(
  `          UI strings ${kb(home.strings.gzip)} kB in ${home.strings.files} files (no budget; cached across pages)`,
);
const spanish = results.find((result) => result.url === BUDGET.spanishPath);
if (spanish) {
  const over = spanish.js.gzip - home.js.gzip;
  const spanishOk = Math.abs(over) <= BUDGET.spanishJsOverEnglish;
  console.log(
    `  ${spanishOk ? "met   " : "MISSED"}  ${BUDGET.spanishPath} JavaScript ${kb(spanish.js.gzip)} kB, ${over >= 0 ? "+" : ""}${kb(over)} kB from ${BUDGET.path} (within ${kb(BUDGET.spanishJsOverEnglish)} kB)`,
  );
}
const reading = results.filter((result) => result.reading);
const readingMissed = reading.filter(
  (result) => result.runtime || result.js.files > 0 || result.inline.raw > BUDGET.readingPageInlineJsRaw,
);
const readingOk = reading.length > 0 && readingMissed.length === 0;
const largestInline = Math.max(0, ...reading.map((result) => result.inline.raw));
console.log(
  `  ${readingOk ? "met   " : "MISSED"}  reading pages (${reading.length}): no Remix runtime, inline JavaScript at most ${kb(largestInline)} kB (≤ ${kb(BUDGET.readingPageInlineJsRaw)} kB before compression)`,
);
for (const result of readingMissed) {
  console.log(
    `          ${result.url}: ${result.runtime ? "loads the runtime, " : ""}${result.js.files} files, ${kb(result.inline.raw)} kB inline`,
  );
}
console.log("\nLargest JavaScript files on /:");
for (const href of [...home.jsFiles].sort((a, b) => sizeOf(b).gzip - sizeOf(a).gzip).slice(0, 5)) {
  console.log(`  ${kb(sizeOf(href).gzip).padStart(6)} kB gzip  ${href}`);
}

mkdirSync(".tmp/size", { recursive: true });
writeFileSync(
  ".tmp/size/last-run.json",
  `${JSON.stringify({ date: new Date().toISOString(), budget: BUDGET, results, files: Object.fromEntries(sizes) }, null, 2)}\n`,
);
// The build's modules may hold timers (rate-limit sweeps); the report is done.
process.exit(jsOk && cssOk && readingOk ? 0 : 1);
