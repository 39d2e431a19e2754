import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CACHE_CONTROL, isShareable, sharedLifetimeSeconds } from "~/lib/cache-policy.server";

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

describe("how long a shared cache may serve a page", () => {
  it("is s-maxage (else max-age) plus stale-while-revalidate", () => {
    expect(sharedLifetimeSeconds(CACHE_CONTROL.page)).toBe(300 + 86400);
    expect(sharedLifetimeSeconds("public, max-age=60")).toBe(60);
    expect(sharedLifetimeSeconds("no-store")).toBe(0);
  });
});
