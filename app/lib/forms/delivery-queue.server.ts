import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { hostname } from "node:os";
import { dirname, join } from "node:path";
import { log as appLog, type EventLog } from "~/lib/log.server";
import { countDelivery, reportQueue } from "~/lib/metrics.server";
import { appendToOutbox } from "./outbox.server";

/**
 * Messages are never lost (docs/product.md §D10.3): every message is written to the outbox first
 * (the record is the message), and this queue e-mails it from that record with the configured
 * transport (SMTP or EmailJS), retrying with exponential backoff until it is delivered.
 *
 * State lives beside the outbox in `deliveries.jsonl`, one event per line in the outbox's own
 * record format (so the purge handles it like the outbox): `claim` (a process takes a record for
 * one attempt, until a time), `delivered`, `failed` (with the transport's status), and
 * `undeliverable` (reported once when the retry window has passed: the record stays, the log and
 * the metric say so, and attempts go on hourly until it is delivered or purged).
 *
 * Exactly once, as far as a network allows: several processes (instances, workers) share one
 * outbox; before each attempt a process appends a claim and re-reads the log, and only the first
 * live claim since the record's last failure sends. A process that dies between a send and its
 * `delivered` line leaves a claim that expires (`leaseMs`); the record is then sent again: at least
 * once. Each message carries its record's id (SMTP: the Message-ID, which mailboxes use to drop a
 * duplicate; EmailJS: the `messageId` template variable), so a repeat can be told.
 *
 * Each machine delivers its own outbox; a machine lost with its disk takes its undelivered
 * messages with it, unless its outbox is restored from a backup onto another machine's outbox
 * folder, where the queue picks them up (deploy/README.md, "Messages").
 */

/** An outbox record that is delivered by e-mail. */
export interface StoredMessage {
  id: string;
  time: string;
  kind: string;
  fields: Record<string, string>;
}

export type DeliveryOutcome = { ok: true } | { ok: false; status: number | string };

/** An e-mail transport: sends one stored message, never throws. */
export interface Transport {
  name: "smtp" | "emailjs";
  deliver(message: StoredMessage): Promise<DeliveryOutcome>;
}

export interface RetryPolicy {
  /** The wait after the first failure; each further failure doubles it, up to maxDelayMs. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** After this long undelivered a message is reported undeliverable (and still retried). */
  windowMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { firstDelayMs: 30_000, maxDelayMs: 60 * 60_000, windowMs: 24 * 60 * 60_000 };

/** Attempts at once, per process. */
const PARALLEL_ATTEMPTS = 4;

/** Kinds the queue e-mails; anything else in the outbox is not a message. */
const MESSAGE_KINDS = new Set(["contact", "complaint", "career"]);

export interface DeliveryQueueOptions {
  outboxPath: string;
  transport: Transport;
  retry?: RetryPolicy;
  /** How long one attempt may hold its claim: longer than the transport's own timeouts. */
  leaseMs: number;
  /** How often the outbox is looked at for messages that are due (their own, other processes'). */
  scanIntervalMs?: number;
  log?: EventLog;
  now?: () => number;
}

export interface QueueState {
  waiting: number;
  undeliverable: number;
  oldestWaitingAt?: number;
}

export interface DeliveryQueue {
  /** Look now (after a new message, or in tests). Resolves when this pass is over. */
  kick(): Promise<void>;
  start(): void;
  stop(): void;
  state(): QueueState;
}

/** The deliveries log of an outbox. */
export function deliveriesPath(outboxPath: string): string {
  return join(dirname(outboxPath), "deliveries.jsonl");
}

interface DeliveryEvent {
  of: string;
  event: "claim" | "delivered" | "failed" | "undeliverable";
  by?: string;
  until?: string;
  status?: string;
  transport?: string;
  at: number;
  /** Line order in the log: the order every process agrees on. */
  order: number;
}

interface History {
  delivered: boolean;
  failures: number;
  lastFailureAt?: number;
  reported: boolean;
  /** Claims since the last failure, in log order. */
  claims: DeliveryEvent[];
}

/** Reads a JSON Lines file; a missing file is empty, an unreadable line is skipped. */
async function readLines(path: string): Promise<Array<Record<string, unknown>>> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const lines: Array<Record<string, unknown>> = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "") continue;
    try {
      const value: unknown = JSON.parse(line);
      if (value && typeof value === "object" && !Array.isArray(value)) lines.push(value as Record<string, unknown>);
    } catch {
      // A line cut off by a failed write elsewhere: not ours to judge (the purge reports it).
    }
  }
  return lines;
}

function histories(lines: Array<Record<string, unknown>>): Map<string, History> {
  const byRecord = new Map<string, History>();
  lines.forEach((line, order) => {
    const fields = line.fields as Record<string, unknown> | undefined;
    if (line.kind !== "delivery" || !fields || typeof fields.of !== "string") return;
    const at = Date.parse(String(typeof fields.at === "string" ? fields.at : line.time));
    const event = { ...(fields as Omit<DeliveryEvent, "at" | "order">), at, order };
    let history = byRecord.get(event.of);
    if (!history) {
      history = { delivered: false, failures: 0, reported: false, claims: [] };
      byRecord.set(event.of, history);
    }
    if (event.event === "delivered") history.delivered = true;
    else if (event.event === "failed") {
      history.failures += 1;
      history.lastFailureAt = event.at;
      history.claims = [];
    } else if (event.event === "undeliverable") history.reported = true;
    else if (event.event === "claim") history.claims.push(event);
  });
  return byRecord;
}

function isStoredMessage(line: Record<string, unknown>): line is Record<string, unknown> & StoredMessage {
  return (
    typeof line.id === "string" &&
    typeof line.time === "string" &&
    typeof line.kind === "string" &&
    MESSAGE_KINDS.has(line.kind) &&
    typeof line.fields === "object" &&
    line.fields !== null
  );
}

export function createDeliveryQueue(options: DeliveryQueueOptions): DeliveryQueue {
  const { outboxPath, transport, leaseMs } = options;
  const retry = options.retry ?? DEFAULT_RETRY;
  const log = options.log ?? appLog;
  const now = options.now ?? Date.now;
  const scanIntervalMs = options.scanIntervalMs ?? 10_000;
  const deliveries = deliveriesPath(outboxPath);
  // Who claims: this process, across restarts told apart by a random part.
  const me = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let current: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let state: QueueState = { waiting: 0, undeliverable: 0 };

  // `at`: this queue's clock (the line's own `time` is the writer's; tests move this one).
  const record = (of: string, event: DeliveryEvent["event"], extra: Record<string, string> = {}) =>
    appendToOutbox(deliveries, {
      kind: "delivery",
      fields: { of, event, at: new Date(now()).toISOString(), ...extra },
    });

  const dueAt = (message: StoredMessage, history: History | undefined) => {
    // Never tried: at once.
    if (!history || history.failures === 0 || history.lastFailureAt === undefined) return Number.NEGATIVE_INFINITY;
    const delay = Math.min(retry.maxDelayMs, retry.firstDelayMs * 2 ** (history.failures - 1));
    return history.lastFailureAt + delay;
  };

  /** Whether this process holds the first live claim on the record. */
  async function claim(message: StoredMessage): Promise<boolean> {
    const until = new Date(now() + leaseMs).toISOString();
    await record(message.id, "claim", { by: me, until });
    const history = histories(await readLines(deliveries)).get(message.id);
    if (!history || history.delivered) return false;
    const live = history.claims.find((event) => event.until !== undefined && Date.parse(event.until) > now());
    return live?.by === me;
  }

  async function attempt(message: StoredMessage): Promise<void> {
    if (!(await claim(message))) return;
    const outcome = await transport.deliver(message).catch((error: unknown): DeliveryOutcome => ({
      ok: false,
      status: error instanceof Error ? error.name : "error",
    }));
    if (outcome.ok) {
      await record(message.id, "delivered", { transport: transport.name });
      countDelivery(message.kind, transport.name, "delivered");
      log.info(
        { event: "message-delivered", kind: message.kind, via: transport.name },
        `${message.kind} delivered by ${transport.name}`,
      );
      return;
    }
    await record(message.id, "failed", { transport: transport.name, status: String(outcome.status) });
    countDelivery(message.kind, transport.name, "failed");
    log.warn(
      { event: "message-delivery-failed", kind: message.kind, via: transport.name, status: outcome.status },
      `${message.kind} not delivered (${outcome.status}); kept in the outbox and retried`,
    );
  }

  async function pass(): Promise<void> {
    const [records, events] = await Promise.all([readLines(outboxPath), readLines(deliveries)]);
    const byRecord = histories(events);
    const waiting: StoredMessage[] = [];
    let undeliverable = 0;
    for (const line of records) {
      if (!isStoredMessage(line)) continue;
      const history = byRecord.get(line.id);
      if (history?.delivered) continue;
      waiting.push(line);
      if (now() - Date.parse(line.time) >= retry.windowMs) {
        undeliverable += 1;
        if (!history?.reported) {
          await record(line.id, "undeliverable", { transport: transport.name });
          log.error(
            { event: "message-undeliverable", kind: line.kind, via: transport.name, failures: history?.failures ?? 0 },
            `${line.kind} still not delivered after ${Math.round(retry.windowMs / 3_600_000)} h: kept in the outbox, retried hourly`,
          );
        }
      }
    }
    state = {
      waiting: waiting.length,
      undeliverable,
      oldestWaitingAt: waiting.length > 0 ? Math.min(...waiting.map((message) => Date.parse(message.time))) : undefined,
    };
    reportQueue(state);
    // Oldest first, a few at a time: one message a service refuses (or a slow answer) holds up no
    // other; each failure waits longer before its next try (dueAt), so a service that is down is
    // asked a little less each time, never in a loop.
    const due = waiting.filter((message) => {
      const history = byRecord.get(message.id);
      const live = history?.claims.some((event) => event.until !== undefined && Date.parse(event.until) > now());
      return !live && dueAt(message, history) <= now();
    });
    await Promise.all(
      Array.from({ length: Math.min(PARALLEL_ATTEMPTS, due.length) }, async () => {
        for (let next = due.shift(); next; next = due.shift()) await attempt(next);
      }),
    );
  }

  function kick(): Promise<void> {
    if (current) {
      // A pass is running: one more right after it, for what arrived meanwhile.
      again = true;
      return current;
    }
    current = (async () => {
      do {
        again = false;
        try {
          await pass();
        } catch (error) {
          log.error(
            { event: "delivery-queue-failed", error: error instanceof Error ? error.message : String(error) },
            "the delivery queue could not read the outbox; it tries again",
          );
        }
      } while (again);
    })().finally(() => {
      current = undefined;
    });
    return current;
  }

  return {
    kick,
    start() {
      if (timer) return;
      timer = setInterval(() => void kick(), scanIntervalMs);
      timer.unref();
      void kick();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
    state: () => state,
  };
}
