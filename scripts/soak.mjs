#!/usr/bin/env node
// @ts-check
// npm run soak (under two minutes): 100 connections of mixed traffic against the
// production shape (server/index.mjs) while the answer service is healthy, then
// slow, then down; then a SIGTERM in the middle of traffic. Reports 5xx, crashes,
// memory per process (at rest, after the warm-up, at the end) and its growth, latency of
// the pages that never wait on the answer service, and the shutdown. docs/performance.md.
//
//   SOAK_SCALE=1        multiplies every phase's length (0.2 for a quick look)
//   PERF_PORT_BASE=3600 ports used: base+41 (app), base+42 (fake e-mail), base+43 (fake answers)
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { join, resolve } from "node:path";
import autocannon from "autocannon";
import { startControllableAnswerService } from "../tests/fakes/controllable-answer-service.mjs";
import { startFakeEmailService } from "../tests/fakes/fake-email-service.mjs";
import { ensureBuild, PORT_BASE, startProductionApp } from "./perf/app.mjs";
import { printTable as printRows } from "./perf/table.mjs";
import {
  assertPortsFree,
  megabytes,
  onCleanup,
  processTree,
  stopAll,
  stopAllOnExit,
  stopProcess,
  treeMemory,
  watchMemory,
} from "./perf/processes.mjs";

const SCALE = Math.min(1, Math.max(0.05, Number(process.env.SOAK_SCALE ?? 1)));
const PORTS = { app: PORT_BASE + 41, email: PORT_BASE + 42, answers: PORT_BASE + 43 };
const WORK_DIR = resolve(".tmp/soak");
const ANSWER_TIMEOUT_MS = 2000;
const SLOW_ANSWER_MS = 1500;
const ARTICLES = 150;

/** @typedef {{ name: string, seconds: number, answers: "healthy" | "slow" | "down", articleIds: [number, number], measured: boolean }} Phase */
/** @type {Phase[]} */
// The warm-up is long on purpose: V8 grows each process's heap for the first half
// minute of heavy traffic (a worker's live heap stays near 45 MB), and memory growth is
// only meaningful once that has settled.
const PHASES = /** @satisfies {(Omit<Phase, "measured"> & { measured?: boolean })[]} */ ([
  { name: "warm-up", seconds: 25, answers: "healthy", articleIds: [1, 30], measured: false },
  { name: "healthy", seconds: 20, answers: "healthy", articleIds: [1, 50] },
  { name: "slow", seconds: 30, answers: "slow", articleIds: [51, 100] },
  { name: "down", seconds: 30, answers: "down", articleIds: [101, ARTICLES] },
]).map((phase) => ({ measured: true, ...phase, seconds: Math.max(2, Math.round(phase.seconds * SCALE)) }));

// Requests a visitor could send, the hostile ones included.
const VALID_RESULTS = [
  "9400111206206406260787",
  "9400 1112 0620 6406 2607 87",
  "9400111206206406260787,EC123456785US",
  "1Z999AA10123456784",
];
const INVALID_RESULTS = [
  "",
  "   ",
  "hello!",
  "12",
  "9".repeat(400),
  Array(36).fill("9400111206206406260787").join(","),
];
const HOSTILE_RESULTS = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1",
  "../../etc/passwd",
  "\u0000\u0001\u001f",
  "𝟗𝟒𝟎𝟎 ١٢٣",
  "😀".repeat(60),
  "a".repeat(6000),
  "javascript:alert(1)",
  "{{7*7}}${7*7}",
];
const SEARCHES = [
  "track",
  "package",
  "usps",
  "delivery",
  "international",
  "refund",
  "where is my",
  "<script>",
  "x".repeat(500),
  "ä ö ü",
  "%",
  "'\"",
  "",
];
const PAGES = [
  "/",
  "/faq",
  "/faq/tracking",
  "/about",
  "/contact",
  "/complaint",
  "/articles",
  "/what-is-usps-media-mail",
  "/privacy-policy",
  "/partners",
  "/no-such-page-",
];

/** @template T @param {readonly T[]} list */
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const clientAddress = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

/**
 * The traffic mix: 100 connections in all, each stream measured on its own.
 * `answers: true` marks the one stream that waits on the answer service.
 * @param {Phase} phase
 * @param {string} searchPath
 */
function streams(phase, searchPath) {
  const [first, last] = phase.articleIds;
  const form = (/** @type {string} */ message) =>
    new URLSearchParams({
      name: "Soak Test",
      email: "soak@example.test",
      phone: "",
      subject: "Where is my parcel?",
      message,
      website: "",
    }).toString();
  return [
    {
      id: "pages",
      connections: 40,
      path: () => {
        const page = pick(PAGES);
        return page.endsWith("-") ? `${page}${Math.floor(Math.random() * 50)}` : page;
      },
    },
    { id: "search", connections: 10, path: () => `${searchPath}?q=${encodeURIComponent(pick(SEARCHES))}` },
    {
      id: "results",
      connections: 15,
      path: () =>
        `/tracking?result=${encodeURIComponent(pick([...VALID_RESULTS, ...VALID_RESULTS, ...INVALID_RESULTS, ...HOSTILE_RESULTS]))}`,
    },
    {
      id: "answers",
      connections: 20,
      answers: true,
      path: () => `/faq/article/csv-article-${first + Math.floor(Math.random() * (last - first + 1))}`,
    },
    {
      id: "forms",
      connections: 12,
      method: "POST",
      path: () => "/contact",
      body: () => form(`Soak message ${Math.random().toString(36).slice(2)}: my parcel has not moved for three days.`),
    },
    {
      // The e-mail service answers 500 to these on purpose: the visitor must get the failure message.
      id: "forms (e-mail fails on purpose)",
      connections: 3,
      deliberate: true,
      method: "POST",
      path: () => "/contact",
      body: () => form("[500] this one fails at the e-mail service"),
    },
  ];
}

/**
 * @param {ReturnType<typeof streams>[number]} stream
 * @param {number} seconds
 */
function run(stream, seconds) {
  return autocannon({
    url: `http://127.0.0.1:${PORTS.app}`,
    connections: stream.connections,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          method: stream.method ?? "GET",
          path: stream.path(),
          headers: {
            ...request.headers,
            "x-forwarded-for": clientAddress(),
            "accept-encoding": "gzip, deflate, br",
            ...(stream.body ? { "content-type": "application/x-www-form-urlencoded" } : {}),
          },
          ...(stream.body ? { body: stream.body() } : {}),
        }),
      },
    ],
  });
}

/** @param {import("autocannon").Result} result */
function summarise(result) {
  /** @type {Record<string, number>} */
  const statuses = {};
  for (const [status, stats] of Object.entries(result.statusCodeStats ?? {})) statuses[status] = Number(stats.count);
  const count = (/** @type {(status: number) => boolean} */ test) =>
    Object.entries(statuses).reduce((sum, [status, n]) => sum + (test(Number(status)) ? n : 0), 0);
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    ok: count((status) => status < 400),
    clientErrors: count((status) => status >= 400 && status < 500),
    serverErrors: count((status) => status >= 500),
    errors: result.errors,
    timeouts: result.timeouts,
    statuses,
  };
}

async function main() {
  stopAllOnExit();
  const started = Date.now();
  const loadBefore = loadavg()[0];
  ensureBuild();
  await assertPortsFree(Object.values(PORTS));
  rmSync(WORK_DIR, { recursive: true, force: true });
  mkdirSync(WORK_DIR, { recursive: true });

  const email = await startFakeEmailService({ port: PORTS.email });
  onCleanup(() => email.close());
  const answers = await startControllableAnswerService({ port: PORTS.answers });
  onCleanup(() => answers.close());

  const logPath = join(WORK_DIR, "app.log");
  const app = await startProductionApp({
    port: PORTS.app,
    logPath,
    env: {
      EMAILJS_API_URL: email.url,
      EMAILJS_SERVICE_ID: "service_soak",
      EMAILJS_TEMPLATE_ID: "template_soak",
      EMAILJS_PUBLIC_KEY: "public_soak",
      ANSWER_SERVICE_URL: answers.url,
      ANSWER_TIMEOUT_MS: String(ANSWER_TIMEOUT_MS),
      TRUST_PROXY: "1",
      RATE_LIMIT_PER_CLIENT: "1000000",
      RATE_LIMIT_GLOBAL_PER_HOUR: "100000000",
      OUTBOX_PATH: join(WORK_DIR, "outbox/messages.jsonl"),
    },
  });
  const appPid = /** @type {number} */ (app.pid);
  const workersAtStart = processTree(appPid).slice(1);
  /** @type {Record<string, ReturnType<typeof reading>>} */
  const readings = { "at rest (started, warmed up)": reading(await settledMemory(appPid)) };
  const searchPath =
    (await fetch(`http://127.0.0.1:${PORTS.app}/faq/search?q=track`)).status === 404 ? "/faq" : "/faq/search";

  /** @type {{ phase: string, stream: string, answers: boolean, deliberate: boolean, summary: ReturnType<typeof summarise> }[]} */
  const results = [];
  /** @type {ReturnType<typeof watchMemory> | undefined} */
  let memory;
  let measuredFrom = 0;
  for (const phase of PHASES) {
    if (phase.answers === "down") await answers.goDown();
    else answers.setDelay(phase.answers === "slow" ? SLOW_ANSWER_MS : 50);
    if (phase.measured && !memory) {
      memory = watchMemory(appPid, 1000);
      measuredFrom = Date.now();
    }
    process.stderr.write(`  ${phase.name}: ${phase.seconds} s, answer service ${phase.answers}…\n`);
    const mix = streams(phase, searchPath);
    const outcomes = await Promise.all(mix.map((stream) => run(stream, phase.seconds)));
    if (!phase.measured) {
      readings[`after the ${phase.name} traffic`] = reading(treeMemory(appPid));
      continue;
    }
    mix.forEach((stream, index) => {
      results.push({
        phase: phase.name,
        stream: stream.id,
        answers: Boolean(stream.answers),
        deliberate: Boolean(stream.deliberate),
        summary: summarise(outcomes[index]),
      });
    });
  }
  memory?.stop();
  readings["after the soak's traffic"] = reading(treeMemory(appPid));
  const workersAtEnd = processTree(appPid).slice(1);

  // SIGTERM with requests inside: every one of them must still get its answer.
  await answers.comeBack();
  answers.setDelay(800);
  const inFlight = [
    ...Array.from({ length: 20 }, (_, i) => `/faq/article/csv-article-${ARTICLES + 1 + i}`),
    ...Array.from({ length: 20 }, (_, i) => PAGES[i % (PAGES.length - 1)]),
  ].map((path) =>
    fetch(`http://127.0.0.1:${PORTS.app}${path}`, { headers: { "x-forwarded-for": clientAddress() } }).then(
      async (response) => {
        await response.arrayBuffer();
        return response.status;
      },
      (/** @type {Error} */ error) => error.message,
    ),
  );
  await new Promise((resolvePromise) => setTimeout(resolvePromise, 300));
  const sigtermAt = Date.now();
  const stopped = stopProcess(app, { signal: "SIGTERM", graceMs: 30_000 });
  const settled = await Promise.all(inFlight);
  const exit = await stopped;
  const shutdownMs = Date.now() - sigtermAt;
  const answeredInFlight = settled.filter((outcome) => typeof outcome === "number").length;
  const log = readFileSync(logPath, "utf8");
  const crashes = (log.match(/exited \(/g) ?? []).length;

  printTable(results);
  printMemory(readings);

  // Memory: the mean of the first and of the last 30 s of the measured window. Judged on PSS:
  // a sum of RSS counts the pages the three processes share (~45 MB of node binary each) three
  // times, and since those never grow they diluted the growth (9.2% by RSS was 11.4% by PSS).
  const samples = memory?.samples ?? [];
  const window = 30_000;
  const end = samples.at(-1)?.at ?? measuredFrom;
  const first = samples.filter((sample) => sample.at < measuredFrom + window);
  const last = samples.filter((sample) => sample.at > end - window);
  const mean = (/** @type {typeof samples} */ list, /** @type {"total" | "pss"} */ key) =>
    list.reduce((sum, sample) => sum + sample[key], 0) / Math.max(1, list.length);
  const firstRss = mean(first, "total");
  const lastRss = mean(last, "total");
  const rssGrowth = firstRss > 0 ? (lastRss - firstRss) / firstRss : 0;
  const firstPss = mean(first, "pss");
  const lastPss = mean(last, "pss");
  // Without smaps_rollup (Linux before 4.14) there is no PSS: RSS stands in.
  const growth = firstPss > 0 ? (lastPss - firstPss) / firstPss : rssGrowth;

  const p99Of = (/** @type {string} */ phase, /** @type {string} */ stream) =>
    results.find((result) => result.phase === phase && result.stream === stream)?.summary.p99 ?? NaN;
  const pagesHealthy = p99Of("healthy", "pages");
  const pagesDown = p99Of("down", "pages");
  const pagesSlow = p99Of("slow", "pages");
  const unaffectedLimit = Math.max(pagesHealthy * 1.5, pagesHealthy + 10);
  // Waiting on the answer service must be bounded by its timeout: answer pages may be slower
  // than other pages by at most that (plus a render), whatever else the machine is doing.
  const answerExcess = Math.max(...["slow", "down"].map((phase) => p99Of(phase, "answers") - p99Of(phase, "pages")));
  const unintended5xx = results
    .filter((result) => !result.deliberate)
    .reduce((sum, result) => sum + result.summary.serverErrors, 0);
  const deliberate5xx = results
    .filter((result) => result.deliberate)
    .reduce((sum, result) => sum + result.summary.serverErrors, 0);
  const socketErrors = results.reduce((sum, result) => sum + result.summary.errors + result.summary.timeouts, 0);

  const verdicts = [
    {
      ok: unintended5xx === 0,
      text: `${unintended5xx} 5xx answers outside the deliberate e-mail failures (${deliberate5xx} deliberate)`,
    },
    { ok: socketErrors === 0, text: `${socketErrors} socket errors or timeouts` },
    {
      ok:
        crashes === 0 &&
        workersAtEnd.length === workersAtStart.length &&
        workersAtEnd.every((pid) => workersAtStart.includes(pid)),
      text: `${crashes} worker crashes; workers ${workersAtStart.join(", ")} at the start, ${workersAtEnd.join(", ")} at the end`,
    },
    {
      ok: growth < 0.1,
      text:
        `memory of the app processes (PSS) ${megabytes(firstPss)} (first 30 s) -> ${megabytes(lastPss)} (last 30 s): ` +
        `${(growth * 100).toFixed(1)}% (< 10%); their RSS ${megabytes(firstRss)} -> ${megabytes(lastRss)}, ` +
        `${(rssGrowth * 100).toFixed(1)}%; load average ${loadavg()[0].toFixed(1)}`,
    },
    {
      ok: pagesDown <= unaffectedLimit && pagesSlow <= unaffectedLimit,
      text: `p99 of pages that never wait on the answer service: ${pagesHealthy.toFixed(0)} ms healthy, ${pagesSlow.toFixed(0)} ms slow, ${pagesDown.toFixed(0)} ms down (limit ${unaffectedLimit.toFixed(0)} ms)`,
    },
    {
      ok: answerExcess <= ANSWER_TIMEOUT_MS + 1000,
      text: `answer pages' p99 exceeds other pages' by at most ${answerExcess.toFixed(0)} ms while the service is slow or down (bound: its ${ANSWER_TIMEOUT_MS} ms timeout + 1 s)`,
    },
    {
      ok: answeredInFlight === inFlight.length && exit.code === 0,
      text: `SIGTERM during traffic: ${answeredInFlight}/${inFlight.length} requests in flight answered, exit code ${exit.code ?? exit.signal}, stopped in ${shutdownMs} ms`,
    },
  ];
  console.log("\nTargets");
  for (const verdict of verdicts) console.log(`  ${verdict.ok ? "met   " : "MISSED"}  ${verdict.text}`);
  const totalSeconds = (Date.now() - started) / 1000;
  const load = `load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after`;
  console.log(
    `\n${availableParallelism()} cores (${load}); 100 connections; ${totalSeconds.toFixed(0)} s in all. App log: .tmp/soak/app.log`,
  );

  writeFileSync(
    join(WORK_DIR, "last-run.json"),
    `${JSON.stringify({ date: new Date().toISOString(), load, scale: SCALE, phases: PHASES, results, verdicts, rss: { firstRss, lastRss, firstPss, lastPss, readings, samples }, shutdown: { settled, exit, shutdownMs } }, null, 2)}\n`,
  );
  await stopAll();
  process.exitCode = verdicts.every((verdict) => verdict.ok) ? 0 : 1;
}

/**
 * The memory of the app processes once the server has started and built its data: their
 * RSS stops moving (each worker builds the FAQ and the search index after it listens).
 * @param {number} pid
 */
async function settledMemory(pid) {
  let last = treeMemory(pid);
  for (let stable = 0, waited = 0; stable < 3 && waited < 20_000; waited += 1000) {
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 1000));
    const next = treeMemory(pid);
    stable = Math.abs(next.total - last.total) < 2 * 1024 * 1024 ? stable + 1 : 0;
    last = next;
  }
  return last;
}

/**
 * A memory reading with the machine's load at that moment.
 * @param {ReturnType<typeof treeMemory>} memory
 */
function reading(memory) {
  return { ...memory, load: loadavg()[0] };
}

/**
 * Per process: the primary first, then the workers by pid.
 * @param {Record<string, ReturnType<typeof reading>>} readings
 */
function printMemory(readings) {
  const header = ["memory (RSS per process)", "primary", "workers", "all: RSS", "all: PSS", "load avg"];
  const rows = Object.entries(readings).map(([when, memory]) => [
    when,
    megabytes(memory.processes[0]?.rss ?? 0),
    memory.processes
      .slice(1)
      .map((member) => megabytes(member.rss))
      .join(", "),
    megabytes(memory.total),
    megabytes(memory.pss),
    memory.load.toFixed(1),
  ]);
  printRows(header, rows);
  console.log("(PSS counts the pages the processes share, the node binary among them, once.)");
}

/** @param {{ phase: string, stream: string, summary: ReturnType<typeof summarise> }[]} results */
function printTable(results) {
  const header = [
    "phase",
    "traffic",
    "requests",
    "req/s",
    "p50 ms",
    "p99 ms",
    "max ms",
    "2xx/3xx",
    "4xx",
    "5xx",
    "errors",
  ];
  const rows = results.map((result) => [
    result.phase,
    result.stream,
    String(result.summary.requests),
    Math.round(result.summary.rps).toLocaleString("en-US"),
    result.summary.p50.toFixed(0),
    result.summary.p99.toFixed(0),
    result.summary.max.toFixed(0),
    String(result.summary.ok),
    String(result.summary.clientErrors),
    String(result.summary.serverErrors),
    String(result.summary.errors + result.summary.timeouts),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (/** @type {string[]} */ cells) =>
    cells.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join("  ");
  console.log(`\n${line(header)}\n${widths.map((width) => "-".repeat(width)).join("  ")}`);
  for (const row of rows) console.log(line(row));
}

main().catch(async (error) => {
  console.error(error instanceof Error ? error.stack : error);
  await stopAll();
  process.exit(1);
});
