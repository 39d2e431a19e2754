#!/usr/bin/env node
// @ts-check
// npm run bench: throughput and latency of the production shape, page by page, next to
// plain remix-serve and to nginx serving the same HTML as static files (the physical
// limit of this machine). Everything it starts it stops again. docs/performance.md.
//
//   BENCH_SECONDS=5            seconds per measured run (1-10)
//   BENCH_LOAD_WORKERS=0       autocannon worker threads (0: load generated on the main thread)
//   PERF_PORT_BASE=3600        ports used: base+1 … base+4
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, cpus, loadavg, totalmem } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import autocannon from "autocannon";
import { ensureBuild, PORT_BASE, startProductionApp, startRemixServe } from "./perf/app.mjs";
import { ensureNginx, proxyConfig, startNginx, staticConfig } from "./perf/nginx.mjs";
import { assertPortsFree, cpuMilliseconds, megabytes, stopAll, stopAllOnExit, watchMemory } from "./perf/processes.mjs";

const SECONDS = Math.min(10, Math.max(1, Number(process.env.BENCH_SECONDS ?? 5)));
const LOAD_WORKERS = Math.max(0, Number(process.env.BENCH_LOAD_WORKERS ?? 0));
const CONNECTIONS = 50;
const WORK_DIR = resolve(".tmp/bench");

const PORTS = {
  app: PORT_BASE + 1,
  proxy: PORT_BASE + 2,
  remixServe: PORT_BASE + 3,
  static: PORT_BASE + 4,
};

// Node CPU per request of the app processes (issue 38): a page rendered per request, or a shared
// page's cache miss (the app processes row asks the app itself, so every request is one), at most
// 2.0 ms; results and 404, the pages with the least on them, at most 1.2 ms, in both languages.
const TARGET_UNCACHED_CPU_MS = 2.0;
const TARGET_FLOOR_CPU_MS = 1.2;

/** A person's browser: the FAQ entry's count request counts only those (isbot; decision 017). */
const READER_AGENT = "Mozilla/5.0 (X11; Linux x86_64; rv:145.0) Gecko/20100101 Firefox/145.0";

/**
 * The pages the issue names; pages another branch has not built yet answer 404 here. `cachedShare`:
 * a page's own target via nginx, where it is stricter than TARGET_CACHED_SHARE. `headers`: sent with
 * every request to that page. `notRendered`: no page, so not held to remix-serve's render throughput.
 * `cpuMs`: its own ceiling for the app processes' CPU per request, where stricter than
 * TARGET_UNCACHED_CPU_MS. `notFound`: a 404 is the page (the others answering 404 are not built).
 * @type {{ name: string, path: string, cachedShare?: number, headers?: Record<string, string>, notRendered?: true, cpuMs?: number, notFound?: true }[]}
 */
const PAGES = [
  { name: "landing", path: "/" },
  { name: "faq", path: "/faq" },
  { name: "faq category", path: "/faq/tracking" },
  // FAQ entries are shared again, their views counted by the image each loads (issue 38: ≥ 90% of static).
  { name: "faq article", path: "/faq/article/csv-article-1", cachedShare: 0.9 },
  // That image, as a browser asks for it: never cached, so every request is counted by the app.
  {
    name: "faq article view",
    path: "/faq/article/csv-article-1/view.gif",
    headers: { "User-Agent": READER_AGENT },
    notRendered: true,
  },
  { name: "help article", path: "/what-is-usps-media-mail" },
  { name: "results", path: "/tracking?result=9400111206206406260787", cpuMs: TARGET_FLOOR_CPU_MS },
  { name: "404", path: "/no-such-page-for-the-benchmark", cpuMs: TARGET_FLOOR_CPU_MS, notFound: true },
  // The Spanish twins: their uncached render CPU is to stay within 10% of English (decision 019).
  { name: "landing es", path: "/es" },
  { name: "faq es", path: "/es/faq" },
  { name: "faq category es", path: "/es/faq/tracking" },
  { name: "faq article es", path: "/es/faq/article/csv-article-1", cachedShare: 0.9 },
  { name: "help article es", path: "/es/what-is-usps-media-mail" },
  { name: "results es", path: "/es/tracking?result=9400111206206406260787", cpuMs: TARGET_FLOOR_CPU_MS },
  { name: "404 es", path: "/es/no-such-page-for-the-benchmark", cpuMs: TARGET_FLOOR_CPU_MS, notFound: true },
];

// BENCH_PAGES=landing,results,404 measures only those (names as above), for a quicker look.
const ONLY = process.env.BENCH_PAGES?.split(",").map((name) => name.trim());
const SELECTED = ONLY ? PAGES.filter((page) => ONLY.includes(page.name)) : PAGES;

/** Measured side by side, in this order, for every page. */
const TARGETS = [
  { id: "static", label: "nginx static", port: PORTS.static },
  { id: "proxy", label: "nginx cache+app", port: PORTS.proxy },
  { id: "app", label: "app processes", port: PORTS.app },
  { id: "remixServe", label: "remix-serve", port: PORTS.remixServe },
];

// The render-cost targets (decision 013, docs/performance.md). Pages every visitor gets alike are nginx's to serve (decision 011): their
// figure is the shipped nginx configuration against nginx serving the same HTML as a file. Pages
// rendered per load are the app's: their cost is its CPU per request, next to remix-serve's
// requests/s on the same build in the same run.
const TARGET_CACHED_SHARE = 0.8;
const TARGET_CACHED_P99_MS = 20;
const TARGET_UNCACHED_VS_REMIX_SERVE = 3;

/**
 * @param {string} url
 * @param {{ seconds?: number, amount?: number, connections?: number, headers?: Record<string, string> }} options
 */
function load(url, { seconds, amount, connections = CONNECTIONS, headers = {} }) {
  return autocannon({
    url,
    connections,
    headers,
    ...(amount ? { amount } : { duration: seconds }),
    ...(LOAD_WORKERS > 0 ? { workers: LOAD_WORKERS } : {}),
    timeout: 10,
  });
}

/** One updating line on a terminal; nothing in a log file. @param {string} text */
function progress(text) {
  if (!process.stderr.isTTY) return;
  process.stderr.write(`\r${text ? `  ${text}…` : ""}`.padEnd(80) + (text ? "" : "\r"));
}

/** @param {string} path */
function slug(path) {
  return path.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "index";
}

async function main() {
  stopAllOnExit();
  const loadBefore = loadavg()[0];
  ensureBuild();
  // Which pages nginx keeps is the app's cache policy (app/lib/cache-policy.server.ts), not a guess here.
  /** @type {(cacheControl: string | null) => boolean} */
  const isShareable = (await import(pathToFileURL(resolve("build/index.js")).href)).entry.module.serverHooks
    .isShareable;
  const nginx = ensureNginx();
  await assertPortsFree(Object.values(PORTS));
  rmSync(WORK_DIR, { recursive: true, force: true });
  mkdirSync(join(WORK_DIR, "static"), { recursive: true });

  console.log(`Starting the production shape, remix-serve and nginx on 127.0.0.1:${PORTS.app}-${PORTS.static}…`);
  const app = await startProductionApp({
    port: PORTS.app,
    logPath: join(WORK_DIR, "app.log"),
    env: { TRUST_PROXY: "1", OUTBOX_PATH: join(WORK_DIR, "outbox/messages.jsonl") },
  });
  const memory = watchMemory(/** @type {number} */ (app.pid));
  const remixServe = await startRemixServe({
    port: PORTS.remixServe,
    logPath: join(WORK_DIR, "remix-serve.log"),
    env: { OUTBOX_PATH: join(WORK_DIR, "outbox/messages.jsonl") },
  });

  // What each page is: its status and cache policy, and its HTML saved for nginx to serve.
  const pages = [];
  for (const page of SELECTED) {
    const response = await fetch(`http://127.0.0.1:${PORTS.app}${page.path}`, { headers: page.headers });
    const body = Buffer.from(await response.arrayBuffer());
    const file = `${slug(page.path)}.html`;
    writeFileSync(join(WORK_DIR, "static", file), body);
    const cacheControl = response.headers.get("cache-control") ?? "";
    pages.push({
      ...page,
      file,
      status: response.status,
      bytes: body.length,
      shared: response.status === 200 && isShareable(cacheControl),
      cacheControl,
    });
  }

  await startNginx({
    nginx,
    label: "nginx (static files)",
    prefix: join(WORK_DIR, "nginx-static"),
    config: staticConfig({ listenPort: PORTS.static, root: join(WORK_DIR, "static") }),
    port: PORTS.static,
  });
  await startNginx({
    nginx,
    label: "nginx (deploy/nginx.conf)",
    prefix: join(WORK_DIR, "nginx-proxy"),
    config: proxyConfig({ listenPort: PORTS.proxy, appPorts: [PORTS.app] }),
    port: PORTS.proxy,
  });

  const runs = [];
  const total = pages.length * TARGETS.length;
  for (const page of pages) {
    for (const target of TARGETS) {
      const path = target.id === "static" ? `/${page.file}` : page.path;
      const url = `http://127.0.0.1:${target.port}${path}`;
      // Fill the caches (every app process has its own) and let the JIT settle.
      await load(url, { amount: 400, connections: 10, headers: page.headers });
      progress(`measuring ${runs.length + 1}/${total}: ${page.name} via ${target.label}`);
      // CPU the Node processes spent per request: what the machine's load does not change much.
      const node = target.id === "remixServe" ? remixServe.pid : target.id === "static" ? undefined : app.pid;
      const loadAtStart = loadavg()[0];
      const cpuBefore = node ? cpuMilliseconds(node) : 0;
      const result = await load(url, { seconds: SECONDS, headers: page.headers });
      const cpuMs = node ? cpuMilliseconds(node) - cpuBefore : undefined;
      const statuses = Object.fromEntries(
        Object.entries(result.statusCodeStats ?? {}).map(([status, stats]) => [status, Number(stats.count)]),
      );
      const wrongStatus = Object.entries(statuses)
        .filter(([status]) => Number(status) !== (target.id === "static" ? 200 : page.status))
        .reduce((sum, [, count]) => sum + count, 0);
      runs.push({
        page: page.name,
        path: page.path,
        target: target.id,
        label: target.label,
        load: loadAtStart,
        status: page.status,
        shared: page.shared,
        rps: result.requests.average,
        total: result.requests.total,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
        nodeCpuMsPerRequest:
          cpuMs === undefined || result.requests.total === 0 ? undefined : cpuMs / result.requests.total,
        wrongStatus,
        statuses,
      });
    }
  }
  progress("");
  memory.stop();

  printTable(pages, runs);
  const verdicts = judge(pages, runs);
  console.log("\nTargets");
  for (const verdict of verdicts) console.log(`  ${verdict.ok ? "met   " : "MISSED"}  ${verdict.text}`);
  console.log(
    `\nPeak RSS of the app processes (primary + ${memory.processes() - 1} workers): ${megabytes(memory.peakTotal)} in all, ` +
      `${megabytes(memory.peakProcess)} for the largest one.`,
  );

  const report = {
    date: new Date().toISOString(),
    machine: `${availableParallelism()} cores (${cpus()[0]?.model ?? "unknown CPU"}), ${megabytes(totalmem())} RAM, Node ${process.version}`,
    // Other work on the machine skews every figure; the 1-minute load average says how much.
    load: `load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after`,
    seconds: SECONDS,
    connections: CONNECTIONS,
    loadWorkers: LOAD_WORKERS,
    pages,
    runs,
    verdicts,
    peakRss: { total: memory.peakTotal, largestProcess: memory.peakProcess },
  };
  writeFileSync(join(WORK_DIR, "last-run.json"), `${JSON.stringify(report, null, 2)}\n`);
  console.log(
    `\n${report.machine}; ${report.load}; ${SECONDS} s per run, ${CONNECTIONS} connections, load generator ${LOAD_WORKERS > 0 ? `${LOAD_WORKERS} worker threads` : "on the main thread"}, on the same machine.`,
  );
  console.log(`Details: ${join(".tmp/bench", "last-run.json")}; logs in .tmp/bench/.`);
  await stopAll();
}

/**
 * @param {{ name: string, path: string, status: number, shared: boolean }[]} pages
 * @param {any[]} runs
 */
function printTable(pages, runs) {
  const header = [
    "page",
    "status",
    "cache",
    "server",
    "load",
    "req/s",
    "p50 ms",
    "p99 ms",
    "errors",
    "non-2xx",
    "vs static",
    "node CPU/req",
  ];
  /** @type {string[][]} */
  const rows = [];
  for (const page of pages) {
    const baseline = runs.find((run) => run.page === page.name && run.target === "static");
    for (const run of runs.filter((candidate) => candidate.page === page.name)) {
      rows.push([
        run.target === "static" ? `${page.name} ${page.path}` : "",
        run.target === "static" ? String(page.status) : "",
        run.target === "static" ? (page.shared ? "shared" : "no-store") : "",
        run.label,
        run.load.toFixed(1),
        Math.round(run.rps).toLocaleString("en-US"),
        run.p50.toFixed(1),
        run.p99.toFixed(1),
        String(run.errors + run.wrongStatus),
        String(run.non2xx),
        run.target === "static" ? "1.00" : baseline?.rps ? (run.rps / baseline.rps).toFixed(2) : "-",
        run.nodeCpuMsPerRequest === undefined ? "" : `${run.nodeCpuMsPerRequest.toFixed(2)} ms`,
      ]);
    }
  }
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (/** @type {string[]} */ cells) =>
    cells.map((cell, column) => (column >= 4 ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join("  ");
  console.log(`\n${line(header)}\n${widths.map((width) => "-".repeat(width)).join("  ")}`);
  for (const row of rows) console.log(line(row));
  console.log(
    "load: the 1-minute load average as the run started (other work on the 2 cores lowers req/s far more than CPU/req);\n" +
      "errors: socket errors, timeouts and answers whose status differs from the page's own; 'vs static': req/s ÷ nginx static;\n" +
      "node CPU/req: CPU time of the Node processes behind that row (app processes, or remix-serve) per answered request.",
  );
}

/**
 * @param {{ name: string, status: number, shared: boolean, cachedShare?: number, notRendered?: true, cpuMs?: number, notFound?: true }[]} pages
 * @param {any[]} runs
 */
function judge(pages, runs) {
  const verdicts = [];
  const find = (/** @type {string} */ page, /** @type {string} */ target) =>
    runs.find((run) => run.page === page && run.target === target);
  for (const page of pages) {
    const baseline = find(page.name, "static");
    const proxy = find(page.name, "proxy");
    const app = find(page.name, "app");
    const remixServe = find(page.name, "remixServe");
    if (page.status === 404 && !page.notFound) {
      verdicts.push({ ok: false, text: `${page.name}: answers 404 on this build, so not judged` });
      continue;
    }
    const cpuTarget = page.cpuMs ?? TARGET_UNCACHED_CPU_MS;
    if (page.shared) {
      if (app.nodeCpuMsPerRequest !== undefined) {
        verdicts.push({
          ok: app.nodeCpuMsPerRequest <= cpuTarget,
          text: `${page.name} (cache miss: the app processes render it): ${app.nodeCpuMsPerRequest.toFixed(2)} ms of node CPU per request (≤ ${cpuTarget.toFixed(1)} ms)`,
        });
      }
      const share = proxy.rps / baseline.rps;
      const target = page.cachedShare ?? TARGET_CACHED_SHARE;
      verdicts.push({
        ok: share >= target,
        text: `${page.name}: nginx cache+app at ${(share * 100).toFixed(0)}% of nginx static (≥ ${target * 100}%)`,
      });
      verdicts.push({
        ok: proxy.p99 <= TARGET_CACHED_P99_MS,
        text: `${page.name}: p99 ${proxy.p99.toFixed(1)} ms via nginx cache+app (≤ ${TARGET_CACHED_P99_MS} ms)`,
      });
    } else {
      if (app.nodeCpuMsPerRequest !== undefined) {
        verdicts.push({
          ok: app.nodeCpuMsPerRequest <= cpuTarget,
          text: `${page.name} (${page.notRendered ? "answered" : "rendered"} per load): ${app.nodeCpuMsPerRequest.toFixed(2)} ms of node CPU per request (≤ ${cpuTarget.toFixed(1)} ms)`,
        });
      }
      if (page.notRendered) continue;
      const ratio = app.rps / remixServe.rps;
      verdicts.push({
        ok: ratio >= TARGET_UNCACHED_VS_REMIX_SERVE,
        text: `${page.name} (rendered per load): ${Math.round(app.rps)} req/s, ${ratio.toFixed(1)}× remix-serve's ${Math.round(remixServe.rps)} (≥ ${TARGET_UNCACHED_VS_REMIX_SERVE}×)`,
      });
    }
  }
  const failures = runs.filter((run) => run.target !== "remixServe" && run.errors + run.wrongStatus > 0);
  verdicts.push({
    ok: failures.length === 0,
    text:
      failures.length === 0
        ? "no errors and no unexpected status through nginx or the app processes"
        : `errors in ${failures.map((run) => `${run.page} via ${run.label}`).join(", ")}`,
  });
  return verdicts;
}

main().catch(async (error) => {
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  process.exit(1);
});
