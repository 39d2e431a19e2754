/**
 * The tracking reader's figures (not a test): `npm run bench:tracking-reader`.
 * Prints the p95 time to read a 20,000-character paste (the most the page accepts) of several
 * kinds, after warm-up; target p95 < 10 ms. Then the corpus and held-out figures (the same
 * comparison as tests/unit/tracking-reader-heldout.test.ts).
 */
import { availableParallelism, loadavg } from "node:os";
import { bench, describe } from "vitest";
import { MAX_PASTE_CHARS } from "~/lib/tracking-reader/paste";
import { readTracking } from "~/lib/tracking-reader/read-tracking";
import { TRACKING_CORPUS } from "../fixtures/tracking-corpus";
import { TRACKING_HELDOUT } from "../fixtures/tracking-heldout";
import { heldoutFigures } from "../helpers/tracking-figures";

let seed = 17;
const random = () => ((seed = (seed * 48271) % 2147483647), seed / 2147483647);
const fill = (unit: () => string) => {
  let text = "";
  while (text.length < MAX_PASTE_CHARS) text += unit();
  return text.slice(0, MAX_PASTE_CHARS);
};
const histories = TRACKING_CORPUS.map((entry) => entry.text).join("\n\n");

const CASES: Array<[string, string]> = [
  ["corpus histories, one after another", fill(() => `${histories}\n\n`)],
  [
    "one usps.com history of 600 steps",
    fill(
      () =>
        `Departed USPS Regional Facility\nKANSAS CITY MO DISTRIBUTION CENTER\nNovember ${1 + Math.floor(random() * 28)}, 2026, 10:03 pm\n`,
    ),
  ],
  [
    "dates and times only",
    fill(
      () =>
        `${1 + Math.floor(random() * 12)}/${1 + Math.floor(random() * 28)}/2026 ${1 + Math.floor(random() * 12)}:0${Math.floor(random() * 10)} pm\n`,
    ),
  ],
  ["long lines of words and commas", fill(() => `${"Brooklyn, NY, United States, delivered at, ".repeat(5)}\n`)],
  ["one line of 20,000 characters", fill(() => "Delivered ")],
  ["random Unicode", fill(() => String.fromCodePoint(Math.floor(random() * 0x2fff)) + (random() < 0.05 ? "\n" : ""))],
];

/**
 * p95 of 200 reads after warm-up, as wall time and as this process's CPU time: on a shared
 * machine the wall time also counts the time spent waiting for a core, the CPU time does not.
 */
function p95(text: string): { wall: number; cpu: number } {
  for (let i = 0; i < 20; i += 1) readTracking(text, { today: "2026-11-20" });
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < 200; i += 1) {
    const startCpu = process.cpuUsage();
    const start = performance.now();
    readTracking(text, { today: "2026-11-20" });
    wall.push(performance.now() - start);
    const used = process.cpuUsage(startCpu);
    cpu.push((used.user + used.system) / 1000);
  }
  const at95 = (times: number[]) => times.sort((a, b) => a - b)[Math.floor(times.length * 0.95)];
  return { wall: at95(wall), cpu: at95(cpu) };
}

const corpus = heldoutFigures(TRACKING_CORPUS);
const heldout = heldoutFigures(TRACKING_HELDOUT);
console.log(
  [
    "",
    `tracking reader, p95 of 200 reads after warm-up (target < 10 ms); load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores:`,
    ...CASES.map(([name, text]) => {
      const { wall, cpu } = p95(text);
      return `  ${name} (${text.length} chars): ${wall.toFixed(2)} ms wall, ${cpu.toFixed(2)} ms CPU`;
    }),
    "",
    `corpus (${corpus.total}): verdict ${corpus.verdicts}/${corpus.total}, events ${corpus.events}/${corpus.total}, last physical scan ${corpus.lastScans}/${corpus.total}`,
    `held-out (${heldout.total}): verdict ${heldout.verdicts}/${heldout.total}, events ${heldout.events}/${heldout.total}, last physical scan ${heldout.lastScans}/${heldout.total}`,
    ...heldout.misses.map((miss) => `  ${miss}`),
    "",
  ].join("\n"),
);

describe("readTracking", () => {
  for (const [name, text] of CASES) bench(name, () => void readTracking(text, { today: "2026-11-20" }), { time: 300 });
});
