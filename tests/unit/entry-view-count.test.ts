import type { LoaderFunctionArgs } from "@remix-run/node";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CACHE_CONTROL, applyCachePolicy, forwardCacheHeaders, isShareable } from "~/lib/cache-policy.server";
import { parseConfig } from "~/lib/config.server";
import { entryAnswerMayFail } from "~/lib/help-centre/answer-renderer.server";
import { entryViewPath } from "~/lib/help-centre/faq-urls";
import { createViewGate, getViewCounter } from "~/lib/help-centre/view-counts.server";
import { loader as entryLoader } from "~/routes/faq.article.$entryId";
import { loader as viewLoader } from "~/routes/faq.article.$entryId_.view[.]gif";
import { loadContextFor } from "../helpers/load-context";

const READER = "Mozilla/5.0 (X11; Linux x86_64; rv:145.0) Gecko/20100101 Firefox/145.0";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const HEADLESS =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/142.0.0.0 Safari/537.36";

function args(path: string, init: RequestInit = {}, params: Record<string, string> = {}): LoaderFunctionArgs {
  const request = new Request(`http://localhost${path}`, init);
  return { request, params, context: loadContextFor(request) };
}

/** One request for an entry's count image, as a browser (or a bot) sends it. */
async function countRequest(entryId: string, init: RequestInit = {}) {
  return viewLoader(args(entryViewPath(entryId), init, { entryId }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("an FAQ entry's view count request (its image)", () => {
  it("is at /faq/article/<id>/view.gif, the id escaped", () => {
    expect(entryViewPath("csv-article-4")).toBe("/faq/article/csv-article-4/view.gif");
    expect(entryViewPath("a/b?c")).toBe("/faq/article/a%2Fb%3Fc/view.gif");
  });

  it("answers a reader with a 1×1 GIF no cache keeps, and counts one view of that entry", async () => {
    const record = vi.spyOn(getViewCounter(), "record").mockResolvedValue();
    const response = await countRequest("csv-article-4", { headers: { "User-Agent": READER } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/gif");
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.subarray(0, 6).toString("latin1")).toBe("GIF89a");
    expect(body.readUInt16LE(6)).toBe(1);
    expect(body.readUInt16LE(8)).toBe(1);
    expect(response.headers.get("Cache-Control")).toBe(CACHE_CONTROL.none);
    expect(isShareable(response.headers.get("Cache-Control"))).toBe(false);
    expect(record.mock.calls).toEqual([["csv-article-4"]]);
  });

  it("answers an unknown id 404, never cached, and counts nothing", async () => {
    const record = vi.spyOn(getViewCounter(), "record").mockResolvedValue();
    for (const id of ["csv-article-0", "no-such-entry", "csv-article-4 ", "../csv-article-4", "x".repeat(5000)]) {
      const response = await countRequest(id, { headers: { "User-Agent": READER } });
      expect(response.status, id).toBe(404);
      expect(response.headers.get("Cache-Control"), id).toBe(CACHE_CONTROL.none);
    }
    expect(record).not.toHaveBeenCalled();
  });

  it("does not count bots, headless browsers, requests without a User-Agent, or a HEAD", async () => {
    const record = vi.spyOn(getViewCounter(), "record").mockResolvedValue();
    const requests: RequestInit[] = [
      { headers: { "User-Agent": GOOGLEBOT } },
      { headers: { "User-Agent": HEADLESS } },
      { headers: { "User-Agent": "curl/8.14.1" } },
      {},
      { method: "HEAD", headers: { "User-Agent": READER } },
    ];
    for (const init of requests) {
      const response = await countRequest("csv-article-4", init);
      // The image is answered all the same (nothing tells a bot apart from a reader), just not counted.
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe(CACHE_CONTROL.none);
    }
    expect(record).not.toHaveBeenCalled();
  });
});

describe("the bound on views counted per process", () => {
  it("admits at most so many a second, whoever sends them, and starts again the next second", () => {
    let time = Date.UTC(2026, 10, 27, 12);
    const admit = createViewGate({ perSecond: 3, now: () => time });
    expect([admit(), admit(), admit(), admit(), admit()]).toEqual([true, true, true, false, false]);
    time += 999;
    expect(admit()).toBe(false);
    time += 1;
    expect([admit(), admit(), admit(), admit()]).toEqual([true, true, true, false]);
  });
});

describe("an FAQ entry page's cache policy", () => {
  /** The page's Cache-Control as entry.server ends it, with SITE_URL set as in production. */
  async function pageCacheControl(path: string, entryId: string): Promise<string | null> {
    const result = await entryLoader(args(path, { headers: { "User-Agent": READER } }, { entryId }));
    const headers = new Headers(
      forwardCacheHeaders({
        loaderHeaders: new Headers(result.init?.headers),
        actionHeaders: new Headers(),
        errorHeaders: undefined,
        parentHeaders: new Headers(),
      }),
    );
    applyCachePolicy(new Request(`https://help.example.com${path}`), 200, headers, "https://help.example.com");
    return headers.get("Cache-Control");
  }

  it("is the help pages' `page` policy in both languages: shared caches keep it, and loading it counts nothing", async () => {
    const record = vi.spyOn(getViewCounter(), "record").mockResolvedValue();
    for (const path of ["/faq/article/csv-article-4", "/es/faq/article/csv-article-4"]) {
      const cacheControl = await pageCacheControl(path, "csv-article-4");
      expect(cacheControl, path).toBe(CACHE_CONTROL.page);
      expect(isShareable(cacheControl), path).toBe(true);
    }
    // Its views are counted by its image, not by rendering it (a cached copy renders nothing).
    expect(record).not.toHaveBeenCalled();
  });

  it("stays private while an answer service is configured, whose failure must not be shared (decision 009)", () => {
    const { answerService } = parseConfig({ ANSWER_SERVICE_URL: "https://answers.example.com" });
    expect(entryAnswerMayFail({ answerService })).toBe(true);
    expect(entryAnswerMayFail({ answerService: undefined })).toBe(false);
  });
});
