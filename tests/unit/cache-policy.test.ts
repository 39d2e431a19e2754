import { readFileSync } from "node:fs";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import {
  CACHE_CONTROL,
  PRIVATE_PATHS,
  endingWithin,
  isShareable,
  sharedLifetimeSeconds,
} from "~/lib/cache-policy.server";
import { loader as searchLoader } from "~/routes/faq.search";
import { loader as suggestionsLoader } from "~/routes/faq.suggestions";
import { loadContextFor } from "../helpers/load-context";

/**
 * deploy/nginx.conf cannot import the cache policy, so this test reads its rule and fails when
 * it would keep a response the app calls private, or refuse one the app calls shareable.
 */
function nginxRule(config: string): (cacheControl: string) => boolean {
  const block = /map \$upstream_http_cache_control \$parcelhelp_not_shared \{([^}]*)\}/.exec(config)?.[1];
  if (!block) throw new Error("deploy/nginx.conf has no map for $parcelhelp_not_shared");
  const entries = [...block.matchAll(/"~\*([^"]+)"\s+(\d);/g)].map(([, pattern, value]) => ({
    pattern: new RegExp(pattern, "i"),
    notShared: value === "1",
  }));
  const fallback = /default\s+(\d);/.exec(block)?.[1] === "1";
  return (cacheControl) => {
    const notShared = entries.find((entry) => entry.pattern.test(cacheControl))?.notShared ?? fallback;
    // nginx itself never stores a response marked private, no-store or no-cache.
    return !notShared && !/(^|[\s,])(private|no-store|no-cache)($|[\s,=])/i.test(cacheControl);
  };
}

/** The paths deploy/nginx.conf never stores nor answers from its cache, whatever the app says. */
function nginxPrivatePaths(config: string): (path: string) => boolean {
  const block = /map \$uri \$parcelhelp_private_path \{([^}]*)\}/.exec(config)?.[1];
  if (!block) throw new Error("deploy/nginx.conf has no map for $parcelhelp_private_path");
  const patterns = [...block.matchAll(/"~([^"]+)"\s+1;/g)].map(([, pattern]) => new RegExp(pattern));
  if (!/proxy_no_cache [^;]*\$parcelhelp_private_path;/.test(config)) throw new Error("proxy_no_cache ignores it");
  if (!/proxy_cache_bypass \$parcelhelp_private_path;/.test(config)) throw new Error("proxy_cache_bypass ignores it");
  return (path) => patterns.some((pattern) => pattern.test(path));
}

const VALUES = [
  ...Object.values(CACHE_CONTROL),
  "max-age=60",
  "private, max-age=60",
  "public, no-store",
  "PUBLIC, MAX-AGE=60",
  "s-maxage=300, public",
  "publicity=1, max-age=60",
  "",
];

describe("the cache policy", () => {
  const keeps = nginxRule(readFileSync("deploy/nginx.conf", "utf8"));

  it.each(VALUES)("nginx and the app agree on %j", (value) => {
    expect(keeps(value)).toBe(isShareable(value));
  });

  it("the drift check itself fails on a rule that keeps everything", () => {
    const loose = nginxRule("map $upstream_http_cache_control $parcelhelp_not_shared {\n  default 0;\n}");
    expect(VALUES.some((value) => loose(value) !== isShareable(value))).toBe(true);
  });

  it("shares pages and files but never answers that differ per visitor", () => {
    expect(isShareable(CACHE_CONTROL.page)).toBe(true);
    expect(isShareable(CACHE_CONTROL.file)).toBe(true);
    expect(isShareable(CACHE_CONTROL.immutable)).toBe(true);
    expect(isShareable(CACHE_CONTROL.none)).toBe(false);
    expect(isShareable(null)).toBe(false);
  });
});

describe("searches, which hold what a visitor typed", () => {
  const nginxKeepsOut = nginxPrivatePaths(readFileSync("deploy/nginx.conf", "utf8"));

  it.each(PRIVATE_PATHS)("%s is never stored by nginx, as a page or as client-navigation data", (path) => {
    expect(nginxKeepsOut(path)).toBe(true);
    expect(nginxKeepsOut(`${path}.data`)).toBe(true);
  });

  it("nginx still caches the help centre's other pages", () => {
    for (const path of [
      "/faq",
      "/faq/tracking",
      "/faq/article/csv-article-1",
      "/faq/searching",
      "/",
      "/es/faq",
      "/es",
    ]) {
      expect(nginxKeepsOut(path)).toBe(false);
    }
  });

  it("the app answers them private, which no shared cache keeps", async () => {
    expect(isShareable(CACHE_CONTROL.private)).toBe(false);
    const request = (path: string): LoaderFunctionArgs => {
      const request = new Request(`http://localhost${path}`);
      return { request, params: {}, context: loadContextFor(request) };
    };
    const page = await searchLoader(request("/faq/search?q=customs"));
    const suggestions = await suggestionsLoader(request("/faq/suggestions?q=customs"));
    expect(page.init?.headers).toEqual({ "Cache-Control": CACHE_CONTROL.private });
    expect(suggestions.headers.get("Cache-Control")).toBe(CACHE_CONTROL.private);
  });
});

describe("how long a shared cache may serve a page", () => {
  it("is s-maxage (else max-age) plus stale-while-revalidate", () => {
    expect(sharedLifetimeSeconds(CACHE_CONTROL.page)).toBe(300 + 86400);
    expect(sharedLifetimeSeconds("public, max-age=60")).toBe(60);
    expect(sharedLifetimeSeconds("no-store")).toBe(0);
  });
});

describe("a page that shows today's answer (the postal calendar)", () => {
  it("keeps the page policy when midnight is further away than its whole lifetime", () => {
    expect(endingWithin(CACHE_CONTROL.page, 200_000)).toBe(CACHE_CONTROL.page);
  });

  it("is kept, fresh or stale, by no cache past the seconds left", () => {
    expect(endingWithin(CACHE_CONTROL.page, 3600)).toBe(
      "public, max-age=60, s-maxage=300, stale-while-revalidate=3300",
    );
    expect(endingWithin(CACHE_CONTROL.page, 100)).toBe("public, max-age=60, s-maxage=100, stale-while-revalidate=0");
    expect(endingWithin(CACHE_CONTROL.page, 0)).toBe("public, max-age=0, s-maxage=0, stale-while-revalidate=0");
    for (const seconds of [0, 1, 59, 60, 299, 300, 301, 5000, 86_399]) {
      expect(sharedLifetimeSeconds(endingWithin(CACHE_CONTROL.page, seconds)), String(seconds)).toBeLessThanOrEqual(
        seconds,
      );
    }
  });

  it("leaves no-store as it is, and caps the browser's lifetime of a private page too", () => {
    expect(endingWithin(CACHE_CONTROL.none, 10)).toBe("no-store");
    expect(endingWithin(CACHE_CONTROL.private, 10)).toBe("private, max-age=10");
  });
});
