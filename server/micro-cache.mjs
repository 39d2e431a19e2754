// A bounded in-memory cache of rendered responses, in front of the Remix handler.
// It follows the app's own Cache-Control: only responses the app marks shareable
// (`public` with `s-maxage`) are kept, for exactly as long as the app allows.
import { createHash } from "node:crypto";

/**
 * Cache-Control directives by lower-case name; a directive without a value maps to "".
 * @param {string | null | undefined} header
 * @returns {Map<string, string>}
 */
export function parseCacheControl(header) {
  /** @type {Map<string, string>} */
  const directives = new Map();
  if (!header) return directives;
  for (const part of header.split(",")) {
    const [rawName, ...rest] = part.split("=");
    const name = rawName.trim().toLowerCase();
    if (name === "") continue;
    directives.set(name, rest.join("=").trim().replace(/^"(.*)"$/, "$1"));
  }
  return directives;
}

/** @param {string | undefined} value */
function seconds(value) {
  if (value === undefined || !/^\d+$/.test(value)) return undefined;
  return Number(value);
}

/**
 * How long a shared cache may serve this response (and serve it stale while it
 * refreshes it), or null when it must not be stored: anything but a 200, anything
 * not explicitly `public` with `s-maxage`, anything private, no-store, no-cache,
 * setting a cookie, or varying on everything.
 * @param {number} status
 * @param {Headers} headers
 * @returns {{ freshMs: number, staleMs: number } | null}
 */
export function sharedLifetime(status, headers) {
  if (status !== 200) return null;
  const cacheControl = parseCacheControl(headers.get("cache-control"));
  if (!cacheControl.has("public")) return null;
  if (cacheControl.has("private") || cacheControl.has("no-store") || cacheControl.has("no-cache")) return null;
  const sMaxAge = seconds(cacheControl.get("s-maxage"));
  if (sMaxAge === undefined || sMaxAge === 0) return null;
  if (headers.has("set-cookie")) return null;
  if (varyNames(headers.get("vary")).includes("*")) return null;
  const swr = seconds(cacheControl.get("stale-while-revalidate")) ?? 0;
  return { freshMs: sMaxAge * 1000, staleMs: swr * 1000 };
}

/**
 * Lower-case header names a response varies on. Accept-Encoding is left out: every
 * entry holds all its encodings and the server picks one per request.
 * @param {string | null | undefined} vary
 */
export function varyNames(vary) {
  if (!vary) return [];
  return vary
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== "" && name !== "accept-encoding");
}

/** Headers that describe one transfer, never the stored representation. */
const NOT_STORED = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "date",
  "age",
  "set-cookie",
]);

/**
 * @typedef {object} CacheEntry
 * @property {string} key
 * @property {number} status
 * @property {[string, string][]} headers  stored headers (no hop-by-hop, no length, no encoding)
 * @property {string} contentType
 * @property {Buffer} body
 * @property {string} etag
 * @property {number} storedAt
 * @property {number} freshUntil
 * @property {number} staleUntil
 * @property {{ br?: Buffer, gzip?: Buffer }} encoded
 * @property {number} bytes
 */

/** Fixed overhead counted per entry besides the bodies (keys, headers, bookkeeping). */
const ENTRY_OVERHEAD_BYTES = 2048;

/** How long a URL that answered with an uncacheable response skips request coalescing. */
const PASS_MS = 10_000;

export class MicroCache {
  /** @type {Map<string, CacheEntry>} insertion order is recency order (LRU) */
  #entries = new Map();
  /** @type {Map<string, string[]>} URL -> header names its last stored response varied on */
  #varyByUrl = new Map();
  /** @type {Map<string, number>} URL -> until when it is known to be uncacheable */
  #passUntil = new Map();
  #bytes = 0;
  #maxBytes;
  #maxEntries;
  #now;

  /**
   * @param {{ maxBytes: number, maxEntries?: number, now?: () => number }} options
   */
  constructor({ maxBytes, maxEntries = 20_000, now = Date.now }) {
    this.#maxBytes = maxBytes;
    this.#maxEntries = maxEntries;
    this.#now = now;
  }

  get size() {
    return this.#entries.size;
  }

  get bytes() {
    return this.#bytes;
  }

  /**
   * The key for a request: its URL plus the values of the headers this URL varied on.
   * @param {string} url
   * @param {(name: string) => string | undefined} header
   */
  keyFor(url, header) {
    const names = this.#varyByUrl.get(url);
    if (!names || names.length === 0) return url;
    return `${url}\n${names.map((name) => `${name}:${header(name) ?? ""}`).join("\n")}`;
  }

  /**
   * @param {string} key
   * @returns {{ entry: CacheEntry, fresh: boolean } | undefined}
   */
  lookup(key) {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    const now = this.#now();
    if (now >= entry.staleUntil) {
      this.delete(key);
      return undefined;
    }
    // Re-insert: most recently used last.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return { entry, fresh: now < entry.freshUntil };
  }

  /**
   * Stores a response the app marked shareable; returns the entry, or null when it
   * may not be stored or is too large for the cache.
   * @param {string} url
   * @param {(name: string) => string | undefined} header  the request's headers
   * @param {{ status: number, headers: Headers, body: Buffer }} response
   * @returns {CacheEntry | null}
   */
  store(url, header, { status, headers, body }) {
    const lifetime = sharedLifetime(status, headers);
    if (!lifetime) {
      this.markUncacheable(url);
      return null;
    }
    const bytes = body.length + ENTRY_OVERHEAD_BYTES;
    if (bytes > this.#maxBytes / 8) return null; // one huge body must not flush everything else

    const names = varyNames(headers.get("vary"));
    this.#varyByUrl.delete(url);
    this.#varyByUrl.set(url, names);
    this.#passUntil.delete(url);
    const key = this.keyFor(url, header);

    /** @type {[string, string][]} */
    const stored = [];
    for (const [name, value] of headers) {
      if (!NOT_STORED.has(name)) stored.push([name, value]);
    }
    const storedAt = this.#now();
    /** @type {CacheEntry} */
    const entry = {
      key,
      status,
      headers: stored,
      contentType: headers.get("content-type") ?? "",
      body,
      etag: headers.get("etag") ?? `W/"${createHash("sha1").update(body).digest("base64url")}"`,
      storedAt,
      freshUntil: storedAt + lifetime.freshMs,
      staleUntil: storedAt + lifetime.freshMs + lifetime.staleMs,
      encoded: {},
      bytes,
    };
    this.delete(key);
    this.#entries.set(key, entry);
    this.#bytes += bytes;
    this.#evict();
    this.#trimUrlMaps();
    return entry;
  }

  /**
   * Attaches a compressed copy to an entry that is still cached.
   * @param {CacheEntry} entry
   * @param {"br" | "gzip"} encoding
   * @param {Buffer} body
   */
  addEncoding(entry, encoding, body) {
    if (this.#entries.get(entry.key) !== entry || entry.encoded[encoding]) return;
    entry.encoded[encoding] = body;
    entry.bytes += body.length;
    this.#bytes += body.length;
    this.#evict();
  }

  /** @param {string} key */
  delete(key) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  /**
   * Remembers that a URL answered with something uncacheable, so concurrent
   * requests for it are not held back waiting for a cacheable answer.
   * @param {string} url
   */
  markUncacheable(url) {
    this.#passUntil.delete(url);
    this.#passUntil.set(url, this.#now() + PASS_MS);
    this.#trimUrlMaps();
  }

  /** @param {string} url */
  isKnownUncacheable(url) {
    const until = this.#passUntil.get(url);
    if (until === undefined) return false;
    if (this.#now() < until) return true;
    this.#passUntil.delete(url);
    return false;
  }

  #evict() {
    for (const [key] of this.#entries) {
      if (this.#bytes <= this.#maxBytes && this.#entries.size <= this.#maxEntries) break;
      this.delete(key);
    }
  }

  #trimUrlMaps() {
    for (const map of [this.#varyByUrl, this.#passUntil]) {
      for (const [url] of map) {
        if (map.size <= this.#maxEntries) break;
        map.delete(url);
      }
    }
  }
}
