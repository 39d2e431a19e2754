#!/usr/bin/env node
// @ts-check
// The memory check of docs/security.md, Fuzz and stress (npm run stress:bodies): 6 parallel 40 MB chunked posts to every form
// endpoint of the production server (a process per core), then the small bodies of issue 30 to
// the same endpoints and their Spanish twins: `a[99999999]=1` (13 bytes) and one key repeated
// 3,000 and 32,000 times; then each process's RSS before and after (the primary and the workers).
// Passes when every worker is still the one that started, its RSS came back within 10%, and no
// small body was answered 500 or more, or later than 2 s.
// Not a test: it moves 1.4 GB through loopback and takes a minute or two.
//
//   PERF_PORT_BASE=3600   the app listens on base+51
//   STRESS_MB=40 STRESS_PARALLEL=6 STRESS_SMALL_ROUNDS=5
//
// The endpoints are the routes that export an action (app/routes), so a new form is included.
import { readdirSync, readFileSync } from "node:fs";
import { createConnection } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureBuild, PORT_BASE, startProductionApp } from "./perf/app.mjs";
import { processTree, rssBytes, stopAll, stopAllOnExit } from "./perf/processes.mjs";
import { printTable } from "./perf/table.mjs";

const PORT = PORT_BASE + 51;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const BODY_BYTES = Number(process.env.STRESS_MB ?? 40) * 1024 * 1024;
const PARALLEL = Number(process.env.STRESS_PARALLEL ?? 6);
/** Bursts in a row: a second one that leaves RSS where the first did shows nothing accumulates. */
const ROUNDS = Number(process.env.STRESS_ROUNDS ?? 1);
/** What a route parameter is set to when the endpoint is posted to. */
const SAMPLE_PARAMS = { entryId: "csv-article-1", slug: "how-long-does-usps-take", categoryId: "tracking" };
const BOUNDARY = "----body-stress";
/** Rounds of PARALLEL posts of each small body to each endpoint. */
const SMALL_ROUNDS = Number(process.env.STRESS_SMALL_ROUNDS ?? 5);
/** The small bodies of issue 30: each once blocked a process for seconds, or killed it. */
const SMALL_BODIES = [
  ["a[99999999]=1 (13 B)", "a[99999999]=1"],
  ["3,000 × a= (9 kB)", Array(3_000).fill("a=").join("&")],
  ["32,000 × a= (94 kB)", Array(32_000).fill("a=").join("&")],
];
/** No small body may take longer (issue 30). */
const SMALL_SLOWEST_MS = 2_000;

/** Every route module with an action, as the URL it answers (flat routes: dots are slashes). */
function formEndpoints() {
  return readdirSync("app/routes")
    .filter((file) => /export (async )?function action\b/.test(readFileSync(join("app/routes", file), "utf8")))
    .map((file) => file.replace(/\.tsx?$/, ""))
    .map((name) =>
      name
        .split(".")
        .filter((segment) => segment !== "_index")
        .map((segment) =>
          segment.startsWith("$")
            ? SAMPLE_PARAMS[/** @type {keyof typeof SAMPLE_PARAMS} */ (segment.slice(1))]
            : segment,
        )
        .join("/"),
    )
    .map((path) => `/${path}`);
}

/** A browser stops sending when the answer comes; a hostile client goes on (the default here). */
const STOP_ON_ANSWER = process.env.STRESS_STOP_ON_ANSWER === "1";

/**
 * One chunked post of `bytes` (no Content-Length), url-encoded or multipart with a file part,
 * written on a bare socket: Node's own client stops sending once an answer has come.
 * @param {string} path
 * @param {boolean} multipart
 * @returns {Promise<string>} the answer's status, or what happened instead
 */
function post(path, multipart, bytes = BODY_BYTES) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: "127.0.0.1", port: PORT });
    let received = "";
    /** @type {string | undefined} */
    let failure;
    const status = () => /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1];
    socket.on("data", (chunk) => {
      if (received.length < 100) received += chunk.toString("latin1");
    });
    socket.on("error", (error) => (failure ??= /** @type {NodeJS.ErrnoException} */ (error).code));
    // Done when the connection is: everything sent, or cut off by the server past its limit.
    socket.on("close", () => resolve(status() ?? `no answer (${failure ?? "closed"})`));
    const type = multipart ? `multipart/form-data; boundary=${BOUNDARY}` : "application/x-www-form-urlencoded";
    const head = multipart
      ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\nStress\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`
      : "name=Stress&message=";
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nContent-Type: ${type}\r\n` +
        `Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n${Buffer.byteLength(head).toString(16)}\r\n${head}\r\n`,
    );
    const piece = Buffer.concat([Buffer.from("10000\r\n"), Buffer.alloc(0x10000, 0x61), Buffer.from("\r\n")]);
    let sent = 0;
    const pump = () => {
      while (!(STOP_ON_ANSWER && status()) && sent < bytes && !socket.destroyed) {
        sent += 0x10000;
        if (!socket.write(piece)) return void socket.once("drain", pump);
      }
      if (!socket.destroyed) socket.end("0\r\n\r\n");
    };
    pump();
  });
}

/** @param {number} pid */
const mb = (pid) => (rssBytes(pid) / 1024 / 1024).toFixed(1);

/**
 * One url-encoded post with a Content-Length, as a script sends it.
 * @param {string} path
 * @param {string} body
 * @returns {Promise<{ status: string, ms: number }>}
 */
async function smallPost(path, body) {
  const started = performance.now();
  try {
    const response = await fetch(`${ORIGIN}${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", connection: "close" },
      body,
      signal: AbortSignal.timeout(60_000),
    });
    await response.arrayBuffer();
    return { status: String(response.status), ms: performance.now() - started };
  } catch (error) {
    const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.name) : "?";
    return { status: `no answer (${reason})`, ms: performance.now() - started };
  }
}

/** @param {string[]} statuses */
const countOf = (statuses) =>
  Object.entries(
    statuses.reduce(
      (all, status) => ({ ...all, [status]: (all[status] ?? 0) + 1 }),
      /** @type {Record<string, number>} */ ({}),
    ),
  )
    .map(([status, count]) => `${count}× ${status}`)
    .join(", ");

async function main() {
  stopAllOnExit();
  ensureBuild();
  const primary = await startProductionApp({
    port: PORT,
    logPath: join(tmpdir(), "parcelhelp-body-stress", "app.log"),
    env: {
      OUTBOX_PATH: join(tmpdir(), "parcelhelp-body-stress", "outbox", "messages.jsonl"),
      // Every post comes from one address, and refused bodies count against its limits.
      RATE_LIMIT_PER_CLIENT: "100000",
      RATE_LIMIT_GLOBAL_PER_HOUR: "100000",
      MESSAGE_CHECKS_PER_CLIENT: "100000",
    },
  });
  // STRESS_PATHS=/career,/contact limits the run to those endpoints.
  const only = process.env.STRESS_PATHS?.split(",");
  const endpoints = formEndpoints().filter((path) => !only || only.includes(path));
  const workers = processTree(primary.pid ?? 0).slice(1);
  // The baseline is taken once each worker has served every form page and refused a small
  // over-size post on each (1 MB, the same paths through the code): what is measured is what the
  // large bodies leave behind, not the code a first refusal loads.
  for (let round = 0; round < 3; round += 1) {
    for (const path of endpoints) {
      await fetch(`${ORIGIN}${path}`, { headers: { connection: "close" } }).then((response) => response.arrayBuffer());
      await Promise.all(Array.from({ length: PARALLEL }, (_, i) => post(path, i % 2 === 1, 1024 * 1024)));
    }
  }
  await new Promise((done) => setTimeout(done, 2000));
  const everyProcess = processTree(primary.pid ?? 0);
  const before = new Map(everyProcess.map((pid) => [pid, rssBytes(pid)]));
  console.log(
    `primary ${everyProcess[0]}, workers ${workers.join(", ")}; RSS before: ${everyProcess.map((pid) => `${mb(pid)} MB`).join(", ")}`,
  );

  /** @type {string[][]} */
  const rows = [];
  const peak = new Map(everyProcess.map((pid) => [pid, rssBytes(pid)]));
  const sampler = setInterval(() => {
    for (const pid of everyProcess) peak.set(pid, Math.max(peak.get(pid) ?? 0, rssBytes(pid)));
  }, 100);
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const path of endpoints) {
      const started = Date.now();
      const statuses = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => post(path, i % 2 === 1)));
      rows.push([
        `${ROUNDS > 1 ? `${round}: ` : ""}${path}`,
        countOf(statuses),
        `${((Date.now() - started) / 1000).toFixed(1)} s`,
      ]);
    }
    if (ROUNDS > 1) console.log(`after burst ${round}: ${workers.map((pid) => `${mb(pid)} MB`).join(", ")}`);
  }
  printTable([`${PARALLEL} × ${BODY_BYTES / 1024 / 1024} MB chunked to`, "answers", "time"], rows);

  // The small bodies, to each endpoint and its Spanish twin: PARALLEL at once, SMALL_ROUNDS times.
  /** @type {string[][]} */
  const smallRows = [];
  let smallFailures = 0;
  for (const [label, body] of SMALL_BODIES) {
    for (const path of endpoints.flatMap((path) => [path, `/es${path}`])) {
      /** @type {{ status: string, ms: number }[]} */
      const answers = [];
      for (let round = 0; round < SMALL_ROUNDS; round += 1) {
        answers.push(...(await Promise.all(Array.from({ length: PARALLEL }, () => smallPost(path, body)))));
      }
      const slowest = Math.max(...answers.map((answer) => answer.ms));
      const bad = answers.filter(({ status, ms }) => !(Number(status) < 500) || ms > SMALL_SLOWEST_MS).length;
      smallFailures += bad;
      smallRows.push([
        `${label} to ${path}`,
        countOf(answers.map((answer) => answer.status)),
        `${Math.round(slowest)} ms`,
        bad ? `${bad} FAILED` : "ok",
      ]);
    }
  }
  clearInterval(sampler);
  printTable([`${SMALL_ROUNDS} × ${PARALLEL} posts of`, "answers", "slowest", ""], smallRows);

  // V8 gives memory back by itself once the process is idle (its memory reducer runs some seconds
  // after allocation stops): wait for it, up to 90 s, then compare.
  const deadline = Date.now() + 90_000;
  let settled = false;
  while (!settled && Date.now() < deadline) {
    await new Promise((done) => setTimeout(done, 2000));
    settled = workers.every((pid) => rssBytes(pid) <= (before.get(pid) ?? 0) * 1.1);
  }
  const alive = processTree(primary.pid ?? 0);
  printTable(
    ["process", "RSS before", "peak", "after", "change", "alive"],
    everyProcess.map((pid, index) => {
      const start = before.get(pid) ?? 0;
      const end = rssBytes(pid);
      return [
        `${index === 0 ? "primary" : "worker"} ${pid}`,
        `${(start / 1024 / 1024).toFixed(1)} MB`,
        `${((peak.get(pid) ?? 0) / 1024 / 1024).toFixed(1)} MB`,
        `${(end / 1024 / 1024).toFixed(1)} MB`,
        `${(((end - start) / start) * 100).toFixed(1)}%`,
        alive.includes(pid) ? "yes" : "NO",
      ];
    }),
  );
  const ok =
    everyProcess.every((pid) => alive.includes(pid)) &&
    everyProcess.length === alive.length &&
    settled &&
    smallFailures === 0;
  console.log(
    ok
      ? "\nevery worker alive, RSS within 10% of the start, every small body answered under 500 within 2 s"
      : `\nFAILED: a worker died, RSS stayed up, or ${smallFailures} small bodies were answered 500+ or late`,
  );
  await stopAll();
  process.exit(ok ? 0 : 1);
}

await main();
