import { describe, expect, it } from "vitest";
import { LruCache } from "~/lib/lru-cache.server";

const text = (length: number) => "x".repeat(length);

describe("LruCache", () => {
  it("keeps at most maxEntries and evicts the least recently used", () => {
    const cache = new LruCache<string>({ maxEntries: 2, maxBytes: 1_000_000 });
    cache.set("a", "1");
    cache.set("b", "2");
    expect(cache.get("a")).toBe("1"); // a is now the most recent
    cache.set("c", "3"); // evicts b
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe("1");
    expect(cache.get("c")).toBe("3");
    expect(cache.size).toBe(2);
  });

  it("counts two bytes per character of key and value by default", () => {
    const cache = new LruCache<string>({ maxEntries: 10, maxBytes: 1_000_000 });
    cache.set("key", text(100));
    expect(cache.bytes).toBe(2 * 103);
    cache.set("key", text(10)); // replacing an entry does not count the old one
    expect(cache.bytes).toBe(2 * 13);
    cache.delete("key");
    expect(cache.bytes).toBe(0);
  });

  it("stays within maxBytes, however many entries would fit", () => {
    // Each entry is 2 * (2 + 98) = 200 bytes; 1,000 bytes hold five.
    const cache = new LruCache<string>({ maxEntries: 1000, maxBytes: 1000 });
    for (let i = 10; i < 60; i += 1) {
      cache.set(`k${i}`.slice(0, 2), text(98));
      cache.set(String(i), text(98));
      expect(cache.bytes).toBeLessThanOrEqual(1000);
    }
    expect(cache.size).toBe(5);
    expect(cache.get("59")).toBeDefined();
    expect(cache.get("10")).toBeUndefined();
  });

  it("does not keep an entry larger than maxEntryBytes, and keeps the others", () => {
    const cache = new LruCache<string>({ maxEntries: 10, maxBytes: 1000, maxEntryBytes: 300 });
    cache.set("small", text(10));
    expect(cache.set("big", text(200))).toBe(false);
    expect(cache.get("big")).toBeUndefined();
    expect(cache.get("small")).toBe(text(10));
    expect(cache.set("fits", text(140))).toBe(true);
  });

  it("treats entries older than ttlMs as misses and forgets them", () => {
    let now = 1_000;
    const cache = new LruCache<string>({ maxEntries: 10, maxBytes: 1000, ttlMs: 100, now: () => now });
    cache.set("a", "1");
    now += 99;
    expect(cache.get("a")).toBe("1");
    now += 1;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it("keeps nothing with maxEntries 0", () => {
    const cache = new LruCache<string>({ maxEntries: 0, maxBytes: 1000 });
    expect(cache.set("a", "1")).toBe(false);
    expect(cache.size).toBe(0);
  });

  it("stays bounded under many distinct keys", () => {
    const cache = new LruCache<string>({ maxEntries: 100, maxBytes: 10_000 });
    for (let i = 0; i < 10_000; i += 1) cache.set(`prompt ${i}`, text(i % 300));
    expect(cache.size).toBeLessThanOrEqual(100);
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
  });
});
