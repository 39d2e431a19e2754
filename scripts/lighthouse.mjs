#!/usr/bin/env node
// @ts-check
// npm run lighthouse: Lighthouse (mobile: emulated phone, simulated slow 4G and 4× CPU
// slowdown) over the pages the issue names, served by the production shape
// (server/index.mjs) on loopback. Prints the four scores per page and every audit
// that kept a score below 1. docs/performance.md.
//
//   CHROME_PATH=/usr/bin/chromium   the browser (Debian's Chromium by default)
//   PERF_PORT_BASE=3600             the app listens on base+21
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join, resolve } from "node:path";
import { ensureBuild, PORT_BASE, startProductionApp } from "./perf/app.mjs";
import { assertPortsFree, startProcess, stopAll, stopAllOnExit } from "./perf/processes.mjs";

const PORT = PORT_BASE + 21;
const WORK_DIR = resolve(".tmp/lighthouse");
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** seo: false where the page is noindex on purpose (results). */
const PAGES = [
  { name: "landing", path: "/", seo: true },
  { name: "results", path: "/tracking?result=9400111206206406260787", seo: false },
  { name: "faq", path: "/faq", seo: true },
  { name: "faq article", path: "/faq/article/csv-article-1", seo: true },
  { name: "help article", path: "/what-is-usps-media-mail", seo: true },
  { name: "contact", path: "/contact", seo: true },
  { name: "complaint", path: "/complaint", seo: true },
];

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const TARGETS = { performance: 0.98, accessibility: 1, "best-practices": 1, seo: 1 };

/**
 * @param {string} url
 * @param {string} outputPath
 * @param {string[]} categories
 */
function runLighthouse(url, outputPath, categories) {
  const child = startProcess(
    "lighthouse",
    process.execPath,
    [
      "node_modules/lighthouse/cli/index.js",
      url,
      "--form-factor=mobile",
      `--only-categories=${categories.join(",")}`,
      "--output=json",
      `--output-path=${outputPath}`,
      `--chrome-flags=${CHROME_FLAGS.join(" ")}`,
      "--quiet",
    ],
    { logPath: `${outputPath}.log`, env: { ...process.env, CHROME_PATH }, oneShot: true },
  );
  return new Promise((resolvePromise) => {
    child.once("exit", (code) => {
      // A page Lighthouse cannot score (a 404) still leaves a report naming the runtime error.
      if (existsSync(outputPath)) resolvePromise(JSON.parse(readFileSync(outputPath, "utf8")));
      else
        resolvePromise({
          categories: {},
          audits: {},
          runtimeError: { message: `lighthouse exited ${code}: ${child.output().trim()}` },
        });
    });
  });
}

async function main() {
  stopAllOnExit();
  const loadBefore = loadavg()[0];
  if (!existsSync(CHROME_PATH))
    throw new Error(`no browser at ${CHROME_PATH}: apt-get install chromium, or set CHROME_PATH`);
  ensureBuild();
  await assertPortsFree([PORT]);
  rmSync(WORK_DIR, { recursive: true, force: true });
  mkdirSync(WORK_DIR, { recursive: true });
  await startProductionApp({
    port: PORT,
    logPath: join(WORK_DIR, "app.log"),
    env: { OUTBOX_PATH: join(WORK_DIR, "outbox/messages.jsonl") },
  });

  const results = [];
  for (const [index, page] of PAGES.entries()) {
    const url = `http://127.0.0.1:${PORT}${page.path}`;
    const status = (await fetch(url)).status;
    process.stderr.write(`  lighthouse ${index + 1}/${PAGES.length}: ${page.path}\n`);
    const categories = page.seo ? CATEGORIES : CATEGORIES.filter((category) => category !== "seo");
    const lhr = await runLighthouse(
      url,
      join(WORK_DIR, `${index + 1}-${page.name.replace(/\s+/g, "-")}.json`),
      categories,
    );
    /** @type {Record<string, number | null>} */
    const scores = {};
    for (const category of categories) scores[category] = lhr.categories[category]?.score ?? null;
    const findings = [];
    for (const category of categories) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
          findings.push(
            `${category}: ${audit.id} (${audit.title})${audit.displayValue ? ` ${audit.displayValue}` : ""}`,
          );
        }
      }
    }
    const metric = (/** @type {string} */ id) => lhr.audits[id]?.displayValue ?? "-";
    results.push({
      ...page,
      status,
      scores,
      metrics: {
        fcp: metric("first-contentful-paint"),
        lcp: metric("largest-contentful-paint"),
        tbt: metric("total-blocking-time"),
        cls: metric("cumulative-layout-shift"),
        si: metric("speed-index"),
      },
      findings,
      runtimeError: lhr.runtimeError?.message,
    });
  }

  const header = ["page", "status", "perf", "a11y", "best pr.", "seo", "FCP", "LCP", "TBT", "CLS"];
  const score = (/** @type {number | null | undefined} */ value) =>
    value === undefined ? "n/a" : value === null ? "?" : value.toFixed(2);
  const rows = results.map((result) => [
    `${result.name} ${result.path}`,
    String(result.status),
    score(result.scores.performance),
    score(result.scores.accessibility),
    score(result.scores["best-practices"]),
    result.seo ? score(result.scores.seo) : "n/a",
    result.metrics.fcp,
    result.metrics.lcp,
    result.metrics.tbt,
    result.metrics.cls,
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (/** @type {string[]} */ cells) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join("  ");
  console.log(`\n${line(header)}\n${widths.map((width) => "-".repeat(width)).join("  ")}`);
  for (const row of rows) console.log(line(row));

  console.log(
    "\nTargets: performance ≥ 0.98, accessibility, best practices and SEO 1.00 (SEO not for noindex results)",
  );
  let missed = 0;
  for (const result of results) {
    const misses = Object.entries(TARGETS)
      .filter(([category]) => category in result.scores)
      .filter(([category, target]) => (result.scores[category] ?? 0) < target)
      .map(([category]) => `${category} ${score(result.scores[category])}`);
    missed += misses.length;
    console.log(
      `  ${misses.length === 0 ? "met   " : "MISSED"}  ${result.name}${misses.length ? `: ${misses.join(", ")}` : ""}`,
    );
    if (result.status !== 200) console.log(`          (answers ${result.status} on this build)`);
    for (const finding of result.findings) console.log(`          - ${finding}`);
    if (result.runtimeError) console.log(`          runtime error: ${result.runtimeError}`);
  }
  // Lighthouse times the main thread: other work on the machine inflates TBT.
  const load = `load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after`;
  console.log(`\n${load}`);
  writeFileSync(
    join(WORK_DIR, "last-run.json"),
    `${JSON.stringify({ date: new Date().toISOString(), load, chrome: CHROME_PATH, results }, null, 2)}\n`,
  );
  console.log(`\nFull reports: .tmp/lighthouse/*.json (open in https://googlechrome.github.io/lighthouse/viewer/).`);
  await stopAll();
  process.exitCode = missed === 0 ? 0 : 1;
}

main().catch(async (error) => {
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  process.exit(1);
});
