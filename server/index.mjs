#!/usr/bin/env node
// @ts-check
// The one server: what `npm start`, the browser tests and production run (decision 011).
// Express with @remix-run/express: Express knows the client's address (the socket's, or
// X-Forwarded-For's last hop with `trust proxy`), serves public/, and hands the rest to Remix.
// WEB_CONCURRENCY > 1 runs that many processes with node:cluster; their rate-limit counters
// live in the primary (or in Redis with REDIS_URL). nginx in front caches and compresses for
// production (deploy/README.md); this server compresses too, for `npm start` on its own.
//
//   node server/index.mjs [build/index.js]      (npm start adds --env-file-if-exists=.env)
//
// Every setting comes from app/lib/config.server.ts through the build (serverSettings).
import cluster from "node:cluster";
import { readdirSync } from "node:fs";
import net from "node:net";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { constants as zlibConstants } from "node:zlib";
import { createRequestHandler } from "@remix-run/express";
import { installGlobals } from "@remix-run/node";
import compression from "compression";
import express from "express";
import { RateLimiterClusterMaster } from "rate-limiter-flexible";
import { log } from "./log.mjs";
import { requestMetrics, serveMetrics } from "./metrics.mjs";
import { readinessHandler } from "./readiness.mjs";
import { otherReleasesBuildFiles } from "./release.mjs";
import { requestLog } from "./request-log.mjs";
import { listen, requireSupportedNode } from "./startup.mjs";
import {
  answerErrors,
  answerParseError,
  drainUnreadBodies,
  errorPages,
  rejectCrossSitePosts,
  rejectHeadOfData,
  rejectUnreadableRequests,
} from "./request-guards.mjs";
import { securityHeaders } from "./security-headers.mjs";
import { trustProxy } from "./trust-proxy.mjs";

process.env.NODE_ENV ??= "production";

/** Methods a page or form of this site answers; anything else is 405, never a 500. */
const METHODS = ["GET", "HEAD", "POST"];
/** A process that crashes this often within a minute means something is broken, not unlucky. */
const MAX_CRASHES_PER_MINUTE = 10;
/**
 * How long a client may take (README, "Slow clients"): a request's headers are a kilobyte or two,
 * sent within a second even on a poor mobile link, so 15 s is generous and a slow-headers attack
 * holds a connection no longer; a whole request, a 5 MB résumé included, gets 90 s, what DevTools'
 * "Fast 3G" (750 kbit/s up) needs for it with room to spare. Checked every 2 s, not Node's 30 s.
 */
const HEADERS_TIMEOUT_MS = 15_000;
const REQUEST_TIMEOUT_MS = 90_000;
const TIMEOUT_CHECK_INTERVAL_MS = 2_000;
/**
 * Stopping, kept-alive connections that are idle are closed only after this long (issue 30). At
 * the stop, a proxy may be writing its next request onto one of them at that very moment: closed
 * at once, that request (a POST, which nginx does not retry) was a 502. Meanwhile every answer
 * says `Connection: close`, so a connection in use closes cleanly after its answer, and a
 * refused new connection tells nginx to send elsewhere; what is still idle after this long is
 * one nginx is not using.
 */
const IDLE_CLOSE_DELAY_MS = 2_000;
/** What a worker tells the primary once it listens (each worker listens on its own socket). */
const LISTENING_MESSAGE = "parcelhelp:listening";

requireSupportedNode(log);
// Loading the build validates the configuration: a bad value stops the server here.
/** @type {import("@remix-run/node").ServerBuild} */
const build = await import(pathToFileURL(resolve(process.argv[2] ?? "build/index.js")).href);
/** Everything this server needs from the app, in one object: entry.server.tsx exports app/server-hooks.server.ts. */
const hooks = /** @type {{ serverHooks: import("../app/server-hooks.server").ServerHooks }} */ (
  /** @type {unknown} */ (build.entry.module)
).serverHooks;
const settings = hooks.serverSettings();

// Once per server (the primary, or the only process): what the operator still has to configure.
if (cluster.isPrimary && process.env.NODE_ENV === "production") {
  for (const warning of hooks.startupWarnings()) log.warn({ event: "configuration-warning" }, warning);
}

// Prometheus metrics on their own listener (METRICS_PORT), from the process that owns the instance.
if (cluster.isPrimary) serveMetrics(settings.metrics, settings, log);

if (cluster.isPrimary && settings.workers > 1) runPrimary();
else await runServer();

function runPrimary() {
  // Keeps the rate-limit counters every worker shares (rate-limiter-flexible's RateLimiterCluster).
  new RateLimiterClusterMaster();
  let stopping = false;
  /** @type {number[]} */
  const crashes = [];
  /** @type {Set<number>} workers that have listened at least once */
  const started = new Set();

  cluster.on("message", (worker, message) => {
    if (message === LISTENING_MESSAGE) started.add(worker.id);
  });
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return;
    const reason = signal ? `signal ${signal}` : `code ${code}`;
    if (!started.has(worker.id)) {
      log.error({ event: "worker-failed-to-start", reason }, "a worker failed to start; stopping");
      stop(1);
      return;
    }
    const now = Date.now();
    crashes.push(now);
    while (crashes.length > 0 && crashes[0] < now - 60_000) crashes.shift();
    if (crashes.length > MAX_CRASHES_PER_MINUTE) {
      log.error({ event: "crash-loop", crashes: crashes.length }, "workers keep crashing; stopping");
      stop(1);
      return;
    }
    log.error({ event: "worker-exited", pid: worker.process.pid, reason }, "starting a new worker");
    cluster.fork();
  });

  /**
   * @param {number} exitCode
   * @param {string} [signal]
   */
  function stop(exitCode, signal) {
    if (stopping) return;
    stopping = true;
    const since = Date.now();
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    log.info({ event: "stopping", signal, workers: workers.length, pid: process.pid }, "stopping");
    const exit = () => {
      log.info({ event: "stopped", exitCode, ms: Date.now() - since, pid: process.pid }, "stopped");
      process.exit(exitCode);
    };
    if (workers.length === 0) exit();
    let remaining = workers.length;
    const hardStop = setTimeout(() => {
      for (const worker of workers) worker.process.kill("SIGKILL");
    }, settings.shutdownTimeoutMs + 5000);
    hardStop.unref();
    for (const worker of workers) {
      worker.once("exit", () => {
        remaining -= 1;
        if (remaining === 0) exit();
      });
      worker.process.kill("SIGTERM");
    }
  }
  for (const signal of /** @type {const} */ (["SIGTERM", "SIGINT"])) process.on(signal, () => stop(0, signal));
  // V8 sizes a heap by the machine's memory: with gigabytes free it lets the old generation grow to
  // up to 4x the live heap (~45 MB in a worker) between collections. A 512 MB ceiling caps that
  // factor near 1.4 (soak: ~355 -> ~200 MB RSS per worker) and turns a leak into a logged restart.
  // A heap size given on the command line or in NODE_OPTIONS wins.
  const tuned = [...process.execArgv, process.env.NODE_OPTIONS ?? ""].some((arg) =>
    /max-(old-space|heap)-size/.test(arg),
  );
  if (!tuned) cluster.setupPrimary({ execArgv: [...process.execArgv, "--max-old-space-size=512"] });
  for (let i = 0; i < settings.workers; i += 1) cluster.fork();
  log.info({ event: "primary-started", workers: settings.workers, pid: process.pid }, "primary started");
}

async function runServer() {
  installGlobals({ nativeFetch: build.future.v3_singleFetch });
  const app = express();
  app.disable("x-powered-by");
  // The server's own small pages, in the language of the path asked for.
  const sendErrorPage = errorPages(hooks.serverPageText);
  // Before anything answers: every answer carries them, the 405s and 400s below included.
  app.use(securityHeaders());

  // Stopping: every answer still to be sent, and any request still arriving on an open connection,
  // closes its connection once sent. server.close() only closes connections idle at that moment, so
  // one that finished its answer later would otherwise stay open until the shutdown deadline.
  let stopping = false;
  /** @type {Set<import("express").Response>} */
  const unanswered = new Set();
  app.use((_req, res, next) => {
    if (stopping) res.set("Connection", "close");
    else {
      unanswered.add(res);
      res.once("close", () => unanswered.delete(res));
    }
    next();
  });
  app.use(requestLog(log));
  // One request handler per language over the same build (app/i18n/language-builds.server.ts, decision 019).
  const languageBuilds = hooks.languageBuilds(build);
  app.use(
    requestMetrics(
      build,
      languageBuilds.flatMap((each) => each.build.basename ?? []),
    ),
  );
  app.use(trustProxy(app, settings.trustedProxies, log));
  // A body declared larger than anything here is refused unread; the forms count what they read
  // against their own, smaller caps (app/lib/forms/read-form.server.ts), and what they leave is drained.
  app.use((req, res, next) => {
    const length = Number(req.get("content-length") ?? 0);
    if (length > settings.maxBodyBytes) {
      res.set("Connection", "close");
      return sendErrorPage(res, 413, "declared body too large");
    }
    next();
  });
  // Before every other refusal: the body of a refused request is read away after its answer, so a
  // client still sending (an HTTP/1.0 POST refused for its missing Host) reads the answer, not a reset.
  app.use(drainUnreadBodies(settings.maxBodyBytes));
  app.use((req, res, next) => {
    if (METHODS.includes(req.method)) return next();
    res.set("Allow", METHODS.join(", "));
    sendErrorPage(res, 405, "method not allowed");
  });
  app.use(rejectUnreadableRequests(sendErrorPage));
  app.use(rejectCrossSitePosts(sendErrorPage));
  app.use(rejectHeadOfData(sendErrorPage));
  // Brotli's default 4 MB window is allocated per response, and the allocator keeps the memory
  // (soak: ~30 MB per worker); 256 KB is larger than any page here (175 KB at most), so nothing is lost.
  const compress = compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_LGWIN]: 18 } } });
  // Every request, also one that accepts no encoding: the middleware then sends the answer as it is
  // but still says `Vary: Accept-Encoding`, so no cache keeps that copy for clients that do.
  app.use(compress);
  app.get("/readyz", readinessHandler({ readiness: hooks.readiness, stopping: () => stopping }));
  // Cache-Control comes from the app's cache policy (serverSettings).
  /** @param {string} cacheControl */
  const staticHeaders = (cacheControl) => (/** @type {import("express").Response} */ res) =>
    res.set("Cache-Control", cacheControl);
  const buildFiles = { cacheControl: false, index: false, setHeaders: staticHeaders(settings.cacheControl.buildFiles) };
  app.use(build.publicPath, express.static("public/build", buildFiles));
  // Pages of the release before (or after) this one name their own build files (server/release.mjs).
  app.use(build.publicPath, otherReleasesBuildFiles(buildFiles));
  app.use(build.publicPath, (_req, res) => void res.status(404).end());
  // Only a path under one of public/'s entries reaches the disk: a stat (and the "not found" error
  // express.static builds) on every page request cost more than the page's route matching.
  const publicEntries = new Set(readdirSync("public"));
  const servePublic = express.static("public", {
    cacheControl: false,
    index: false,
    setHeaders: staticHeaders(settings.cacheControl.publicFiles),
  });
  app.use((req, res, next) => (publicEntries.has(req.path.split("/", 2)[1]) ? servePublic(req, res, next) : next()));
  // The landing page from the app's pool of rendered variants (decision 014); a miss renders it.
  app.get("/", (req, res, next) => {
    const pooled = hooks.takeLandingVariant(req.method, req.url, (name) => req.get(name));
    if (!pooled) return next();
    res.writeHead(pooled.status, pooled.headers).end(pooled.body);
  });
  // The request's language, from its path, picks its handler; each serves the same build under
  // that language's prefix (app/i18n/language-builds.server.ts, decision 019).
  const languages = languageBuilds.map(({ language, build: languageBuild, loadContext }) => ({
    language,
    handle: createRequestHandler({
      build: languageBuild,
      mode: process.env.NODE_ENV,
      getLoadContext: (req) => ({ clientAddress: req.ip ?? null, ...loadContext }),
    }),
  }));
  app.all("*", (req, res, next) => hooks.languageBuildFor(languages, req.path).handle(req, res, next));
  app.use(answerErrors(log, sendErrorPage));

  // Under node:cluster the primary logs the server's stop; a process serving alone logs its own.
  const announce = cluster.isPrimary;
  /** @type {import("node:http").Server | undefined} */
  let server;
  const finish = async (/** @type {number} */ since) => {
    // Messages accepted just before the stop are written out before the process ends.
    await hooks.flushOutbox();
    await hooks.closeRedis();
    if (announce) log.info({ event: "stopped", exitCode: 0, ms: Date.now() - since, pid: process.pid }, "stopped");
    process.exit(0);
  };
  /** @param {string} reason the signal, or "disconnect" when the primary went away */
  const stop = (reason) => {
    if (stopping) return;
    stopping = true;
    const since = Date.now();
    if (announce)
      log.info({ event: "stopping", signal: reason, inFlight: unanswered.size, pid: process.pid }, "stopping");
    else if (reason === "disconnect")
      log.warn({ event: "primary-gone", pid: process.pid }, "the primary process is gone; stopping");
    const running = server;
    // Stopped while warming up: nothing listens yet, nothing to answer.
    if (!running) return void finish(since);
    for (const res of unanswered) if (!res.headersSent) res.set("Connection", "close");
    const deadline = setTimeout(() => running.closeAllConnections(), settings.shutdownTimeoutMs);
    deadline.unref();
    // Stop listening, but not yet close idle connections, as http.Server#close would (IDLE_CLOSE_DELAY_MS).
    net.Server.prototype.close.call(running, () => void finish(since));
    setTimeout(() => running.closeIdleConnections(), Math.min(IDLE_CLOSE_DELAY_MS, settings.shutdownTimeoutMs)).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  // The primary is gone: nobody supervises this process any more.
  process.on("disconnect", () => stop("disconnect"));

  // The first message after a start is counted in Redis, not in this process's memory.
  await hooks.connectRedis();
  // Content first, then the port: until this process listens, a proxy's connection is refused
  // and goes to another instance at once, so no visitor waits for a warm-up (a restart, a crash).
  await hooks.warmUp();
  if (stopping) return;
  // A worker listens on a socket of its own (SO_REUSEPORT; the kernel spreads connections over
  // them) rather than through the primary's round-robin: a worker that crashed took with it a
  // connection the primary had just handed it, left unanswered until the client's timeout (nginx:
  // 30 s), while a socket of its own is closed with it, its waiting connections reset at once
  // (issue 30). Linux only; elsewhere the cluster's round-robin stays.
  const ownSocket = cluster.isWorker && process.platform === "linux";
  server = listen(app, { ...settings, reusePort: ownSocket }, log, {
    // Longer than any proxy's idle upstream connection, so the proxy never reuses one we just closed.
    keepAliveTimeout: 65_000,
    headersTimeout: HEADERS_TIMEOUT_MS,
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
  });
  server.on("clientError", answerParseError);
  if (cluster.isWorker) server.once("listening", () => process.send?.(LISTENING_MESSAGE));
}
