/**
 * A least-recently-used cache bounded by entry count and by size, with an optional
 * time-to-live: for the per-process caches of rendered and generated text, which must
 * not grow with traffic or with what an upstream service sends.
 */

export type LruCacheOptions<V> = {
  maxEntries: number;
  /** Budget for the sum of sizeOf over all entries. */
  maxBytes: number;
  /** Larger entries are not kept at all, so one of them cannot empty the cache. Default: maxBytes. */
  maxEntryBytes?: number;
  /** Entries older than this are misses. Default: no expiry. */
  ttlMs?: number;
  /** Default: two bytes per character of key and (string) value, V8's worst case. */
  sizeOf?: (key: string, value: V) => number;
  /** Clock for the time-to-live; injectable for tests. */
  now?: () => number;
};

type Entry<V> = { value: V; bytes: number; expiresAt: number };

const stringBytes = (key: string, value: unknown) => 2 * (key.length + (typeof value === "string" ? value.length : 0));

export class LruCache<V> {
  // A Map iterates in insertion order; re-inserting on read makes it an LRU.
  readonly #entries = new Map<string, Entry<V>>();
  readonly #maxEntries: number;
  readonly #maxBytes: number;
  readonly #maxEntryBytes: number;
  readonly #ttlMs: number;
  readonly #sizeOf: (key: string, value: V) => number;
  readonly #now: () => number;
  #bytes = 0;

  constructor({
    maxEntries,
    maxBytes,
    maxEntryBytes = maxBytes,
    ttlMs = Infinity,
    sizeOf = stringBytes,
    now = Date.now,
  }: LruCacheOptions<V>) {
    this.#maxEntries = maxEntries;
    this.#maxBytes = maxBytes;
    this.#maxEntryBytes = Math.min(maxEntryBytes, maxBytes);
    this.#ttlMs = ttlMs;
    this.#sizeOf = sizeOf;
    this.#now = now;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The sum of the entries' sizes. */
  get bytes(): number {
    return this.#bytes;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.expiresAt <= this.#now()) {
      this.#bytes -= entry.bytes;
      return undefined;
    }
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Keeps the entry unless it alone exceeds the per-entry limit; evicts the least recently used to fit. */
  set(key: string, value: V): boolean {
    this.delete(key);
    const bytes = this.#sizeOf(key, value);
    if (this.#maxEntries <= 0 || bytes > this.#maxEntryBytes) return false;
    this.#entries.set(key, { value, bytes, expiresAt: this.#now() + this.#ttlMs });
    this.#bytes += bytes;
    while (this.#entries.size > this.#maxEntries || this.#bytes > this.#maxBytes) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
    return true;
  }

  delete(key: string): boolean {
    const entry = this.#entries.get(key);
    if (!entry) return false;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
    return true;
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }
}
