/**
 * Server-side client for the answer-generation service (docs/product.md §D4).
 *
 * One upstream call per distinct prompt: successful answers are cached (LRU bounded
 * in entries and bytes, with a time-to-live) and concurrent requests for the same prompt share one
 * in-flight call, so neither visitors nor crawlers can trigger repeat paid calls.
 * Failures are not cached, so a later visit can still get an answer.
 */
import { createHash } from "node:crypto";
import type { Redis } from "ioredis";
import { z } from "zod";
import type { Language } from "~/i18n/languages";
import { log as appLog, type EventLog } from "~/lib/log.server";
import { createTextCache } from "~/lib/text-cache.server";
import { recordServiceOutcome } from "~/lib/service-state.server";

export type AnswerResult = { ok: true; text: string } | { ok: false };

export type AnswerClientLogger = Pick<EventLog, "error">;

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
  /** Clock for the cache TTL; injectable for tests. */
  now?: () => number;
};

export type AnswerClient = {
  getAnswer(prompt: string): Promise<AnswerResult>;
};

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
            : callUpstream(prompt).then(async (result) => {
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
