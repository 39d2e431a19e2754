/**
 * The tracking reader against its own corpus (tests/fixtures/tracking-corpus.ts): on each entry's
 * fixed today, the verdict as the English page words it, the number of events, the day of the last
 * physical scan, the business days since it and every plan date the entry states. The sealed
 * held-out set is measured apart, in aggregate (tracking-reader-heldout.test.ts).
 */
import { describe, expect, it } from "vitest";
import type { PlanStep } from "~/lib/tracking-reader/plan";
import { verdictName } from "~/lib/tracking-reader/wording";
import { TRACKING_CORPUS, type ExpectedPlan } from "../fixtures/tracking-corpus";
import { translatorFor } from "../helpers/strings";
import { readEntry } from "../helpers/tracking-reader";

const english = translatorFor("en", "reader");

/** The plan's dates under the corpus's names. */
function planDates(plan: PlanStep[]): ExpectedPlan {
  const dates: ExpectedPlan = {};
  for (const step of plan) {
    if (step.id === "wait") dates.nothingBefore = step.until;
    if (step.id === "helpRequest") dates.helpRequestFrom = step.from;
    if (step.id === "missingMail") dates.missingMailFrom = step.from;
    if (step.id === "contactSender" && step.from) dates.contactSenderFrom = step.from;
    if (step.id === "waitDeliveredDay") dates.waitUntil = step.until;
    if ((step.id === "pickUpOrRedeliver" || step.id === "pickUp") && step.until) dates.keptUntil = step.until;
    if (step.id === "claim") {
      dates.claimFrom = step.from;
      dates.claimBy = step.until;
    }
  }
  return dates;
}

describe("the tracking reader on its corpus", () => {
  it.each(TRACKING_CORPUS.map((entry) => [entry.id, entry] as const))("%s", (_id, entry) => {
    const reading = readEntry(entry);
    const seen = reading.events.map((event) => `${event.status.id}@${event.date ?? "?"}`).join(", ");
    expect(verdictName(reading, english) ?? null, seen).toBe(entry.expected.verdict);
    expect(reading.events.length, seen).toBe(entry.expected.events);
    expect(reading.verdict?.lastScan?.date, seen).toBe(entry.expected.lastPhysicalScan);
    if (entry.expected.businessDaysSinceScan !== undefined) {
      expect(reading.verdict?.businessDaysSinceScan).toBe(entry.expected.businessDaysSinceScan);
    }
    const dates = planDates(reading.plan);
    for (const [name, day] of Object.entries(entry.expected.plan ?? {})) {
      expect(dates[name as keyof ExpectedPlan], name).toBe(day);
    }
    // Every plan day the corpus does not state is still a real day, never before the history's first one.
    const first = reading.events.at(-1)?.date;
    for (const step of reading.plan) {
      for (const day of [step.from, step.until]) if (day && first) expect(day >= first, `${step.id} ${day}`).toBe(true);
    }
  });
});

const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
const SPANISH_WEEKDAYS = ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"];

describe("the corpus itself", () => {
  it("holds at least 60 histories from every source, in English and Spanish, with every verdict", () => {
    expect(TRACKING_CORPUS.length).toBeGreaterThanOrEqual(60);
    const ids = TRACKING_CORPUS.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(TRACKING_CORPUS.map((entry) => entry.source))).toEqual(
      new Set(["usps-desktop", "usps-phone", "usps-text", "usps-email", "usps-es", "ups", "fedex", "other"]),
    );
    expect(TRACKING_CORPUS.filter((entry) => entry.language === "es").length).toBeGreaterThanOrEqual(6);
    expect(new Set(TRACKING_CORPUS.map((entry) => entry.expected.verdict))).toEqual(
      new Set([
        "Normal so far",
        "Running late",
        "Delivered but not with you",
        "Waiting for you at the post office",
        "Going back to the sender",
        null,
      ]),
    );
  });

  it("writes weekdays that match their dates", () => {
    const wrong: string[] = [];
    for (const entry of TRACKING_CORPUS) {
      const year = Number(entry.today.slice(0, 4));
      // "Friday, 11/20/26", "Tuesday, November 17"
      for (const match of entry.text.matchAll(/\b([A-Z][a-z]+day), (\d{1,2})\/(\d{1,2})\/(\d{2})\b/g)) {
        const date = new Date(Date.UTC(2000 + Number(match[4]), Number(match[2]) - 1, Number(match[3])));
        if (WEEKDAYS[date.getUTCDay()] !== match[1].toLowerCase()) wrong.push(`${entry.id}: ${match[0]}`);
      }
      for (const match of entry.text.matchAll(
        /\b([A-Za-z]+day),? (January|February|March|April|May|June|July|August|September|October|November|December) (\d{1,2})\b/gi,
      )) {
        const month = new Date(`${match[2]} 1, ${year}`).getMonth();
        const date = new Date(Date.UTC(year, month, Number(match[3])));
        if (WEEKDAYS[date.getUTCDay()] !== match[1].toLowerCase()) wrong.push(`${entry.id}: ${match[0]}`);
      }
      for (const match of entry.text.matchAll(
        /\b(TUESDAY|MONDAY|WEDNESDAY|THURSDAY|FRIDAY|SATURDAY|SUNDAY)\n(\d{1,2})\nNOVEMBER\n(\d{4})/g,
      )) {
        const date = new Date(Date.UTC(Number(match[3]), 10, Number(match[2])));
        if (WEEKDAYS[date.getUTCDay()] !== match[1].toLowerCase()) wrong.push(`${entry.id}: ${match[0]}`);
      }
      for (const match of entry.text.matchAll(
        new RegExp(`\\b(${SPANISH_WEEKDAYS.join("|")}) (\\d{1,2}) de noviembre`, "g"),
      )) {
        const date = new Date(Date.UTC(year, 10, Number(match[2])));
        if (SPANISH_WEEKDAYS[date.getUTCDay()] !== match[1]) wrong.push(`${entry.id}: ${match[0]}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("gives no verdict exactly when it expects no event, and plan dates only with a verdict", () => {
    for (const entry of TRACKING_CORPUS) {
      expect(entry.expected.verdict === null, entry.id).toBe(entry.expected.events === 0);
      if (entry.expected.verdict === null) expect(entry.expected.plan, entry.id).toBeUndefined();
      for (const day of [entry.mailedOn, entry.expected.lastPhysicalScan]) {
        if (day) expect(day <= entry.today, entry.id).toBe(true);
      }
    }
  });
});
