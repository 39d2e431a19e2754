import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createRateLimiter, normaliseAddress, trustedClientKey } from "~/lib/forms/rate-limit.server";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function clock(start = 1_000_000) {
  let time = start;
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe("createRateLimiter", () => {
  it("allows perClient requests per window, then refuses with the time until the oldest expires", () => {
    const c = clock();
    const limiter = createRateLimiter({ perClient: 3, perClientWindowMs: 10 * MINUTE, globalPerHour: 100, now: c.now });

    expect(limiter.check("a")).toEqual({ allowed: true });
    c.advance(MINUTE);
    expect(limiter.check("a")).toEqual({ allowed: true });
    expect(limiter.check("a")).toEqual({ allowed: true });
    // The first request was 1 minute ago, so it leaves the 10-minute window in 9 minutes.
    expect(limiter.check("a")).toEqual({ allowed: false, retryAfterSeconds: 9 * 60 });
    // Other clients are unaffected.
    expect(limiter.check("b")).toEqual({ allowed: true });
  });

  it("is a sliding window: each slot frees exactly when its request is windowMs old", () => {
    const c = clock();
    const limiter = createRateLimiter({ perClient: 2, perClientWindowMs: 1000, globalPerHour: 100, now: c.now });
    limiter.check("a"); // t=0
    c.advance(400);
    limiter.check("a"); // t=400
    c.advance(599); // t=999
    expect(limiter.check("a")).toEqual({ allowed: false, retryAfterSeconds: 1 });
    c.advance(1); // t=1000: the first has left
    expect(limiter.check("a")).toEqual({ allowed: true });
    expect(limiter.check("a").allowed).toBe(false); // t=400 still inside
    c.advance(400); // t=1400
    expect(limiter.check("a")).toEqual({ allowed: true });
  });

  it("counts only allowed requests, so hammering does not extend the lock-out", () => {
    const c = clock();
    const limiter = createRateLimiter({ perClient: 1, perClientWindowMs: 60_000, globalPerHour: 100, now: c.now });
    expect(limiter.check("a").allowed).toBe(true);
    for (let i = 0; i < 50; i += 1) {
      c.advance(1000);
      expect(limiter.check("a").allowed).toBe(false);
    }
    c.advance(10_000); // 60 s after the one allowed request
    expect(limiter.check("a").allowed).toBe(true);
  });

  it("caps the whole site per hour, across clients", () => {
    const c = clock();
    const limiter = createRateLimiter({ perClient: 5, perClientWindowMs: MINUTE, globalPerHour: 3, now: c.now });
    expect(limiter.check("a").allowed).toBe(true);
    c.advance(10 * MINUTE);
    expect(limiter.check("b").allowed).toBe(true);
    expect(limiter.check("c").allowed).toBe(true);
    expect(limiter.check("d")).toEqual({ allowed: false, retryAfterSeconds: 50 * 60 });
    // A refused request does not count for the client either.
    c.advance(50 * MINUTE);
    expect(limiter.check("d")).toEqual({ allowed: true });
    expect(limiter.check("e").allowed).toBe(false);
  });

  it("reports the longer wait when both limits refuse", () => {
    const c = clock();
    const limiter = createRateLimiter({ perClient: 1, perClientWindowMs: MINUTE, globalPerHour: 1, now: c.now });
    expect(limiter.check("a").allowed).toBe(true);
    expect(limiter.check("a")).toEqual({ allowed: false, retryAfterSeconds: 3600 });
  });

  it("rounds retryAfter up and never below 1 second", () => {
    const c = clock();
    const limiter = createRateLimiter({ perClient: 1, perClientWindowMs: 1500, globalPerHour: 100, now: c.now });
    limiter.check("a");
    expect(limiter.check("a")).toEqual({ allowed: false, retryAfterSeconds: 2 });
    c.advance(1499);
    expect(limiter.check("a")).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it("bounds memory: at most maxClients are tracked, the least recently seen go first", () => {
    const c = clock();
    const limiter = createRateLimiter({
      perClient: 1,
      perClientWindowMs: HOUR,
      globalPerHour: 1_000_000,
      maxClients: 100,
      now: c.now,
    });
    for (let i = 0; i < 1000; i += 1) expect(limiter.check(`client-${i}`).allowed).toBe(true);
    expect(limiter.trackedClients()).toBe(100);
    // The newest are still limited; an evicted one starts afresh.
    expect(limiter.check("client-999").allowed).toBe(false);
    expect(limiter.check("client-0").allowed).toBe(true);
  });

  it("defaults to tracking at most 10,000 clients", () => {
    const limiter = createRateLimiter({ perClient: 1, perClientWindowMs: HOUR, globalPerHour: 1_000_000 });
    for (let i = 0; i < 12_000; i += 1) limiter.check(`10.0.${i >> 8}.${i & 255}`);
    expect(limiter.trackedClients()).toBe(10_000);
  });

  it("forgets clients whose requests have all left the window", () => {
    const c = clock();
    const limiter = createRateLimiter({ perClient: 2, perClientWindowMs: MINUTE, globalPerHour: 1000, now: c.now });
    for (let i = 0; i < 50; i += 1) limiter.check(`old-${i}`);
    expect(limiter.trackedClients()).toBe(50);
    c.advance(MINUTE);
    limiter.check("new");
    expect(limiter.trackedClients()).toBe(1);
  });

  it("rejects nonsense options", () => {
    expect(() => createRateLimiter({ perClient: 0, perClientWindowMs: 1, globalPerHour: 1 })).toThrow(RangeError);
    expect(() => createRateLimiter({ perClient: 1, perClientWindowMs: 1.5, globalPerHour: 1 })).toThrow(RangeError);
    expect(() => createRateLimiter({ perClient: 1, perClientWindowMs: 1, globalPerHour: Number.NaN })).toThrow(
      RangeError,
    );
  });

  it("never lets more than perClient through in any window (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 5000 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 2000 }), fc.constantFrom("a", "b")), { maxLength: 200 }),
        (perClient, windowMs, steps) => {
          const c = clock(0);
          const limiter = createRateLimiter({ perClient, perClientWindowMs: windowMs, globalPerHour: 1e6, now: c.now });
          const allowed: Record<string, number[]> = { a: [], b: [] };
          for (const [delta, key] of steps) {
            c.advance(delta);
            const decision = limiter.check(key);
            const t = c.now();
            const recent = allowed[key].filter((time) => time > t - windowMs).length;
            // Allowed exactly when fewer than perClient were allowed inside the window.
            expect(decision.allowed).toBe(recent < perClient);
            if (decision.allowed) allowed[key].push(t);
          }
        },
      ),
    );
  });
});

describe("normaliseAddress", () => {
  it("normalises addresses: ports, IPv4-mapped IPv6, and IPv6 grouped by /64", () => {
    expect(normaliseAddress("203.0.113.7:51234")).toBe("203.0.113.7");
    expect(normaliseAddress("::ffff:192.0.2.5")).toBe("192.0.2.5");
    expect(normaliseAddress("[2001:db8:1:2::abcd]:443")).toBe("2001:db8:1:2::/64");
    // Two addresses of one /64 share a key; another /64 does not.
    expect(normaliseAddress("2001:0DB8:0001:0002:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(normaliseAddress("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(normaliseAddress("::1")).toBe("0:0:0:0::/64");
    expect(normaliseAddress("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(normaliseAddress("64:ff9b::192.0.2.1")).toBe("64:ff9b:0:0::/64");
    expect(normaliseAddress("hello")).toBeUndefined();
    expect(normaliseAddress("999.1.1.1")).toBeUndefined();
  });
});

describe("requests without a trustworthy client key", () => {
  it("count only against the global cap, never against a shared per-client bucket", () => {
    const c = clock();
    const limiter = createRateLimiter({ perClient: 2, perClientWindowMs: 10 * MINUTE, globalPerHour: 5, now: c.now });
    // More than perClient anonymous requests pass: they are different visitors.
    for (let i = 0; i < 5; i += 1) expect(limiter.check(null)).toEqual({ allowed: true });
    expect(limiter.check(null)).toEqual({ allowed: false, retryAfterSeconds: 3600 });
    // The global cap is shared with keyed clients too.
    expect(limiter.check("a").allowed).toBe(false);
    expect(limiter.trackedClients()).toBe(0);
    c.advance(HOUR);
    expect(limiter.check(null)).toEqual({ allowed: true });
  });

  it("use up the global cap that keyed clients share", () => {
    const c = clock();
    const limiter = createRateLimiter({ perClient: 5, perClientWindowMs: 10 * MINUTE, globalPerHour: 3, now: c.now });
    limiter.check("a");
    limiter.check(null);
    limiter.check(null);
    expect(limiter.check("b").allowed).toBe(false);
  });
});

describe("trustedClientKey", () => {
  const request = (headers: Record<string, string> = {}) => new Request("http://localhost/contact", { headers });

  it("is the first forwarded address behind a trusted proxy, normalised", () => {
    expect(trustedClientKey(request({ "x-forwarded-for": "203.0.113.7, 10.0.0.1" }), true)).toBe("203.0.113.7");
    expect(trustedClientKey(request({ "x-forwarded-for": " 198.51.100.2:51234 " }), true)).toBe("198.51.100.2");
    expect(trustedClientKey(request({ "x-forwarded-for": "[2001:db8:1:2::abcd]:443" }), true)).toBe("2001:db8:1:2::/64");
  });

  it("is null without a trusted proxy, or when the header is missing or not an address", () => {
    expect(trustedClientKey(request({ "x-forwarded-for": "203.0.113.7" }), false)).toBeNull();
    expect(trustedClientKey(request(), true)).toBeNull();
    expect(trustedClientKey(request({ "x-forwarded-for": "unknown" }), true)).toBeNull();
  });
});
