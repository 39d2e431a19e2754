/**
 * The plan's dates as an .ics file, read back by a standard iCalendar parser (ical.js): each day
 * of the plan from today on is one all-day event with its summary in the page's language and its
 * sources, and nothing from the paste but dates is in the file.
 */
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import type { Language } from "~/i18n/languages";
import { planIcs } from "~/lib/tracking-reader/plan-ics";
import { readTracking } from "~/lib/tracking-reader/read-tracking";
import { translatorFor } from "../helpers/strings";

const STAMP = new Date("2026-12-09T15:04:05.678Z");
const today = "2026-12-09";
const paste = [
  "Delivered, Front Door/Porch",
  "TULSA, OK 74103",
  "December 8, 2026, 1:40 pm",
  "Accepted at USPS Origin Facility",
  "BROKEN ARROW, OK 74012",
  "December 4, 2026, 4:15 pm",
  "Tracking Number: 9400111206206406260787",
].join("\n");
const reading = readTracking(paste, { today, insured: true, mailedOn: "2026-12-04" });

function events(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      allDay: event.startDate.isDate,
      summary: event.summary,
      description: event.description,
    };
  });
}

const ics = (language: Language) =>
  planIcs(reading, translatorFor(language, "reader"), { today, siteName: "ParcelHelp", stamp: STAMP })!;

describe("the plan's .ics", () => {
  it("imports with every plan day from today on, on its day, in English", () => {
    const found = events(ics("en"));
    expect(found.map(({ start, summary }) => [start, summary])).toEqual([
      ["2026-12-09", "Parcel marked delivered: still missing after today?"],
      ["2026-12-10", "Parcel: you can send USPS's Help Request Form"],
      ["2026-12-18", "Parcel: you can submit a Missing Mail search"],
      ["2026-12-19", "Parcel: the insurance claim window opens"],
      ["2027-02-02", "Parcel: last day for an insurance claim"],
    ]);
    for (const event of found) {
      expect(event.allDay).toBe(true);
      expect(event.uid).toMatch(/^\d{8}-[a-zA-Z]+@tracking-reader$/);
    }
    const claim = reading.plan.find((step) => step.id === "claim")!;
    expect([claim.from, claim.until]).toEqual(["2026-12-19", "2027-02-02"]);
    expect(found[2].description).toContain("Source: https://www.usps.com/help/missing-mail.htm");
  });

  it("names the same days in Spanish, with the same UIDs", () => {
    const spanish = events(ics("es"));
    expect(spanish.map(({ summary }) => summary)[0]).toBe(
      "Paquete marcado como entregado: ¿sigue sin llegar después de hoy?",
    );
    expect(spanish.map(({ uid }) => uid)).toEqual(events(ics("en")).map(({ uid }) => uid));
  });

  it("holds nothing from the paste but dates", () => {
    const text = ics("en");
    for (const pasted of ["TULSA", "74103", "BROKEN ARROW", "9400111206206406260787", "Front Door"]) {
      expect(text).not.toContain(pasted);
    }
    expect(text.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  });

  it("is not made when the plan has no day from today on", () => {
    const returning = readTracking("Return to Sender\nTULSA, OK 74103\nDecember 8, 2026, 1:40 pm", { today });
    expect(
      planIcs(returning, translatorFor("en", "reader"), { today, siteName: "ParcelHelp", stamp: STAMP }),
    ).toBeUndefined();
  });
});
