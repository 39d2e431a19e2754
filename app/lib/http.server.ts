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
export const forwardCacheHeaders: HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  if (errorHeaders) return { "Cache-Control": CACHE_CONTROL.none };
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? CACHE_CONTROL.page };
};

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
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

/** Headers every HTML or data response carries. */
export function applySecurityHeaders(headers: Headers, nonce?: string) {
  if (nonce) headers.set("Content-Security-Policy", contentSecurityPolicy(nonce));
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  headers.set("X-Frame-Options", "DENY");
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

/** The visitor-facing origin; forwarded headers count only behind a trusted proxy. */
export function requestOrigin(request: Request, trustProxy: boolean): string {
  const url = new URL(request.url);
  if (trustProxy) {
    const proto = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
    const host = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim();
    if (proto === "http" || proto === "https") url.protocol = `${proto}:`;
    if (host && /^[a-z0-9.:[\]-]+$/i.test(host)) url.host = host;
  }
  return url.origin;
}
