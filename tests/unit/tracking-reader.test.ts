/**
 * The tracking reader (issue 34): the three "done when" cases, the layouts it reads, the status
 * table's coverage and words in both languages, what it refuses to guess, and the plan's rules.
 */
import { describe, expect, it } from "vitest";
import { CATALOGS } from "~/i18n/catalogs.server";
import { addBusinessDays } from "~/lib/postal-calendar/business-days";
import { findDateSpans, resolveDate } from "~/lib/tracking-reader/dates";
import { firstLetters } from "~/lib/tracking-reader/fold";
import { MAX_PASTE_CHARS } from "~/lib/tracking-reader/paste";
import { readTracking } from "~/lib/tracking-reader/read-tracking";
import { matchStatusAt, STATUSES } from "~/lib/tracking-reader/statuses";
import {
  eventRows,
  headline,
  lastScanLine,
  lateReasons,
  stepWords,
  timelineItems,
  verdictName,
} from "~/lib/tracking-reader/wording";
import { translatorFor } from "../helpers/strings";

const en = translatorFor("en", "reader");
const es = translatorFor("es", "reader");
const lines = (...parts: string[]) => parts.join("\n");

describe("done when: six business days after a regional facility, then only 'Arriving Late'", () => {
  // Friday, November 13 to Friday, November 20, 2026: Saturday 14, Monday 16 … Friday 20 (Sunday skipped).
  const today = "2026-11-20";
  const text = lines(
    "In Transit to Next Facility, Arriving Late",
    "November 17, 2026",
    "Departed USPS Regional Facility",
    "DES MOINES IA DISTRIBUTION CENTER",
    "November 13, 2026, 9:14 pm",
    "Accepted at USPS Origin Facility",
    "AMES, IA 50010",
    "November 12, 2026, 4:02 pm",
  );
  const reading = readTracking(text, { today });

  it("is running late, counting six business days since the last physical scan", () => {
    expect(verdictName(reading, en)).toBe("Running late");
    expect(headline(reading, en, today)).toBe("Running late: here is what to do now.");
    expect(reading.verdict?.lastScan?.text).toBe("Departed USPS Regional Facility");
    expect(reading.verdict?.businessDaysSinceScan).toBe(6);
    expect(lastScanLine(reading, en, today)).toBe(
      "Last physical scan: Departed USPS Regional Facility, Friday, November 13 (6 business days ago).",
    );
    expect(lateReasons(reading, en, today)).toEqual([
      "The carrier itself says it is behind: “In Transit to Next Facility, Arriving Late” (Tuesday, November 17).",
      "No physical scan for 6 business days: we call a parcel late after 5 business days without one.",
    ]);
  });

  it("marks the 'Arriving Late' line as a system message, citing the Inspector General", () => {
    const [late, departed] = eventRows(reading, en, today);
    expect(late.kind).toBe("System message");
    expect(late.caution).toContain("318 of 500 packages");
    expect(departed.kind).toBe("Physical scan");
    expect(departed.caution).toBeUndefined();
  });

  it("plans the Help Request Form and the Missing Mail search with their dates and sources", () => {
    const help = reading.plan.find((step) => step.id === "helpRequest")!;
    const missing = reading.plan.find((step) => step.id === "missingMail")!;
    expect(help.from).toBe("2026-11-17"); // USPS's own late line
    // 7 business days after a form sent today (Thanksgiving, November 26, is skipped): Monday, November 30.
    expect(missing.from).toBe("2026-11-30");
    expect(missing.from).toBe(addBusinessDays(today, 7));
    const helpWords = stepWords(help, reading, en, today);
    const missingWords = stepWords(missing, reading, en, today);
    expect(helpWords.text).toBe(
      "From Tuesday, November 17: send USPS's Help Request Form (on usps.com/help/missing-mail.htm) and ask your local post office.",
    );
    expect(missingWords.text).toBe(
      "From Monday, November 30: if it still has not come, submit a Missing Mail search (7 business days after the Help Request Form).",
    );
    expect(helpWords.sources.map((source) => source.url)).toContain(
      "https://faq.usps.com/s/article/Missing-Mail-The-Basics",
    );
    expect(missingWords.sources.map((source) => source.url)).toContain("https://www.usps.com/help/missing-mail.htm");
  });
});

describe("done when: 'Delivered, In/At Mailbox' yesterday", () => {
  const today = "2026-12-09"; // Wednesday
  const reading = readTracking(
    lines(
      "Delivered, In/At Mailbox",
      "TULSA, OK 74103",
      "December 8, 2026, 1:40 pm",
      "Out for Delivery",
      "TULSA, OK 74103",
      "December 8, 2026, 7:02 am",
    ),
    { today },
  );

  it("gives the delivered-but-not-received steps with their dates", () => {
    expect(verdictName(reading, en)).toBe("Delivered but not with you");
    expect(headline(reading, en, today)).toBe("Delivered but not with you: here is what to do, and until when.");
    const words = reading.plan.map((step) => stepWords(step, reading, en, today).text);
    expect(words).toEqual([
      "Today: Look in and around the mailbox, and for a parcel-locker key in it. Ask everyone at home and your neighbors.",
      "Give it until the end of Wednesday, December 9: parcels scanned as delivered too early often come the next delivery day.",
      "From Thursday, December 10: send USPS's Help Request Form (on usps.com/help/missing-mail.htm) and ask your local post office.",
      "From Friday, December 18: if it still has not come, submit a Missing Mail search (7 business days after the Help Request Form).",
      "Tell the sender: many sellers resend or refund, and the sender can start a claim.",
    ]);
  });

  it("says the same in Spanish", () => {
    expect(verdictName(reading, es)).toBe("Entregado, pero usted no lo tiene");
    expect(stepWords(reading.plan[1], reading, es, today).text).toContain("miércoles 9 de diciembre");
  });
});

describe("done when: 'Available for Pickup'", () => {
  it("gives the day until which the post office keeps it, from the first notice, on an open day", () => {
    const today = "2026-12-02";
    const reading = readTracking(
      lines(
        "Available for Pickup",
        "LINCOLN, NE 68508",
        "December 1, 2026, 8:30 am",
        "Arrived at Post Office",
        "LINCOLN, NE 68508",
        "December 1, 2026, 5:10 am",
      ),
      { today },
    );
    expect(verdictName(reading, en)).toBe("Waiting for you at the post office");
    // December 1 + 15 days = Wednesday, December 16.
    expect(reading.verdict?.date).toBe("2026-12-16");
    expect(headline(reading, en, today)).toBe("Waiting for you at the post office until Wednesday, December 16.");
    const step = stepWords(reading.plan[0], reading, en, today);
    expect(step.text).toMatch(/^By Wednesday, December 16: schedule a free redelivery/);
    expect(step.notes[0]).toBe(
      "Post offices keep an item 15 days from its first notice or hold (Tuesday, December 1); when that day the office is closed, the open day before.",
    );
  });

  it("brings a day the office is closed back to the open day before, and Priority Mail Express to 5 days", () => {
    // December 10 + 15 = Friday, December 25 (Christmas): Thursday, December 24.
    const held = readTracking(lines("Available for Pickup", "OMAHA, NE 68102", "December 10, 2026, 9:00 am"), {
      today: "2026-12-11",
    });
    expect(held.verdict?.date).toBe("2026-12-24");
    const express = readTracking(
      lines("Notice Left (No Authorized Recipient Available)", "OMAHA, NE 68102", "December 10, 2026, 2:00 pm"),
      {
        today: "2026-12-11",
        service: "priority-mail-express",
      },
    );
    expect(express.verdict?.date).toBe("2026-12-15");
  });
});

describe("reading the layouts", () => {
  it("reads USPS's Text Tracking reply format and its tail", () => {
    const reading = readTracking(
      "USPS 9400111206206406260787, Delivered 11/18/2026 2:14pm BROOKLYN NY 11201 Reply HELP 4 info-STOP to cancel",
      {
        today: "2026-11-19",
      },
    );
    expect(reading.events).toHaveLength(1);
    expect(reading.events[0]).toMatchObject({ date: "2026-11-18", time: "14:14", location: "BROOKLYN NY 11201" });
    expect(reading.events[0].status.id).toBe("delivered");
  });

  it("reads tab-separated rows with the date first and a status written after the place", () => {
    const reading = readTracking("11/17/2026 9:48 P.M.\tHodgkins, IL, United States\tDeparted from Facility", {
      today: "2026-11-18",
    });
    expect(reading.events[0]).toMatchObject({
      date: "2026-11-17",
      time: "21:48",
      location: "Hodgkins, IL, United States",
    });
    expect(reading.carrier).toBe("ups");
  });

  it("reads a copy with a blank line after every line, and a sentence under a status", () => {
    const spaced = readTracking(
      lines(
        "Arrived at Post Office",
        "",
        "TAMPA, FL 33602",
        "",
        "November 18, 2026, 4:51 am",
        "",
        "Departed USPS Regional Facility",
        "",
        "TAMPA FL DISTRIBUTION CENTER",
        "",
        "November 17, 2026, 11:10 pm",
      ),
      { today: "2026-11-18" },
    );
    expect(spaced.events.map((event) => [event.status.id, event.date, event.location])).toEqual([
      ["arrived-post-office", "2026-11-18", "TAMPA, FL 33602"],
      ["departed-facility", "2026-11-17", "TAMPA FL DISTRIBUTION CENTER"],
    ]);
    const described = readTracking(
      lines(
        "Delivered, In/At Mailbox",
        "Your item was delivered in or at the mailbox at 2:14 pm on November 18, 2026 in BROOKLYN, NY 11201.",
        "BROOKLYN, NY 11201",
        "November 18, 2026, 2:14 pm",
      ),
      { today: "2026-11-19" },
    );
    expect(described.events).toHaveLength(1);
    expect(described.events[0]).toMatchObject({ text: "Delivered, In/At Mailbox", date: "2026-11-18", time: "14:14" });
    expect(described.notUnderstood).toEqual([]);
  });

  it("reads a whole step on one line, day headings in words and a time zone after the time", () => {
    const oneLine = readTracking("November 18, 2026, 2:14 pm Delivered, In/At Mailbox BROOKLYN, NY 11201", {
      today: "2026-11-19",
    });
    expect(oneLine.events[0]).toMatchObject({ date: "2026-11-18", time: "14:14", location: "BROOKLYN, NY 11201" });
    const app = readTracking(
      lines("Yesterday", "3:10 PM ET", "Package arrived at a carrier facility", "Today", "7:02 AM", "Out for delivery"),
      {
        today: "2026-11-19",
      },
    );
    expect(app.events.map((event) => [event.status.id, event.date, event.time])).toEqual([
      ["out-for-delivery", "2026-11-19", "07:02"],
      ["carrier-facility", "2026-11-18", "15:10"],
    ]);
  });

  it("keeps text it cannot read as not understood, with its line, and guesses nothing from it", () => {
    const reading = readTracking(
      lines("Departed USPS Regional Facility", "November 17, 2026, 9:00 pm", "", "My cat sat on the box", "Blorp"),
      {
        today: "2026-11-18",
      },
    );
    expect(reading.events).toHaveLength(1);
    expect(reading.notUnderstood).toEqual([
      { line: 4, text: "My cat sat on the box" },
      { line: 5, text: "Blorp" },
    ]);
  });

  it("gives no verdict and no plan when nothing is a tracking event", () => {
    const reading = readTracking("Where is my package??", { today: "2026-11-18" });
    expect(reading.verdict).toBeUndefined();
    expect(reading.plan).toEqual([]);
    expect(headline(reading, en, "2026-11-18")).toBe("We found no tracking events in what you pasted.");
  });

  it("reads only the first MAX_PASTE_CHARS characters and says so", () => {
    const text = `${"Departed USPS Regional Facility\nNovember 17, 2026, 9:00 pm\n".repeat(400)}`;
    expect(text.length).toBeGreaterThan(MAX_PASTE_CHARS);
    const reading = readTracking(text, { today: "2026-11-18" });
    expect(reading.truncated).toBe(true);
  });

  it("takes the service usps.com names, and the visitor's over it", () => {
    const text = lines(
      "Accepted at USPS Origin Facility",
      "AMES, IA 50010",
      "November 12, 2026, 4:02 pm",
      "Postal Product:",
      "Priority Mail®",
    );
    expect(readTracking(text, { today: "2026-11-13" }).service).toEqual({ id: "priority-mail", from: "paste" });
    expect(readTracking(text, { today: "2026-11-13", service: "media-mail" }).service).toEqual({
      id: "media-mail",
      from: "visitor",
    });
  });
});

describe("dates", () => {
  it("reads English, Spanish and numeric dates and times, and ignores impossible days", () => {
    const spans = (text: string) => findDateSpans(text).map(({ date, time, deadline }) => ({ date, time, deadline }));
    expect(spans("18 de noviembre de 2026, 5:55 p. m.")).toEqual([
      { date: { day: 18, month: 11, year: 2026 }, time: undefined, deadline: undefined },
      { date: undefined, time: "17:55", deadline: undefined },
    ]);
    expect(spans("Reminder to Schedule Redelivery of your item before December 1, 2026")[0].deadline).toBe("before");
    expect(spans("Wed, 11/18")[0].date).toEqual({ month: 11, day: 18 });
    expect(resolveDate({ month: 2, day: 30, year: 2026 }, "2026-11-20")).toBeUndefined();
    expect(resolveDate({ month: 12, day: 31 }, "2027-01-02")).toBe("2026-12-31");
    expect(resolveDate({ month: 11, day: 18, year: 1999 }, "2026-11-20")).toBeUndefined();
  });
});

describe("the status table", () => {
  const names = [
    ["Moving Through Network", "moving-through-network"],
    ["In Transit to Next Facility, Arriving Late", "arriving-late"],
    ["Awaiting Delivery Scan", "awaiting-delivery-scan"],
    ["Delivery status not updated", "delivery-status-not-updated"],
    ["Origin Post is Preparing Shipment", "origin-post-preparing"],
    ["Inbound Into Customs", "customs-inbound"],
    ["Held in Customs", "customs-held"],
    ["Customs Clearance Processing Complete", "customs-cleared"],
    ["Arrived Shipping Partner Facility, USPS Awaiting Item", "partner-facility"],
    ["Departed Shipping Partner Facility, USPS Awaiting Item", "partner-facility"],
    ["Delivered, In/At Mailbox", "delivered-mailbox"],
    ["Delivered, Front Door/Porch", "delivered-front-door"],
    ["Delivered, Parcel Locker", "delivered-parcel-locker"],
    ["Delivered, Left with Individual", "delivered-individual"],
    ["Delivered to Agent for Final Delivery", "delivered-agent"],
    ["Delivered, PO Box", "delivered-po-box"],
    ["Delivered, Front Desk/Reception/Mail Room", "delivered-reception"],
    ["Delivered, Individual Picked Up at Post Office", "delivered-picked-up"],
    ["Delivered, Neighbor as Requested", "delivered-neighbor"],
    ["Delivered, Garage or Other Location at Address", "delivered-other-location"],
    ["Delivered, To Original Sender", "delivered-original-sender"],
    ["Notice Left (No Authorized Recipient Available)", "notice-left"],
    ["Held at Post Office, At Customer Request", "held-customer-request"],
    ["Available for Pickup", "available-for-pickup"],
    ["Return to Sender", "return-to-sender"],
    ["Insufficient Address", "insufficient-address"],
    ["Addressee Unknown", "undeliverable-as-addressed"],
    ["Moved, Left No Address", "undeliverable-as-addressed"],
    ["Refused", "refused"],
    ["Unclaimed/Being Returned to Sender", "unclaimed"],
    ["Label Created, not yet in system", "label-created-heading"],
    ["Shipment Received, Package Acceptance Pending", "acceptance-pending"],
    ["Out for Delivery", "out-for-delivery"],
    ["Alert: Awaiting Delivery Scan", "awaiting-delivery-scan"],
    ["Forwarded", "forwarded"],
  ] as const;

  it.each(names)("knows %s", (words, id) => {
    expect(matchStatusAt(words)?.status.id).toBe(id);
  });

  it("knows which letters a status can start with, through optional groups", () => {
    const letters = (source: string) => [...firstLetters(source)].sort().join("");
    expect(letters("delivered|entregad[oa]")).toBe("de");
    expect(letters("(?:attempted )?notice left|(?:se dejo (?:un )?aviso|aviso dejado)")).toBe("ans");
    expect(letters("(?:we re|we are) sorry")).toBe("w");
    expect(letters("[a-c]x")).toBe("abcdefghijklmnopqrstuvwxyz");
  });

  it("marks USPS's lines written without a scan as system messages, citing the Inspector General", () => {
    for (const id of [
      "in-transit-next-facility",
      "arriving-late",
      "moving-through-network",
      "awaiting-delivery-scan",
      "delivery-status-not-updated",
      "origin-post-preparing",
    ]) {
      const status = STATUSES.find((entry) => entry.id === id)!;
      expect(status.kind, id).toBe("system");
      expect(status.oig, id).toBe(true);
    }
    expect(STATUSES.find((entry) => entry.id === "partner-facility")?.kind).toBe("scan");
  });

  it("has a meaning for every status in both languages, and every phase's implication", () => {
    const [english, spanish]: Record<string, string>[] = [CATALOGS.en.reader, CATALOGS.es.reader];
    for (const status of STATUSES) {
      expect(english[`reader.status.${status.id}`], status.id).toBeTruthy();
      expect(spanish[`reader.status.${status.id}`], status.id).toBeTruthy();
      expect(english[`reader.phase.${status.phase}`], status.phase).toBeTruthy();
    }
    expect(new Set(STATUSES.map((status) => status.id)).size).toBe(STATUSES.length);
  });
});

describe("the rules and the timeline", () => {
  it("reads the timeline as a list with the gap since the last scan", () => {
    const today = "2026-11-20";
    const reading = readTracking(
      lines(
        "In Transit to Next Facility",
        "November 18, 2026",
        "Departed USPS Regional Facility",
        "RENO NV DISTRIBUTION CENTER",
        "November 16, 2026, 9:00 pm",
      ),
      { today },
    );
    expect(timelineItems(reading.timeline!, en, today)).toEqual([
      "Monday, November 16: Departed USPS Regional Facility (Physical scan)",
      "Tuesday, November 17 to Friday, November 20: no physical scan (4 business days)",
      "Wednesday, November 18: In Transit to Next Facility (System message)",
      "Friday, November 20: today",
    ]);
    expect(reading.timeline!.days.filter((day) => day.inGap).map((day) => day.date)).toEqual([
      "2026-11-17",
      "2026-11-18",
      "2026-11-19",
      "2026-11-20",
    ]);
  });
});
