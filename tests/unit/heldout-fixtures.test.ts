/**
 * Sanity of the two held-out sets themselves (issues 31 and 34): ids, sizes, the mix of kinds,
 * languages, channels and sources, valid dates, weekdays that match their dates, and no
 * real-looking phone number. It deliberately imports no checker and no reader: the held-out
 * sets are judged by the benches and corpus tests of those modules, never tuned here.
 */
import { describe, expect, it } from "vitest";

import { MESSAGE_HELDOUT } from "../fixtures/message-heldout";
import { TRACKING_HELDOUT } from "../fixtures/tracking-heldout";

const KEBAB_HELDOUT_ID = /^heldout-[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function isRealDay(day: string): boolean {
  if (!ISO_DAY.test(day)) return false;
  const date = new Date(`${day}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

function duplicates(values: string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

function count<T>(items: T[], keep: (item: T) => boolean): number {
  return items.filter(keep).length;
}

/** Short codes a message may name: USPS Text Tracking (28777) and the phone companies' spam-report code (7726). */
const ALLOWED_SHORT_CODES = new Set(["28777", "7726"]);

/**
 * Phone numbers written in the text or the sender that are not fictional: a US number outside
 * 555-0100..0199, or a foreign one outside the UK's drama range +44 7700 900000..900999.
 */
function realLookingPhoneNumbers(value: string): string[] {
  const found: string[] = [];
  const us = /(?<![\d+])(?:\+?1[\s.-]?)?\(?(\d{3})\)?[\s.-]?(\d{3})[\s.-](\d{4})(?![\d])/g;
  for (const match of value.matchAll(us)) {
    if (!(match[2] === "555" && match[3].startsWith("01"))) found.push(match[0]);
  }
  const international = /\+(\d{1,3})[\d\s().-]{6,}\d/g;
  for (const match of value.matchAll(international)) {
    const digits = match[0].replace(/\D/g, "");
    const fictionalUk = /^447700900\d{3}$/.test(digits);
    const fictionalUs = /^1\d{3}55501\d{2}$/.test(digits);
    if (!fictionalUk && !fictionalUs) found.push(match[0]);
  }
  return found;
}

/** What is wrong with a sender typed as digits: an unknown short code or a real-looking number. */
function senderProblem(sender: string): string | null {
  const digits = sender.replace(/[\s().+-]/g, "");
  if (!/^\d+$/.test(digits)) return null; // an e-mail address or a name
  if (digits.length <= 6) return ALLOWED_SHORT_CODES.has(digits) ? null : `short code ${sender}`;
  const fictional = /^1?\d{3}55501\d{2}$/.test(digits) || /^447700900\d{3}$/.test(digits);
  return fictional ? null : `phone ${sender}`;
}

const ENGLISH_DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const SPANISH_DAYS = ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"];
const ENGLISH_MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const SPANISH_MONTHS = [
  "enero",
  "febrero",
  "marzo",
  "abril",
  "mayo",
  "junio",
  "julio",
  "agosto",
  "septiembre",
  "octubre",
  "noviembre",
  "diciembre",
];

function weekdayOf(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** Weekday names written next to a date ("Tuesday, November 24, 2026", "Mon, 11/23/26", "jueves, 3 de diciembre") that do not match it. */
function wrongWeekdays(text: string): string[] {
  const wrong: string[] = [];
  const abbreviation = (name: string) => name.slice(0, 3).toLowerCase();
  const dayIndex = (name: string) => ENGLISH_DAYS.findIndex((day) => abbreviation(day) === abbreviation(name));
  const year = (written: string | undefined) => {
    if (!written) return 2026;
    return written.length === 2 ? 2000 + Number(written) : Number(written);
  };
  for (const m of text.matchAll(/\b(Sun|Mon|Tue|Wed|Thu|Fri|Sat)[a-z]*,? (\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?/g)) {
    if (weekdayOf(year(m[4]), Number(m[2]), Number(m[3])) !== dayIndex(m[1])) wrong.push(m[0]);
  }
  const monthNames = ENGLISH_MONTHS.map((name) => `${name}|${name.slice(0, 3)}`).join("|");
  const englishLong = new RegExp(
    `\\b(Sun|Mon|Tue|Wed|Thu|Fri|Sat)[a-z]*, (${monthNames}) (\\d{1,2})(?:, (\\d{4}))?`,
    "g",
  );
  for (const m of text.matchAll(englishLong)) {
    const month = ENGLISH_MONTHS.findIndex((name) => name.startsWith(m[2])) + 1;
    if (weekdayOf(year(m[4]), month, Number(m[3])) !== dayIndex(m[1])) wrong.push(m[0]);
  }
  const spanish = new RegExp(
    `(${SPANISH_DAYS.join("|")}),? (\\d{1,2})(?: de (${SPANISH_MONTHS.join("|")})|/(\\d{1,2}))`,
    "g",
  );
  for (const m of text.matchAll(spanish)) {
    const month = m[3] ? SPANISH_MONTHS.indexOf(m[3]) + 1 : Number(m[4]);
    if (weekdayOf(2026, month, Number(m[2])) !== SPANISH_DAYS.indexOf(m[1])) wrong.push(m[0]);
  }
  return wrong;
}

describe("the message checker's held-out set", () => {
  it("has unique kebab-case ids prefixed heldout-", () => {
    const ids = MESSAGE_HELDOUT.map((entry) => entry.id);
    expect(duplicates(ids)).toEqual([]);
    expect(ids.filter((id) => !KEBAB_HELDOUT_ID.test(id))).toEqual([]);
  });

  it("holds at least 90 messages: about 55 scams and 35 genuine", () => {
    expect(MESSAGE_HELDOUT.length).toBeGreaterThanOrEqual(90);
    expect(count(MESSAGE_HELDOUT, (entry) => entry.kind === "scam")).toBeGreaterThanOrEqual(50);
    expect(count(MESSAGE_HELDOUT, (entry) => entry.kind === "genuine")).toBeGreaterThanOrEqual(35);
  });

  it("mixes languages, channels and pastes with and without the sender, for scams and genuine messages", () => {
    expect(count(MESSAGE_HELDOUT, (entry) => entry.language === "es")).toBeGreaterThanOrEqual(15);
    for (const kind of ["scam", "genuine"] as const) {
      const ofKind = MESSAGE_HELDOUT.filter((entry) => entry.kind === kind);
      expect(
        count(ofKind, (entry) => entry.language === "es"),
        `${kind} in Spanish`,
      ).toBeGreaterThanOrEqual(5);
      expect(
        count(ofKind, (entry) => entry.channel === "sms"),
        `${kind} texts`,
      ).toBeGreaterThanOrEqual(10);
      expect(
        count(ofKind, (entry) => entry.channel === "email"),
        `${kind} e-mails`,
      ).toBeGreaterThanOrEqual(10);
      expect(
        count(ofKind, (entry) => entry.sender === undefined),
        `${kind} without sender`,
      ).toBeGreaterThanOrEqual(10);
      expect(
        count(ofKind, (entry) => entry.sender !== undefined),
        `${kind} with sender`,
      ).toBeGreaterThanOrEqual(10);
    }
  });

  it("labels no scam 'No warning signs found' and no genuine message 'Likely a scam', and keeps 'Be careful' rare", () => {
    expect(MESSAGE_HELDOUT.filter((e) => e.kind === "scam" && e.expected === "No warning signs found")).toEqual([]);
    expect(MESSAGE_HELDOUT.filter((e) => e.kind === "genuine" && e.expected === "Likely a scam")).toEqual([]);
    const scams = MESSAGE_HELDOUT.filter((entry) => entry.kind === "scam");
    expect(count(scams, (entry) => entry.expected === "Likely a scam") / scams.length).toBeGreaterThanOrEqual(0.9);
  });

  it("gives every entry a text and a one-line pattern", () => {
    for (const entry of MESSAGE_HELDOUT) {
      expect(entry.text.trim(), entry.id).not.toBe("");
      expect(entry.pattern.trim(), entry.id).not.toBe("");
      expect(entry.pattern, entry.id).not.toContain("\n");
    }
  });

  it("uses only fictional phone numbers (555-01xx, +44 7700 900xxx) and the allowed short codes", () => {
    const problems = MESSAGE_HELDOUT.flatMap((entry) => [
      ...realLookingPhoneNumbers(entry.text).map((number) => `${entry.id}: ${number}`),
      ...(entry.sender ? [senderProblem(entry.sender)].filter(Boolean).map((p) => `${entry.id}: ${p}`) : []),
    ]);
    expect(problems).toEqual([]);
  });

  it("writes weekdays that match their dates", () => {
    expect(MESSAGE_HELDOUT.flatMap((entry) => wrongWeekdays(entry.text).map((w) => `${entry.id}: ${w}`))).toEqual([]);
  });
});

describe("the tracking reader's held-out set", () => {
  it("has unique kebab-case ids prefixed heldout-", () => {
    const ids = TRACKING_HELDOUT.map((entry) => entry.id);
    expect(duplicates(ids)).toEqual([]);
    expect(ids.filter((id) => !KEBAB_HELDOUT_ID.test(id))).toEqual([]);
  });

  it("holds at least 40 histories from every source, in English and Spanish, with every verdict", () => {
    expect(TRACKING_HELDOUT.length).toBeGreaterThanOrEqual(40);
    const sources = new Set(TRACKING_HELDOUT.map((entry) => entry.source));
    expect([...sources].sort()).toEqual(
      ["fedex", "other", "ups", "usps-desktop", "usps-email", "usps-es", "usps-phone", "usps-text"].sort(),
    );
    expect(count(TRACKING_HELDOUT, (entry) => entry.language === "es")).toBeGreaterThanOrEqual(5);
    const verdicts = new Set(TRACKING_HELDOUT.map((entry) => entry.expected.verdict));
    for (const verdict of [
      "Normal so far",
      "Running late",
      "Delivered but not with you",
      "Waiting for you at the post office",
      "Going back to the sender",
      null,
    ] as const) {
      expect(verdicts.has(verdict), String(verdict)).toBe(true);
    }
  });

  it("uses real 2026 days, with the mailing day and the last scan no later than today", () => {
    for (const entry of TRACKING_HELDOUT) {
      expect(isRealDay(entry.today), `${entry.id} today`).toBe(true);
      expect(entry.today.startsWith("2026-"), `${entry.id} today`).toBe(true);
      for (const [name, day] of [
        ["mailedOn", entry.mailedOn],
        ["lastPhysicalScan", entry.expected.lastPhysicalScan],
      ] as const) {
        if (day === undefined) continue;
        expect(isRealDay(day), `${entry.id} ${name}`).toBe(true);
        expect(day <= entry.today, `${entry.id} ${name} after today`).toBe(true);
      }
    }
  });

  it("gives no verdict exactly when it expects no event, and a last scan only with events", () => {
    for (const entry of TRACKING_HELDOUT) {
      expect(entry.expected.verdict === null, entry.id).toBe(entry.expected.events === 0);
      expect(Number.isInteger(entry.expected.events) && entry.expected.events >= 0, entry.id).toBe(true);
      if (entry.expected.events === 0) expect(entry.expected.lastPhysicalScan, entry.id).toBeUndefined();
      expect(entry.note.trim(), entry.id).not.toBe("");
      expect(entry.note, entry.id).not.toContain("\n");
    }
  });

  it("writes weekdays that match their dates", () => {
    expect(TRACKING_HELDOUT.flatMap((entry) => wrongWeekdays(entry.text).map((w) => `${entry.id}: ${w}`))).toEqual([]);
  });
});

describe("the sanity helpers", () => {
  it("catch a real-looking number, a wrong weekday and an impossible day", () => {
    expect(realLookingPhoneNumbers("call (212) 555-0199 or 1-888-555-0134")).toEqual([]);
    expect(realLookingPhoneNumbers("call (212) 736-5000")).toHaveLength(1);
    expect(realLookingPhoneNumbers("text +44 7700 900123")).toEqual([]);
    expect(realLookingPhoneNumbers("text +63 917 123 4567")).toContain("+63 917 123 4567");
    expect(realLookingPhoneNumbers("tracking 9400 1508 8024 1841 8724 28, order 113-4829175-6620243")).toEqual([]);
    expect(senderProblem("28777")).toBeNull();
    expect(senderProblem("262966")).not.toBeNull();
    expect(senderProblem("(786) 555-0123")).toBeNull();
    expect(senderProblem("3125551234")).not.toBeNull();
    expect(senderProblem("+44 7700 900412")).toBeNull();
    expect(wrongWeekdays("Tuesday, November 24, 2026 and Fri, 11/20")).toEqual([]);
    expect(wrongWeekdays("Monday, November 24, 2026")).toEqual(["Monday, November 24, 2026"]);
    expect(wrongWeekdays("jueves, 3 de diciembre")).toEqual([]);
    expect(isRealDay("2026-02-29")).toBe(false);
    expect(isRealDay("2026-11-27")).toBe(true);
  });
});
