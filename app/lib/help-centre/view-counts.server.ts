/**
 * Anonymous view counts of the FAQ entries, for 'Frequently Viewed Articles' (docs/product.md §D9.5).
 * A view is one number added to one entry's count for the day (UTC): no address, no identifier, no
 * cookie; nothing about who viewed. The list ranks the entries by their views in the last 30 days.
 *
 * Where the counts live: in Redis when REDIS_URL is set (one hash per day, expiring after 31 days),
 * so every process and machine counts together; else in this process's memory (a server with several
 * processes then ranks by one process's share of the views, a fair sample). While Redis is
 * unreachable, views are counted in memory and the list is ranked from there, as the rate limits fall
 * back (the outage is logged once by redis.server.ts); nothing fails.
 */
import type { Redis } from "ioredis";
import { getRedis } from "~/lib/redis.server";
import { isbot } from "isbot";

/** How far back the ranking looks. */
export const VIEW_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;
/** A day's counts outlive the window by a day, so the oldest day in the window is always whole. */
const KEY_TTL_SECONDS = (VIEW_WINDOW_DAYS + 1) * 86_400;
const KEY_PREFIX = "parcelhelp:faq-views:";
/**
 * The ranking is computed at most once a minute per process: the FAQ home asks on every render,
 * and a list of the last 30 days does not move in a minute.
 */
export const RANKING_TTL_MS = 60_000;

export type ViewCountStore = Pick<Redis, "hincrby" | "expire" | "hgetall">;

export interface ViewCounter {
  /** Counts one view of an entry. Never rejects. */
  record(entryId: string): Promise<void>;
  /** Entries viewed in the last 30 days, most viewed first (ties in id order); empty when none. Never rejects. */
  mostViewed(): Promise<string[]>;
}

export interface ViewCounterOptions {
  /** Shared counts; none: this process's memory only. */
  redis?: ViewCountStore;
  now?: () => number;
}

/** "2026-11-24": the UTC day a view is counted under. */
function dayOf(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

function windowDays(now: number): string[] {
  return Array.from({ length: VIEW_WINDOW_DAYS }, (_, back) => dayOf(now - back * DAY_MS));
}

function ranked(totals: Map<string, number>): string[] {
  return [...totals]
    .filter(([, views]) => views > 0)
    .sort(([a, viewsA], [b, viewsB]) => viewsB - viewsA || a.localeCompare(b, "en", { numeric: true }))
    .map(([id]) => id);
}

export function createViewCounter({ redis, now = Date.now }: ViewCounterOptions = {}): ViewCounter {
  /** Day → entry → views, for the days in the window. */
  const memory = new Map<string, Map<string, number>>();
  let memo: { at: number; ids: Promise<string[]> } | undefined;

  function countInMemory(day: string, entryId: string) {
    let counts = memory.get(day);
    if (!counts) {
      counts = new Map();
      memory.set(day, counts);
      // A new day: forget the ones that left the window, so memory stays bounded by entries × 30.
      const kept = new Set(windowDays(now()));
      for (const old of memory.keys()) if (!kept.has(old)) memory.delete(old);
    }
    counts.set(entryId, (counts.get(entryId) ?? 0) + 1);
  }

  function totalsInMemory(): Map<string, number> {
    const totals = new Map<string, number>();
    for (const day of windowDays(now())) {
      for (const [id, views] of memory.get(day) ?? []) totals.set(id, (totals.get(id) ?? 0) + views);
    }
    return totals;
  }

  async function totalsInRedis(store: ViewCountStore): Promise<Map<string, number>> {
    const days = await Promise.all(windowDays(now()).map((day) => store.hgetall(KEY_PREFIX + day)));
    const totals = new Map<string, number>();
    for (const counts of days) {
      for (const [id, views] of Object.entries(counts)) {
        const number = Number(views);
        if (Number.isSafeInteger(number)) totals.set(id, (totals.get(id) ?? 0) + number);
      }
    }
    return totals;
  }

  async function rank(): Promise<string[]> {
    if (redis) {
      try {
        return ranked(await totalsInRedis(redis));
      } catch {
        // Unreachable: this process's own counts stand in.
      }
    }
    return ranked(totalsInMemory());
  }

  return {
    async record(entryId) {
      const day = dayOf(now());
      if (redis) {
        try {
          const key = KEY_PREFIX + day;
          await redis.hincrby(key, entryId, 1);
          await redis.expire(key, KEY_TTL_SECONDS);
          return;
        } catch {
          // Unreachable: counted here instead.
        }
      }
      countInMemory(day, entryId);
    },
    mostViewed() {
      const at = now();
      if (!memo || at - memo.at >= RANKING_TTL_MS) memo = { at, ids: rank() };
      return memo.ids;
    },
  };
}

/**
 * A person reading, by the User-Agent: not a crawler, link checker, headless browser or HTTP
 * library (isbot's list, kept up to date by its maintainers), and not a request without one. A
 * view missed costs nothing; a crawler's sweep would rank every entry alike.
 */
export function isLikelyReader(userAgent: string | null): boolean {
  return userAgent !== null && userAgent.trim() !== "" && !isbot(userAgent);
}

let shared: ViewCounter | undefined;

/** The process's counter: in Redis when REDIS_URL is set, else in memory. */
export function getViewCounter(): ViewCounter {
  shared ??= createViewCounter({ redis: getRedis() });
  return shared;
}

/**
 * At most this many views counted per second by one process, whoever sends them: a flood of
 * count requests (each one or two Redis writes) is bounded without keeping anything about who
 * sent it (nginx's per-client limit stops one client sooner). A view beyond it is not counted; a
 * missed view costs nothing.
 */
export const VIEWS_PER_SECOND = 200;

/** A fixed one-second window: true while this second has counted fewer than `perSecond` views. */
export function createViewGate({ perSecond = VIEWS_PER_SECOND, now = Date.now } = {}): () => boolean {
  let second = -1;
  let admitted = 0;
  return () => {
    const current = Math.floor(now() / 1000);
    if (current !== second) {
      second = current;
      admitted = 0;
    }
    if (admitted >= perSecond) return false;
    admitted += 1;
    return true;
  };
}

const admitView = createViewGate();

/**
 * Counts a view of an FAQ entry, if it is a person's: the entry page's count request (its image
 * beacon, app/routes/faq.article.$entryId_.view[.]gif.tsx), a GET, not a HEAD, not a bot, within
 * the process's bound. Not awaited by the caller's answer. Returns whether it was counted.
 */
export function countEntryView(request: Request, entryId: string): boolean {
  if (request.method !== "GET") return false;
  if (!isLikelyReader(request.headers.get("User-Agent"))) return false;
  if (!admitView()) return false;
  void getViewCounter().record(entryId);
  return true;
}
