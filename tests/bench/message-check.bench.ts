/**
 * The message checker's figures (not a test): `npm run bench:messages`.
 * Prints the corpus confusion table (scam and genuine against the three verdicts) and the
 * check's timing on 5,000-character messages; target p95 < 5 ms.
 */
import { bench, describe } from "vitest";
import { checkMessage } from "~/lib/message-check/check-message";
import { VERDICTS } from "~/lib/message-check/verdicts";
import { MESSAGE_CORPUS } from "../fixtures/message-corpus";
import { translatorFor } from "../helpers/strings";

// The table's columns are the English headings, as the corpus states its verdicts.
const { t } = translatorFor("en", "checker");
const verdicts = Object.values(VERDICTS).map((verdict) => t(verdict));
const table = { scam: new Map<string, number>(), genuine: new Map<string, number>() };
for (const entry of MESSAGE_CORPUS) {
  const verdict = t(checkMessage(entry.text, entry.sender ?? "").verdict);
  table[entry.kind].set(verdict, (table[entry.kind].get(verdict) ?? 0) + 1);
}
const rows = (["scam", "genuine"] as const).map(
  (kind) =>
    `| ${kind} (${[...table[kind].values()].reduce((a, b) => a + b, 0)}) | ${verdicts.map((v) => table[kind].get(v) ?? 0).join(" | ")} |`,
);
console.log(
  [
    `\nCorpus: ${MESSAGE_CORPUS.length} messages\n`,
    `| corpus | ${verdicts.join(" | ")} |`,
    `|---|${verdicts.map(() => "---").join("|")}|`,
    ...rows,
  ].join("\n"),
);

// 5,000-character messages: links only, a long scam e-mail, digits, and arbitrary Unicode.
let seed = 11;
const random = () => ((seed = (seed * 48271) % 2147483647), seed / 2147483647);
const fill = (unit: () => string) => {
  let text = "";
  while (text.length < 5000) text += unit();
  return text.slice(0, 5000);
};
const CASES: Array<[string, string]> = [
  [
    "5,000 characters of links",
    fill(() => `https://usps.com-${Math.floor(random() * 1e6)}.top/u?id=${Math.floor(random() * 1e9)} `),
  ],
  [
    "5,000 characters of scam e-mail",
    fill(
      () =>
        "USPS: your package 9400 1112 0620 6406 2607 87 could not be delivered due to an incomplete address. Pay the $1.99 fee within 12 hours at hxxps://usps[.]com-help[.]net or it will be returned. ",
    ),
  ],
  ["5,000 digits and spaces", fill(() => (random() < 0.1 ? " " : String(Math.floor(random() * 10))))],
  ["5,000 random Unicode characters", fill(() => String.fromCodePoint(Math.floor(random() * 0x2fff)))],
];

const timings = ["\n| 5,000 characters | p50 ms | p95 ms | max ms |", "|---|---|---|---|"];
for (const [name, text] of CASES) {
  for (let i = 0; i < 20; i++) checkMessage(text); // warm up
  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    const start = performance.now();
    checkMessage(text, "+63 912 555 0142");
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2);
  timings.push(`| ${name} | ${at(0.5)} | ${at(0.95)} | ${at(1)} |`);
}
console.log(`${timings.join("\n")}\n`);

describe("checkMessage", () => {
  for (const [name, text] of CASES) bench(name, () => void checkMessage(text));
  bench("the whole corpus", () => {
    for (const entry of MESSAGE_CORPUS) checkMessage(entry.text, entry.sender ?? "");
  });
});
