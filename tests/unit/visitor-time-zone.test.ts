import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  COUNTRY_TIME_ZONES,
  FALLBACK_TIME_ZONE,
  countryFromAcceptLanguage,
  parseAcceptLanguage,
  timeZoneFromAcceptLanguage,
  visitorYesterday,
  yesterdayIn,
} from "~/lib/visitor-time-zone.server";

describe("timeZoneFromAcceptLanguage", () => {
  it.each([
    ["en-US", "America/New_York"],
    ["en-GB", "Europe/London"],
    ["fr", "UTC"],
    ["en-US,en;q=0.9", "America/New_York"],
    ["EN-gb", "Europe/London"],
    ["fr-FR,fr;q=0.9,en-US;q=0.8,en;q=0.7", "Europe/Paris"],
    // Firefox puts the bare language first; its regional form still names the country.
    ["fr,fr-FR;q=0.8,en-US;q=0.5,en;q=0.3", "Europe/Paris"],
    // A second language is not a location.
    ["de,en-US;q=0.5", "UTC"],
    ["en-GB;q=0.4,en-US;q=0.9", "America/New_York"],
    ["en;q=0.8, en-AU", "Australia/Sydney"],
    ["zh-Hant-TW,zh;q=0.9", "Asia/Taipei"],
    ["ja-JP", "Asia/Tokyo"],
    ["es-419", "UTC"],
    ["en-ZZ", "UTC"],
    ["*", "UTC"],
    ["", "UTC"],
    ["en-US;q=0", "UTC"],
    ["not a language!!, ;;;", "UTC"],
  ])("%j -> %s", (header, zone) => {
    expect(timeZoneFromAcceptLanguage(header)).toBe(zone);
  });

  it("falls back to UTC without a header", () => {
    expect(timeZoneFromAcceptLanguage(null)).toBe(FALLBACK_TIME_ZONE);
    expect(timeZoneFromAcceptLanguage(undefined)).toBe("UTC");
  });

  it("maps every country to a zone the runtime knows, by two-letter code", () => {
    for (const [country, zone] of Object.entries(COUNTRY_TIME_ZONES)) {
      expect(country).toMatch(/^[A-Z]{2}$/);
      expect(() => new Intl.DateTimeFormat("en-US", { timeZone: zone }), `${country} ${zone}`).not.toThrow();
    }
    expect(Object.keys(COUNTRY_TIME_ZONES).length).toBeGreaterThanOrEqual(100);
  });

  it("never throws and always answers a known zone, whatever the header", () => {
    const zones = new Set([FALLBACK_TIME_ZONE, ...Object.values(COUNTRY_TIME_ZONES)]);
    fc.assert(
      fc.property(fc.string({ maxLength: 2000 }), (header) => {
        expect(zones.has(timeZoneFromAcceptLanguage(header))).toBe(true);
      }),
    );
  });

  it("reads well-formed headers the way the browser means them", () => {
    const range = fc.record({
      language: fc.constantFrom("en", "fr", "de", "es", "ja"),
      region: fc.option(fc.constantFrom("US", "GB", "FR", "DE", "MX", "JP"), { nil: undefined }),
      quality: fc.integer({ min: 1, max: 1000 }),
    });
    fc.assert(
      fc.property(fc.array(range, { minLength: 1, maxLength: 6 }), (ranges) => {
        const header = ranges
          .map((r) => `${r.language}${r.region ? `-${r.region}` : ""};q=${(r.quality / 1000).toFixed(3)}`)
          .join(", ");
        const sorted = [...ranges].sort((a, b) => b.quality - a.quality);
        const expected = sorted.find((r) => r.language === sorted[0].language && r.region)?.region;
        expect(countryFromAcceptLanguage(header)).toBe(expected);
      }),
    );
  });

  it("caps what it parses from a hostile header", () => {
    const header = Array.from({ length: 10_000 }, () => "en-GB;q=0.5").join(",");
    expect(parseAcceptLanguage(header).length).toBeLessThanOrEqual(20);
  });
});

describe("yesterdayIn (fixed clock)", () => {
  const at = (iso: string) => new Date(iso);

  it("counts the day in the visitor's zone, not the server's", () => {
    const now = at("2026-03-01T03:00:00Z"); // 22:00 on Feb 28 in New York
    expect(yesterdayIn("America/New_York", now)).toEqual({
      timeZone: "America/New_York",
      isoDate: "2026-02-27",
      label: "February 27, 2026",
    });
    expect(yesterdayIn("Europe/London", now).label).toBe("February 28, 2026");
    expect(yesterdayIn("UTC", now).label).toBe("February 28, 2026");
    expect(yesterdayIn("Asia/Tokyo", now).label).toBe("February 28, 2026");
  });

  it("crosses month, year and leap-day boundaries", () => {
    expect(yesterdayIn("UTC", at("2028-03-01T12:00:00Z")).isoDate).toBe("2028-02-29");
    expect(yesterdayIn("UTC", at("2027-03-01T12:00:00Z")).isoDate).toBe("2027-02-28");
    expect(yesterdayIn("UTC", at("2027-01-01T00:00:00Z")).label).toBe("December 31, 2026");
    expect(yesterdayIn("America/New_York", at("2027-01-01T02:00:00Z")).label).toBe("December 30, 2026");
    expect(yesterdayIn("Pacific/Auckland", at("2026-12-31T11:30:00Z")).label).toBe("December 31, 2026");
  });

  it("is not fooled by daylight-saving changes", () => {
    // US clocks went forward on 8 March 2026; 03:30 UTC on the 9th is 23:30 on the 8th in New York.
    expect(yesterdayIn("America/New_York", at("2026-03-09T03:30:00Z")).isoDate).toBe("2026-03-07");
    // UK clocks went back on 25 October 2026; 23:30 UTC on the 25th is 23:30 in London.
    expect(yesterdayIn("Europe/London", at("2026-10-25T23:30:00Z")).isoDate).toBe("2026-10-24");
  });

  it("is always exactly one calendar day before the zone's today", () => {
    const zones = fc.constantFrom(FALLBACK_TIME_ZONE, ...Object.values(COUNTRY_TIME_ZONES));
    const instants = fc.date({
      min: new Date("2000-01-01T00:00:00Z"),
      max: new Date("2100-01-01T00:00:00Z"),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(zones, instants, (zone, now) => {
        // en-CA formats as YYYY-MM-DD: an oracle independent of the code under test.
        const today = new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(now);
        const expected = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
        expect(yesterdayIn(zone, now).isoDate).toBe(expected);
      }),
    );
  });
});

describe("visitorYesterday", () => {
  it("combines both: the three cases the privacy page is tested with", () => {
    const now = new Date("2026-07-04T02:30:00Z"); // evening of July 3 in New York
    expect(visitorYesterday("en-US", now).label).toBe("July 2, 2026");
    expect(visitorYesterday("en-GB", now).label).toBe("July 3, 2026");
    expect(visitorYesterday("fr", now)).toMatchObject({ timeZone: "UTC", label: "July 3, 2026" });
  });
});
