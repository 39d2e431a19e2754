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
 * client and one for the whole site (so a botnet cannot flood the mailbox either).
 * Where the counters live decides how far the limits hold:
 * - in this process's memory when it serves alone;
 * - in the primary process of a multi-process server (RateLimiterCluster), shared by its workers;
 * - in Redis when REDIS_URL is set, shared by every process on every machine; while Redis is
 *   unreachable, the counters above stand in (the limiter's insurance), so nothing fails.
 */

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

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
}

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

  return {
    async consume(clientKey) {
      if (clientKey !== null) {
        const refused = await attempt(perClient, clientKey);
        if (refused) return refused;
      }
      const refused = await attempt(site, "all");
      // The site was full: the client's attempt did not go out, so it does not count.
      if (refused && clientKey !== null) await perClient.reward(clientKey).catch(() => undefined);
      return refused ?? { allowed: true };
    },
  };
}

/** Undefined when allowed; the refusal otherwise. A store failure lets the message through. */
async function attempt(limiter: RateLimiterAbstract, key: string): Promise<RateLimitDecision | undefined> {
  try {
    await limiter.consume(key);
    return undefined;
  } catch (outcome) {
    if (outcome instanceof RateLimiterRes) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)) };
    }
    log.error({ event: "rate-limit-store-error", error: String(outcome) }, "the rate-limit store failed; let through");
    return undefined;
  }
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
      return (await attempt(sent, digest)) === undefined;
    },
    async release(digest) {
      await sent.delete(digest).catch(() => undefined);
    },
  };
}
