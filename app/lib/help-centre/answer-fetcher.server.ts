/**
 * Server-side client for the answer-generation service (docs/product.md §D4).
 *
 * One upstream call per distinct prompt: successful answers are cached (LRU bounded
 * in entries and bytes, with a time-to-live) and concurrent requests for the same prompt share one
 * in-flight call, so neither visitors nor crawlers can trigger repeat paid calls.
 *
 * A failing service cannot slow pages down (issue 37):
 * - a failed prompt is remembered for `failureMemoryMs` (a minute): its page shows the stored answer
 *   at once instead of waiting out the timeout again on every view;
 * - a circuit breaker (opossum) around the upstream call opens after `breaker.failures` failures in
 *   its window (more than half of the calls): while open, every prompt gets the stored answer at
 *   once; after `breaker.resetMs` one call is let through, and its success closes the breaker.
 * Both answers are `{ ok: false, skipped }`: the caller shows the stored answer as for a failure,
 * without logging each page (the breaker's own changes are logged once each).
 */
import { createHash } from "node:crypto";
import type { Redis } from "ioredis";
import CircuitBreaker from "opossum";
import { z } from "zod";
import type { Language } from "~/i18n/languages";
import { log as appLog, type EventLog } from "~/lib/log.server";
import { createTextCache } from "~/lib/text-cache.server";
import { recordServiceOutcome } from "~/lib/service-state.server";

/** `skipped`: no call was made, because this prompt failed moments ago or the breaker is open. */
export type AnswerResult = { ok: true; text: string } | { ok: false; skipped?: "recent-failure" | "circuit-open" };

export type AnswerClientLogger = Pick<EventLog, "error"> & Partial<Pick<EventLog, "warn" | "info">>;

export type BreakerState = "closed" | "open" | "half-open";

export type BreakerOptions = {
  /** Failures within `windowMs` (and more than half of the calls) that open the breaker. */
  failures: number;
  windowMs: number;
  /** How long the breaker stays open before one call is let through to test the service. */
  resetMs: number;
};

export const DEFAULT_BREAKER: BreakerOptions = { failures: 3, windowMs: 60_000, resetMs: 30_000 };
/** How long one prompt's failure is remembered. */
export const DEFAULT_FAILURE_MEMORY_MS = 60_000;

/**
 * Where successful answers are kept. The default is this process's memory; with REDIS_URL
 * every process and machine shares one cache, so a prompt is paid for once in total.
 * A store that fails is treated as a miss: the visitor still gets an answer.
 */
export type AnswerStore = {
  get(prompt: string): Promise<string | undefined>;
  set(prompt: string, text: string, ttlMs: number): Promise<void>;
};

export type AnswerClientOptions = {
  /** Shared cache in front of the in-memory one (see redisAnswerStore). */
  store?: AnswerStore;
  baseUrl: string;
  timeoutMs?: number;
  cacheSize?: number;
  /** Budget of the in-memory cache: prompts and answers are text the service chooses the length of. */
  cacheBytes?: number;
  ttlMs?: number;
  fetchImpl?: typeof fetch;
  log?: AnswerClientLogger;
  /** Clock for the cache TTL and the failure memory; injectable for tests. */
  now?: () => number;
  breaker?: BreakerOptions;
  failureMemoryMs?: number;
  /** Told every change of the breaker's state (the metrics, app/lib/metrics.server.ts). */
  onBreakerChange?: (state: BreakerState) => void;
};

export type AnswerClient = {
  getAnswer(prompt: string): Promise<AnswerResult>;
  breakerState(): BreakerState;
};

/** Thrown inside the breaker so that it counts the failure; already logged by then. */
class UpstreamFailure extends Error {}

const answerReplySchema = z.object({ text: z.string().min(1) });

type FailureDetails = { status: number } | { reason: string };

export function createAnswerClient({
  baseUrl,
  timeoutMs = 8000,
  cacheSize = 500,
  // Prompts are ~600 characters and answers a short post: 500 of them stay under 4 MB.
  cacheBytes = 4 * 1024 * 1024,
  ttlMs = 6 * 60 * 60 * 1000,
  fetchImpl = fetch,
  log = appLog,
  now = Date.now,
  store,
  breaker: breakerOptions = DEFAULT_BREAKER,
  failureMemoryMs = DEFAULT_FAILURE_MEMORY_MS,
  onBreakerChange,
}: AnswerClientOptions): AnswerClient {
  const endpoint = `${baseUrl.replace(/\/+$/, "")}/generate`;
  // One oversized answer is served but not kept, so it cannot push out the rest.
  const cache = createTextCache({
    maxEntries: cacheSize,
    maxBytes: cacheBytes,
    maxEntryBytes: cacheBytes / 8,
    ttlMs,
    now,
  });
  const inFlight = new Map<string, Promise<AnswerResult>>();
  // Prompts that failed lately, by prompt: when. Bounded like the answers; a prompt is ~600 characters.
  const recentFailures = new Map<string, number>();
  const MAX_REMEMBERED_FAILURES = 1000;

  async function callUpstream(prompt: string): Promise<AnswerResult> {
    const fail = (details: FailureDetails): AnswerResult => {
      log.error({ event: "answer-service-failed", ...details }, "answer service failed");
      recordServiceOutcome("answerService", false, "status" in details ? details.status : details.reason);
      return { ok: false };
    };

    let response: Response;
    try {
      response = await fetchImpl(endpoint, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ prompt }),
        signal: AbortSignal.timeout(timeoutMs),
        // A redirect (to plain http, to another host) is a failure like any other status: the
        // prompt goes to ANSWER_SERVICE_URL and nowhere else (issue 30).
        redirect: "manual",
      });
    } catch (error) {
      return fail({ reason: isTimeout(error) ? "timeout" : "network" });
    }

    if (!response.ok) {
      // Drain the body so the connection can be reused.
      await response.body?.cancel().catch(() => undefined);
      return fail({ status: response.status });
    }

    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      // The timeout also covers a body that arrives too slowly.
      return fail({ reason: isTimeout(error) ? "timeout" : "invalid-json" });
    }

    const parsed = answerReplySchema.safeParse(body);
    if (!parsed.success) return fail({ reason: "invalid-response" });
    recordServiceOutcome("answerService", true);
    return { ok: true, text: parsed.data.text };
  }

  const breaker = new CircuitBreaker(
    async (prompt: string) => {
      const result = await callUpstream(prompt);
      if (!result.ok) throw new UpstreamFailure("answer service failed");
      return result.text;
    },
    {
      // The fetch has its own timeout (and aborts the request); the breaker only counts.
      timeout: false,
      volumeThreshold: breakerOptions.failures,
      errorThresholdPercentage: 50,
      rollingCountTimeout: breakerOptions.windowMs,
      resetTimeout: breakerOptions.resetMs,
    },
  );
  let state: BreakerState = "closed";
  const changeTo = (next: BreakerState) => {
    state = next;
    onBreakerChange?.(next);
  };
  breaker.on("open", () => {
    changeTo("open");
    log.warn?.(
      { event: "answer-service-breaker-open", resetMs: breakerOptions.resetMs },
      "answer service failing: stored answers are shown at once until it recovers",
    );
  });
  breaker.on("halfOpen", () => changeTo("half-open"));
  breaker.on("close", () => {
    changeTo("closed");
    log.info?.({ event: "answer-service-breaker-closed" }, "answer service answering again");
  });

  function failedLately(prompt: string): boolean {
    const at = recentFailures.get(prompt);
    if (at === undefined) return false;
    if (now() - at < failureMemoryMs) return true;
    recentFailures.delete(prompt);
    return false;
  }

  function rememberFailure(prompt: string) {
    recentFailures.delete(prompt);
    // Oldest first (insertion order): past the bound, the oldest is forgotten.
    if (recentFailures.size >= MAX_REMEMBERED_FAILURES) recentFailures.delete(recentFailures.keys().next().value!);
    recentFailures.set(prompt, now());
  }

  async function viaBreaker(prompt: string): Promise<AnswerResult> {
    if (failedLately(prompt)) return { ok: false, skipped: "recent-failure" };
    try {
      return { ok: true, text: await breaker.fire(prompt) };
    } catch (error) {
      if (CircuitBreaker.isOurError(error as Error)) return { ok: false, skipped: "circuit-open" };
      rememberFailure(prompt);
      return { ok: false };
    }
  }

  async function readStore(prompt: string): Promise<string | undefined> {
    if (!store) return undefined;
    return store.get(prompt).catch(() => undefined);
  }

  return {
    getAnswer(prompt: string): Promise<AnswerResult> {
      const cached = cache.get(prompt);
      if (cached !== undefined) return Promise.resolve({ ok: true, text: cached });

      const pending = inFlight.get(prompt);
      if (pending) return pending;

      const call = readStore(prompt)
        .then((shared) =>
          shared !== undefined
            ? { ok: true as const, text: shared }
            : viaBreaker(prompt).then(async (result) => {
                if (result.ok) await store?.set(prompt, result.text, ttlMs).catch(() => undefined);
                return result;
              }),
        )
        .then((result) => {
          if (result.ok) cache.set(prompt, result.text);
          return result;
        })
        // Callers render a fallback on { ok: false }; they never need a try/catch.
        .catch((): AnswerResult => ({ ok: false }))
        .finally(() => inFlight.delete(prompt));
      inFlight.set(prompt, call);
      return call;
    },
    breakerState: () => state,
  };
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
}

/** What the prompt adds for a page in another language than English (English asks as it always did). */
const LANGUAGE_INSTRUCTIONS: Partial<Record<Language, string>> = {
  es: 'Write the whole answer in Spanish, the neutral Spanish of the United States, addressing the reader as "usted". Keep USPS service names as USPS writes them in Spanish (Priority Mail, Informed Delivery, Certified Mail).',
};

/**
 * The prompt sent for an FAQ article (docs/product.md §S7), voiced as an independent help
 * center rather than the postal service (docs/product.md §D1), in the page's language.
 */
export function buildAnswerPrompt(articleTitle: string, language: Language = "en"): string {
  // The title is our own data, but keep it on one line so it cannot reshape the prompt.
  const question = articleTitle.replace(/\s+/g, " ").trim();
  const languageInstruction = LANGUAGE_INSTRUCTIONS[language];
  return [
    "You write for an independent parcel-tracking help center. The help center is not affiliated with USPS or any other postal service or carrier: never speak as USPS, never say 'we' for the postal service, and point readers to the carrier's official website or customer service for anything about their own shipment.",
    `Answer the question "${question}" as a short blog post with a brief introduction, the key points as a bulleted list, and a short conclusion.`,
    "Return text only: no images, no HTML and no links other than official carrier pages.",
    ...(languageInstruction ? [languageInstruction] : []),
  ].join("\n\n");
}

/** The answer cache in Redis: one key per prompt (hashed), expiring with the TTL. */
export function redisAnswerStore(redis: Redis): AnswerStore {
  const key = (prompt: string) => `parcelhelp:answer:${createHash("sha256").update(prompt).digest("hex")}`;
  return {
    async get(prompt) {
      return (await redis.get(key(prompt))) ?? undefined;
    },
    async set(prompt, text, ttlMs) {
      await redis.set(key(prompt), text, "PX", ttlMs);
    },
  };
}
