/**
 * The ways to the tracking reader: the FAQ answers and guides chosen in reader-links.ts exist,
 * and the tracking form tells a pasted history from tracking numbers (looks-like-history.ts).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { READER_LINKED_ANSWERS, READER_LINKED_GUIDES } from "~/lib/help-centre/reader-links";
import { looksLikeTrackingHistory } from "~/lib/tracking/looks-like-history";
import { TRACKING_CORPUS } from "../fixtures/tracking-corpus";

describe("the FAQ answers and guides that link to the reader", () => {
  it("are files of the help centre, in English and Spanish", () => {
    for (const slug of READER_LINKED_ANSWERS) {
      expect(existsSync(path.join("data", "faq-answers", `${slug}.md`)), slug).toBe(true);
      expect(existsSync(path.join("data", "es", "faq-answers", `${slug}.md`)), `es ${slug}`).toBe(true);
    }
    for (const slug of READER_LINKED_GUIDES) {
      expect(existsSync(path.join("data", "articles", `${slug}.md`)), slug).toBe(true);
      expect(existsSync(path.join("data", "es", "articles", `${slug}.md`)), `es ${slug}`).toBe(true);
    }
  });
});

describe("a tracking history put in the tracking form", () => {
  it("is told from numbers, also with its lines joined as a one-line input joins them", () => {
    const histories = TRACKING_CORPUS.filter((entry) => entry.expected.events > 0);
    expect(histories.length).toBeGreaterThan(60);
    const missed = histories.filter((entry) => !looksLikeTrackingHistory(entry.text.replace(/\n/g, " ")));
    expect(missed.map((entry) => entry.id)).toEqual([]);
  });

  it("is not seen in tracking numbers, a delivery text with a link, or a question", () => {
    for (const text of [
      "9400 1000 0000 0000 0000 00",
      "9400111206206406260787, 1Z999AA10123456784 and 420123459400111206206406260787",
      "USPS: your package could not be delivered, update your address: https://usps.com-redeliver.top/u",
      "where is my package",
      "",
    ]) {
      expect(looksLikeTrackingHistory(text), text).toBe(false);
    }
  });

  it("answers any text at once", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 5000 }), (text) => {
        expect(typeof looksLikeTrackingHistory(text)).toBe("boolean");
      }),
    );
    const started = performance.now();
    looksLikeTrackingHistory("delivered ".repeat(2000));
    expect(performance.now() - started).toBeLessThan(50);
  });
});
