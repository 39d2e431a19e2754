/**
 * The closures as an .ics file, read back by a standard iCalendar parser (ical.js): every closure
 * of 2026 and 2027 on its day with its name, in English and Spanish; the file's own form (CRLF,
 * lines folded at 75 octets, text escaped) as RFC 5545 wants it.
 */
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";

import type { Language } from "~/i18n/languages";
import { compiledCatalog } from "~/i18n/catalogs.server";
import { createTranslator } from "~/i18n/translate";
import { closuresIcs, escapeText, foldLine } from "~/lib/postal-calendar/icalendar";

const translator = (language: Language) =>
  createTranslator(language, compiledCatalog(language, "calendar").messages, "throw");
const STAMP = new Date("2026-11-27T15:04:05.678Z");
const ics = (language: Language) =>
  closuresIcs({ fromYear: 2026, toYear: 2027, siteName: "ParcelHelp", stamp: STAMP }, translator(language));

/** date, English name, Spanish name: written out from the sources (tests/unit/postal-calendar.test.ts). */
const EXPECTED: ReadonlyArray<readonly [string, string, string]> = [
  ["2026-01-01", "New Year's Day", "Día de Año Nuevo"],
  ["2026-01-19", "Martin Luther King Jr. Day", "Día de Martin Luther King Jr."],
  ["2026-02-16", "Presidents' Day (Washington's Birthday)", "Día de los Presidentes"],
  ["2026-05-25", "Memorial Day", "Día de los Caídos (Memorial Day)"],
  ["2026-06-19", "Juneteenth", "Juneteenth (Día de la Liberación)"],
  ["2026-07-04", "Independence Day", "Día de la Independencia"],
  ["2026-09-07", "Labor Day", "Día del Trabajo"],
  ["2026-10-12", "Columbus Day", "Día de Colón (Columbus Day)"],
  ["2026-11-11", "Veterans Day", "Día de los Veteranos"],
  ["2026-11-26", "Thanksgiving Day", "Día de Acción de Gracias"],
  ["2026-12-25", "Christmas Day", "Día de Navidad"],
  ["2027-01-01", "New Year's Day", "Día de Año Nuevo"],
  ["2027-01-18", "Martin Luther King Jr. Day", "Día de Martin Luther King Jr."],
  ["2027-02-15", "Presidents' Day (Washington's Birthday)", "Día de los Presidentes"],
  ["2027-05-31", "Memorial Day", "Día de los Caídos (Memorial Day)"],
  ["2027-06-19", "Juneteenth", "Juneteenth (Día de la Liberación)"],
  ["2027-07-05", "Independence Day", "Día de la Independencia"],
  ["2027-09-06", "Labor Day", "Día del Trabajo"],
  ["2027-10-11", "Columbus Day", "Día de Colón (Columbus Day)"],
  ["2027-11-11", "Veterans Day", "Día de los Veteranos"],
  ["2027-11-25", "Thanksgiving Day", "Día de Acción de Gracias"],
  ["2027-12-25", "Christmas Day", "Día de Navidad"],
];

function events(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    calendar,
    events: calendar.getAllSubcomponents("vevent").map((component) => {
      const event = new ICAL.Event(component);
      return {
        uid: event.uid,
        start: event.startDate.toString(),
        end: event.endDate.toString(),
        allDay: event.startDate.isDate,
        summary: event.summary,
        description: event.description,
        stamp: component.getFirstPropertyValue("dtstamp")?.toString(),
      };
    }),
  };
}

describe("the closures .ics, read by ical.js", () => {
  for (const [language, column, prefix] of [
    ["en", 1, "Post offices closed: "],
    ["es", 2, "Oficinas de correos cerradas: "],
  ] as const) {
    it(`${language}: every closure of 2026 and 2027, all-day on its date, with its name`, () => {
      const { calendar, events: parsed } = events(ics(language));
      expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
      expect(parsed.map(({ start, summary }) => [start, summary])).toEqual(
        EXPECTED.map((row) => [row[0], `${prefix}${row[column]}`]),
      );
      for (const event of parsed) {
        expect(event.allDay, event.start).toBe(true);
        // DTEND is exclusive: one day.
        expect(new Date(event.end).getTime() - new Date(event.start).getTime(), event.start).toBe(86_400_000);
        expect(event.stamp).toBe("2026-11-27T15:04:05Z");
      }
    });
  }

  it("gives each event a stable UID, the same in both languages, and a description with the reason and source", () => {
    const english = events(ics("en")).events;
    const spanish = events(ics("es")).events;
    expect(new Set(english.map((event) => event.uid)).size).toBe(english.length);
    expect(english.map((event) => event.uid)).toEqual(spanish.map((event) => event.uid));
    expect(english[0].uid).toBe("20260101-newYear@postal-calendar");
    const july4 = english.find((event) => event.start === "2026-07-04");
    expect(july4?.description).toBe(
      "Federal holiday: post offices closed, no regular mail delivery.\n" +
        "Independence Day falls on a Saturday: USPS closes that day, and the Friday before is a normal day.\n" +
        "Source: https://about.usps.com/newsroom/events/",
    );
    const observed = spanish.find((event) => event.start === "2027-07-05");
    expect(observed?.description).toBe(
      "Día feriado federal: oficinas de correos cerradas y sin entrega normal de correo.\n" +
        "Día de la Independencia cae el domingo 4 de julio de 2027: USPS cierra el lunes siguiente.\n" +
        "Calculado con las reglas de USPS: USPS aún no había publicado su lista para este año.\n" +
        "Fuente: http://www.on-radio.com/index.php/2-newsdesk/3423-postal-service-closed-monday-dec-26-and-monday-jan-2",
    );
  });

  it("names the calendar in the language asked for", () => {
    expect(events(ics("es")).calendar.getFirstPropertyValue("x-wr-calname")).toBe(
      "Cierres de las oficinas de correos (USPS)",
    );
  });

  it("lists the one-off closure of 2025 in its year", () => {
    const text = closuresIcs({ fromYear: 2025, toYear: 2025, siteName: "ParcelHelp", stamp: STAMP }, translator("en"));
    const mourning = events(text).events.find((event) => event.start === "2025-01-09");
    expect(mourning?.summary).toBe("Post offices closed: National Day of Mourning for President Jimmy Carter");
    expect(mourning?.description).toContain("Source: https://www.usps.com/national-day-of-mourning/welcome.htm");
  });
});

describe("the file's form (RFC 5545)", () => {
  it("ends every line with CRLF and keeps each within 75 octets", () => {
    for (const language of ["en", "es"] as const) {
      const text = ics(language);
      expect(text.endsWith("\r\n")).toBe(true);
      expect(text.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
      for (const line of text.split("\r\n"))
        expect(new TextEncoder().encode(line).length, line).toBeLessThanOrEqual(75);
    }
  });

  it("folds long lines between characters, never inside one, with a space that unfolding removes", () => {
    const line = `SUMMARY:${"é".repeat(100)}`;
    const folded = foldLine(line);
    const pieces = folded.split("\r\n");
    expect(pieces.length).toBeGreaterThan(2);
    for (const piece of pieces) {
      expect(new TextEncoder().encode(piece).length).toBeLessThanOrEqual(75);
      expect(piece).not.toContain("\uFFFD");
    }
    expect(pieces.slice(1).every((piece) => piece.startsWith(" "))).toBe(true);
    expect(folded.replaceAll("\r\n ", "")).toBe(line);
    expect(foldLine("SHORT:x")).toBe("SHORT:x");
  });

  it("escapes backslashes, semicolons, commas and line breaks, and the parser reads them back", () => {
    const text = "a\\b; c, d\ne";
    expect(escapeText(text)).toBe("a\\\\b\\; c\\, d\\ne");
    const parsed = ICAL.parse(
      `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nSUMMARY:${escapeText(text)}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`,
    );
    expect(new ICAL.Component(parsed).getFirstSubcomponent("vevent")?.getFirstPropertyValue("summary")).toBe(text);
  });
});
