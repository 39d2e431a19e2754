/**
 * The one Redis connection of a process, when REDIS_URL is set: limit counters and the
 * answer cache live there so they hold across processes and machines. Redis being down
 * never fails a request: callers fall back to this process's memory, and the outage is
 * logged once when it starts and once when it ends.
 */
import { Redis } from "ioredis";
import { getConfig } from "~/lib/config.server";
import { log, type EventLog } from "~/lib/log.server";

const CONNECT_TIMEOUT_MS = 2000;

let client: Redis | undefined;
/** Why the connection last failed ("ECONNREFUSED", "WRONGPASS", …), until it is ready again. */
let lastFailure: string | undefined;

export function getRedis(): Redis | undefined {
  const url = getConfig().redisUrl;
  if (!url) return undefined;
  if (!client) client = connect(url);
  return client;
}

function connect(url: string): Redis {
  const redis = new Redis(url, {
    // Fail fast while disconnected instead of queueing: the caller has a fallback.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: CONNECT_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 250, 5000),
  });
  let down = false;
  redis.on("error", (error: Error) => {
    lastFailure = failureCode(error);
    if (down) return;
    down = true;
    log.error(
      { event: "redis-unreachable", error: error.message, fallback: "this process's memory" },
      "Redis is unreachable; counters fall back to this process's memory",
    );
  });
  redis.on("ready", () => {
    lastFailure = undefined;
    if (!down) return;
    down = false;
    log.info({ event: "redis-reachable-again" }, "Redis is reachable again");
  });
  redis.once("ready", () => void checkPersistence(redis));
  return redis;
}

/**
 * Connects (when REDIS_URL is set) and resolves once the connection is ready or has failed, so a
 * server that awaits it before listening counts its first message in Redis, not in memory.
 * Never rejects: a failed connection means the in-memory fallback, as at any other time.
 */
export function connectRedis(): Promise<void> {
  const redis = getRedis();
  if (!redis || redis.status === "ready") return Promise.resolve();
  return new Promise((resolve) => {
    const settle = () => {
      redis.off("ready", settle);
      redis.off("error", settle);
      clearTimeout(timer);
      resolve();
    };
    // ioredis retries for ever; the first failure (or the connect timeout) is enough to start on memory.
    const timer = setTimeout(settle, CONNECT_TIMEOUT_MS + 500);
    redis.once("ready", settle);
    redis.once("error", settle);
  });
}

/** What the Redis this process reaches writes to disk, once checked (empty: nothing, or not known). */
let persistenceFound: string[] = [];

/**
 * The rate-limit keys hold client addresses (for minutes): a Redis that saves snapshots or an
 * append-only file would write them to disk, which the privacy policy says does not happen
 * (deploy/redis/parcelhelp.conf turns both off). Checked once per connection; a finding is a
 * configuration-warning, logged and counted in parcelhelp_configuration_warnings, so the alert on
 * it fires. A server that refuses CONFIG (managed Redis) is not checked (deploy/README.md).
 */
export async function checkPersistence(
  redis: Pick<Redis, "config">,
  logTo: Pick<EventLog, "warn"> = log,
): Promise<void> {
  try {
    persistenceFound = redisPersistence(await redis.config("GET", "save"), await redis.config("GET", "appendonly"));
  } catch {
    // CONFIG is refused or unknown here.
    return;
  }
  for (const warning of redisWarnings())
    logTo.warn({ event: "configuration-warning", persistence: persistenceFound }, warning);
}

/** The configuration warnings about the Redis this process reaches: its persistence, when found. */
export function redisWarnings(): string[] {
  if (persistenceFound.length === 0) return [];
  return [
    `Redis writes its data to disk (${persistenceFound.join(", ")}), and its rate-limit keys hold visitors' ` +
      'addresses, which the privacy policy says stay in memory: run it without persistence (save "" and ' +
      "appendonly no: deploy/redis/parcelhelp.conf, deploy/README.md section 2).",
  ];
}

/** What `CONFIG GET save` and `CONFIG GET appendonly` say is written to disk; empty when nothing. */
export function redisPersistence(save: unknown, appendonly: unknown): string[] {
  const value = (reply: unknown) => (Array.isArray(reply) && typeof reply[1] === "string" ? reply[1].trim() : "");
  const found: string[] = [];
  if (value(save) !== "") found.push(`snapshots (save ${value(save)})`);
  if (value(appendonly) === "yes") found.push("append-only file");
  return found;
}

/** A short reason with no address in it: the error code, or the reply's first word (NOAUTH, WRONGPASS). */
function failureCode(error: Error): string {
  const code = "code" in error && typeof error.code === "string" ? error.code : undefined;
  return code ?? /^[A-Z]{3,}\b/.exec(error.message)?.[0] ?? error.name;
}

/**
 * For the readiness check: "off" without REDIS_URL, else whether a PING is answered within
 * `timeoutMs`, and why not.
 */
export async function redisHealth(
  timeoutMs = 1000,
): Promise<{ state: "off" } | { state: "ok" | "failing"; reason?: string }> {
  const redis = getRedis();
  if (!redis) return { state: "off" };
  if (redis.status !== "ready") return { state: "failing", reason: lastFailure ?? redis.status };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(Object.assign(new Error("timeout"), { code: "timeout" })), timeoutMs);
  });
  try {
    await Promise.race([redis.ping(), timeout]);
    return { state: "ok" };
  } catch (error) {
    return { state: "failing", reason: error instanceof Error ? failureCode(error) : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

/** For tests and shutdown: close the connection. */
export async function closeRedis(): Promise<void> {
  const closing = client;
  client = undefined;
  await closing?.quit().catch(() => closing.disconnect());
}
