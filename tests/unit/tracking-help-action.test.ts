/**
 * The tracking reader's page action and its .ics download (/tracking-help, /tracking-help.ics):
 * what a visitor gets back for a real history, an empty or over-long paste, a bad mailing day;
 * that nothing is cached, logged or counted by content; and, for anything a client can send, never
 * a 500 (a property test over any characters, any length and any fields).
 */
import fc from "fast-check";
import ICAL from "ical.js";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createRateLimiter } from "~/lib/forms/rate-limit.server";
import { MAX_PASTE_CHARS } from "~/lib/tracking-reader/paste";
import {
  checkSubmission,
  handlePlanDownload,
  handleTrackingHelp,
} from "~/lib/tracking-reader/tracking-help-action.server";
import { TRACKING_HELP_TEXTS, trackingHelpTextValues } from "~/lib/tracking-reader/tracking-help-form";
import { loadContextFor } from "../helpers/load-context";
import { translatorFor } from "../helpers/strings";

const uses: Array<[string, string]> = [];
vi.mock("~/lib/metrics.server", () => ({
  countToolUse: (tool: string, outcome: string) => uses.push([tool, outcome]),
}));

const TODAY = "2026-11-20";
const ARRIVING_LATE = [
  "In Transit to Next Facility, Arriving Late",
  "November 16, 2026",
  "Departed USPS Regional Facility",
  "KANSAS CITY MO DISTRIBUTION CENTER",
  "November 13, 2026, 10:03 pm",
  "Arrived at USPS Regional Facility",
  "KANSAS CITY MO DISTRIBUTION CENTER",
  "November 13, 2026, 1:47 am",
  "Accepted at USPS Origin Facility",
  "OLATHE, KS 66061",
  "November 12, 2026, 5:22 pm",
].join("\n");

function post(fields: Record<string, string> | string, path = "/tracking-help") {
  return new Request(`http://127.0.0.1${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: typeof fields === "string" ? fields : new URLSearchParams(fields),
  });
}

/** The request and what the server hands its action (its language from the path). */
const withContext = (request: Request, clientAddress: string | null = "203.0.113.9") =>
  [request, loadContextFor(request, clientAddress)] as const;

const limiter = (perClient = 1000) =>
  createRateLimiter({ perClient, perClientWindowMs: 60_000, globalPerHour: 100_000, keyPrefix: "test-reader" });

async function run(fields: Record<string, string> | string, limits = limiter(), path = "/tracking-help") {
  const response = await handleTrackingHelp(...withContext(post(fields, path)), { limits, today: TODAY });
  return { status: response.init?.status ?? 200, headers: new Headers(response.init?.headers), body: response.data };
}

beforeEach(() => {
  uses.length = 0;
});

describe("the tracking reader's action", () => {
  it("reads a history into the verdict, the plan and each line, never to be stored", async () => {
    const { status, headers, body } = await run({ history: ARRIVING_LATE });
    expect(status).toBe(200);
    expect(headers.get("Cache-Control")).toBe("no-store");
    const reading = body.reading!;
    expect(reading.verdict?.name).toBe("Running late");
    expect(reading.verdict?.reasons.join(" ")).toContain("No physical scan for 6 business days");
    expect(reading.events.map((event) => event.kindLabel)).toEqual([
      "System message",
      "Physical scan",
      "Physical scan",
      "Physical scan",
    ]);
    expect(reading.plan.map((step) => step.text)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^From Monday, November 16: send USPS's Help Request Form/),
        expect.stringMatching(/^From Monday, November 30: if it still has not come, submit a Missing Mail search/),
      ]),
    );
    expect(reading.plan[0].sources[0].url).toBe("https://www.usps.com/help/missing-mail.htm");
    expect(reading.hasCalendar).toBe(true);
    expect(reading.timeline?.gap?.businessDays).toBe(6);
    // Counted by outcome only.
    expect(uses).toEqual([["tracking-reader", "late"]]);
  });

  it("answers in Spanish on the Spanish page", async () => {
    const { body } = await run({ history: ARRIVING_LATE }, limiter(), "/es/tracking-help");
    expect(body.reading?.verdict?.name).toBe("Con retraso");
    expect(body.reading?.plan[0].text).toMatch(/^Desde el lunes 16 de noviembre/);
  });

  it("puts a message beside an empty paste", async () => {
    const { status, body } = await run({ history: "  \n " });
    expect(status).toBe(400);
    expect(body.reading).toBeNull();
    expect(body.result.error?.history).toEqual([TRACKING_HELP_TEXTS.historyRequired]);
  });

  it("keeps an over-long paste and says how long it may be", async () => {
    const history = `${ARRIVING_LATE}\n${"x".repeat(MAX_PASTE_CHARS)}`;
    const { status, body } = await run({ history });
    expect(status).toBe(400);
    expect(body.result.error?.history).toEqual([TRACKING_HELP_TEXTS.historyTooLong]);
    expect(body.result.initialValue?.history).toBe(history);
    const { t, number } = translatorFor("en", "reader");
    expect(t(TRACKING_HELP_TEXTS.historyTooLong, trackingHelpTextValues(number))).toMatch(
      /^Paste at most 20,000 characters/,
    );
  });

  it("refuses a mailing day after today or years back, and a service not on the list, keeping the paste", async () => {
    for (const [fields, field, message] of [
      [{ mailedOn: "2026-11-21" }, "mailedOn", TRACKING_HELP_TEXTS.mailedOnFuture],
      [{ mailedOn: "2020-01-01" }, "mailedOn", TRACKING_HELP_TEXTS.mailedOnInvalid],
      [{ mailedOn: "2026-02-30" }, "mailedOn", TRACKING_HELP_TEXTS.mailedOnInvalid],
      [{ service: "carrier-pigeon" }, "service", TRACKING_HELP_TEXTS.serviceInvalid],
    ] as const) {
      const { status, body } = await run({ history: ARRIVING_LATE, ...fields });
      expect(status, JSON.stringify(fields)).toBe(400);
      expect(body.result.error?.[field]).toEqual([message]);
      expect(body.result.initialValue?.history).toBe(ARRIVING_LATE);
    }
  });

  it("uses the service, mailing day and insurance the visitor gives", async () => {
    const { body } = await run({
      history: ARRIVING_LATE,
      service: "priority-mail",
      mailedOn: "2026-11-12",
      insured: "on",
    });
    const claim = body.reading?.plan.find((step) => step.id === "claim");
    expect(claim?.text).toBe(
      "Insurance claim: no sooner than Friday, November 27 and no later than Monday, January 11, 2027.",
    );
  });

  it("says what to paste, with an example, when nothing in the paste is a tracking event", async () => {
    const { status, body } = await run({ history: "My neighbor took it\nno idea" });
    expect(status).toBe(200);
    expect(body.reading?.verdict).toBeUndefined();
    expect(body.reading?.notUnderstood.map((line) => line.text)).toEqual(["My neighbor took it", "no idea"]);
    expect(uses).toEqual([["tracking-reader", "no-events"]]);
  });

  it("refuses a client over its limit with Retry-After and keeps what was typed", async () => {
    const limits = limiter(2);
    await run({ history: "a" }, limits);
    await run({ history: "b" }, limits);
    const { status, headers, body } = await run({ history: ARRIVING_LATE }, limits);
    expect(status).toBe(429);
    expect(Number(headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(body.notice?.message).toBe(TRACKING_HELP_TEXTS.rateLimited);
    expect(body.result.initialValue?.history).toBe(ARRIVING_LATE);
  });

  it("refuses a body far over the form's size with 413, and a body that is not a form with 415", async () => {
    expect((await run({ history: "x".repeat(200_000) })).status).toBe(413);
    const json = new Request("http://127.0.0.1/tracking-help", {
      method: "POST",
      body: "{}",
      headers: { "content-type": "application/json" },
    });
    expect(
      (await handleTrackingHelp(...withContext(json, null), { limits: limiter(), today: TODAY })).init?.status,
    ).toBe(415);
  });
});

describe("the plan's download", () => {
  const download = (fields: Record<string, string>, path = "/tracking-help.ics") =>
    handlePlanDownload(...withContext(post(fields, path)), {
      limits: limiter(),
      today: TODAY,
      siteName: "ParcelHelp",
      now: new Date("2026-11-20T15:00:00Z"),
    });

  it("is an .ics attachment with the plan's days from today on, holding nothing pasted", async () => {
    const response = await download({ history: ARRIVING_LATE });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="parcel-dates.ics"');
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const text = await response.text();
    const calendar = new ICAL.Component(ICAL.parse(text));
    const days = calendar
      .getAllSubcomponents("vevent")
      .map((event) => [new ICAL.Event(event).startDate.toString(), new ICAL.Event(event).summary]);
    expect(days).toEqual([["2026-11-30", "Parcel: you can submit a Missing Mail search"]]);
    expect(text).not.toMatch(/KANSAS|OLATHE|66061/);
    expect(uses).toEqual([["tracking-reader", "ics"]]);
  });

  it("names the file in Spanish on the Spanish page", async () => {
    const response = await download({ history: ARRIVING_LATE }, "/es/tracking-help.ics");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="fechas-del-paquete.ics"');
    expect(await response.text()).toContain("SUMMARY:Paquete");
  });

  it("answers a short plain-text refusal to a bad post or a plan with no day ahead", async () => {
    const bad = await download({ history: "" });
    expect(bad.status).toBe(400);
    expect(bad.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    const nothing = await download({ history: "hello" });
    expect(nothing.status).toBe(404);
  });
});

describe("anything a client can send", () => {
  let writes: string[] = [];
  const originalOut = process.stdout.write.bind(process.stdout);
  const originalErr = process.stderr.write.bind(process.stderr);
  beforeEach(() => {
    writes = [];
    const capture = (chunk: unknown) => {
      writes.push(String(chunk));
      return true;
    };
    process.stdout.write = capture as typeof process.stdout.write;
    process.stderr.write = capture as typeof process.stderr.write;
    for (const method of ["log", "info", "warn", "error", "debug"] as const)
      vi.spyOn(console, method).mockImplementation((...args) => void writes.push(args.map(String).join(" ")));
  });
  afterEach(() => {
    process.stdout.write = originalOut;
    process.stderr.write = originalErr;
    vi.restoreAllMocks();
  });

  /** Any UTF-16 code unit, lone surrogates and controls included; sometimes far past the limit. */
  const anyUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));
  const anyText = fc.oneof(
    fc.string({ unit: anyUnit, maxLength: 300 }),
    fc.constantFrom("", " ", "\u0000", "\r\n\r\n", ARRIVING_LATE),
    fc
      .tuple(fc.string({ unit: anyUnit, maxLength: 20 }), fc.integer({ min: 19_990, max: 20_010 }))
      .map(([unit, length]) => (unit || "a").repeat(length).slice(0, length)),
  );
  const fieldName = fc.constantFrom("history", "service", "mailedOn", "insured", "intent", "a[0]", "history.x", "");

  it("never makes the action throw or answer 500, and nothing pasted is written out", async () => {
    const marker = "ZQXJ-PRIVATE-7731";
    await fc.assert(
      fc.asyncProperty(anyText, fc.array(fc.tuple(fieldName, anyText), { maxLength: 4 }), async (history, extra) => {
        const body = new URLSearchParams([["history", `${marker}\n${history}`], ...extra]).toString();
        const page = await handleTrackingHelp(...withContext(post(body)), { limits: limiter(), today: TODAY });
        expect(page.init?.status ?? 200).toBeLessThan(500);
        const file = await handlePlanDownload(...withContext(post(body, "/tracking-help.ics")), {
          limits: limiter(),
          today: TODAY,
          siteName: "ParcelHelp",
        });
        expect(file.status).toBeLessThan(500);
        expect(await file.text()).not.toContain(marker);
      }),
      { numRuns: 150 },
    );
    expect(writes.join("\n")).not.toContain(marker);
    expect(uses.flat().join(" ")).not.toContain(marker);
  });

  it("checks any fields without throwing (the pure part both actions share)", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fieldName, anyText), { maxLength: 6 }), (entries) => {
        const formData = new FormData();
        for (const [name, value] of entries) formData.append(name, value);
        const checked = checkSubmission(formData, TODAY);
        if (checked.ok) expect(checked.value.history.length).toBeLessThanOrEqual(MAX_PASTE_CHARS);
      }),
      { numRuns: 300 },
    );
  });
});
