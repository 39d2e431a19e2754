/**
 * The message checker's figures (not a test): `npm run bench:messages`.
 * Prints four confusion tables (the main corpus and the sealed held-out set, each judged with
 * the sender the visitor would type and with the sender field left empty) and the check's
 * timing on 5,000-character messages; target p95 < 5 ms (docs/decisions/015-message-checker.md).
 */
import { loadavg } from "node:os";
import { bench, describe } from "vitest";
import { checkMessage } from "~/lib/message-check/check-message";
import { VERDICTS } from "~/lib/message-check/verdicts";
import { MESSAGE_CORPUS, type CorpusEntry } from "../fixtures/message-corpus";
import { MESSAGE_HELDOUT } from "../fixtures/message-heldout";
import { translatorFor } from "../helpers/strings";

// The tables' columns are the English headings, as the corpora state their verdicts.
const { t } = translatorFor("en", "checker");
const verdicts = Object.values(VERDICTS).map((verdict) => t(verdict));

function confusionTable(title: string, entries: readonly CorpusEntry[], withSender: boolean): string {
  const table = { scam: new Map<string, number>(), genuine: new Map<string, number>() };
  for (const entry of entries) {
    const verdict = t(checkMessage(entry.text, withSender ? (entry.sender ?? "") : "").verdict);
    table[entry.kind].set(verdict, (table[entry.kind].get(verdict) ?? 0) + 1);
  }
  const rows = (["scam", "genuine"] as const).map((kind) => {
    const total = [...table[kind].values()].reduce((a, b) => a + b, 0);
    return `| ${kind} (${total}) | ${verdicts.map((v) => table[kind].get(v) ?? 0).join(" | ")} |`;
  });
  return [
    `\n${title}, ${withSender ? "with the sender" : "sender left empty"}\n`,
    `| ${entries.length} messages | ${verdicts.join(" | ")} |`,
    `|---|${verdicts.map(() => "---").join("|")}|`,
    ...rows,
  ].join("\n");
}

console.log(
  [
    confusionTable("Main corpus", MESSAGE_CORPUS, true),
    confusionTable("Main corpus", MESSAGE_CORPUS, false),
    confusionTable("Held-out set", MESSAGE_HELDOUT, true),
    confusionTable("Held-out set", MESSAGE_HELDOUT, false),
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

// Wall-clock time is what a visitor waits; CPU time is the same work without the other processes
// of a shared machine (the two differ when it is busy: the load average is printed with them).
const timings = [
  `\n| 5,000 characters | p50 ms | p95 ms | max ms | CPU p50 ms | CPU p95 ms |`,
  "|---|---|---|---|---|---|",
];
for (const [name, text] of CASES) {
  for (let i = 0; i < 20; i++) checkMessage(text); // warm up
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < 200; i++) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    checkMessage(text, "+63 912 555 0142");
    wall.push(performance.now() - start);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
  }
  const at = (times: number[], q: number) =>
    [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2);
  timings.push(
    `| ${name} | ${at(wall, 0.5)} | ${at(wall, 0.95)} | ${at(wall, 1)} | ${at(cpu, 0.5)} | ${at(cpu, 0.95)} |`,
  );
}
timings.push(
  `\nLoad average while measuring: ${loadavg()
    .map((load) => load.toFixed(2))
    .join(", ")}`,
);
console.log(`${timings.join("\n")}\n`);

describe("checkMessage", () => {
  for (const [name, text] of CASES) bench(name, () => void checkMessage(text));
  bench("the whole corpus, with and without the sender", () => {
    for (const entry of MESSAGE_CORPUS) {
      checkMessage(entry.text, entry.sender ?? "");
      checkMessage(entry.text);
    }
  });
});
