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
//   node scripts/profile.mjs [build/index.js]   (another build, to compare; run it from that
//                                                checkout, whose data/ the build reads)
// Each page in English and Spanish, the request handed to its language's handler as
// server/index.mjs does (app/i18n/language-builds.server.ts); a build from before the Spanish
// site is profiled in English only.
import { Session } from "node:inspector/promises";
import { loadavg } from "node:os";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { ensureBuild } from "./perf/app.mjs";

process.env.NODE_ENV = "production";
const REQUESTS = Math.max(100, Number(process.env.PROFILE_REQUESTS ?? 2000));
const PAGES = [
  { name: "landing", path: "/" },
  { name: "results", path: "/tracking?result=9400111206206406260787" },
  { name: "404", path: "/no-such-page-for-the-profile" },
  { name: "landing es", path: "/es" },
  { name: "results es", path: "/es/tracking?result=9400111206206406260787" },
  { name: "404 es", path: "/es/no-such-page-for-the-profile" },
];

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
    if (!frame || frame.functionName === "(idle)") return;
    const bucket = bucketOf(frame);
    totals.set(bucket, (totals.get(bucket) ?? 0) + (deltas[index] ?? 0));
  });
  return totals;
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
    for (let i = 0; i < 300; i += 1) await render(page.path);
    // Timed without the profiler (sampling every 50 µs slows a render by half), then profiled for the shares.
    const cpuBefore = process.cpuUsage();
    for (let i = 0; i < REQUESTS; i += 1) await render(page.path);
    const cpu = process.cpuUsage(cpuBefore);
    await session.post("Profiler.start");
    for (let i = 0; i < REQUESTS; i += 1) await render(page.path);
    const { profile } = await session.post("Profiler.stop");
    const cpuMsPerRequest = (cpu.user + cpu.system) / 1000 / REQUESTS;
    const totals = selfTimeByBucket(profile);
    const sampled = [...totals.values()].reduce((sum, value) => sum + value, 0);
    console.log(`${page.name} (${page.path}): ${cpuMsPerRequest.toFixed(2)} ms of CPU per render`);
    for (const bucket of BUCKETS) {
      const share = (totals.get(bucket) ?? 0) / sampled;
      console.log(`  ${(share * 100).toFixed(1).padStart(5)}%  ${(share * cpuMsPerRequest).toFixed(2)} ms  ${bucket}`);
    }
    console.log("");
  }
  console.log(`load average ${loadavg()[0].toFixed(1)} after; CPU shares from V8's sampling profiler (50 µs).`);
  session.disconnect();
  process.exit(0);
}

await main();
