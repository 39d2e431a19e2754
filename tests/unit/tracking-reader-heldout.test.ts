/**
 * The sealed held-out set (tests/fixtures/tracking-heldout.ts, written by someone who never saw
 * the reader), measured in aggregate, never per entry: the reader was tuned on its own corpus only,
 * and these thresholds sit just under what it scored when first measured (verdicts 53/55, event
 * counts 52/55, last physical scans 55/55; see the closing note of issue 34 for the misses).
 * A change that lowers a figure below its threshold fails here; no entry is pinned.
 */
import { describe, expect, it } from "vitest";
import { TRACKING_HELDOUT } from "../fixtures/tracking-heldout";
import { heldoutFigures } from "../helpers/tracking-figures";

const figures = heldoutFigures(TRACKING_HELDOUT);
const share = (count: number) => count / figures.total;

describe("the tracking reader on the held-out set, in aggregate", () => {
  it("gives the expected verdict for at least 90% of the histories", () => {
    expect(share(figures.verdicts), figures.misses.join("\n")).toBeGreaterThanOrEqual(0.9);
  });

  it("finds the expected number of events in at least 90% of them", () => {
    expect(share(figures.events), figures.misses.join("\n")).toBeGreaterThanOrEqual(0.9);
  });

  it("finds the day of the last physical scan in at least 95% of them", () => {
    expect(share(figures.lastScans), figures.misses.join("\n")).toBeGreaterThanOrEqual(0.95);
  });
});
