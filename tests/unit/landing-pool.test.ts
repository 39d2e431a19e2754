import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  LANDING_POOL,
  clearLandingPool,
  keepLandingVariant,
  takeLandingVariant,
} from "~/lib/tracking/landing-pool.server";
import { freshNonce } from "~/lib/nonce.server";

const config: { siteUrl?: string; trustProxy: boolean; today?: string } = { trustProxy: false };
vi.mock("~/lib/config.server", () => ({ getConfig: () => config }));

/** A rendered landing page as entry.server has it: the nonce in the policy and on every script. */
function render(headline: string, { host = "parcel.example", url = "/", method = "GET", status = 200 } = {}) {
  const nonce = freshNonce();
  const body = Buffer.from(
    `<html><script nonce="${nonce}">a()</script><h1>${headline}</h1><script nonce="${nonce}">b()</script></html>`,
  );
  const headers = new Headers({
    "Cache-Control": "no-store",
    "Content-Security-Policy": `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "Content-Length": String(body.length),
  });
  const request = new Request(`http://${host}${url}`, { method, headers: { host } });
  keepLandingVariant(request, status, headers, body, nonce);
  return nonce;
}

const take = (host = "parcel.example", url = "/", method = "GET") =>
  takeLandingVariant(method, url, (name) => (name === "host" ? host : undefined));

/** Fills every slot of the pool, each with its own headline. */
function fill(host?: string) {
  const nonces = new Set<string>();
  for (let variant = 0; variant < LANDING_POOL.variants; variant++) nonces.add(render(`Headline ${variant}`, { host }));
  return nonces;
}

beforeEach(() => {
  clearLandingPool();
  config.siteUrl = undefined;
  config.trustProxy = false;
  config.today = undefined;
});
afterEach(() => vi.useRealTimers());

describe("the pool of landing variants", () => {
  it("is empty until a landing page has been rendered", () => {
    expect(take()).toBeUndefined();
  });

  it("answers with a kept variant under a fresh nonce, in the policy and on every script", () => {
    const rendered = fill();
    const seen = new Set<string>();
    for (let load = 0; load < 50; load++) {
      const answer = take();
      expect(answer).toBeDefined();
      const html = answer!.body.toString();
      const nonce = /'nonce-([^']+)'/.exec(answer!.headers["content-security-policy"])![1];
      expect(rendered.has(nonce)).toBe(false);
      expect(seen.has(nonce)).toBe(false);
      seen.add(nonce);
      expect(html.match(/nonce="[^"]*"/g)).toEqual([`nonce="${nonce}"`, `nonce="${nonce}"`]);
      expect(html).toMatch(/<h1>Headline \d+<\/h1>/);
      expect(answer!.headers["content-length"]).toBe(String(answer!.body.length));
      expect(answer!.headers["cache-control"]).toBe("no-store");
    }
  });

  it("uses each variant a bounded number of times, then has it rendered again", () => {
    fill();
    let served = 0;
    // Draws land on used-up slots more and more often; 20,000 of them exhaust every slot.
    for (let load = 0; load < 20_000; load++) if (take() !== undefined) served += 1;
    // The render that kept a variant was its first use.
    expect(served).toBe(LANDING_POOL.variants * (LANDING_POOL.usesPerVariant - 1));
    // A render fills a used-up slot, and only that one answers.
    render("Fresh");
    let fresh: ReturnType<typeof take>;
    for (let load = 0; load < 2_000 && !fresh; load++) fresh = take();
    expect(fresh?.body.toString() ?? "").toContain("<h1>Fresh</h1>");
  });

  it("forgets variants older than their lifetime", () => {
    vi.useFakeTimers();
    fill();
    expect(take()).toBeDefined();
    vi.advanceTimersByTime(LANDING_POOL.lifetimeMs + 1);
    expect(take()).toBeUndefined();
  });

  it("keeps only successful GETs of exactly / rendered with a nonce", () => {
    for (const variant of [
      { url: "/?numbers=1" },
      { url: "/about" },
      { method: "POST" },
      { status: 404 },
      { status: 500 },
    ]) {
      clearLandingPool();
      for (let variantIndex = 0; variantIndex < LANDING_POOL.variants; variantIndex++) render("Not kept", variant);
      expect(take(), JSON.stringify(variant)).toBeUndefined();
    }
    clearLandingPool();
    const request = new Request("http://parcel.example/", { headers: { host: "parcel.example" } });
    for (let variant = 0; variant < LANDING_POOL.variants; variant++) {
      keepLandingVariant(request, 200, new Headers(), Buffer.from("<html></html>"), undefined);
    }
    expect(take()).toBeUndefined();
  });

  it("never answers a query, another path or a post from the pool", () => {
    fill();
    expect(take("parcel.example", "/?x=1")).toBeUndefined();
    expect(take("parcel.example", "/about")).toBeUndefined();
    expect(take("parcel.example", "/", "POST")).toBeUndefined();
    expect(take("parcel.example", "/", "HEAD")).toBeDefined();
  });

  it("keeps one pool per Host when SITE_URL does not fix the origin, and a few at most", () => {
    fill("one.example");
    expect(take("two.example")).toBeUndefined();
    fill("two.example");
    expect(take("two.example")).toBeDefined();
    for (const host of ["three.example", "four.example", "five.example"]) fill(host);
    // The oldest origin made room.
    expect(take("one.example")).toBeUndefined();
    expect(take("five.example")).toBeDefined();
  });

  it("shares one pool across Host headers when SITE_URL is set", () => {
    config.siteUrl = "https://parcel.example";
    fill("one.example");
    expect(take("anything.example")).toBeDefined();
  });

  it("tells forwarded hosts apart only behind a trusted proxy", () => {
    config.trustProxy = true;
    const nonce = freshNonce();
    const body = Buffer.from(`<script nonce="${nonce}"></script>`);
    const headers = { host: "app:3000", "x-forwarded-host": "one.example", "x-forwarded-proto": "https" };
    for (let variant = 0; variant < LANDING_POOL.variants; variant++) {
      keepLandingVariant(new Request("http://app:3000/", { headers }), 200, new Headers(), body, nonce);
    }
    const forwarded = (host: string) =>
      takeLandingVariant("GET", "/", (name) =>
        name === "host" ? "app:3000" : name === "x-forwarded-host" ? host : "https",
      );
    expect(forwarded("one.example")).toBeDefined();
    expect(forwarded("two.example")).toBeUndefined();
  });
});

// The landing page shows today's postal calendar line (decision 020): a variant rendered before
// midnight in US Eastern Time must never answer after it, though it is younger than 60 s.
describe("the pool across midnight in US Eastern Time", () => {
  it.each([
    ["without SITE_URL", undefined],
    ["with SITE_URL", "https://parcel.example"],
  ])("renders anew at midnight %s", (_, siteUrl) => {
    config.siteUrl = siteUrl;
    vi.useFakeTimers({ now: new Date("2026-11-28T04:59:50Z"), toFake: ["Date"] }); // 23:59:50 EST, November 27
    fill();
    expect(take()).toBeDefined();
    vi.setSystemTime(new Date("2026-11-28T05:00:05Z")); // 00:00:05 EST, November 28
    expect(take()).toBeUndefined();
    fill();
    expect(take()).toBeDefined();
  });

  it("follows PARCELHELP_TODAY when it fixes the date", () => {
    config.today = "2026-12-25";
    fill();
    expect(take()).toBeDefined();
    config.today = "2026-12-26";
    expect(take()).toBeUndefined();
  });
});
