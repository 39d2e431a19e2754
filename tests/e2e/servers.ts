/**
 * The servers the browser tests run against (started by playwright.config.ts):
 * - DEFAULT_APP: no configuration at all, the embedded defaults (local answers, outbox).
 * - WIRED_APP: e-mail and answer services pointed at the fakes, behind a trusted proxy
 *   (tests pick their client address with X-Forwarded-For), the real rate limit.
 * - ANSWER_DOWN_APP: the answer service configured but unreachable.
 * E2E_PORT_BASE moves the whole set, so two checkouts can run their suites at once.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 3100);

export const DEFAULT_PORT = base;
export const WIRED_PORT = base + 1;
export const ANSWER_DOWN_PORT = base + 2;
export const FAKE_EMAIL_PORT = base + 10;
export const FAKE_ANSWER_PORT = base + 11;
/** Nothing ever listens here. */
export const CLOSED_PORT = base + 12;
/** Two instances sharing one Redis, started by production-server.spec.ts itself. */
export const SHARED_PORTS = [base + 20, base + 21] as const;
export const REDIS_PORT = base + 22;
/** Started by operations.spec.ts: `npm start`, a port held by the test, Redis and two apps for readiness. */
export const OPERATIONS_PORTS = {
  npmStart: base + 23,
  taken: base + 24,
  readiness: [base + 25, base + 26, base + 27],
} as const;
/** Started by hostile-requests.spec.ts: no configuration, and a TRUST_PROXY list without loopback. */
export const HOSTILE_PORTS = [base + 40, base + 41] as const;
/** redis-start.spec.ts: a Redis and an app of its own. */
export const REDIS_START_PORTS = [base + 42, base + 43] as const;
/** operations.spec.ts: an instance as the guide runs it, and its metrics listener. */
export const METRICS_TEST_PORTS = { app: base + 28, metrics: base + 29 } as const;
/** message-delivery.spec.ts: an app and the fake e-mail service it sends through (each project its own, +50). */
export const DELIVERY_PORTS = { app: base + 46, emailService: base + 47 } as const;
/** faq-view-count.spec.ts: an app whose view counts no other spec touches (each project its own, +1). */
export const VIEW_COUNT_PORT = base + 54;
/** answer-breaker.spec.ts: an app and the controllable answer service it calls. */
export const BREAKER_PORTS = { app: base + 44, answerService: base + 45 } as const;

/** tracking-help.spec.ts: an app with PARCELHELP_TODAY fixed, one per project (JavaScript on, off). */
export const READER_PORTS = { js: base + 60, "no-js": base + 61 } as const;
/** postal-calendar.spec.ts: an app per fixed date (PARCELHELP_TODAY), each project its own (+3). */
export const CALENDAR_PORTS = [base + 48, base + 49, base + 50] as const;

export const DEFAULT_APP = `http://127.0.0.1:${DEFAULT_PORT}`;
export const WIRED_APP = `http://127.0.0.1:${WIRED_PORT}`;
export const ANSWER_DOWN_APP = `http://127.0.0.1:${ANSWER_DOWN_PORT}`;
export const FAKE_EMAIL_URL = `http://127.0.0.1:${FAKE_EMAIL_PORT}`;
export const FAKE_ANSWER_URL = `http://127.0.0.1:${FAKE_ANSWER_PORT}`;
export const DEFAULT_OUTBOX = ".tmp/e2e/default/messages.jsonl";
export const WIRED_OUTBOX = ".tmp/e2e/wired/messages.jsonl";
