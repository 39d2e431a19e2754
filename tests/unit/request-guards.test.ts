import { describe, expect, it } from "vitest";
import { isValidHost } from "../../server/request-guards.mjs";
import { describePeer } from "../../server/trust-proxy.mjs";

describe("isValidHost", () => {
  it("accepts what a browser or a proxy sends", () => {
    for (const host of ["example.com", "help.example.com:8080", "127.0.0.1:3000", "[::1]", "[::1]:3000", "LOCALHOST"]) {
      expect(isValidHost(host), host).toBe(true);
    }
  });

  it("refuses what no URL can be built from (the probes of issue 23)", () => {
    for (const host of [
      "evil.example:99999",
      "user@evil.example",
      "[::1",
      "[::g]",
      "a b",
      "",
      "a/b",
      "a:1:2",
      "é.example",
    ]) {
      expect(isValidHost(host), host).toBe(false);
    }
  });
});

describe("describePeer", () => {
  it("names a private-network peer (likely the proxy to list) and never a public one (likely a visitor)", () => {
    expect(describePeer("10.1.2.3")).toBe("10.1.2.3");
    expect(describePeer("::ffff:192.168.1.9")).toBe("192.168.1.9");
    expect(describePeer("fd00::1")).toBe("fd00::1");
    expect(describePeer("203.0.113.7")).toBe("a public ipv4 address");
    expect(describePeer("2001:db8::1")).toBe("a public ipv6 address");
    expect(describePeer(undefined)).toBe("unknown");
  });
});
