/**
 * Speed of the help centre's data work (not a test): `npx vitest bench --run tests/bench`.
 * Target: under 1 ms per search query at 5,000 articles.
 */
import { readFileSync } from "node:fs";
import { bench, describe } from "vitest";
import { DEFAULT_CARRIER_PHONE, buildFaqData, type FaqArticle } from "~/lib/faq/faq-builder";
import { FAQ_CSV_RELATIVE_PATH, parseKeywords } from "~/lib/faq/faq-data.server";
import { searchFaq } from "~/lib/faq/search";

const csv = readFileSync(FAQ_CSV_RELATIVE_PATH, "utf8");
const realArticles = buildFaqData(parseKeywords(csv), DEFAULT_CARRIER_PHONE).articles;

// 5,000 articles built the way the site builds them (every article carries the
// canned answer), from the real keywords with a numbered twist...
const generatedKeywords = Array.from({ length: 5000 }, (_, i) => `${realArticles[i % realArticles.length].keyword} case ${i}`);
const generatedArticles = buildFaqData(generatedKeywords, DEFAULT_CARRIER_PHONE).articles;
// ...and the same with a different body per article, so the search index's
// shared-content shortcut cannot flatter the figures (the worst case).
const distinctArticles: FaqArticle[] = generatedArticles.map((article, i) => ({
  ...article,
  content: `${article.content}\n\nReference ${i}: parcel note ${(i * 7919) % 10007}.`,
}));

const options = { time: 2000, warmupTime: 200 };

// Common hits, a rare hit near the end, and a miss that has to scan everything.
const QUERIES = ["track", "customs", "money order", "signature confirmation", "zzqx no match"];

function searchAll(articles: readonly FaqArticle[]) {
  for (const query of QUERIES) searchFaq(articles, query);
}

describe(`searchFaq, ${QUERIES.length} queries per iteration`, () => {
  bench(`real data (${realArticles.length} articles)`, () => searchAll(realArticles), options);
  bench(`generated (${generatedArticles.length} articles)`, () => searchAll(generatedArticles), options);
  bench(`generated, distinct bodies (${distinctArticles.length} articles)`, () => searchAll(distinctArticles), options);
});

describe("searchFaq, the worst case: a query that matches nothing", () => {
  bench(`real data (${realArticles.length} articles)`, () => void searchFaq(realArticles, "zzqx no match"), options);
  bench(`generated (${generatedArticles.length} articles)`, () => void searchFaq(generatedArticles, "zzqx no match"), options);
  bench(
    `generated, distinct bodies (${distinctArticles.length} articles)`,
    () => void searchFaq(distinctArticles, "zzqx no match"),
    options,
  );
});

describe("building the FAQ", () => {
  bench(
    `parse the CSV and build categories and articles (${realArticles.length} rows)`,
    () => void buildFaqData(parseKeywords(csv), DEFAULT_CARRIER_PHONE),
    options,
  );
});
