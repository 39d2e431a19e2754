// @ts-check
// Prometheus metrics (prom-client): requests by route, method and status, their latency, and the
// process (event-loop lag, memory, CPU, from prom-client's default collectors); the app adds its
// own series to the same registry (app/lib/metrics.server.ts: renders, cache policies, messages,
// the delivery queue, the tools' uses, readiness, Redis, the answer service and its breaker).
//
// Served on a listener of its own, METRICS_HOST:METRICS_PORT (127.0.0.1 by default, a port apart
// from the site's), never through nginx: the series say nothing about visitors, but the backends'
// state is nobody else's business. Under node:cluster the primary serves the sum of its workers'
// series (prom-client's AggregatorRegistry). deploy/README.md, "Metrics and alerts";
// deploy/prometheus/alerts.yml holds the alert rules.
import cluster from "node:cluster";
import { createServer } from "node:http";
import client from "prom-client";

const { AggregatorRegistry, Counter, Histogram, collectDefaultMetrics, register } = client;

// Workers answer the primary's requests for their series; the primary asks them.
const aggregator = cluster.isWorker || cluster.isPrimary ? new AggregatorRegistry() : undefined;
collectDefaultMetrics();

const requests = new Counter({
  name: "parcelhelp_http_requests_total",
  help: "Requests answered, by route pattern, method and status",
  labelNames: ["route", "method", "status"],
});
const duration = new Histogram({
  name: "parcelhelp_http_request_duration_seconds",
  help: "Time from a request's arrival to its answer's last byte, by route pattern",
  labelNames: ["route", "method"],
  // Pages render in milliseconds; an FAQ entry may wait for the answer service (8 s timeout).
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

/**
 * Route patterns from the build's route tree ("/faq/article/:articleId"), most specific first,
 * so that a label names a route, never a path a client made up (which would be a series per path).
 * @param {Record<string, { id: string, path?: string, parentId?: string }>} routes the build's `routes`
 * @returns {(path: string) => string}
 */
export function routeLabeller(routes) {
  /** @param {{ path?: string, parentId?: string }} route @returns {string} */
  const fullPath = (route) => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    const own = (route.path ?? "").replace(/^\/+|\/+$/g, "");
    const above = parent ? fullPath(parent) : "";
    return [above, own].filter(Boolean).join("/");
  };
  const patterns = [...new Set(Object.values(routes).map((route) => `/${fullPath(route)}`))]
    .map((pattern) => {
      const segments = pattern.split("/").filter(Boolean);
      const source = segments
        .map((segment) =>
          segment === "*"
            ? "(?:/.*)?"
            : segment.startsWith(":")
              ? "/[^/]+"
              : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`,
        )
        .join("");
      // Static segments beat parameters, parameters beat the catch-all.
      const rank = segments.reduce((sum, segment) => sum + (segment === "*" ? 0 : segment.startsWith(":") ? 1 : 2), 0);
      return { pattern, rank, test: new RegExp(`^${source}/?$`) };
    })
    .sort((a, b) => b.rank - a.rank);
  // Most requests ask a few hundred paths again and again: each is matched once. Bounded, so a
  // scanner's made-up paths cannot grow it (it starts again when full).
  /** @type {Map<string, string>} */
  const seen = new Map();
  return (path) => {
    let label = seen.get(path);
    if (label !== undefined) return label;
    const found = patterns.find(({ test }) => test.test(path));
    label = !found || found.pattern.endsWith("*") ? "unmatched" : found.pattern;
    if (seen.size >= 2000) seen.clear();
    seen.set(path, label);
    return label;
  };
}

/**
 * Counts every answer (after it is sent or abandoned) by route pattern, method and status.
 * @param {{ routes: Record<string, { id: string, path?: string, parentId?: string }>, publicPath: string }} build
 * @param {readonly string[]} [languagePrefixes] the other languages' path prefixes ("/es")
 * @returns {import("express").RequestHandler}
 */
export function requestMetrics(build, languagePrefixes = []) {
  const routeOf = routeLabeller(build.routes);
  // Another language's pages are the same routes under its prefix (decision 019): "/es/faq/:categoryId".
  /** @param {string} path */
  const labelOf = (path) => {
    const prefix = languagePrefixes.find((each) => path === each || path.startsWith(`${each}/`));
    if (!prefix) return routeOf(path);
    const label = routeOf(path.slice(prefix.length) || "/");
    return label === "unmatched" ? label : label === "/" ? prefix : `${prefix}${label}`;
  };
  /** @type {Map<string, { count: import("prom-client").Counter.Internal, time: import("prom-client").Histogram.Internal<string> }>} */
  const children = new Map();
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once("close", () => {
      const path = req.originalUrl.split("?", 1)[0];
      const route = path.startsWith(build.publicPath)
        ? "build-files"
        : path.endsWith(".data")
          ? `${labelOf(path.slice(0, -".data".length) || "/")}.data`
          : labelOf(path);
      const status = res.writableFinished ? String(res.statusCode) : "aborted";
      const key = `${route} ${req.method} ${status}`;
      // prom-client hashes a label set on every call; the few sets there are are kept instead.
      let series = children.get(key);
      if (!series) {
        series = { count: requests.labels(route, req.method, status), time: duration.labels(route, req.method) };
        children.set(key, series);
      }
      series.count.inc();
      series.time.observe(Number(process.hrtime.bigint() - started) / 1e9);
    });
    next();
  };
}

/**
 * The metrics listener, when METRICS_PORT is set: GET /metrics in Prometheus's text format. Called
 * once, in the process that owns the instance (the primary under node:cluster). Unreferenced, so it
 * never keeps a stopping process alive.
 * @param {{ host: string, port: number } | undefined} where
 * @param {{ workers: number }} settings
 * @param {import("pino").Logger} log
 */
export function serveMetrics(where, { workers }, log) {
  if (!where) return undefined;
  const fromWorkers = cluster.isPrimary && workers > 1;
  const server = createServer(async (req, res) => {
    if (req.method !== "GET" || (req.url ?? "").split("?")[0] !== "/metrics") {
      res.writeHead(404, { "content-type": "text/plain" }).end("Not Found\n");
      return;
    }
    try {
      const text = fromWorkers && aggregator ? await aggregator.clusterMetrics() : await register.metrics();
      res.writeHead(200, { "content-type": register.contentType, "cache-control": "no-store" }).end(text);
    } catch (error) {
      log.error({ event: "metrics-failed", error: String(error) }, "metrics could not be collected");
      res.writeHead(500, { "content-type": "text/plain" }).end("metrics could not be collected\n");
    }
  });
  server.once("error", (error) => {
    // The site still serves without metrics: a clear line, not a crash.
    log.error(
      { event: "metrics-listen-failed", code: "code" in error ? error.code : undefined, port: where.port },
      `metrics: cannot listen on ${where.host} port ${where.port}`,
    );
  });
  server.listen(where.port, where.host, () => {
    log.info({ event: "metrics-listening", url: `http://${where.host}:${where.port}/metrics` }, "metrics listening");
  });
  server.unref();
  return server;
}
