import { describe, expect, it } from "vitest";
import { clientKeyFor, createRateLimiter, normaliseAddress } from "~/lib/forms/rate-limit.server";

const MINUTE = 60_000;

describe("createRateLimiter (in this process's memory)", () => {
  it("allows perClient messages per window, then refuses the next with the wait in seconds", async () => {
    const limiter = createRateLimiter({ perClient: 5, perClientWindowMs: 10 * MINUTE, globalPerHour: 100 });
    for (let i = 0; i < 5; i += 1) expect(await limiter.consume("203.0.113.1")).toEqual({ allowed: true });
    const sixth = await limiter.consume("203.0.113.1");
    expect(sixth.allowed).toBe(false);
    if (!sixth.allowed) {
      expect(sixth.retryAfterSeconds).toBeGreaterThan(590);
      expect(sixth.retryAfterSeconds).toBeLessThanOrEqual(600);
    }
    // Another client is not affected.
    expect(await limiter.consume("203.0.113.2")).toEqual({ allowed: true });
  });

  it("caps the whole site per hour, across clients, without spending a client's allowance", async () => {
    const limiter = createRateLimiter({ perClient: 2, perClientWindowMs: 10 * MINUTE, globalPerHour: 3 });
    expect((await limiter.consume("a")).allowed).toBe(true);
    expect((await limiter.consume("b")).allowed).toBe(true);
    expect((await limiter.consume("c")).allowed).toBe(true);
    const full = await limiter.consume("d");
    expect(full.allowed).toBe(false);
    if (!full.allowed) expect(full.retryAfterSeconds).toBeGreaterThan(3500);
    // "d" was refused by the site-wide cap, so its own allowance is intact.
    const fresh = createRateLimiter({ perClient: 2, perClientWindowMs: 10 * MINUTE, globalPerHour: 100 });
    expect((await fresh.consume("d")).allowed).toBe(true);
  });

  it("an unknown client counts only against the site-wide cap", async () => {
    const limiter = createRateLimiter({ perClient: 1, perClientWindowMs: 10 * MINUTE, globalPerHour: 3 });
    for (let i = 0; i < 3; i += 1) expect(await limiter.consume(null)).toEqual({ allowed: true });
    expect((await limiter.consume(null)).allowed).toBe(false);
    expect((await limiter.consume("a")).allowed).toBe(false);
  });

  it("rejects nonsense options", () => {
    expect(() => createRateLimiter({ perClient: 0, perClientWindowMs: MINUTE, globalPerHour: 1 })).toThrow(RangeError);
    expect(() => createRateLimiter({ perClient: 1, perClientWindowMs: MINUTE, globalPerHour: 1.5 })).toThrow(
      RangeError,
    );
  });
});

describe("normaliseAddress", () => {
  it("normalises addresses: ports, IPv4-mapped IPv6, and IPv6 grouped by /64", () => {
    expect(normaliseAddress("203.0.113.7:51234")).toBe("203.0.113.7");
    expect(normaliseAddress("::ffff:192.0.2.5")).toBe("192.0.2.5");
    expect(normaliseAddress("::ffff:c000:205")).toBe("192.0.2.5");
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

describe("clientKeyFor", () => {
  it("is the client's normalised address, or null when the server knows none", () => {
    expect(clientKeyFor("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKeyFor("2001:db8:1:2::abcd")).toBe("2001:db8:1:2::/64");
    expect(clientKeyFor(undefined)).toBeNull();
    expect(clientKeyFor(null)).toBeNull();
    expect(clientKeyFor("unknown")).toBeNull();
  });
});
