/**
 * Speed of the tracking-input rule (not a test): `npm run bench:tracking`.
 * Target: < 3 ms for the worst case, 2,000 characters (the input's limit) of run-together digits:
 * linear in the length, about 0.4 ms at the former 350.
 */
import { bench, describe } from "vitest";
import { checkTrackingInput } from "~/lib/tracking/tracking-input";

// Valid USPS numbers (check digits computed by the rule's own recogniser in the tests).
const USPS = ["9400111206206406260787", "9205590164917312751089", "9505511069605048600624"];
const runTogether = Array.from({ length: 92 }, (_, i) => USPS[i % USPS.length])
  .join("")
  .slice(0, 2000);
// Random digits: every position is a possible start, nothing lines up.
let seed = 7;
const randomDigits = Array.from({ length: 2000 }, () => ((seed = (seed * 48271) % 2147483647), seed % 10)).join("");
// 35 short numbers, comma-separated: the most numbers the rule accepts.
const thirtyFive = Array.from({ length: 35 }, (_, i) => `EZ${String(i).padStart(6, "0")}`).join(",");
const email =
  `Your USPS tracking number is 9400 1112 0620 6406 2607 87. Thanks for shopping! ${"More words here. ".repeat(15)}`.slice(
    0,
    350,
  );

const CASES: Array<[string, string]> = [
  ["2,000 run-together digits of valid numbers", runTogether],
  ["2,000 random digits", randomDigits],
  ["35 comma-separated numbers", thirtyFive],
  ["an e-mail paragraph", email],
];

function p95(input: string): number {
  for (let i = 0; i < 200; i += 1) checkTrackingInput(input);
  const times: number[] = [];
  for (let i = 0; i < 2000; i += 1) {
    const start = performance.now();
    checkTrackingInput(input);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length * 0.95)];
}

console.log(
  [
    "",
    "tracking-input rule, p95 of 2,000 calls after warm-up (target < 3 ms):",
    ...CASES.map(([name, input]) => `  ${name} (${input.length} chars): ${p95(input).toFixed(3)} ms`),
    "",
  ].join("\n"),
);

describe("checkTrackingInput", () => {
  for (const [name, input] of CASES) bench(name, () => void checkTrackingInput(input), { time: 500 });
});
