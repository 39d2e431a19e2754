/**
 * Speed of the help centre's search (not a test): `npm run bench:faq`.
 * Targets: index built in < 150 ms; a query < 2 ms p95 on the real data and
 * < 20 ms p95 at 10,000 generated documents. Prints the figures, then vitest's own table.
 */
import { bench, describe } from "vitest";
import { loadGuides } from "~/lib/help-centre/guides.server";
import { getFaqData } from "~/lib/help-centre/faq-data.server";
import { createHelpSearch, faqDocument, guideDocument, type HelpSearchDocument } from "~/lib/help-centre/search.server";

const [faq, guides] = await Promise.all([getFaqData(), loadGuides()]);
const realDocuments = [...guides.all.map(guideDocument), ...faq.entries.map(faqDocument)];

// 10,000 documents shaped like the real ones, each with words of its own so the
// vocabulary grows as a larger help centre's would.
const generatedDocuments: HelpSearchDocument[] = Array.from({ length: 10_000 }, (_, i) => {
  const base = realDocuments[i % realDocuments.length];
  const extra = `case${i} parcel${(i * 7919) % 10007} depot${i % 997}`;
  return { ...base, id: `${base.id}:${i}`, title: `${base.title} ${extra}`, text: `${base.text} ${extra}` };
});

// Topics, typos, prefixes while typing, long questions and a miss.
const QUERIES = [
  "media mail",
  "mony order",
  "recieve",
  "grond advantage",
  "where is my package",
  "christmas eve",
  "tra",
  "how long does priority mail take to deliver to california",
  "package stuck in customs for two weeks",
  "zzqx no match",
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function timeQueries(search: ReturnType<typeof createHelpSearch>, rounds: number) {
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const query of QUERIES) {
      const start = performance.now();
      search.search(query, round % 2 === 0 ? 5 : Infinity);
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1], count: times.length };
}

function timeBuild(documents: readonly HelpSearchDocument[], rounds: number) {
  const times: number[] = [];
  let search = createHelpSearch(documents);
  for (let round = 0; round < rounds; round += 1) {
    const start = performance.now();
    search = createHelpSearch(documents);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { search, median: percentile(times, 50), worst: times[times.length - 1] };
}

const real = timeBuild(realDocuments, 10);
const generated = timeBuild(generatedDocuments, 3);
// Warm up the JIT before measuring queries, as a running server would be.
timeQueries(real.search, 20);
timeQueries(generated.search, 5);
const realQueries = timeQueries(real.search, 200);
const generatedQueries = timeQueries(generated.search, 50);

const ms = (value: number) => `${value.toFixed(3)} ms`;
console.log(
  [
    "",
    `help search, ${realDocuments.length} real documents (${guides.all.length} guides, ${faq.entries.length} FAQ entries):`,
    `  index build: median ${ms(real.median)}, worst ${ms(real.worst)} (target < 150 ms)`,
    `  query: p50 ${ms(realQueries.p50)}, p95 ${ms(realQueries.p95)}, max ${ms(realQueries.max)} over ${realQueries.count} queries (target p95 < 2 ms)`,
    `help search, ${generatedDocuments.length} generated documents:`,
    `  index build: median ${ms(generated.median)}, worst ${ms(generated.worst)}`,
    `  query: p50 ${ms(generatedQueries.p50)}, p95 ${ms(generatedQueries.p95)}, max ${ms(generatedQueries.max)} over ${generatedQueries.count} queries (target p95 < 20 ms)`,
    "",
  ].join("\n"),
);

const options = { time: 1000, warmupTime: 200 };

describe(`one query at a time (${QUERIES.length} queries per iteration)`, () => {
  bench(
    `real data (${realDocuments.length} documents)`,
    () => {
      for (const query of QUERIES) real.search.search(query);
    },
    options,
  );
  bench(
    `generated (${generatedDocuments.length} documents)`,
    () => {
      for (const query of QUERIES) generated.search.search(query);
    },
    options,
  );
});

describe("building the index", () => {
  bench(`real data (${realDocuments.length} documents)`, () => void createHelpSearch(realDocuments), options);
});
