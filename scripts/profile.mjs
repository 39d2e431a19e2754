#!/usr/bin/env node
// @ts-check
// npm run profile: where one uncached render's CPU goes. Loads the built app in this process,
// sends each page N requests straight to Remix's request handler (what server/index.mjs calls
// after Express), samples the CPU with V8's profiler and sorts the samples' own time into a few
// buckets: React rendering, Remix routing and data, single-fetch encoding, the app's own code
// (the layout apart) and so on. Express, logging and sockets are not in it: `npm run bench`
// measures the whole server. docs/performance.md.
//
//   PROFILE_REQUESTS=2000      requests per page
//   PROFILE_PAGES=faq,faq es   only these pages (names as in PAGES below)
//   PROFILE_TOP=10             also the N functions with the most self time, of the whole and of
//                              the app's own code, and the app's functions with the most total time
//   PROFILE_SAVE=.tmp/profile  also each page's V8 profile there (<page>.cpuprofile, for DevTools)
//   node scripts/profile.mjs [build/index.js]   (another build, to compare; run it from that
//                                                checkout, whose data/ the build reads)
// Each page in English and Spanish, the request handed to its language's handler as
// server/index.mjs does (app/i18n/language-builds.server.ts); a build from before the Spanish
// site is profiled in English only.
import { Session } from "node:inspector/promises";
import { loadavg } from "node:os";
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { ensureBuild } from "./perf/app.mjs";

process.env.NODE_ENV = "production";
// As `npm run bench` and production run: without SITE_URL every page is private, and the pages a
// shared cache keeps (trusted by script hashes instead of a nonce) would not be measured as served.
process.env.SITE_URL ??= "http://127.0.0.1:3000";
const REQUESTS = Math.max(100, Number(process.env.PROFILE_REQUESTS ?? 2000));
const TOP = Math.max(0, Number(process.env.PROFILE_TOP ?? 0));
/** The pages `npm run bench` measures that are rendered per request or on a cache miss. */
const ALL_PAGES = [
  { name: "landing", path: "/" },
  { name: "results", path: "/tracking?result=9400111206206406260787" },
  { name: "404", path: "/no-such-page-for-the-profile" },
  { name: "faq", path: "/faq" },
  { name: "faq category", path: "/faq/tracking" },
  { name: "faq article", path: "/faq/article/csv-article-1" },
  { name: "help article", path: "/what-is-usps-media-mail" },
  { name: "landing es", path: "/es" },
  { name: "results es", path: "/es/tracking?result=9400111206206406260787" },
  { name: "404 es", path: "/es/no-such-page-for-the-profile" },
  { name: "faq es", path: "/es/faq" },
  { name: "faq category es", path: "/es/faq/tracking" },
  { name: "faq article es", path: "/es/faq/article/csv-article-1" },
  { name: "help article es", path: "/es/what-is-usps-media-mail" },
];
const ONLY = process.env.PROFILE_PAGES?.split(",").map((name) => name.trim());
const unknown = ONLY?.filter((name) => !ALL_PAGES.some((page) => page.name === name)) ?? [];
if (unknown.length > 0) {
  console.error(
    `PROFILE_PAGES: no page named ${unknown.join(", ")} (pages: ${ALL_PAGES.map((p) => p.name).join(", ")})`,
  );
  process.exit(2);
}
const PAGES = ONLY ? ALL_PAGES.filter((page) => ONLY.includes(page.name)) : ALL_PAGES;

/** The layout's components: their own time is "layout", the rest of the app's is "page". */
const LAYOUT = new Set([
  "Layout",
  "SiteHeader",
  "SiteFooter",
  "MobileMenu",
  "MenuLinkList",
  "NavAnchor",
  "ToastProvider",
  "useClientNavigation",
  "PackageIcon",
  "MenuIcon",
]);
/** @remix-run/router's functions that match a URL against the route tree. */
const MATCHING =
  /^(matchRoutes|matchRoutesImpl|flattenRoutes|flattenRoute|rankRouteBranches|computeScore|compareIndexes|matchRouteBranch|matchPath|compilePath|joinPaths|removeDoubleSlashes|normalizePathname|explodeOptionalSegments|decodePath|safelyDecodeURI|stripBasename)$/;

const BUCKETS = [
  "React rendering (react-dom, react)",
  "Remix and React Router components",
  "route matching (@remix-run/router)",
  "Remix server runtime and data plumbing",
  "single-fetch encoding (turbo-stream)",
  "Fetch objects and web streams (undici, Node)",
  "other Node and V8 built-ins (JSON, URL, promises)",
  "app: layout components",
  "app: loaders, page components, headers",
  "garbage collection",
  "other",
];

/**
 * @param {{ functionName: string, url: string }} frame
 * @returns {string}
 */
function bucketOf({ functionName, url }) {
  if (functionName === "(garbage collector)") return "garbage collection";
  const modulePath = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (modulePath === "react-dom" || modulePath === "react") return BUCKETS[0];
  if (modulePath === "@remix-run/router") return MATCHING.test(functionName) ? BUCKETS[2] : BUCKETS[3];
  if (modulePath === "@remix-run/react" && functionName === "StreamTransfer") return BUCKETS[4];
  if (modulePath === "@remix-run/react" || modulePath === "react-router" || modulePath === "react-router-dom")
    return BUCKETS[1];
  if (modulePath === "@remix-run/server-runtime" || modulePath === "@remix-run/node" || modulePath === "cookie")
    return BUCKETS[3];
  if (modulePath === "turbo-stream") return BUCKETS[4];
  if (
    modulePath === "undici" ||
    /^node:internal\/(webstreams|abort_controller|encoding|event_target|worker\/js_transferable|deps\/undici)/.test(url)
  )
    return BUCKETS[5];
  if (url.startsWith("node:") || (!url && functionName !== "(program)")) return BUCKETS[6];
  if (url.endsWith("/build/index.js") || url.includes("/build/"))
    return LAYOUT.has(functionName) ? BUCKETS[7] : BUCKETS[8];
  return "other";
}

/**
 * Idle time, and the profiler's own call (the first sample, inside Profiler.start's promise, carries
 * the time since the profiler was set up: hundreds of milliseconds that are no render's).
 * @param {{ functionName: string, url: string }} frame
 */
const isNotRendering = ({ functionName, url }) => functionName === "(idle)" || url === "node:inspector";

/**
 * Self time per bucket, in microseconds.
 * @param {import("node:inspector").Profiler.Profile} profile
 */
function selfTimeByBucket(profile) {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  /** @type {Map<string, number>} */
  const totals = new Map();
  const deltas = profile.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, index) => {
    const frame = frames.get(id);
    if (!frame || isNotRendering(frame)) return;
    const bucket = bucketOf(frame);
    totals.set(bucket, (totals.get(bucket) ?? 0) + (deltas[index] ?? 0));
  });
  return totals;
}

/** @param {{ functionName: string, url: string, lineNumber: number }} frame */
function functionLabel({ functionName, url, lineNumber }) {
  const where = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ?? (url.includes("/build/") ? "app" : url || "V8");
  return `${functionName || "(anonymous)"} (${where}${url ? `:${lineNumber + 1}` : ""})`;
}

/** @param {{ url: string }} frame */
const isAppCode = ({ url }) => url.includes("/build/") && !url.includes("node_modules");

/**
 * The functions with the most self time (all code, and the app's own) and the app's functions with
 * the most total time (their callees included, each sample counted once per function), in µs.
 * @param {import("node:inspector").Profiler.Profile} profile
 */
function functionTimes(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  /** @type {Map<number, number>} */
  const parentOf = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  /** @type {Map<string, number>} */
  const self = new Map();
  /** @type {Map<string, number>} */
  const appSelf = new Map();
  /** @type {Map<string, number>} */
  const appTotal = new Map();
  const deltas = profile.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, index) => {
    const node = byId.get(id);
    if (!node || isNotRendering(node.callFrame)) return;
    const delta = deltas[index] ?? 0;
    const label = functionLabel(node.callFrame);
    self.set(label, (self.get(label) ?? 0) + delta);
    if (isAppCode(node.callFrame)) appSelf.set(label, (appSelf.get(label) ?? 0) + delta);
    /** @type {Set<string>} */
    const seen = new Set();
    for (let at = /** @type {number | undefined} */ (id); at !== undefined; at = parentOf.get(at)) {
      const frame = byId.get(at)?.callFrame;
      if (!frame || !isAppCode(frame)) continue;
      const name = functionLabel(frame);
      if (seen.has(name)) continue;
      seen.add(name);
      appTotal.set(name, (appTotal.get(name) ?? 0) + delta);
    }
  });
  return { self, appSelf, appTotal };
}

/**
 * @param {string} title
 * @param {Map<string, number>} times
 * @param {number} sampled all samples' time, µs
 * @param {number} cpuMsPerRequest
 */
function printTop(title, times, sampled, cpuMsPerRequest) {
  console.log(`  ${title}:`);
  for (const [label, time] of [...times].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
    const share = time / sampled;
    console.log(`    ${(share * 100).toFixed(1).padStart(5)}%  ${(share * cpuMsPerRequest).toFixed(3)} ms  ${label}`);
  }
}

async function main() {
  const buildPath = resolve(process.argv[2] ?? "build/index.js");
  if (!process.argv[2]) ensureBuild();
  const { createRequestHandler, installGlobals } = await import("@remix-run/node");
  const build = await import(pathToFileURL(buildPath).href);
  installGlobals({ nativeFetch: true });
  // Builds before the server hooks object (9b6235b) exported warmUp by itself.
  const hooks = build.entry.module.serverHooks ?? build.entry.module;
  await hooks.warmUp?.();
  /** @type {{ language: string, handle: ReturnType<typeof createRequestHandler>, loadContext: object }[]} */
  const languages = hooks.languageBuilds
    ? hooks.languageBuilds(build).map((/** @type {any} */ entry) => ({
        language: entry.language,
        handle: createRequestHandler(entry.build, "production"),
        loadContext: entry.loadContext,
      }))
    : [{ language: "en", handle: createRequestHandler(build, "production"), loadContext: {} }];
  const spanish = Boolean(hooks.languageBuilds) || Object.keys(build.routes).some((id) => id.startsWith("es/"));
  /** @param {string} path */
  const handlerFor = (path) =>
    hooks.languageBuildFor ? hooks.languageBuildFor(languages, new URL(path, "http://x").pathname) : languages[0];
  // Pages log nothing per request in production; anything they do log would be measured too.
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 50 });

  console.log(`Profiling ${REQUESTS} renders per page of ${buildPath} (load average ${loadavg()[0].toFixed(1)})…\n`);
  /** @param {string} path */
  const render = async (path) => {
    const { handle, loadContext } = handlerFor(path);
    const response = await handle(new Request(`http://127.0.0.1${path}`), {
      clientAddress: "127.0.0.1",
      ...loadContext,
    });
    await response.arrayBuffer();
  };
  for (const page of PAGES.filter((candidate) => spanish || !candidate.path.startsWith("/es"))) {
    const probe = await handlerFor(page.path).handle(new Request(`http://127.0.0.1${page.path}`), {
      clientAddress: "127.0.0.1",
      ...handlerFor(page.path).loadContext,
    });
    await probe.arrayBuffer();
    for (let i = 0; i < 300; i += 1) await render(page.path);
    // Timed without the profiler (sampling every 50 µs slows a render by half), then profiled for the shares.
    const cpuBefore = process.cpuUsage();
    for (let i = 0; i < REQUESTS; i += 1) await render(page.path);
    const cpu = process.cpuUsage(cpuBefore);
    await session.post("Profiler.start");
    for (let i = 0; i < REQUESTS; i += 1) await render(page.path);
    const { profile } = await session.post("Profiler.stop");
    const cpuMsPerRequest = (cpu.user + cpu.system) / 1000 / REQUESTS;
    if (process.env.PROFILE_SAVE) {
      mkdirSync(process.env.PROFILE_SAVE, { recursive: true });
      writeFileSync(
        join(process.env.PROFILE_SAVE, `${page.name.replace(/\W+/g, "-")}.cpuprofile`),
        JSON.stringify(profile),
      );
    }
    const totals = selfTimeByBucket(profile);
    const sampled = [...totals.values()].reduce((sum, value) => sum + value, 0);
    console.log(`${page.name} (${page.path}, ${probe.status}): ${cpuMsPerRequest.toFixed(2)} ms of CPU per render`);
    for (const bucket of BUCKETS) {
      const share = (totals.get(bucket) ?? 0) / sampled;
      console.log(`  ${(share * 100).toFixed(1).padStart(5)}%  ${(share * cpuMsPerRequest).toFixed(2)} ms  ${bucket}`);
    }
    if (TOP > 0) {
      const { self, appSelf, appTotal } = functionTimes(profile);
      printTop("functions, self time", self, sampled, cpuMsPerRequest);
      printTop("the app's functions, self time", appSelf, sampled, cpuMsPerRequest);
      printTop("the app's functions, total time (callees included)", appTotal, sampled, cpuMsPerRequest);
    }
    console.log("");
  }
  console.log(`load average ${loadavg()[0].toFixed(1)} after; CPU shares from V8's sampling profiler (50 µs).`);
  session.disconnect();
  process.exit(0);
}

await main();
