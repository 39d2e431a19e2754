import { isIP } from "node:net";

/**
 * In-memory sliding-window rate limits for the message-sending actions: a limit per
 * client and one for the whole site (so a botnet cannot flood the mailbox either).
 * Memory is bounded: each window keeps at most `limit` timestamps in a ring, and at most
 * `maxClients` clients are tracked (least recently seen are evicted first).
 */

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiterOptions {
  perClient: number;
  perClientWindowMs: number;
  globalPerHour: number;
  now?: () => number;
  /** Cap on tracked clients; the least recently seen are evicted. Default 10,000. */
  maxClients?: number;
}

export interface RateLimiter {
  /**
   * Counts one request when it is allowed. `null` means no trustworthy client key (no
   * trusted proxy, and the server gives the app no socket address): only the global cap
   * applies then, rather than lumping every visitor into one shared per-client bucket.
   */
  check(clientKey: string | null): RateLimitDecision;
  /** How many clients are tracked right now (for tests and metrics). */
  trackedClients(): number;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * The last `limit` allowed times in a ring buffer. A new event fits when fewer than
 * `limit` are stored or the oldest stored one has left the window: an exact sliding
 * window in O(1) time and O(limit) memory.
 */
class Window {
  private readonly times: number[] = [];
  private next = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Milliseconds until an event would fit; 0 when it fits now. */
  waitMs(now: number): number {
    if (this.times.length < this.limit) return 0;
    const oldest = this.times[this.next];
    return Math.max(0, oldest + this.windowMs - now);
  }

  record(now: number): void {
    if (this.times.length < this.limit) {
      this.times.push(now);
    } else {
      this.times[this.next] = now;
      this.next = (this.next + 1) % this.limit;
    }
  }

  /** True when every recorded event has left the window, so the entry can be dropped. */
  idle(now: number): boolean {
    const newest = this.times.length < this.limit ? this.times.at(-1) : this.times.at(this.next - 1);
    return newest === undefined || newest + this.windowMs <= now;
  }
}

function positiveInteger(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`${name} must be a positive integer, got ${value}`);
  return value;
}

function refusal(waitMs: number): RateLimitDecision {
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const perClient = positiveInteger("perClient", options.perClient);
  const windowMs = positiveInteger("perClientWindowMs", options.perClientWindowMs);
  const globalPerHour = positiveInteger("globalPerHour", options.globalPerHour);
  const maxClients = positiveInteger("maxClients", options.maxClients ?? 10_000);
  const now = options.now ?? Date.now;

  const global = new Window(globalPerHour, HOUR_MS);
  // Map iteration order is insertion order; re-inserting on use makes the first key
  // the least recently seen client.
  const clients = new Map<string, Window>();

  /** Drops idle clients from the least-recent end; amortised O(1) per check. */
  function prune(time: number) {
    for (const [key, window] of clients) {
      if (!window.idle(time)) break;
      clients.delete(key);
    }
  }

  return {
    check(clientKey) {
      const time = now();
      prune(time);

      if (clientKey === null) {
        const globalWaitMs = global.waitMs(time);
        if (globalWaitMs > 0) return refusal(globalWaitMs);
        global.record(time);
        return { allowed: true };
      }

      let client = clients.get(clientKey);
      const waitMs = Math.max(client?.waitMs(time) ?? 0, global.waitMs(time));
      if (waitMs > 0) return refusal(waitMs);

      // Only allowed requests count, so a client that keeps hammering is not locked out forever.
      if (client) {
        clients.delete(clientKey);
      } else {
        client = new Window(perClient, windowMs);
        while (clients.size >= maxClients) {
          const oldest = clients.keys().next();
          if (oldest.done) break;
          clients.delete(oldest.value);
        }
      }
      clients.set(clientKey, client);
      client.record(time);
      global.record(time);
      return { allowed: true };
    },
    trackedClients: () => clients.size,
  };
}

/**
 * The per-client key when one can be trusted: the first X-Forwarded-For address behind a
 * trusted proxy. Otherwise null, so the caller applies only the global cap (remix-serve
 * hands the app no socket address, and a client-supplied header proves nothing).
 */
export function trustedClientKey(request: Request, trustProxy: boolean): string | null {
  // The first entry is only trustworthy if the proxy replaces the header rather than
  // appending to one the client sent.
  if (!trustProxy) return null;
  const first = request.headers.get("x-forwarded-for")?.split(",")[0];
  return (first !== undefined && normaliseAddress(first)) || null;
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

  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1];
  const groups = expandIPv6(address);
  return `${groups.slice(0, 4).join(":")}::/64`;
}

/** Eight lower-case hex groups of a valid IPv6 address (as checked by isIP). */
function expandIPv6(address: string): string[] {
  let text = address.toLowerCase();
  // An embedded IPv4 tail becomes two hex groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number);
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill("0");
  return [...left, ...zeros, ...right].map((group) => group.replace(/^0+(?=.)/, ""));
}
