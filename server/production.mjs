#!/usr/bin/env node
// The production server: one process per core (node:cluster), each serving public/
// from memory, a micro-cache of the pages the app marks shareable, and the Remix
// handler for the rest. See docs/decisions/009-production-shape.md.
//
//   node server/production.mjs [build/index.js]      (npm run start:production)
//
// Settings: HOST, PORT, WEB_CONCURRENCY, MICRO_CACHE_MB, ACCESS_LOG, SHUTDOWN_TIMEOUT_MS
// (server/server-config.mjs), plus every app variable (app/lib/config.server.ts).
import cluster from "node:cluster";
import { createServer } from "node:http";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, installGlobals } from "@remix-run/node";
import { createGracefulShutdown } from "./graceful-shutdown.mjs";
import { MicroCache } from "./micro-cache.mjs";
import { createRequestListener } from "./request-listener.mjs";
import { parseServerConfig } from "./server-config.mjs";
import { loadStaticFiles } from "./static-files.mjs";

process.env.NODE_ENV ??= "production";

let config;
try {
  config = parseServerConfig(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const buildPath = resolve(process.argv[2] ?? "build/index.js");

if (cluster.isPrimary) runPrimary(config);
else await runWorker(config);

/** A worker that crashes this often within a minute means something is broken, not unlucky. */
const MAX_CRASHES_PER_MINUTE = 10;

/** @param {import("./server-config.mjs").ServerConfig} config */
function runPrimary(config) {
  let stopping = false;
  let announced = false;
  /** @type {number[]} */
  const crashes = [];
  /** @type {Set<number>} ids of workers that have been listening */
  const started = new Set();

  const fork = () => cluster.fork();

  cluster.on("listening", (worker) => {
    started.add(worker.id);
    if (!announced && started.size >= config.workers) {
      announced = true;
      const host = config.host ?? "0.0.0.0";
      console.log(`[production] http://${host}:${config.port} (${config.workers} worker processes, pid ${process.pid})`);
    }
  });

  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return;
    const reason = signal ? `signal ${signal}` : `code ${code}`;
    if (!started.has(worker.id)) {
      // Bad configuration or a broken build: restarting would only repeat it.
      console.error(`[production] a worker failed to start (${reason}); stopping`);
      stop(1);
      return;
    }
    const now = Date.now();
    crashes.push(now);
    while (crashes.length > 0 && crashes[0] < now - 60_000) crashes.shift();
    if (crashes.length > MAX_CRASHES_PER_MINUTE) {
      console.error(`[production] workers crashed ${crashes.length} times in a minute; stopping`);
      stop(1);
      return;
    }
    console.error(`[production] worker ${worker.process.pid} exited (${reason}); starting a new one`);
    fork();
  });

  /** @param {number} exitCode */
  function stop(exitCode) {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    if (workers.length === 0) process.exit(exitCode);
    let remaining = workers.length;
    let failed = false;
    // Workers stop on their own deadline; this one only catches a worker that hangs.
    const hardStop = setTimeout(() => {
      console.error("[production] workers did not stop in time; killing them");
      for (const worker of workers) worker.process.kill("SIGKILL");
    }, config.shutdownTimeoutMs + 5000);
    hardStop.unref();
    for (const worker of workers) {
      worker.once("exit", (code, signal) => {
        if (code !== 0 || signal) failed = true;
        remaining -= 1;
        if (remaining === 0) process.exit(exitCode || (failed ? 1 : 0));
      });
      worker.process.kill("SIGTERM");
    }
  }

  for (const signal of /** @type {const} */ (["SIGTERM", "SIGINT"])) process.on(signal, () => stop(0));
  // Rendering allocates a lot of short-lived objects: a larger young generation means
  // fewer scavenges (measured: about 5% more pages per second, for up to ~50 MB more
  // memory per process). A value given on the command line or in NODE_OPTIONS wins.
  const tuned = [...process.execArgv, process.env.NODE_OPTIONS ?? ""].some((arg) => arg.includes("semi-space"));
  if (!tuned) cluster.setupPrimary({ execArgv: [...process.execArgv, "--max-semi-space-size=32"] });
  for (let i = 0; i < config.workers; i += 1) fork();
}

/** @param {import("./server-config.mjs").ServerConfig} config */
async function runWorker(config) {
  const build = await import(pathToFileURL(buildPath).href);
  installGlobals({ nativeFetch: build.future.v3_singleFetch });

  const handleRequest = createRequestHandler(build, process.env.NODE_ENV);
  const staticFiles = await loadStaticFiles({ publicDir: resolve("public"), assetsPrefix: build.publicPath });
  const microCache = config.microCacheBytes > 0 ? new MicroCache({ maxBytes: config.microCacheBytes }) : undefined;

  /** @type {ReturnType<typeof createGracefulShutdown> | undefined} */
  let shutdown;
  const server = createServer(
    // Longer than any proxy's idle upstream connection, so the proxy never reuses one we just closed.
    { keepAliveTimeout: 65_000, headersTimeout: 66_000, requestTimeout: 120_000 },
    createRequestListener({
      handleRequest,
      staticFiles,
      microCache,
      accessLog: config.accessLog,
      track: (res) => shutdown?.track(res),
    }),
  );
  shutdown = createGracefulShutdown({
    server,
    timeoutMs: config.shutdownTimeoutMs,
    // entry.server exports flushOutbox, so messages accepted just before the stop are on disk.
    beforeExit: async () => {
      const flush = build.entry?.module?.flushOutbox;
      if (typeof flush === "function") await flush();
    },
  });

  const stop = () => {
    shutdown?.shutdown().then(
      ({ timedOut }) => process.exit(timedOut ? 1 : 0),
      () => process.exit(1),
    );
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  // The primary is gone: nobody supervises this process any more.
  process.on("disconnect", stop);

  if (config.host) server.listen(config.port, config.host);
  else server.listen(config.port);
}
