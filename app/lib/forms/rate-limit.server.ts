import cluster from "node:cluster";
import { isIP } from "node:net";
import type { Redis } from "ioredis";
import ipaddr from "ipaddr.js";
import { log } from "~/lib/log.server";
import {
  RateLimiterCluster,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";

/**
 * The rate limits of the message-sending actions and the message checker, with rate-limiter-flexible: a limit per
 * client and one for the whole site (so a botnet cannot flood the mailbox either). The site-wide
 * allowance keeps a fifth for clients who have sent nothing in their window: the clients already
 * sending cannot take it all and lock out everyone else for the rest of the hour (issue 30).
 * A body a form refused counts against the client's own limit only (countRefusal).
 * Where the counters live decides how far the limits hold:
 * - in this process's memory when it serves alone;
 * - in the primary process of a multi-process server (RateLimiterCluster), shared by its workers;
 * - in Redis when REDIS_URL is set, shared by every process on every machine; while Redis is
 *   unreachable, the counters above stand in (the limiter's insurance), so nothing fails.
 */

/**
 * `scope`: whose limit refused. "client": this client sent too much; "site": the whole site's
 * allowance for the hour is used up, whatever this client sent (the answer says the site is busy).
 */
export type RateLimitDecision =
  { allowed: true } | { allowed: false; retryAfterSeconds: number; scope: "client" | "site" };

export interface RateLimitOptions {
  perClient: number;
  perClientWindowMs: number;
  globalPerHour: number;
  /** Names the counters, so limits of different actions never share them ("limit" by default). */
  keyPrefix?: string;
}

export interface LimitStore {
  /** Shared counters across machines. */
  redis?: Redis;
  /** This process is a worker of node:cluster, whose primary keeps the counters. */
  inCluster?: boolean;
}

export interface RateLimiter {
  /**
   * Counts one attempt for the client (its normalised address) and for the site. `null`
   * means the address is unknown: only the site-wide limit applies then, rather than
   * lumping every visitor into one shared bucket. Never rejects.
   */
  consume(clientKey: string | null): Promise<RateLimitDecision>;
  /**
   * Counts a body the form refused (not a form, too large, outside the form's bounds) against the
   * client's own limit, never the site's: a client that keeps sending them is answered 429 (issue 30).
   */
  countRefusal(clientKey: string | null): Promise<RateLimitDecision>;
}

/** The part of the site-wide allowance only clients who have sent nothing in their window may use. */
const NEWCOMERS_SHARE = 1 / 5;

const HOUR_SECONDS = 60 * 60;

function positiveInteger(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`${name} must be a positive integer, got ${value}`);
  return value;
}

function counter(store: LimitStore, keyPrefix: string, points: number, duration: number): RateLimiterAbstract {
  const local = store.inCluster
    ? new RateLimiterCluster({ keyPrefix, points, duration, timeoutMs: 3000 })
    : new RateLimiterMemory({ keyPrefix, points, duration });
  if (!store.redis) return local;
  return new RateLimiterRedis({
    storeClient: store.redis,
    keyPrefix: `parcelhelp:${keyPrefix}`,
    points,
    duration,
    rejectIfRedisNotReady: true,
    insuranceLimiter: local,
  });
}

export function createRateLimiter(options: RateLimitOptions, store: LimitStore = {}): RateLimiter {
  positiveInteger("perClient", options.perClient);
  positiveInteger("globalPerHour", options.globalPerHour);
  const windowSeconds = positiveInteger("perClientWindowMs / 1000", Math.ceil(options.perClientWindowMs / 1000));
  const prefix = options.keyPrefix ?? "limit";
  const perClient = counter(store, `${prefix}:client`, options.perClient, windowSeconds);
  const site = counter(store, `${prefix}:site`, options.globalPerHour, HOUR_SECONDS);
  // What clients already sending in their window may fill of the site's hour.
  const sharedBySenders = options.globalPerHour - Math.floor(options.globalPerHour * NEWCOMERS_SHARE);

  return {
    async consume(clientKey) {
      // An unknown client cannot be told from a newcomer: it may use the whole allowance.
      let sender = false;
      if (clientKey !== null) {
        const client = await attempt(perClient, clientKey);
        if (!client.allowed) return refusal(client, "client");
        sender = client.consumed > 1;
      }
      const hour = await attempt(site, "all");
      const full = !hour.allowed || (sender && hour.consumed > sharedBySenders);
      if (!full) return { allowed: true };
      // Not sent, so it counts for neither: the site's point (when taken) and the client's go back.
      if (hour.allowed) await site.reward("all").catch(() => undefined);
      if (clientKey !== null) await perClient.reward(clientKey).catch(() => undefined);
      return refusal(hour, "site");
    },
    async countRefusal(clientKey) {
      if (clientKey === null) return { allowed: true };
      const client = await attempt(perClient, clientKey);
      return client.allowed ? { allowed: true } : refusal(client, "client");
    },
  };
}

interface Attempt {
  allowed: boolean;
  /** Points used in the window, this attempt included. */
  consumed: number;
  msBeforeNext: number;
}

/** One point taken (or refused) from the counter. A store failure lets the message through. */
async function attempt(limiter: RateLimiterAbstract, key: string): Promise<Attempt> {
  try {
    const { consumedPoints, msBeforeNext } = await limiter.consume(key);
    return { allowed: true, consumed: consumedPoints, msBeforeNext };
  } catch (outcome) {
    if (outcome instanceof RateLimiterRes) {
      return { allowed: false, consumed: outcome.consumedPoints, msBeforeNext: outcome.msBeforeNext };
    }
    log.error({ event: "rate-limit-store-error", error: String(outcome) }, "the rate-limit store failed; let through");
    return { allowed: true, consumed: 0, msBeforeNext: 0 };
  }
}

function refusal({ msBeforeNext }: Attempt, scope: "client" | "site"): RateLimitDecision {
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)), scope };
}

/** Where this process keeps its counters, from the configuration and the process model. */
export function limitStore(redis: Redis | undefined): LimitStore {
  return { redis, inCluster: cluster.isWorker };
}

/** The client's key for the limits: its address as the server saw it (see server/index.mjs). */
export function clientKeyFor(clientAddress: string | null | undefined): string | null {
  return (clientAddress && normaliseAddress(clientAddress)) || null;
}

/** Canonical form of an address; undefined when it is not an IP address at all. */
export function normaliseAddress(raw: string): string | undefined {
  let address = raw.trim();
  // "[v6]:port", "v4:port" (some proxies add the port), and zone ids ("fe80::1%eth0").
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(":"));
  address = address.replace(/%.*$/, "");

  const version = isIP(address);
  if (version === 4) return address;
  if (version !== 6) return undefined;

  const ipv6 = ipaddr.IPv6.parse(hexTail(address));
  // Any spelling of an IPv4-mapped address ("::ffff:192.0.2.5", "::ffff:c000:205") is that IPv4 client.
  if (ipv6.isIPv4MappedAddress()) return ipv6.toIPv4Address().toString();
  // One key per /64: a single subscriber usually holds a whole /64.
  return `${ipv6.parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(":")}::/64`;
}

/**
 * The address with a dotted IPv4 tail spelled as two hex groups: ipaddr.js 1.9 reads such a tail
 * only after a leading "::" and refuses "64:ff9b::192.0.2.1" (NAT64), which isIP accepts.
 */
function hexTail(address: string): string {
  const tail = /\d+\.\d+\.\d+\.\d+$/.exec(address);
  if (!tail) return address;
  const [a, b, c, d] = ipaddr.IPv4.parse(tail[0]).toByteArray();
  return `${address.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
}

/**
 * Messages already sent, by their digest (a SHA-256 of the kind and everything the message
 * carries), for a day: a reload, or Back and the same form sent again, finds its digest here
 * and is thanked without a second send (docs/decisions/012-one-message-flow.md, issue 23). The
 * counters live where the limits' do (memory, the cluster's primary, Redis); a store failure
 * lets the message through, as the limits do.
 */
export interface SentMessages {
  /** True the first time a digest is claimed within the day; false for a repeat. */
  claim(digest: string): Promise<boolean>;
  /** Forgets a claim whose message could not be delivered, so trying again is not a repeat. */
  release(digest: string): Promise<void>;
}

const DAY_SECONDS = 24 * HOUR_SECONDS;

export function createSentMessages(store: LimitStore = {}): SentMessages {
  const sent = counter(store, "sent", 1, DAY_SECONDS);
  return {
    async claim(digest) {
      return (await attempt(sent, digest)).allowed;
    },
    async release(digest) {
      await sent.delete(digest).catch(() => undefined);
    },
  };
}
