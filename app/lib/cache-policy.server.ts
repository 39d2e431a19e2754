import type { HeadersFunction } from "@remix-run/node";

/**
 * The cache policy, in one place: which responses a shared cache (nginx in deploy/, a CDN) may
 * keep and for how long. Routes pick a named policy; entry.server applies the last word (errors
 * and posts are never shared); server/index.mjs gets the static files' policies through
 * serverSettings(); the bench asks isShareable; deploy/nginx.conf cannot import it, so
 * tests/unit/cache-policy.test.ts fails when its rule drifts from isShareable.
 */

/** Named cache policies: routes pick one by name, never write a header by hand. */
export const CACHE_CONTROL = {
  /** Same for every visitor for minutes: browsers keep it briefly, a CDN longer. */
  page: "public, max-age=60, s-maxage=300, stale-while-revalidate=86400",
  /** Differs per load (random texts, results, form answers) or is an error. */
  none: "no-store",
  /**
   * The visitor's browser may keep it a minute; no shared cache may keep it at all. For answers that
   * hold what one visitor typed (search words: a search costs about 0.1 ms, so a shared cache would
   * buy nothing; deploy/nginx.conf also refuses these paths by name, PRIVATE_PATHS), and for pages
   * that must reach the app on every visit (an FAQ entry, whose views are counted: decision 017).
   */
  private: "private, max-age=60",
  /** Static text files that change only on deploy (public/, the FAQ's CSV). */
  file: "public, max-age=3600, s-maxage=86400, stale-while-revalidate=604800",
  /** Fingerprinted browser files (public/build): a new build gives them new names. */
  immutable: "public, max-age=31536000, immutable",
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

/** Paths whose answers are `private` (CACHE_CONTROL.private); nginx's copy of this list is checked by a unit test. */
export const PRIVATE_PATHS = ["/faq/search", "/faq/suggestions", "/es/faq/search", "/es/faq/suggestions"] as const;

/** True when Cache-Control lets a shared cache (nginx, a CDN) keep the response. */
export function isShareable(cacheControl: string | null): boolean {
  if (!cacheControl) return false;
  const directives = cacheControl.split(",").map((directive) => directive.trim().split("=")[0].toLowerCase());
  return directives.includes("public") && !directives.some((name) => name === "private" || name === "no-store");
}

/**
 * The cache policy a response ends with: only successful GETs may be shared, and only when the
 * origin they name (every document's canonical link) is SITE_URL's, not the request's Host.
 */
export function applyCachePolicy(request: Request, status: number, headers: Headers, siteUrl: string | undefined) {
  if (request.method !== "GET" && request.method !== "HEAD") {
    headers.set("Cache-Control", CACHE_CONTROL.none);
  } else if (status !== 200) {
    headers.set("Cache-Control", CACHE_CONTROL.none);
  } else {
    headers.set("Cache-Control", namingOrigin(headers.get("Cache-Control") ?? CACHE_CONTROL.page, siteUrl));
  }
}

/**
 * The policy of an answer that names the site's origin (canonical link, robots.txt, sitemap.xml).
 * Without SITE_URL that origin is the request's Host, which the client chose: a shared cache that
 * does not key by host (nginx in deploy/ does) would hand one client's forged host to everyone.
 * So without SITE_URL only the visitor's own browser may keep it.
 */
export function namingOrigin(cacheControl: string, siteUrl: string | undefined): string {
  if (siteUrl || !isShareable(cacheControl)) return cacheControl;
  return cacheControl
    .split(",")
    .map((directive) => directive.trim())
    .filter((directive) => !/^s-maxage=/i.test(directive))
    .map((directive) => (directive.toLowerCase() === "public" ? "private" : directive))
    .join(", ");
}

/**
 * How long a shared cache may go on serving a response after fetching it: s-maxage (else
 * max-age), then stale-while-revalidate. A page names its release's build files, so after an
 * upgrade those files must stay servable this long (scripts/release.mjs keeps the releases).
 */
export function sharedLifetimeSeconds(cacheControl: string): number {
  const seconds = (name: string) => {
    const match = new RegExp(`(?:^|[\\s,])${name}=(\\d+)`, "i").exec(cacheControl);
    return match ? Number(match[1]) : undefined;
  };
  return (seconds("s-maxage") ?? seconds("max-age") ?? 0) + (seconds("stale-while-revalidate") ?? 0);
}

/**
 * The policy capped so that no cache, the browser's or a shared one, keeps the response fresh or
 * stale for more than `seconds`: for a page that shows today's answer (the postal calendar),
 * which must not outlive the next midnight in US Eastern Time (decision 020; todayMaxAgeSeconds).
 */
export function endingWithin(cacheControl: string, seconds: number): string {
  const left = Math.max(0, Math.floor(seconds));
  const directives = cacheControl.split(",").map((directive) => directive.trim());
  const capped = (directive: string, limit: number) => {
    const [name, value] = directive.split("=");
    return `${name}=${Math.min(Number(value), limit)}`;
  };
  const lifetime = (name: string) => {
    const directive = directives.find((entry) => entry.toLowerCase().startsWith(`${name}=`));
    return directive ? Math.min(Number(directive.split("=")[1]), left) : 0;
  };
  // Serving stale starts when the longer of the two freshness lifetimes ends.
  const fresh = Math.max(lifetime("max-age"), lifetime("s-maxage"));
  return directives
    .map((directive) => {
      if (/^(?:max-age|s-maxage)=\d+$/i.test(directive)) return capped(directive, left);
      if (/^stale-(?:while-revalidate|if-error)=\d+$/i.test(directive)) return capped(directive, left - fresh);
      return directive;
    })
    .join(", ");
}
