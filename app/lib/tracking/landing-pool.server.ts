import { randomInt } from "node:crypto";
import { getConfig } from "~/lib/config.server";
import { freshNonce } from "~/lib/nonce.server";
import { serverToday } from "~/lib/postal-calendar/today.server";

/**
 * The landing page from a pool of rendered variants (decision 014). The spec picks the landing's
 * texts per load; rendering the page for each load cost 2 ms of CPU, serving one of a few recently
 * rendered variants costs what sending 22 kB does. Each variant is an ordinary render of "/" with
 * its own independent picks (entry.server keeps it), so what a visitor sees is distributed exactly
 * as before; a variant is used a bounded number of times and for a bounded time, then rendered anew.
 * The CSP nonce is never reused: every answer gets a fresh one in place of the variant's.
 */

export const LANDING_POOL = {
  /** Variants per origin: the chance that two loads show the very same page is 1 in 16. */
  variants: 16,
  /** Answers per variant before it is rendered again (the first one included). */
  usesPerVariant: 32,
  /** And at most this old: a quiet site renders each load, as before. */
  lifetimeMs: 60_000,
  /** Origins kept (one when SITE_URL is set; Host headers are the client's to choose). */
  maxOrigins: 4,
} as const;

export const LANDING_PATH = "/";

/** What the server sends for a pooled answer. */
export type PooledDocument = { status: number; headers: Record<string, string>; body: Buffer };

type Variant = {
  /** The document cut at each occurrence of its nonce. */
  parts: Buffer[];
  headers: Record<string, string>;
  nonce: string;
  uses: number;
  expiresAt: number;
};

type Header = (name: string) => string | null | undefined;

const pools = new Map<string, Array<Variant | undefined>>();

/**
 * What a landing render depends on: today's date in US Eastern Time (its postal calendar line, so
 * no variant rendered before midnight answers after it; decision 020), and the request headers of
 * the origin in its canonical link (http.server's requestOrigin), when SITE_URL does not fix it.
 */
export function poolKey(header: Header, now: Date = new Date()): string {
  const { siteUrl, trustProxy } = getConfig();
  const today = serverToday(now);
  if (siteUrl) return today;
  const forwarded = trustProxy ? [header("x-forwarded-host"), header("x-forwarded-proto")] : [];
  return [today, header("host"), ...forwarded].map((value) => value ?? "").join("\n");
}

function usable(variant: Variant | undefined, now: number): variant is Variant {
  return variant !== undefined && variant.uses < LANDING_POOL.usesPerVariant && variant.expiresAt > now;
}

/**
 * A pooled landing page for a GET or HEAD of exactly "/", with a fresh nonce; undefined when the
 * variant drawn is missing or used up, and the page is to be rendered (and kept) as usual.
 */
export function takeLandingVariant(method: string, url: string, header: Header): PooledDocument | undefined {
  if (url !== LANDING_PATH || (method !== "GET" && method !== "HEAD")) return undefined;
  const pool = pools.get(poolKey(header));
  const variant = pool?.[randomInt(LANDING_POOL.variants)];
  if (!usable(variant, Date.now())) return undefined;
  variant.uses += 1;
  const nonce = freshNonce();
  const nonceBytes = Buffer.from(nonce);
  const pieces: Buffer[] = [];
  variant.parts.forEach((part, index) => {
    if (index > 0) pieces.push(nonceBytes);
    pieces.push(part);
  });
  const body = Buffer.concat(pieces);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(variant.headers)) headers[name] = value.replaceAll(variant.nonce, nonce);
  headers["content-length"] = String(body.length);
  return { status: 200, headers, body };
}

/**
 * Keeps a rendered landing page as a variant (entry.server, after every document render): only a
 * successful GET or HEAD of exactly "/" rendered with a nonce. Its first answer is the render's own.
 */
export function keepLandingVariant(request: Request, status: number, headers: Headers, body: Buffer, nonce?: string) {
  if (!nonce || status !== 200 || (request.method !== "GET" && request.method !== "HEAD")) return;
  const url = new URL(request.url);
  if (url.pathname !== LANDING_PATH || url.search !== "") return;

  const key = poolKey((name) => request.headers.get(name));
  let pool = pools.get(key);
  if (!pool) {
    if (pools.size >= LANDING_POOL.maxOrigins) pools.delete(pools.keys().next().value as string);
    pool = new Array<Variant | undefined>(LANDING_POOL.variants).fill(undefined);
    pools.set(key, pool);
  }
  const parts: Buffer[] = [];
  const nonceBytes = Buffer.from(nonce);
  let start = 0;
  for (let at = body.indexOf(nonceBytes); at !== -1; at = body.indexOf(nonceBytes, start)) {
    parts.push(body.subarray(start, at));
    start = at + nonceBytes.length;
  }
  parts.push(body.subarray(start));

  const now = Date.now();
  // An empty or used-up slot first; when several renders raced for the same one, any slot.
  const free = pool.findIndex((variant) => !usable(variant, now));
  pool[free === -1 ? randomInt(LANDING_POOL.variants) : free] = {
    parts,
    headers: Object.fromEntries(headers),
    nonce,
    uses: 1,
    expiresAt: now + LANDING_POOL.lifetimeMs,
  };
}

/** For tests: forget every variant. */
export function clearLandingPool() {
  pools.clear();
}
