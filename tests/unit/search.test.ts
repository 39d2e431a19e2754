import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { buildFaqData, markdownToPlainText, type FaqArticle } from "~/lib/faq/faq-builder";
import {
  SEARCH_DEBOUNCE_MS,
  SEARCH_RESULT_LIMIT,
  noResultsMessage,
  searchFaq,
} from "~/lib/faq/search";

function article(id: string, title: string, content: string): FaqArticle {
  return { id, categoryId: "tracking", title, content, isPopular: false, keyword: title };
}

const articles: FaqArticle[] = [
  article("a1", "Where Is My Package?", "Check the **tracking** page for updates on your parcel."),
  article("a2", "Does USPS Deliver On Sunday?", "Only Priority Mail Express and some Amazon parcels."),
  article("a3", "Customs Form CN22?", "Use the [customs form](https://example.test/cn22) for small items abroad."),
  article("a4", "Change Of Address?", "Forwarding starts in 7-10 business days."),
];

describe("constants", () => {
  it("match the spec", () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
    expect(SEARCH_RESULT_LIMIT).toBe(5);
    expect(noResultsMessage("zebra")).toBe('No results found for "zebra"');
  });
});

describe("searchFaq", () => {
  it("matches titles case-insensitively", () => {
    expect(searchFaq(articles, "usps deliver").map((r) => r.id)).toEqual(["a2"]);
    expect(searchFaq(articles, "WHERE IS").map((r) => r.id)).toEqual(["a1"]);
  });

  it("matches content case-insensitively, including inside markdown", () => {
    expect(searchFaq(articles, "AMAZON").map((r) => r.id)).toEqual(["a2"]);
    expect(searchFaq(articles, "tracking").map((r) => r.id)).toEqual(["a1"]);
    expect(searchFaq(articles, "business days").map((r) => r.id)).toEqual(["a4"]);
  });

  it("keeps article order and returns id, title and preview", () => {
    expect(searchFaq(articles, "parcel")).toEqual([
      { id: "a1", title: "Where Is My Package?", preview: "Check the tracking page for updates on your parcel." },
      { id: "a2", title: "Does USPS Deliver On Sunday?", preview: "Only Priority Mail Express and some Amazon parcels." },
    ]);
  });

  it("previews are the first 70 characters of plain text", () => {
    const data = buildFaqData(["where is my package"], "1-800-275-8777");
    const [result] = searchFaq(data.articles, "package");
    expect(result.preview).toHaveLength(70);
    expect(result.preview).toBe(markdownToPlainText(data.articles[0].content).slice(0, 70));
    const [customs] = searchFaq(articles, "cn22");
    expect(customs.preview).toBe("Use the customs form for small items abroad.");
  });

  it("returns at most 5 by default and honours a smaller limit", () => {
    const many = Array.from({ length: 20 }, (_, i) => article(`m${i}`, `Lost Mail ${i}?`, "text"));
    expect(searchFaq(many, "lost")).toHaveLength(5);
    expect(searchFaq(many, "lost").map((r) => r.id)).toEqual(["m0", "m1", "m2", "m3", "m4"]);
    expect(searchFaq(many, "lost", 2)).toHaveLength(2);
    expect(searchFaq(many, "lost", 0)).toEqual([]);
    expect(searchFaq(many, "lost", -3)).toEqual([]);
  });

  it("blank query gives nothing", () => {
    expect(searchFaq(articles, "")).toEqual([]);
    expect(searchFaq(articles, "   \t ")).toEqual([]);
  });

  it("no match and no articles give nothing", () => {
    expect(searchFaq(articles, "zebra")).toEqual([]);
    expect(searchFaq([], "package")).toEqual([]);
  });

  it("trims the query", () => {
    expect(searchFaq(articles, "  sunday  ").map((r) => r.id)).toEqual(["a2"]);
  });

  it("treats regex characters literally", () => {
    expect(searchFaq(articles, "(.*)")).toEqual([]);
    expect(searchFaq(articles, "?").map((r) => r.id)).toEqual(["a1", "a2", "a3", "a4"]);
  });

  it("a new articles array gets its own index", () => {
    const first = [article("x1", "Alpha?", "one")];
    const second = [article("y1", "Beta?", "two")];
    expect(searchFaq(first, "alpha").map((r) => r.id)).toEqual(["x1"]);
    expect(searchFaq(second, "alpha")).toEqual([]);
    expect(searchFaq(second, "beta").map((r) => r.id)).toEqual(["y1"]);
  });

  it("never throws and never returns more than 5 (property)", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (query, title, content) => {
        const pool = Array.from({ length: 8 }, (_, i) => article(`p${i}`, title + i, content));
        const results = searchFaq(pool, query);
        expect(results.length).toBeLessThanOrEqual(5);
        for (const r of results) expect(r.preview.length).toBeLessThanOrEqual(70);
        if (query.trim() === "") expect(results).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it("every result really matches (property)", () => {
    const words = ["track", "usps", "Mail", "parcel", "fee", "ß", "İ", " "];
    const text = fc.array(fc.constantFrom(...words), { maxLength: 6 }).map((w) => w.join(" "));
    fc.assert(
      fc.property(fc.array(fc.tuple(text, text), { maxLength: 12 }), text, (pairs, query) => {
        const pool = pairs.map(([title, content], i) => article(`q${i}`, title, content));
        const needle = query.trim().toLowerCase();
        const expected = pool
          .filter((a) => needle !== "" && (a.title.toLowerCase().includes(needle) || a.content.toLowerCase().includes(needle)))
          .slice(0, 5)
          .map((a) => a.id);
        expect(searchFaq(pool, query).map((r) => r.id)).toEqual(expected);
      }),
    );
  });
});

describe("searchFaq performance", () => {
  function medianMs(run: () => void, times = 41): number {
    const samples: number[] = [];
    for (let i = 0; i < times; i += 1) {
      const start = performance.now();
      run();
      samples.push(performance.now() - start);
    }
    samples.sort((a, b) => a - b);
    return samples[Math.floor(samples.length / 2)];
  }

  it("searches 5,000 generated articles in well under 1 ms", () => {
    const keywords = Array.from({ length: 5000 }, (_, i) => `where is my package number ${i}`);
    const { articles: big } = buildFaqData(keywords, "1-800-275-8777");
    searchFaq(big, "warm up"); // builds the index once
    for (const query of ["no such words anywhere", "package number 4999", "priority"]) {
      expect(medianMs(() => searchFaq(big, query)), query).toBeLessThan(1);
    }
  });

  it("stays fast when every article has its own content", () => {
    const big = Array.from({ length: 5000 }, (_, i) =>
      article(`d${i}`, `Question number ${i}?`, `Answer ${i}: ${"lorem ipsum dolor sit amet ".repeat(20)}`),
    );
    searchFaq(big, "warm up");
    // Generous bound: a full scan of 5,000 distinct ~550-character answers.
    expect(medianMs(() => searchFaq(big, "no such words anywhere"))).toBeLessThan(5);
  });
});

describe("searchFaq without a limit", () => {
  it("returns every match when asked for Infinity", () => {
    const articles = buildFaqData(Array.from({ length: 12 }, (_, i) => `where is parcel ${i}`), "1-800-275-8777").articles;
    expect(searchFaq(articles, "parcel", Infinity)).toHaveLength(12);
    expect(searchFaq(articles, "parcel", Number.NaN)).toHaveLength(5);
  });
});
