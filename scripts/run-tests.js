#!/usr/bin/env node
// @ts-check
// Runs every check the README promises (type check, lint, unit tests, browser tests
// with JavaScript on and off) and ends with one plain "N passed, N failed" line that
// adds up the test runners, because CI reads only that line.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

mkdirSync(".tmp", { recursive: true });

/**
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 */
function run(label, command, args) {
  console.log(`\n=== ${label}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  return result.status === 0;
}

// The parts of the runners' JSON reports this script adds up.
/** @typedef {{ numPassedTests: number, numFailedTests: number }} VitestReport */
/** @typedef {{ stats?: { expected: number, flaky: number, unexpected: number } }} PlaywrightReport */

/**
 * A report the runner wrote, or undefined when it wrote none or half of one. JSON.parse
 * cannot check the shape, so the caller names it.
 * @template Report
 * @param {string} path
 * @returns {Report | undefined}
 */
function readJson(path) {
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return undefined;
  }
}

let passed = 0;
let failed = 0;
/** @type {string[]} */
const notes = [];

// Type check and lint are one check each: they either hold or they do not.
for (const [label, script] of [
  ["type check", "typecheck"],
  ["lint", "lint"],
]) {
  if (run(label, "npm", ["run", "--silent", script])) passed += 1;
  else {
    failed += 1;
    notes.push(`${label} failed`);
  }
}

rmSync(".tmp/vitest-results.json", { force: true });
const unitOk = run("unit tests", "npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  "--outputFile=.tmp/vitest-results.json",
]);
/** @type {VitestReport | undefined} */
const unit = readJson(".tmp/vitest-results.json");
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
  if (!unitOk && unit.numFailedTests === 0) {
    failed += 1;
    notes.push("unit test run failed outside a test");
  }
} else {
  failed += 1;
  notes.push("unit tests produced no report");
}

const buildOk = run("build", "npm", ["run", "--silent", "build"]);
if (!buildOk) {
  failed += 1;
  notes.push("build failed");
} else {
  rmSync(".tmp/playwright-results.json", { force: true });
  const e2eOk = run("browser tests (JavaScript on and off)", "npx", ["playwright", "test"]);
  /** @type {PlaywrightReport | undefined} */
  const e2e = readJson(".tmp/playwright-results.json");
  if (e2e?.stats) {
    passed += e2e.stats.expected + e2e.stats.flaky;
    failed += e2e.stats.unexpected;
    if (e2e.stats.flaky > 0) notes.push(`${e2e.stats.flaky} browser test(s) passed only on retry`);
    if (!e2eOk && e2e.stats.unexpected === 0) {
      failed += 1;
      notes.push("browser test run failed outside a test");
    }
  } else {
    failed += 1;
    notes.push("browser tests produced no report");
  }
}

for (const note of notes) console.log(`note: ${note}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
