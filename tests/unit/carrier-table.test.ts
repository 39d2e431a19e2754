/**
 * carriers.ts is the only source of carrier facts: a format added to (a copy of) its table is
 * recognised, found inside pasted text, linked to its carrier's page and allowed by the
 * allow-list, with no edit anywhere else. The lengths the paste rule tries come from the table.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CARRIER_RULES,
  CARRIER_TABLE,
  carrierRules,
  recogniseTrackingNumber,
  type CarrierTable,
  type Format,
} from "~/lib/tracking/carriers";
import { createTrackingInput } from "~/lib/tracking/tracking-input";
import { createTrackingResults } from "~/lib/tracking/tracking-results";

// A made-up carrier: "AC", 11 digits, a check digit that is the digits' sum modulo 10. 14
// characters, a length no real format here has, so the paste rule can only find it if the
// lengths come from the table.
const ACME_FORMAT: Format<"acme"> = {
  carrier: "acme",
  service: "Acme Parcel (AC, 11 digits, check digit)",
  lengths: [14],
  pattern: /^AC(?<serial>\d{11})(?<check>\d)$/,
  checksum: (serial, check) => [...serial].reduce((sum, digit) => sum + Number(digit), 0) % 10 === Number(check),
};
function acmeNumber(serial: string): string {
  const check = [...serial].reduce((sum, digit) => sum + Number(digit), 0) % 10;
  return `AC${serial}${check}`;
}

type Id = "usps" | "ups" | "fedex" | "dhl" | "acme";
const TABLE: CarrierTable<Id> = {
  ...CARRIER_TABLE,
  carriers: {
    ...CARRIER_TABLE.carriers,
    acme: {
      name: "Acme Parcel",
      trackingUrl: (numbers) => `https://track.acme.example/parcel?n=${encodeURIComponent(numbers.join(","))}`,
      maxPerLink: 2,
    },
  },
  rest: [...CARRIER_TABLE.rest, ACME_FORMAT],
};

describe("a format added to the carrier table", () => {
  const rules = carrierRules(TABLE);
  const number = acmeNumber("12345678901");

  it("is recognised, and only with its check digit", () => {
    expect(rules.recognise(number)).toEqual({ carrier: "acme", service: ACME_FORMAT.service });
    expect(rules.recognise(`${number.slice(0, -1)}${(Number(number.at(-1)) + 1) % 10}`)).toBeNull();
    expect(recogniseTrackingNumber(number)).toBeNull(); // the site's own table is untouched
    expect(number).toHaveLength(14);
  });

  it("is found inside pasted text, by lengths derived from the table", () => {
    expect(rules.numberLengths).toContain(14);
    expect(CARRIER_RULES.numberLengths).not.toContain(14);
    const input = createTrackingInput(rules);
    expect(input.findTrackingNumbers(`Your Acme parcel: ${number} (shipped today)`)).toEqual([number]);
    expect(input.checkTrackingInput(`Acme tracking #: ${number}`)).toMatchObject({ ok: true, numbers: [number] });
  });

  it("gets its carrier's own page, which the derived allow-list lets through, as many a link as the table says", () => {
    expect(rules.allowedHosts).toContain("track.acme.example");
    const { trackingResultsFor } = createTrackingResults(rules);
    const page = trackingResultsFor([number]);
    expect(page.results).toMatchObject({
      status: "valid",
      rows: [
        {
          number,
          carrier: "Acme Parcel",
          link: { carrier: "Acme Parcel", url: `https://track.acme.example/parcel?n=${number}` },
        },
      ],
      buttons: [{ carrier: "Acme Parcel", numbers: [number], url: `https://track.acme.example/parcel?n=${number}` }],
    });
    const three = ["12345678901", "22345678901", "32345678901"].map(acmeNumber);
    const split = trackingResultsFor([three.join(", ")]).results;
    expect(split.status === "valid" && split.buttons.map((button) => button.numbers)).toEqual([
      three.slice(0, 2),
      three.slice(2),
    ]);
  });
});

describe("the site's table", () => {
  it("declares every length its patterns can match", () => {
    const lengths = new Set(CARRIER_RULES.numberLengths);
    // Random candidates of every length, digits and the letter shapes the formats use.
    const candidate = fc.oneof(
      fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: 8, maxLength: 36 }),
      fc.string({ unit: fc.constantFrom(..."0123456789ABCZ"), minLength: 8, maxLength: 36 }).map((s) => `1Z${s}`),
    );
    fc.assert(
      fc.property(candidate, (number) => {
        if (CARRIER_RULES.recognise(number)) expect(lengths.has(number.length), number).toBe(true);
      }),
      { numRuns: 20_000 },
    );
  });

  it("says how many numbers each carrier's link takes: USPS 35, FedEx 30, UPS and DHL one", () => {
    expect(
      Object.fromEntries(Object.entries(CARRIER_TABLE.carriers).map(([id, carrier]) => [id, carrier.maxPerLink])),
    ).toEqual({
      usps: 35,
      ups: 1,
      fedex: 30,
      dhl: 1,
    });
    expect(Object.values(CARRIER_TABLE.originPosts).every((post) => post.maxPerLink === 1)).toBe(true);
  });
});
