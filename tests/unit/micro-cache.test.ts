import { describe, expect, it } from "vitest";
import { MicroCache, parseCacheControl, sharedLifetime, varyNames } from "../../server/micro-cache.mjs";

const PAGE = "public, max-age=60, s-maxage=300, stale-while-revalidate=86400";

function response(cacheControl: string | null, extra: Record<string, string> = {}, body = "<p>page</p>") {
  const headers = new Headers(extra);
  if (cacheControl) headers.set("Cache-Control", cacheControl);
  headers.set("Content-Type", "text/html; charset=utf-8");
  return { status: 200, headers, body: Buffer.from(body) };
}

const noHeaders = () => undefined;

describe("parseCacheControl", () => {
  it("reads directives case-insensitively, with and without values", () => {
    const directives = parseCacheControl('Public, S-MaxAge=300, no-transform, community="x"');
    expect(directives.get("public")).toBe("");
    expect(directives.get("s-maxage")).toBe("300");
    expect(directives.has("no-transform")).toBe(true);
    expect(directives.get("community")).toBe("x");
  });
});

describe("sharedLifetime", () => {
  it("keeps a public page for s-maxage, and serves it stale for stale-while-revalidate", () => {
    expect(sharedLifetime(200, new Headers({ "Cache-Control": PAGE }))).toEqual({ freshMs: 300_000, staleMs: 86_400_000 });
  });

  it.each([
    ["no-store"],
    ["private, max-age=60"],
    ["public, no-cache, s-maxage=60"],
    ["public, max-age=60"], // browsers only: no s-maxage
    ["max-age=60, s-maxage=60"], // not explicitly public
    ["public, s-maxage=0"],
    ["public, s-maxage=abc"],
  ])("never stores %s", (cacheControl) => {
    expect(sharedLifetime(200, new Headers({ "Cache-Control": cacheControl }))).toBeNull();
  });

  it("never stores errors, cookies or responses varying on everything", () => {
    expect(sharedLifetime(404, new Headers({ "Cache-Control": PAGE }))).toBeNull();
    expect(sharedLifetime(500, new Headers({ "Cache-Control": PAGE }))).toBeNull();
    expect(sharedLifetime(200, new Headers({ "Cache-Control": PAGE, "Set-Cookie": "a=1" }))).toBeNull();
    expect(sharedLifetime(200, new Headers({ "Cache-Control": PAGE, Vary: "*" }))).toBeNull();
  });
});

describe("varyNames", () => {
  it("leaves out Accept-Encoding, which every entry covers itself", () => {
    expect(varyNames("Accept-Encoding, Accept-Language")).toEqual(["accept-language"]);
    expect(varyNames(null)).toEqual([]);
  });
});

describe("MicroCache", () => {
  it("serves a stored page fresh, then stale, then not at all", () => {
    let now = 1_000;
    const cache = new MicroCache({ maxBytes: 1 << 20, now: () => now });
    const url = "http://example.test/about";
    expect(cache.store(url, noHeaders, response("public, s-maxage=10, stale-while-revalidate=20"))).not.toBeNull();
    const key = cache.keyFor(url, noHeaders);
    expect(cache.lookup(key)?.fresh).toBe(true);
    now += 10_000;
    expect(cache.lookup(key)?.fresh).toBe(false);
    now += 20_000;
    expect(cache.lookup(key)).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it("refuses what may not be shared and remembers the URL as uncacheable for a while", () => {
    let now = 0;
    const cache = new MicroCache({ maxBytes: 1 << 20, now: () => now });
    const url = "http://example.test/";
    expect(cache.store(url, noHeaders, response("no-store"))).toBeNull();
    expect(cache.size).toBe(0);
    expect(cache.isKnownUncacheable(url)).toBe(true);
    now += 60_000;
    expect(cache.isKnownUncacheable(url)).toBe(false);
  });

  it("keeps headers that describe the page and drops those that describe one transfer", () => {
    const cache = new MicroCache({ maxBytes: 1 << 20 });
    const entry = cache.store(
      "http://example.test/a",
      noHeaders,
      response(PAGE, { "Content-Length": "11", Date: "x", Connection: "keep-alive", "Content-Security-Policy": "default-src 'self'" }),
    );
    const names = entry?.headers.map(([name]) => name);
    expect(names).toContain("content-security-policy");
    expect(names).toContain("cache-control");
    expect(names).not.toContain("content-length");
    expect(names).not.toContain("date");
    expect(names).not.toContain("connection");
    expect(entry?.etag).toMatch(/^W\/".+"$/);
  });

  it("keys on the headers a URL varies on", () => {
    const cache = new MicroCache({ maxBytes: 1 << 20 });
    const url = "http://example.test/privacy-policy";
    const english = (name: string) => (name === "accept-language" ? "en-US" : undefined);
    const german = (name: string) => (name === "accept-language" ? "de-DE" : undefined);
    cache.store(url, english, response(PAGE, { Vary: "Accept-Language" }, "US"));
    expect(cache.lookup(cache.keyFor(url, english))?.entry.body.toString()).toBe("US");
    expect(cache.lookup(cache.keyFor(url, german))).toBeUndefined();
    cache.store(url, german, response(PAGE, { Vary: "Accept-Language" }, "DE"));
    expect(cache.lookup(cache.keyFor(url, german))?.entry.body.toString()).toBe("DE");
    expect(cache.lookup(cache.keyFor(url, english))?.entry.body.toString()).toBe("US");
  });

  it("stays within its byte budget, dropping the least recently used first", () => {
    const body = "x".repeat(10_000);
    const cache = new MicroCache({ maxBytes: 100_000 });
    for (let i = 0; i < 20; i += 1) cache.store(`http://example.test/${i}`, noHeaders, response(PAGE, {}, body));
    expect(cache.bytes).toBeLessThanOrEqual(100_000);
    expect(cache.size).toBeLessThan(20);
    expect(cache.lookup("http://example.test/19")).toBeDefined();
    expect(cache.lookup("http://example.test/0")).toBeUndefined();
  });

  it("does not let one huge body push everything else out", () => {
    const cache = new MicroCache({ maxBytes: 100_000 });
    expect(cache.store("http://example.test/big", noHeaders, response(PAGE, {}, "x".repeat(50_000)))).toBeNull();
  });

  it("counts compressed copies against the budget and ignores copies for replaced entries", () => {
    const cache = new MicroCache({ maxBytes: 1 << 20 });
    const url = "http://example.test/a";
    const first = cache.store(url, noHeaders, response(PAGE));
    if (!first) throw new Error("not stored");
    const before = cache.bytes;
    cache.addEncoding(first, "gzip", Buffer.alloc(100));
    expect(cache.bytes).toBe(before + 100);
    const second = cache.store(url, noHeaders, response(PAGE));
    cache.addEncoding(first, "br", Buffer.alloc(100));
    expect(second?.encoded.br).toBeUndefined();
    expect(first.encoded.br).toBeUndefined();
  });
});
