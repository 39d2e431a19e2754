#!/usr/bin/env node
// @ts-check
// npm run deploy:rehearse: the production shape of deploy/README.md on this machine, on loopback,
// under steady load, through what goes wrong in real life. Not part of npm test.
//
//   nginx (deploy/nginx.conf, its own prefix) ──► two app instances (releases/current) ──► Redis
//
// A copy of this checkout (.tmp/rehearse/src) is built and released with scripts/release.mjs into
// .tmp/rehearse/srv, as the guide does into /srv/parcelhelp. While a few clients load pages and
// the build files each page names, like browsers, through nginx, it:
//   1. changes the copy's CSS and JavaScript, builds a release archive (`release --archive`), unpacks
//      it into the releases (`--unpack`, no npm ci) and restarts the instances one at a time
//      (rollingRestart() of scripts/rolling-restart.mjs, as `npm run deploy:restart` does);
//   2. stops Redis, then starts it again;
//   3. kills an instance (SIGKILL) and starts it again, as systemd's Restart=on-failure would;
//   4. asks fresh pages and build files without Accept-Encoding, then with br, then with gzip;
//   5. takes the e-mail service (a fake of EmailJS on loopback) down for a minute while visitors
//      send contact messages, brings it back, and counts each message's e-mails: 0 lost, 0 twice;
//   6. stops both instances and asks cached pages with an Accept-Encoding string never seen.
// It prints failed requests per step (the target is 0 everywhere but the no-store pages of the
// last step, which nothing can answer with the app down), then stops everything it started.
//
//   REHEARSE_PORT_BASE=3680    nginx on base, instances on base+1 and base+2, Redis on base+3, the
//                              fake e-mail service on base+4
//   REHEARSE_EMAIL_DOWN_SECONDS=60   how long the e-mail service is down
//   REHEARSE_STEP_SECONDS=8    load before and after each step
//   REHEARSE_CLIENTS=6         clients loading pages, each pausing 100 ms between pages
import { execFileSync, spawn } from "node:child_process";
import { appendFileSync, copyFileSync, mkdirSync, rmSync, symlinkSync } from "node:fs";
import { Agent, request as httpRequest } from "node:http";
import { dirname, join, resolve } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { ensureNginx, proxyConfig, startNginx } from "./perf/nginx.mjs";
import { assertPortsFree, startProcess, stopAll, stopAllOnExit, stopProcess, waitForHttp } from "./perf/processes.mjs";
import { printTable } from "./perf/table.mjs";
import { rollingRestart } from "./rolling-restart.mjs";
import { startFakeEmailService } from "../tests/fakes/fake-email-service.mjs";

const BASE = Number(process.env.REHEARSE_PORT_BASE ?? 3680);
const PORTS = { nginx: BASE, apps: [BASE + 1, BASE + 2], redis: BASE + 3, email: BASE + 4 };
const EMAIL_DOWN_MS = Math.max(5, Number(process.env.REHEARSE_EMAIL_DOWN_SECONDS ?? 60)) * 1000;
const STEP_MS = Math.max(2, Number(process.env.REHEARSE_STEP_SECONDS ?? 8)) * 1000;
const CLIENTS = Math.max(1, Number(process.env.REHEARSE_CLIENTS ?? 6));
const WORK = resolve(".tmp/rehearse");
const SRC = join(WORK, "src");
const SRV = join(WORK, "srv");
const NGINX = `http://127.0.0.1:${PORTS.nginx}`;

/** Pages a visitor loads: shared ones nginx caches, and no-store ones every instance renders. */
const PAGES = [
  "/",
  "/faq",
  "/articles",
  "/faq/tracking",
  "/faq/article/csv-article-3",
  "/what-is-usps-media-mail",
  "/tracking?result=9400111206206406260787",
  "/faq/search?q=media%20mail",
  "/contact",
];
/** What browsers send; each client uses one. */
const BROWSER_ENCODINGS = ["gzip, deflate, br, zstd", "gzip, deflate, br", "gzip, deflate"];
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml))/;

/**
 * @typedef {{ requests: number, failed: number, uncompressed: number, examples: string[] }} Tally
 * @typedef {{ status: number, headers: import("node:http").IncomingHttpHeaders, body: Buffer }} Answer
 */

/** Requests counted per step, by the step that was running when they were sent. */
let step = "setup";
/** @type {Map<string, Tally>} */
const tallies = new Map();
/** @type {string[]} */
const notes = [];

/** @param {string} name */
function tally(name) {
  let found = tallies.get(name);
  if (!found) {
    found = { requests: 0, failed: 0, uncompressed: 0, examples: [] };
    tallies.set(name, found);
  }
  return found;
}

/**
 * One GET, the body as it arrived (never decompressed).
 * @param {string} url
 * @param {Record<string, string>} headers
 * @param {Agent} [agent]
 * @returns {Promise<Answer>}
 */
function get(url, headers = {}, agent) {
  return new Promise((resolvePromise, reject) => {
    const request = httpRequest(url, { headers, agent, timeout: 10_000 }, (response) => {
      /** @type {Buffer[]} */
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () =>
        resolvePromise({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on("error", reject);
    });
    request.on("timeout", () => request.destroy(new Error("timeout after 10 s")));
    request.on("error", reject);
    request.end();
  });
}

/** @param {Buffer} html */
function buildFilesOf(html) {
  return [...new Set([...html.toString("utf8").matchAll(/(?:href|src)="(\/build\/[^"]+)"/g)].map((match) => match[1]))];
}

/**
 * Records one answer: a failure is no answer, a 5xx, or a 404 for a build file a page named; an
 * uncompressed (or wrongly encoded) compressible answer to a client that accepts br or gzip is
 * counted apart.
 * @param {string} url
 * @param {string} acceptEncoding
 * @param {Answer | Error} answer
 */
function record(url, acceptEncoding, answer) {
  const count = tally(step);
  count.requests += 1;
  const problem = (/** @type {string} */ text) => {
    if (count.examples.length < 5) count.examples.push(text);
  };
  if (answer instanceof Error) {
    count.failed += 1;
    problem(`${url}: ${answer.message}`);
    return;
  }
  if (answer.status >= 500 || answer.status === 404) {
    count.failed += 1;
    problem(`${url}: ${answer.status}`);
    return;
  }
  const encoding = String(answer.headers["content-encoding"] ?? "");
  const type = String(answer.headers["content-type"] ?? "");
  const accepts = acceptEncoding.split(",").map((token) => token.trim().split(";")[0]);
  const wanted = accepts.includes("br") || accepts.includes("gzip");
  if (COMPRESSIBLE.test(type) && answer.body.length > 1024 && wanted && !["br", "gzip"].includes(encoding)) {
    count.uncompressed += 1;
    problem(`${url}: ${answer.body.length} bytes uncompressed for "${acceptEncoding}"`);
  } else if (encoding && !accepts.includes(encoding)) {
    count.uncompressed += 1;
    problem(`${url}: ${encoding} for a client that accepts "${acceptEncoding}"`);
  }
}

/** Steady, bounded load: each client loads a page and its build files, pauses, and goes on. */
function startLoad() {
  let running = true;
  const clients = Array.from({ length: CLIENTS }, async (_, index) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 4 });
    const acceptEncoding = BROWSER_ENCODINGS[index % BROWSER_ENCODINGS.length];
    const headers = { "accept-encoding": acceptEncoding };
    let turn = index;
    while (running) {
      const url = `${NGINX}${PAGES[turn % PAGES.length]}`;
      turn += 1;
      const page = await get(url, headers, agent).catch((/** @type {Error} */ error) => error);
      record(url, acceptEncoding, page);
      if (!(page instanceof Error) && page.status === 200) {
        // The page's own build files, as a browser without them cached would load them.
        const names = buildFilesOf(decoded(page));
        await Promise.all(
          names.map(async (name) => {
            const answer = await get(`${NGINX}${name}`, headers, agent).catch((/** @type {Error} */ error) => error);
            record(`${NGINX}${name}`, acceptEncoding, answer);
          }),
        );
      }
      await new Promise((done) => setTimeout(done, 100));
    }
    agent.destroy();
  });
  return async () => {
    running = false;
    await Promise.all(clients);
  };
}

/** @param {Answer} answer */
function decoded(answer) {
  const encoding = answer.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(answer.body);
  if (encoding === "gzip") return gunzipSync(answer.body);
  return answer.body;
}

/** @param {number} ms */
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/**
 * Runs a command to its end without blocking this process, which is generating the load meanwhile.
 * @param {string} command
 * @param {string[]} args
 * @param {string} cwd
 * @returns {Promise<string>} what it printed on stdout
 */
function runQuietly(command, args, cwd) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd, env: process.env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0
        ? resolvePromise(stdout)
        : reject(new Error(`${command} ${args.join(" ")} failed (${code}):\n${stdout}\n${stderr}`)),
    );
  });
}

/** This checkout's files (tracked, as they are now) copied to SRC, with its node_modules for building. */
function copyCheckout() {
  const files = execFileSync("git", ["ls-files", "-z"], { encoding: "utf8" }).split("\0").filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(SRC, file)), { recursive: true });
    copyFileSync(file, join(SRC, file));
  }
  symlinkSync(resolve("node_modules"), join(SRC, "node_modules"));
}

/** @param {number} release */
function changeSources(release) {
  appendFileSync(join(SRC, "app/tailwind.css"), `\n.rehearsal-${release} { --rehearsal: ${release}; }\n`);
  appendFileSync(join(SRC, "app/entry.client.tsx"), `\ndocument.documentElement.dataset.rehearsal = "${release}";\n`);
}

/**
 * What the guide does: on one machine, build, then release into SRV; with `archive`, build once
 * into a release archive, then unpack it into SRV as every other machine does (no npm ci there).
 * @param {number} release
 * @param {{ archive?: boolean }} [options]
 */
async function buildAndRelease(release, { archive = false } = {}) {
  await runQuietly("npm", ["run", "--silent", "build"], SRC);
  const label = ["--label", `rehearsal-${release}`];
  let output = "";
  if (archive) {
    const file = join(WORK, `release-${release}.tar.gz`);
    output += await runQuietly(process.execPath, ["scripts/release.mjs", "--archive", file, ...label], SRC);
    const started = Date.now();
    output += await runQuietly(
      process.execPath,
      [join(SRV, "current/scripts/release.mjs"), "--root", SRV, "--unpack", file],
      SRC,
    );
    notes.push(
      `release archive: ${output.match(/\(([\d.]+ MB), /)?.[1] ?? "?"}, unpacked and switched in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } else {
    output = await runQuietly(process.execPath, ["scripts/release.mjs", "--root", SRV, ...label], SRC);
  }
  return output
    .trim()
    .split("\n")
    .filter((line) => line.startsWith("release:"));
}

/** @type {Map<number, ReturnType<typeof startProcess>>} */
const instances = new Map();
let generation = 0;

/**
 * An instance as parcelhelp@PORT.service runs it: from SRV/current, the settings of the unit.
 * @param {number} port
 */
async function startInstance(port) {
  generation += 1;
  // The command of deploy/systemd/parcelhelp@.service.
  const child = startProcess(`instance ${port}`, process.execPath, ["--max-old-space-size=512", "server/index.mjs"], {
    cwd: join(SRV, "current"),
    logPath: join(WORK, "logs", `instance-${port}-${generation}.log`),
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      TRUST_PROXY: "1",
      // As production must: without it pages are private and nginx would cache none of them.
      SITE_URL: NGINX,
      REDIS_URL: `redis://127.0.0.1:${PORTS.redis}`,
      OUTBOX_PATH: join(SRV, "state/outbox/messages.jsonl"),
      WEB_CONCURRENCY: "1",
      // Every client of the rehearsal is 127.0.0.1 to nginx: the message limits do not matter here.
      RATE_LIMIT_PER_CLIENT: "100000",
      RATE_LIMIT_GLOBAL_PER_HOUR: "100000",
      // The e-mail service (a fake of EmailJS on loopback), retried every few seconds at first.
      EMAILJS_API_URL: `http://127.0.0.1:${PORTS.email}`,
      EMAILJS_SERVICE_ID: "service_rehearsal",
      EMAILJS_TEMPLATE_ID: "template_rehearsal",
      EMAILJS_PUBLIC_KEY: "public_rehearsal",
      EMAIL_TIMEOUT_MS: "2000",
      EMAIL_RETRY_SECONDS: "5",
    },
  });
  instances.set(port, child);
  return child;
}

/** @param {number} port */
async function stopInstance(port, signal = /** @type {NodeJS.Signals} */ ("SIGTERM")) {
  const child = instances.get(port);
  if (child) await stopProcess(child, { signal });
}

/** @type {ReturnType<typeof startProcess> | undefined} */
let redis;

function startRedis() {
  redis = startProcess(
    "redis-server",
    "redis-server",
    // The guide's own Redis settings (no persistence), on a loopback test port.
    [resolve("deploy/redis/parcelhelp.conf"), "--port", String(PORTS.redis), "--bind", "127.0.0.1", "--dir", WORK],
    { logPath: join(WORK, "logs", `redis-${Date.now()}.log`) },
  );
}

async function redisReady() {
  for (let i = 0; i < 50; i += 1) {
    const ping = spawn("redis-cli", ["-p", String(PORTS.redis), "ping"], { stdio: "ignore" });
    if ((await new Promise((done) => ping.on("exit", done))) === 0) return;
    await sleep(100);
  }
  throw new Error("redis-server did not start");
}

/** @param {string} name @param {() => Promise<void>} action */
async function runStep(name, action) {
  step = name;
  tally(name);
  const started = Date.now();
  console.log(`- ${name}…`);
  await action();
  await sleep(STEP_MS);
  console.log(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** The release-N build files of a page, asked from one instance directly (no nginx cache between). */
async function buildFilesFromInstance(/** @type {string[]} */ names, /** @type {number} */ port) {
  let served = 0;
  for (const name of names) if ((await get(`http://127.0.0.1:${port}${name}`)).status === 200) served += 1;
  return `${served}/${names.length}`;
}

/** Step 4: for pages and files not asked before, no encoding, then br, then gzip. */
async function encodingVariants() {
  const count = tally(step);
  // Shared pages the load never asks, and the page script of one more (FAQ entries are private).
  const fresh = ["/about", "/partners", "/terms-of-service"];
  const script = buildFilesOf(decoded(await get(`${NGINX}/disclaimer`))).find((name) =>
    /\/routes\/disclaimer-[^/]+\.js$/.test(name),
  );
  let repeatedIds = 0;
  if (!script) notes.push("encoding variants: /disclaimer names no page script of its own; only pages checked");
  for (const path of [...fresh, ...(script ? [script] : [])]) {
    /** @type {Record<string, string>} */
    const seen = {};
    for (const [label, acceptEncoding, expected] of [
      ["none", "", ""],
      ["br", "br", "br"],
      ["gzip", "gzip", "gzip"],
      ["br again", "gzip, deflate, br, zstd", "br"],
    ]) {
      const answer = await get(`${NGINX}${path}`, acceptEncoding ? { "accept-encoding": acceptEncoding } : {});
      count.requests += 1;
      const encoding = String(answer.headers["content-encoding"] ?? "");
      const vary = String(answer.headers.vary ?? "");
      if (answer.status !== 200) count.failed += 1;
      if (encoding !== expected || !/accept-encoding/i.test(vary)) {
        count.uncompressed += 1;
        if (count.examples.length < 5) {
          count.examples.push(`${path} (${label}): "${encoding}" with Vary "${vary}", expected "${expected}"`);
        }
      }
      const id = String(answer.headers["x-request-id"]);
      if (Object.values(seen).includes(id)) repeatedIds += 1;
      seen[label] = id;
    }
  }
  notes.push(`encoding variants: ${repeatedIds} request ids repeated by a cache hit (target 0)`);
}

/** @type {Awaited<ReturnType<typeof startFakeEmailService>> | undefined} */
let emailService;

/**
 * Step 5: the e-mail service down for a minute while visitors write (one message every 2 s through
 * nginx), then back: every message thanked, then e-mailed exactly once.
 */
async function emailDown() {
  const count = tally(step);
  if (!emailService) throw new Error("the fake e-mail service is not running");
  await emailService.goDown();
  /** @type {string[]} */
  const markers = [];
  const until = Date.now() + EMAIL_DOWN_MS;
  let refused = 0;
  while (Date.now() < until) {
    const marker = `rehearsal-${markers.length + 1}-${Date.now()}`;
    const body = new URLSearchParams({
      name: "Rehearsal Visitor",
      email: "visitor@example.org",
      subject: marker,
      message: `Where is my parcel? ${marker}`,
    }).toString();
    const answer = await fetch(`${NGINX}/contact`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: NGINX },
      body,
    }).catch((/** @type {Error} */ error) => error);
    count.requests += 1;
    if (answer instanceof Error || answer.status !== 200) {
      refused += 1;
      count.failed += 1;
      if (count.examples.length < 5) {
        count.examples.push(`/contact: ${answer instanceof Error ? answer.message : answer.status}`);
      }
    } else {
      await answer.arrayBuffer();
      markers.push(marker);
    }
    await sleep(2000);
  }
  await emailService.comeBack();
  const sent = () =>
    markers.map(
      (marker) =>
        /** @type {Array<{ template_params?: { message?: string } }>} */ (emailService?.requests ?? []).filter(
          (request) => request.template_params?.message?.includes(marker),
        ).length,
    );
  // Back after a minute: the queue's next attempts (5 s, 10 s, 20 s, 40 s… after each failure) find it.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && sent().some((times) => times === 0)) await sleep(1000);
  await sleep(10_000); // later passes must not send any of them again
  const times = sent();
  const lost = times.filter((n) => n === 0).length;
  const twice = times.filter((n) => n > 1).length;
  notes.push(
    `e-mail service down for ${EMAIL_DOWN_MS / 1000} s: ${markers.length} messages thanked (${refused} refused), ` +
      `${markers.length - lost} delivered after it came back, ${lost} lost, ${twice} sent more than once`,
  );
  if (lost > 0) count.failed += lost;
}

/** Step 6: with both instances down, cached pages still answer, compressed, for a new Accept-Encoding. */
async function appsDown() {
  const count = tally(step);
  for (const port of PORTS.apps) await stopInstance(port);
  for (const path of ["/faq", "/articles", "/what-is-usps-media-mail"]) {
    for (const [acceptEncoding, expected] of [
      ["br, gzip, zstd, x-rehearsal", "br"],
      ["gzip;q=1.0, identity;q=0.5, x-rehearsal", "gzip"],
    ]) {
      const answer = await get(`${NGINX}${path}`, { "accept-encoding": acceptEncoding });
      count.requests += 1;
      if (answer.status !== 200) {
        count.failed += 1;
        if (count.examples.length < 5) count.examples.push(`${path}: ${answer.status} for "${acceptEncoding}"`);
      } else if (answer.headers["content-encoding"] !== expected) count.uncompressed += 1;
    }
  }
  const landing = await get(`${NGINX}/`, { "accept-encoding": "br" });
  notes.push(
    `apps down: the no-store landing page answers ${landing.status} (nothing can render it), cached pages as counted`,
  );
}

async function main() {
  stopAllOnExit();
  const began = Date.now();
  const nginx = ensureNginx();
  await assertPortsFree([PORTS.nginx, ...PORTS.apps, PORTS.redis, PORTS.email]);
  rmSync(WORK, { recursive: true, force: true });
  mkdirSync(join(WORK, "logs"), { recursive: true });

  console.log(
    `Rehearsal in ${WORK}: nginx on 127.0.0.1:${PORTS.nginx}, instances ${PORTS.apps.join(" and ")}, Redis ${PORTS.redis}`,
  );
  copyCheckout();
  console.log("- build and first release…");
  for (const line of await buildAndRelease(1)) console.log(`  ${line}`);
  startRedis();
  await redisReady();
  emailService = await startFakeEmailService({ port: PORTS.email });
  for (const port of PORTS.apps) {
    const child = await startInstance(port);
    await waitForHttp(`http://127.0.0.1:${port}/readyz`, { child });
  }
  await startNginx({
    nginx,
    label: "nginx (deploy/nginx.conf)",
    prefix: join(WORK, "nginx"),
    config: proxyConfig({ listenPort: PORTS.nginx, appPorts: PORTS.apps }),
    port: PORTS.nginx,
  });
  const firstBuildFiles = buildFilesOf((await get(`${NGINX}/faq`)).body);

  const stopLoad = startLoad();
  await runStep("steady load", async () => undefined);

  await runStep("build + rolling upgrade", async () => {
    changeSources(2);
    const upgradeStarted = Date.now();
    // Built once into an archive, unpacked as on every other machine.
    for (const line of await buildAndRelease(2, { archive: true })) console.log(`  ${line}`);
    let restarted = 0;
    await rollingRestart({
      instances: PORTS.apps,
      restart: async (port) => {
        if (restarted === 1) {
          // The first instance runs release 2, this one still release 1: it must serve release 2's files.
          const newFiles = buildFilesOf((await get(`http://127.0.0.1:${PORTS.apps[0]}/faq`)).body);
          notes.push(
            `release-2 build files from the release-1 instance mid-upgrade: ${await buildFilesFromInstance(newFiles, port)}`,
          );
        }
        restarted += 1;
        await stopInstance(port);
        await startInstance(port);
      },
      readyUrl: (port) => `http://127.0.0.1:${port}/readyz`,
      log: (line) => console.log(`  ${line}`),
    });
    notes.push(
      `upgrade: build, release and rolling restart took ${((Date.now() - upgradeStarted) / 1000).toFixed(1)} s`,
    );
    notes.push(
      `release-1 build files from a release-2 instance after the upgrade: ${await buildFilesFromInstance(firstBuildFiles, PORTS.apps[1])}`,
    );
  });

  await runStep("Redis stopped, then started", async () => {
    if (redis) await stopProcess(redis);
    await sleep(STEP_MS / 2);
    const report = await get(`http://127.0.0.1:${PORTS.apps[0]}/readyz`);
    notes.push(
      `Redis down: /readyz answers ${report.status} ${report.body.toString("utf8").match(/"redis":\{[^}]*\}/)?.[0] ?? ""}`,
    );
    startRedis();
    await redisReady();
  });

  await runStep("instance killed (SIGKILL), restarted", async () => {
    await stopInstance(PORTS.apps[0], "SIGKILL");
    // systemd's RestartSec=2s.
    await sleep(2000);
    const child = await startInstance(PORTS.apps[0]);
    await waitForHttp(`http://127.0.0.1:${PORTS.apps[0]}/readyz`, { child });
  });

  step = "no Accept-Encoding, then br, then gzip";
  console.log(`- ${step}…`);
  await encodingVariants();

  step = "e-mail service down for a minute";
  console.log(`- ${step}…`);
  await emailDown();
  await stopLoad();

  step = "both instances stopped (cached pages)";
  console.log(`- ${step}…`);
  await appsDown();

  printReport(began);
  await emailService?.close();
  await stopAll();
}

/** @param {number} began */
function printReport(began) {
  const rows = [...tallies.entries()]
    .filter(([name]) => name !== "setup")
    .map(([name, count]) => [name, String(count.requests), String(count.failed), String(count.uncompressed)]);
  printTable(["step", "requests", "failed", "uncompressed or wrong encoding"], rows);
  for (const [name, count] of tallies) {
    for (const example of count.examples) console.log(`  ${name}: ${example}`);
  }
  console.log("");
  for (const note of notes) console.log(note);
  const upgrade = tallies.get("build + rolling upgrade");
  console.log(
    `\nTarget: 0 failed through the upgrade (${upgrade?.failed ?? "?"}), no uncompressed answer to a br/gzip client (${[...tallies.values()].reduce((sum, count) => sum + count.uncompressed, 0)} in all).`,
  );
  console.log(
    `Whole rehearsal: ${((Date.now() - began) / 1000).toFixed(0)} s; logs in .tmp/rehearse/logs and .tmp/rehearse/nginx.`,
  );
}

main().catch(async (error) => {
  console.error(error instanceof Error ? error.stack : error);
  await stopAll();
  process.exit(1);
});
