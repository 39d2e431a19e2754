/**
 * Any text, any characters: the reader never throws, reads in bounded time, and what it returns
 * holds together (events dated within reach of today, a verdict exactly when there are events,
 * plan days that are real days), and its words and .ics are made without throwing.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseCivilDate } from "~/lib/postal-calendar/civil-date";
import { MAX_PASTE_CHARS } from "~/lib/tracking-reader/paste";
import { planIcs } from "~/lib/tracking-reader/plan-ics";
import { readTracking } from "~/lib/tracking-reader/read-tracking";
import {
  eventRows,
  headline,
  lastScanLine,
  lateReasons,
  stepWords,
  timelineItems,
} from "~/lib/tracking-reader/wording";
import { TRACKING_CORPUS } from "../fixtures/tracking-corpus";
import { translatorFor } from "../helpers/strings";

const en = translatorFor("en", "reader");
const es = translatorFor("es", "reader");

/** Any UTF-16 code unit, lone surrogates and control characters included. */
const anyUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));
const anyText = fc.string({ unit: anyUnit, maxLength: 400 });
/** Lines of real histories, cut and shuffled with noise. */
const corpusLines = TRACKING_CORPUS.flatMap((entry) => entry.text.split("\n"));
const historyish = fc
  .array(fc.oneof(fc.constantFrom(...corpusLines), anyText, fc.constantFrom("\t", " | ", "\r\n", "\u2028", "\u0000")), {
    maxLength: 80,
  })
  .map((parts) => parts.join("\n"));
const today = fc.constantFrom("2026-01-02", "2026-11-20", "2026-12-26", "2027-01-01", "2198-12-30", "1900-01-01");

function readAll(text: string, day: string) {
  const reading = readTracking(text, { today: day, insured: true });
  for (const translator of [en, es]) {
    headline(reading, translator, day);
    lateReasons(reading, translator, day);
    lastScanLine(reading, translator, day);
    eventRows(reading, translator, day);
    for (const step of reading.plan) stepWords(step, reading, translator, day);
    if (reading.timeline) timelineItems(reading.timeline, translator, day);
    planIcs(reading, translator, { today: day, siteName: "ParcelHelp", stamp: new Date(0) });
  }
  return reading;
}

describe("the tracking reader on any text", () => {
  it("never throws on any characters, and what it returns holds together", () => {
    fc.assert(
      fc.property(fc.oneof(anyText, historyish), today, (text, day) => {
        const reading = readAll(text, day);
        expect(reading.verdict === undefined).toBe(reading.events.length === 0);
        for (const event of reading.events) if (event.date) expect(parseCivilDate(event.date)).toBe(event.date);
        for (const step of reading.plan) {
          for (const date of [step.from, step.until]) if (date) expect(parseCivilDate(date)).toBe(date);
        }
        expect(reading.timeline?.days.length ?? 0).toBeLessThanOrEqual(45);
      }),
      { numRuns: 400 },
    );
  });

  it("reads 20,000 characters of anything in bounded time", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: anyUnit, minLength: MAX_PASTE_CHARS, maxLength: MAX_PASTE_CHARS + 50 }),
        today,
        (text, day) => {
          const start = performance.now();
          readAll(text, day);
          expect(performance.now() - start).toBeLessThan(1000);
        },
      ),
      { numRuns: 15 },
    );
    const history = TRACKING_CORPUS.map((entry) => entry.text).join("\n\n");
    const long = history.repeat(Math.ceil(MAX_PASTE_CHARS / history.length)).slice(0, MAX_PASTE_CHARS);
    const start = performance.now();
    const reading = readAll(long, "2026-11-20");
    expect(performance.now() - start).toBeLessThan(1000);
    expect(reading.events.length).toBeGreaterThan(100);
  });
});
