import { createHash } from "node:crypto";

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

/**
 * A document's Content-Security-Policy. The other security headers (nosniff, X-Frame-Options,
 * Referrer-Policy, Permissions-Policy) are set on every answer by server/security-headers.mjs.
 */
export function applyScriptPolicy(headers: Headers, scripts: ScriptTrust) {
  headers.set("Content-Security-Policy", contentSecurityPolicy(scripts));
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
// HTML's attribute separators are ASCII whitespace only (and so these read a Latin-1 view of UTF-8 alike).
const TYPE_ATTRIBUTE = /[\t\n\f\r ]type[\t\n\f\r ]*=[\t\n\f\r ]*["']?([^"'\t\n\f\r >]+)/i;
const SRC_ATTRIBUTE = /[\t\n\f\r ]src[\t\n\f\r ]*=/i;
const EXECUTABLE_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

/**
 * CSP hash sources (`sha256-…`) of every inline script a browser would run in this
 * HTML, in document order without repeats. Data blocks (JSON-LD) are not run, so they
 * need none. The HTML is React's own output, so the first `</script>` ends a script
 * exactly as it does for the browser's parser.
 *
 * A document's bytes (UTF-8) are read as Latin-1, a character per byte: the tags and attributes
 * looked for are ASCII, and each script's bytes are hashed as they are, so the hashes are those of
 * the UTF-8 text without decoding it (decoding a 60 kB page cost more than the search itself).
 */
export function inlineScriptHashes(html: string | Buffer): string[] {
  const [text, encoding] =
    typeof html === "string" ? [html, "utf8" as const] : [html.toString("latin1"), "latin1" as const];
  const hashes = new Set<string>();
  for (const [, attributes, body] of text.matchAll(INLINE_SCRIPT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    const type = TYPE_ATTRIBUTE.exec(attributes)?.[1].toLowerCase() ?? "";
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.add(`sha256-${createHash("sha256").update(body, encoding).digest("base64")}`);
  }
  return [...hashes];
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
