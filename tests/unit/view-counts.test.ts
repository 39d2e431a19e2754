import { describe, expect, it } from "vitest";
import {
  RANKING_TTL_MS,
  VIEW_WINDOW_DAYS,
  createViewCounter,
  isLikelyReader,
  type ViewCountStore,
} from "~/lib/help-centre/view-counts.server";

const DAY = 86_400_000;
const START = Date.UTC(2026, 10, 24, 12);

function clock(start = START) {
  let time = start;
  return {
    now: () => time,
    advance(ms: number) {
      time += ms;
    },
  };
}

/** The three Redis commands the counter uses, over a Map; `down` makes every call fail like an unreachable server. */
function fakeRedis() {
  const hashes = new Map<string, Map<string, number>>();
  const expiries = new Map<string, number>();
  const state = { down: false };
  const guard = () => {
    if (state.down) throw new Error("Connection is closed.");
  };
  const store: ViewCountStore = {
    hincrby: (async (key: string, field: string, by: number) => {
      guard();
      const hash = hashes.get(key) ?? new Map<string, number>();
      hashes.set(key, hash);
      hash.set(field, (hash.get(field) ?? 0) + by);
      return hash.get(field);
    }) as ViewCountStore["hincrby"],
    expire: (async (key: string, seconds: number) => {
      guard();
      expiries.set(key, seconds);
      return 1;
    }) as ViewCountStore["expire"],
    hgetall: (async (key: string) => {
      guard();
      return Object.fromEntries([...(hashes.get(key) ?? [])].map(([field, value]) => [field, String(value)]));
    }) as ViewCountStore["hgetall"],
  };
  return { store, hashes, expiries, state };
}

async function views(counter: ReturnType<typeof createViewCounter>, counts: Record<string, number>) {
  for (const [id, times] of Object.entries(counts)) {
    for (let i = 0; i < times; i += 1) await counter.record(id);
  }
}

describe("anonymous FAQ view counts", () => {
  it("ranks by views, most first, and has nothing to rank before the first view", async () => {
    const time = clock();
    const counter = createViewCounter({ now: time.now });
    expect(await counter.mostViewed()).toEqual([]);
    await views(counter, { "csv-article-3": 2, "csv-article-9": 5, "csv-article-1": 2 });
    time.advance(RANKING_TTL_MS);
    // Ties in the FAQ's order (numeric ids).
    expect(await counter.mostViewed()).toEqual(["csv-article-9", "csv-article-1", "csv-article-3"]);
  });

  it("counts the last 30 days only: a day's views leave the ranking when it leaves the window", async () => {
    const time = clock();
    const counter = createViewCounter({ now: time.now });
    await views(counter, { old: 10 });
    time.advance(DAY);
    await views(counter, { recent: 1 });
    time.advance((VIEW_WINDOW_DAYS - 2) * DAY);
    expect(await counter.mostViewed()).toEqual(["old", "recent"]);
    time.advance(DAY);
    expect(await counter.mostViewed()).toEqual(["recent"]);
  });

  it("recomputes the ranking at most once a minute", async () => {
    const time = clock();
    const counter = createViewCounter({ now: time.now });
    await views(counter, { a: 1 });
    expect(await counter.mostViewed()).toEqual(["a"]);
    await views(counter, { b: 3 });
    expect(await counter.mostViewed()).toEqual(["a"]);
    time.advance(RANKING_TTL_MS);
    expect(await counter.mostViewed()).toEqual(["b", "a"]);
  });

  it("keeps one hash per day in Redis, an entry id and a number, expiring after 31 days", async () => {
    const time = clock();
    const redis = fakeRedis();
    const counter = createViewCounter({ redis: redis.store, now: time.now });
    await views(counter, { "csv-article-4": 2 });
    expect([...redis.hashes]).toEqual([["parcelhelp:faq-views:2026-11-24", new Map([["csv-article-4", 2]])]]);
    expect(redis.expiries.get("parcelhelp:faq-views:2026-11-24")).toBe(31 * 86_400);
    // Another process sharing the Redis sees the same ranking.
    const other = createViewCounter({ redis: redis.store, now: time.now });
    await views(other, { "csv-article-7": 3 });
    expect(await counter.mostViewed()).toEqual(["csv-article-7", "csv-article-4"]);
  });

  it("falls back to this process's memory while Redis is unreachable, and never fails", async () => {
    const time = clock();
    const redis = fakeRedis();
    const counter = createViewCounter({ redis: redis.store, now: time.now });
    redis.state.down = true;
    await expect(views(counter, { "csv-article-2": 2 })).resolves.toBeUndefined();
    expect(await counter.mostViewed()).toEqual(["csv-article-2"]);
    redis.state.down = false;
    time.advance(RANKING_TTL_MS);
    await views(counter, { "csv-article-5": 1 });
    expect(await counter.mostViewed()).toEqual(["csv-article-5"]);
  });
});

describe("isLikelyReader", () => {
  it.each([
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.6 Mobile/15E148 Safari/604.1",
    "Mozilla/5.0 (X11; Linux x86_64; rv:145.0) Gecko/20100101 Firefox/145.0",
  ])("counts a browser: %s", (userAgent) => {
    expect(isLikelyReader(userAgent)).toBe(true);
  });

  it.each([
    null,
    "",
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
    "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)",
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/142.0.0.0 Safari/537.36",
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
    "curl/8.14.1",
    "python-requests/2.32.3",
    "Go-http-client/1.1",
    "node",
    "UptimeRobot/2.0",
  ])("does not count %j", (userAgent) => {
    expect(isLikelyReader(userAgent)).toBe(false);
  });
});
