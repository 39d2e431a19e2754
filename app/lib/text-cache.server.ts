/**
 * The per-process caches of rendered and generated text (markdown rendering, the answer
 * service's replies) are the `lru-cache` package, set up here once so both count size the same
 * way: bounded by entry count and by bytes, so they grow neither with traffic nor with what an
 * upstream service sends.
 */
import { LRUCache } from "lru-cache";

export type TextCacheOptions = {
  maxEntries: number;
  /** Budget for the sum of the entries' sizes (two bytes per character of key and value, V8's worst case). */
  maxBytes: number;
  /** Larger entries are not kept at all, so one of them cannot empty the cache. Default: maxBytes. */
  maxEntryBytes?: number;
  /** Entries older than this are misses. Default: no expiry. */
  ttlMs?: number;
  /** Clock for the time-to-live (milliseconds); injectable for tests. Default: performance.now. */
  now?: () => number;
};

export type TextCache = LRUCache<string, string>;

export function createTextCache({
  maxEntries,
  maxBytes,
  maxEntryBytes = maxBytes,
  ttlMs,
  now,
}: TextCacheOptions): TextCache {
  return new LRUCache<string, string>({
    max: maxEntries,
    maxSize: maxBytes,
    maxEntrySize: Math.min(Math.floor(maxEntryBytes), maxBytes),
    // lru-cache wants a positive size; an empty text still takes a slot.
    sizeCalculation: (value, key) => Math.max(1, 2 * (key.length + value.length)),
    ...(ttlMs === undefined
      ? {}
      : // ttlResolution 0 reads the clock on every look-up instead of caching it for a millisecond.
        { ttl: ttlMs, ttlResolution: 0, ...(now ? { perf: { now } } : {}) }),
  });
}
