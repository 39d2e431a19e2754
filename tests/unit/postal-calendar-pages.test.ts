/**
 * Where visitors see the postal calendar (issue 32): which guides and FAQ answers open with today's
 * answer, the postal holidays page and its .ics file, and how long each may be kept: never past the
 * next midnight in US Eastern Time, so no cache serves yesterday's answer.
 */
import { CACHE_CONTROL } from "~/lib/cache-policy.server";
import { existsSync } from "node:fs";
import path from "node:path";
import ICAL from "ical.js";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type * as ConfigModule from "~/lib/config.server";

const config: { today?: string } = {};
vi.mock("~/lib/config.server", async (original) => {
  const actual = await original<typeof ConfigModule>();
  return { ...actual, getConfig: () => ({ ...actual.parseConfig({}), ...config }) };
});

const { sharedLifetimeSeconds } = await import("~/lib/cache-policy.server");
const { answerSlug } = await import("~/lib/help-centre/answer-slug");
const { getFaqData } = await import("~/lib/help-centre/faq-data.server");
const { TODAY_FAQ_ANSWERS, TODAY_GUIDES, faqEntryShowsToday, guideShowsToday } =
  await import("~/lib/help-centre/today-topics");
const { closuresOfYears } = await import("~/lib/postal-calendar/closures");
const { secondsUntilEasternMidnight } = await import("~/lib/postal-calendar/eastern-time");
const { loader: guideLoader } = await import("~/routes/$slug");
const { loader: faqEntryLoader } = await import("~/routes/faq.article.$entryId");
const { loader: holidaysLoader } = await import("~/routes/postal-holidays");
const { loader: icsLoader } = await import("~/routes/postal-holidays[.]ics");

/** 23:58:20 EST on Friday, November 27, 2026: 100 seconds before the date changes. */
const LATE = new Date("2026-11-28T04:58:20Z");

beforeEach(() => {
  config.today = undefined;
  vi.useFakeTimers({ now: LATE, toFake: ["Date"] });
});
afterEach(() => vi.useRealTimers());

/** A loader's arguments; the language is the server's choice from the path (language-builds.server.ts). */
const args = (url: string, params: Record<string, string> = {}) => ({
  request: new Request(`http://parcel.example${url}`),
  params,
  context: { clientAddress: "203.0.113.9", language: url.startsWith("/es/") ? ("es" as const) : ("en" as const) },
});

type DataResult = { data: Record<string, unknown>; init?: { headers?: Record<string, string> } };
const cacheControl = (result: unknown) => (result as DataResult).init?.headers?.["Cache-Control"] ?? "";

/** Every cache's lifetime of the answer, fresh and stale, ends by Eastern midnight. */
function expectEndsByMidnight(header: string) {
  const left = secondsUntilEasternMidnight(LATE);
  expect(left).toBe(100);
  expect(sharedLifetimeSeconds(header)).toBeLessThanOrEqual(left);
  for (const match of header.matchAll(/(?:max-age|s-maxage)=(\d+)/g))
    expect(Number(match[1])).toBeLessThanOrEqual(left);
}

describe("the guides and FAQ answers that open with today's answer", () => {
  it.each(TODAY_GUIDES)("guide %s exists in English and Spanish", (slug) => {
    expect(existsSync(path.join("data", "articles", `${slug}.md`))).toBe(true);
    expect(existsSync(path.join("data", "es", "articles", `${slug}.md`))).toBe(true);
  });

  it("name FAQ entries that exist, in both languages", async () => {
    for (const language of ["en", "es"] as const) {
      const slugs = (await getFaqData(language)).entries.map((entry) => answerSlug(entry.keyword));
      for (const slug of TODAY_FAQ_ANSWERS) expect(slugs).toContain(slug);
    }
    for (const slug of TODAY_FAQ_ANSWERS)
      expect(existsSync(path.join("data", "es", "faq-answers", `${slug}.md`))).toBe(true);
  });

  it("are about opening and delivery days, not the rest", () => {
    expect(guideShowsToday("is-usps-open-today")).toBe(true);
    expect(guideShowsToday("is-usps-open-on-veterans-day")).toBe(true);
    expect(guideShowsToday("what-is-usps-media-mail")).toBe(false);
    expect(faqEntryShowsToday("Does USPS deliver on Saturday")).toBe(true);
    expect(faqEntryShowsToday("How much does a stamp cost")).toBe(false);
  });
});

describe("a guide about opening days", () => {
  it("sends today's Eastern date and is kept no later than midnight", async () => {
    const result = await guideLoader(args("/is-usps-open-today", { slug: "is-usps-open-today" }));
    const { data } = result as unknown as DataResult;
    expect(data.today).toBe("2026-11-27");
    expectEndsByMidnight(cacheControl(result));
  });

  it("follows PARCELHELP_TODAY, in Spanish too", async () => {
    config.today = "2026-12-25";
    const result = await guideLoader(args("/es/is-usps-open-today", { slug: "is-usps-open-today" }));
    expect((result as unknown as DataResult).data.today).toBe("2026-12-25");
  });

  it("is not what another guide does: no date, the usual policy", async () => {
    const result = await guideLoader(args("/what-is-usps-media-mail", { slug: "what-is-usps-media-mail" }));
    expect((result as unknown as DataResult).data.today).toBeUndefined();
    expect(cacheControl(result)).toBe("public, max-age=60, s-maxage=300, stale-while-revalidate=86400");
  });
});

describe("an FAQ answer about opening days", () => {
  const entryId = async (slug: string) =>
    (await getFaqData("en")).entries.find((entry) => answerSlug(entry.keyword) === slug)!.id;

  it("sends today's date and is shared like any help page, kept no later than midnight", async () => {
    const id = await entryId("is-usps-open-today");
    const result = await faqEntryLoader(args(`/faq/article/${id}`, { entryId: id }));
    expect((result as unknown as DataResult).data.today).toBe("2026-11-27");
    const header = cacheControl(result);
    expect(header).toMatch(/^public, max-age=\d+, s-maxage=\d+/);
    expectEndsByMidnight(header);
  });

  it("is not what another answer does", async () => {
    const id = await entryId("how-much-does-a-stamp-cost");
    const result = await faqEntryLoader(args(`/faq/article/${id}`, { entryId: id }));
    expect((result as unknown as DataResult).data.today).toBeUndefined();
    expect(cacheControl(result)).toBe(CACHE_CONTROL.page);
  });
});

describe("the postal holidays page", () => {
  it("lists this year's and next year's closures and is kept no later than midnight", () => {
    const result = holidaysLoader();
    const { data } = result as unknown as DataResult;
    const years = data.years as Array<{ year: number; published: boolean; closures: Array<{ date: string }> }>;
    expect(years.map((year) => [year.year, year.published])).toEqual([
      [2026, true],
      [2027, false],
    ]);
    expect(years.flatMap((year) => year.closures.map((closure) => closure.date))).toEqual(
      closuresOfYears(2026, 2027).map((closure) => closure.date),
    );
    expectEndsByMidnight(cacheControl(result));
  });

  it("turns to the next two years on January 1 (Eastern)", () => {
    vi.setSystemTime(new Date("2027-01-01T05:00:00Z"));
    const { data } = holidaysLoader() as unknown as DataResult;
    expect((data.years as Array<{ year: number }>).map((year) => year.year)).toEqual([2027, 2028]);
  });
});

describe("the .ics download", () => {
  const events = async (url: string) => {
    const response = icsLoader(args(url));
    const parsed = new ICAL.Component(ICAL.parse(await response.text()));
    return {
      response,
      events: parsed.getAllSubcomponents("vevent").map((event) => ({
        date: String(event.getFirstPropertyValue("dtstart")),
        summary: String(event.getFirstPropertyValue("summary")),
      })),
    };
  };

  it("is a calendar file of every closure of this year and next, kept no later than midnight", async () => {
    const { response, events: read } = await events("/postal-holidays.ics");
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="postal-holidays-2026-2027.ics"');
    expectEndsByMidnight(response.headers.get("Cache-Control") ?? "");
    expect(read.map((event) => event.date)).toEqual(closuresOfYears(2026, 2027).map((closure) => closure.date));
    expect(read).toContainEqual({ date: "2026-12-25", summary: "Post offices closed: Christmas Day" });
  });

  it("names the closures in Spanish at /es", async () => {
    const { response, events: read } = await events("/es/postal-holidays.ics");
    expect(response.headers.get("Content-Disposition")).toContain("postal-holidays-2026-2027-es.ics");
    expect(read).toContainEqual({
      date: "2026-10-12",
      summary: "Oficinas de correos cerradas: Día de Colón (Columbus Day)",
    });
    expect(read).toContainEqual({ date: "2026-12-25", summary: "Oficinas de correos cerradas: Día de Navidad" });
  });
});
