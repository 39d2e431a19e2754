import { createHash } from "node:crypto";
import type { HeadersFunction } from "@remix-run/node";

/** Named cache policies: routes pick one by name, never write a header by hand. */
export const CACHE_CONTROL = {
  /** Same for every visitor for minutes: browsers keep it briefly, a CDN longer. */
  page: "public, max-age=60, s-maxage=300, stale-while-revalidate=86400",
  /** Differs per load (random texts, results, form answers) or is an error. */
  none: "no-store",
  /** Static text files that change only on deploy. */
  file: "public, max-age=3600, s-maxage=86400, stale-while-revalidate=604800",
} as const;

/**
 * Routes export this as `headers` so a loader's Cache-Control reaches the document
 * while thrown responses (404s) are never cached.
 */
export const forwardCacheHeaders: HeadersFunction = ({
  loaderHeaders,
  actionHeaders,
  errorHeaders,
}): Record<string, string> => {
  if (errorHeaders) return { "Cache-Control": CACHE_CONTROL.none };
  // A refused post says when to try again, in the document answer too (no-JavaScript forms).
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) return { "Cache-Control": CACHE_CONTROL.none, "Retry-After": retryAfter };
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? CACHE_CONTROL.page };
};

/**
 * How a document's scripts are trusted: a fresh nonce for a response only one visitor
 * sees, or the hashes of its inline scripts for a response a shared cache may repeat
 * (a nonce repeated to every visitor would be no secret at all).
 */
export type ScriptTrust = { nonce: string } | { hashes: readonly string[] };

export function contentSecurityPolicy(trust: ScriptTrust): string {
  const sources = "nonce" in trust ? [`'nonce-${trust.nonce}'`] : trust.hashes.map((hash) => `'${hash}'`);
  return [
    "default-src 'self'",
    // 'strict-dynamic': the trusted inline module loader may import the route chunks.
    `script-src ${[...sources, "'strict-dynamic'"].join(" ")}`,
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}

/** Headers every HTML or data response carries; documents also get their script policy. */
export function applySecurityHeaders(headers: Headers, scripts?: ScriptTrust) {
  if (scripts) headers.set("Content-Security-Policy", contentSecurityPolicy(scripts));
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  headers.set("X-Frame-Options", "DENY");
}

/** True when Cache-Control lets a shared cache (CDN, proxy, the micro-cache) keep the response. */
export function isShareable(cacheControl: string | null): boolean {
  if (!cacheControl) return false;
  const directives = cacheControl.split(",").map((directive) => directive.trim().split("=")[0].toLowerCase());
  return directives.includes("public") && !directives.some((name) => name === "private" || name === "no-store");
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const TYPE_ATTRIBUTE = /\stype\s*=\s*["']?([^"'\s>]+)/i;
const SRC_ATTRIBUTE = /\ssrc\s*=/i;
const EXECUTABLE_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

/**
 * CSP hash sources (`sha256-…`) of every inline script a browser would run in this
 * HTML, in document order without repeats. Data blocks (JSON-LD) are not run, so they
 * need none. The HTML is React's own output, so the first `</script>` ends a script
 * exactly as it does for the browser's parser.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    const type = TYPE_ATTRIBUTE.exec(attributes)?.[1].toLowerCase() ?? "";
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes];
}

/** The cache policy a response ends with: only successful GETs may be shared. */
export function applyCachePolicy(request: Request, status: number, headers: Headers) {
  if (request.method !== "GET" && request.method !== "HEAD") {
    headers.set("Cache-Control", CACHE_CONTROL.none);
  } else if (status !== 200) {
    headers.set("Cache-Control", CACHE_CONTROL.none);
  } else if (!headers.has("Cache-Control")) {
    headers.set("Cache-Control", CACHE_CONTROL.page);
  }
}

/**
 * The visitor-facing origin: SITE_URL when the operator set one (a Host header is the
 * client's to choose); else the request's, forwarded headers counting only behind a trusted proxy.
 */
export function requestOrigin(
  request: Request,
  { trustProxy, siteUrl }: { trustProxy: boolean; siteUrl?: string },
): string {
  if (siteUrl) return siteUrl;
  const url = new URL(request.url);
  if (trustProxy) {
    const proto = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
    const host = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim();
    if (proto === "http" || proto === "https") url.protocol = `${proto}:`;
    if (host && /^[a-z0-9.:[\]-]+$/i.test(host)) {
      url.host = host;
      // The forwarded host names its own port, or none: never keep the app's internal one.
      if (!/:\d+$/.test(host)) url.port = "";
    }
  }
  return url.origin;
}
