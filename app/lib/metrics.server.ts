/**
 * What the app counts for Prometheus (issue 37; deploy/README.md, "Metrics and alerts"), on
 * prom-client's default registry, which server/metrics.mjs serves: the server imports the same
 * prom-client (it is not bundled), so the app's series and the server's (requests, latency, the
 * process) land in one registry. Under node:cluster the primary asks each worker for its own.
 *
 * Nothing here ever holds what a visitor typed or an address: labels are kinds, verdicts, policy
 * names, transports and states, each from a short fixed list.
 */
import client from "prom-client";
import { CACHE_CONTROL } from "~/lib/cache-policy.server";
import { startupWarnings } from "~/lib/config.server";
import { readiness, type ReadinessReport } from "~/lib/readiness.server";
import { redisWarnings } from "~/lib/redis.server";

/** Gauges that describe one process: under node:cluster the primary keeps the lowest (ready) or the highest. */
const gauge = <Label extends string>(
  name: string,
  help: string,
  labelNames: readonly Label[],
  aggregator: "min" | "max" | "sum",
  collect?: (this: client.Gauge<Label>) => void | Promise<void>,
) =>
  (client.register.getSingleMetric(name) as client.Gauge<Label> | undefined) ??
  new client.Gauge({ name, help, labelNames, aggregator, ...(collect ? { collect } : {}) });

const counter = <Label extends string>(name: string, help: string, labelNames: readonly Label[]) =>
  (client.register.getSingleMetric(name) as client.Counter<Label> | undefined) ??
  new client.Counter({ name, help, labelNames });

/** Documents rendered by React on the server (a landing page from the pool is not one). */
const renders = counter("parcelhelp_renders_total", "Documents rendered on the server, by status", ["status"]);

const POLICY_NAMES = new Map<string, string>(Object.entries(CACHE_CONTROL).map(([name, value]) => [value, name]));

/** The cache policy each page or data answer ended with (app/lib/cache-policy.server.ts). */
const cachePolicies = counter("parcelhelp_cache_policy_total", "Answers by the cache policy they ended with", [
  "policy",
]);

export function countRender(status: number): void {
  renders.inc({ status: String(status) });
}

export function countCachePolicy(cacheControl: string | null): void {
  cachePolicies.inc({ policy: (cacheControl && POLICY_NAMES.get(cacheControl)) || "other" });
}

/** The tools a visitor brings something to (the message checker, the tracking hand-off), by outcome only. */
const toolUses = counter("parcelhelp_tool_uses_total", "Uses of the site's tools, by outcome (never the content)", [
  "tool",
  "outcome",
]);

export function countToolUse(tool: "message-checker" | "tracking-reader" | "tracking", outcome: string): void {
  toolUses.inc({ tool, outcome });
}

/** Messages, complaints and applications: written to the outbox, and each delivery attempt's outcome. */
const messagesStored = counter("parcelhelp_messages_stored_total", "Messages written to the outbox, by kind", ["kind"]);
const messagesNotStored = counter(
  "parcelhelp_messages_not_stored_total",
  "Messages that could not be written (the visitor saw the failure message), by kind",
  ["kind"],
);
const deliveries = counter(
  "parcelhelp_message_deliveries_total",
  "Delivery attempts by transport and outcome (delivered, failed)",
  ["kind", "transport", "outcome"],
);

export function countMessageStored(kind: string, ok: boolean): void {
  (ok ? messagesStored : messagesNotStored).inc({ kind });
}

export function countDelivery(kind: string, transport: string, outcome: "delivered" | "failed"): void {
  deliveries.inc({ kind, transport, outcome });
}

/** The delivery queue, as the outbox's delivery worker last saw it (app/lib/forms/). */
let queue: { waiting: number; undeliverable: number; oldestAgeSeconds: number } | undefined;

export function reportQueue(state: { waiting: number; undeliverable: number; oldestWaitingAt?: number }): void {
  queue = {
    waiting: state.waiting,
    undeliverable: state.undeliverable,
    oldestAgeSeconds:
      state.oldestWaitingAt === undefined ? 0 : Math.max(0, (Date.now() - state.oldestWaitingAt) / 1000),
  };
}

gauge("parcelhelp_messages_waiting", "Messages stored and not yet delivered (retrying)", [], "sum", function () {
  this.set(queue?.waiting ?? 0);
});
gauge(
  "parcelhelp_messages_undeliverable",
  "Messages kept after the retry window without being delivered: read them from the outbox",
  [],
  "sum",
  function () {
    this.set(queue?.undeliverable ?? 0);
  },
);
gauge(
  "parcelhelp_message_queue_oldest_age_seconds",
  "Age of the oldest message still waiting for delivery (0: none waiting)",
  [],
  "max",
  function () {
    this.set(queue?.oldestAgeSeconds ?? 0);
  },
);

/** The answer service's circuit breaker: 0 closed, 1 half-open, 2 open (answers come from the stored ones). */
const BREAKER_VALUE = { closed: 0, "half-open": 1, open: 2 } as const;
const breaker = gauge(
  "parcelhelp_answer_breaker_state",
  "Answer service circuit breaker: 0 closed, 1 half-open, 2 open (stored answers shown)",
  [],
  "max",
);

export function reportBreaker(state: keyof typeof BREAKER_VALUE): void {
  breaker.set(BREAKER_VALUE[state]);
}

/** The readiness report at each scrape: ready, draining, and each check's state as a 0/1 series. */
const STATES = ["ok", "degraded", "failing", "off", "unknown"] as const;
let lastReport: Promise<ReadinessReport> | undefined;

/** One readiness report per scrape (its gauges ask within milliseconds of each other), whichever asks first. */
function currentReport(): Promise<ReadinessReport> {
  lastReport ??= readiness().finally(() => setTimeout(() => (lastReport = undefined), 250).unref());
  return lastReport;
}

gauge(
  "parcelhelp_ready",
  "1 when this instance can do the site's job (GET /readyz answers 200)",
  [],
  "min",
  async function () {
    this.set((await currentReport()).ready ? 1 : 0);
  },
);
gauge(
  "parcelhelp_draining",
  "1 while the drain file exists: /readyz answers 503 so a balancer takes the machine out",
  [],
  "max",
  async function () {
    this.set((await currentReport()).checks.drain?.state === "failing" ? 1 : 0);
  },
);
gauge(
  "parcelhelp_check",
  "Readiness checks (outbox, content, redis, answerService, email, drain): 1 for the state each is in",
  ["check", "state"],
  "max",
  async function () {
    const report = await currentReport();
    this.reset();
    for (const [check, { state }] of Object.entries(report.checks)) {
      for (const candidate of STATES) this.set({ check, state: candidate }, candidate === state ? 1 : 0);
    }
  },
);

/**
 * Start-up warnings and a Redis that writes to disk (configuration-warning, production only, as
 * logged): an alert fires while any is left.
 */
gauge(
  "parcelhelp_configuration_warnings",
  "Settings that are valid but probably wrong, as logged at start (configuration-warning)",
  [],
  "max",
  function () {
    this.set(process.env.NODE_ENV === "production" ? startupWarnings().length + redisWarnings().length : 0);
  },
);
