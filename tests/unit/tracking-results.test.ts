import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CARRIER_TABLE, isAllowedCarrierUrl } from "~/lib/tracking/carriers";
import { checkTrackingInput, type TrackingText } from "~/lib/tracking/tracking-input";
import {
  DISPLAY_VALUE_MAX,
  displayValueFor,
  serviceText,
  trackingResultsFor,
  type TrackingResults,
} from "~/lib/tracking/tracking-results";
import { translatorFor } from "../helpers/strings";

const USPS_TRACKING = "https://tools.usps.com/go/TrackConfirmAction";
const english = translatorFor("en", "tracking");
const spanish = translatorFor("es", "tracking");

/** A message as the English page shows it. */
function shown(text: TrackingText | null, translator = english): string | null {
  return text ? translator.t(text.key, text.values) : null;
}

function valid(results: TrackingResults) {
  if (results.status !== "valid") throw new Error(`expected a valid result, got ${JSON.stringify(results)}`);
  return results;
}

describe("displayValueFor", () => {
  it("shows the raw value trimmed, and several values joined", () => {
    expect(displayValueFor(["  9400 1112  "])).toBe("9400 1112");
    expect(displayValueFor(["a", "b"])).toBe("a, b");
    expect(displayValueFor([])).toBe("");
  });

  it("cuts long values with an ellipsis, never inside a character", () => {
    expect(displayValueFor(["9".repeat(DISPLAY_VALUE_MAX)])).toBe("9".repeat(DISPLAY_VALUE_MAX));
    expect(displayValueFor(["9".repeat(100_000)])).toBe(`${"9".repeat(DISPLAY_VALUE_MAX)}…`);
    expect(displayValueFor(["📦".repeat(200)])).toBe(`${"📦".repeat(DISPLAY_VALUE_MAX)}…`);
  });

  it("replaces what the HTML parser would drop or rewrite, so hydration sees the same text", () => {
    expect(displayValueFor(["a\u0000b\rc\u007f", "\ud800x"])).toBe("a\ufffdb\ufffdc\ufffd, \ufffdx");
  });

  it("stays bounded and well-formed for any input", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: "binary", maxLength: 160 }), { maxLength: 3 }), (values) => {
        const shown = displayValueFor(values);
        expect(Array.from(shown).length).toBeLessThanOrEqual(DISPLAY_VALUE_MAX + 1);
        expect(shown).not.toMatch(/\p{Cc}|[\ud800-\udfff]/u);
      }),
    );
  });
});

describe("trackingResultsFor", () => {
  it("is invalid for a missing, repeated, empty, forbidden, too long or too numerous value", () => {
    const cases: Array<[string[], string]> = [
      [[], "No tracking number was given."],
      [
        ["9400111206206406260787", "9400111206206406260787"],
        "The link holds more than one tracking value. Enter your numbers again on the home page.",
      ],
      [["  "], "Please enter a tracking number"],
      [
        ["<script>alert(1)</script>"],
        "Please enter valid tracking numbers using only letters, numbers, and common punctuation",
      ],
      [["9".repeat(2001)], "Please enter at most 2,000 characters"],
      [
        [Array.from({ length: 36 }, (_, index) => `EA${index}`).join(",")],
        "Please enter at most 35 tracking numbers, separated by commas",
      ],
    ];
    for (const [values, hint] of cases) {
      const { results } = trackingResultsFor(values);
      expect(results.status).toBe("invalid");
      if (results.status === "invalid") expect(shown(results.hint)).toBe(hint);
    }
  });

  it("shows the XSS payload as the raw text it is", () => {
    expect(trackingResultsFor(["<script>alert(1)</script>"]).displayValue).toBe("<script>alert(1)</script>");
  });

  it("sends one number to USPS with qtc_tLabels1 and labels it", () => {
    const page = trackingResultsFor([" 9400 1112 0620 6406 2607 87 "]);
    expect(page.displayValue).toBe("9400 1112 0620 6406 2607 87");
    const results = valid(page.results);
    expect(results.usps).toEqual({ carrier: "USPS", url: `${USPS_TRACKING}?qtc_tLabels1=9400111206206406260787` });
    expect(results.rows).toEqual([
      {
        number: "9400111206206406260787",
        carrier: "USPS",
        internationalFrom: null,
        service: { key: "tracking.service.uspsImpbOnline" },
        note: null,
        carrierLink: null,
      },
    ]);
  });

  it("sends several numbers to USPS with tLabels, comma-joined and encoded, repeats once", () => {
    const results = valid(
      trackingResultsFor(["9400111206206406260787, 9505 5110 6960 5048 6006 24, 9400111206206406260787,"]).results,
    );
    expect(results.usps?.url).toBe(`${USPS_TRACKING}?tLabels=9400111206206406260787%2C9505511069605048600624`);
    expect(results.rows.map((row) => row.number)).toEqual(["9400111206206406260787", "9505511069605048600624"]);
  });

  it("gives UPS, FedEx and DHL numbers their own carrier link and a gentle note", () => {
    const results = valid(trackingResultsFor(["1Z5R89390357567127, 986578788855, 3318810025"]).results);
    expect(results.rows.map((row) => [row.carrier, row.carrierLink?.url])).toEqual([
      ["UPS", "https://www.ups.com/track?tracknum=1Z5R89390357567127"],
      ["FedEx", "https://www.fedex.com/fedextrack/?trknbr=986578788855"],
      ["DHL", "https://www.dhl.com/us-en/home/tracking/tracking-express.html?submit=1&tracking-id=3318810025"],
    ]);
    for (const row of results.rows) expect(shown(row.note)).toMatch(new RegExp(`looks like a ${row.carrier} number`));
    expect(results.usps?.url).toContain("tLabels=1Z5R89390357567127%2C986578788855%2C3318810025");
  });

  it("links an S10 number to its origin post, and labels the rest without a link of their own", () => {
    const results = valid(trackingResultsFor(["RB123456785GB, RB123456785US, 12345, RB123456785NL"]).results);
    const [international, american, unknown, dutch] = results.rows;
    expect(international).toMatchObject({
      carrier: "Royal Mail (GB)",
      carrierLink: {
        carrier: "Royal Mail",
        url: "https://www.royalmail.com/track-your-item#/tracking-results/RB123456785GB",
      },
    });
    expect(shown(international.note)).toMatch(/international postal number from GB.*Royal Mail tracks it/);
    expect(shown(international.service)).toBe("Registered/International (UPU S10)");
    expect(shown(international.service, spanish)).toBe("Registered Mail/internacional (UPU S10)");
    // PostNL's page needs a postcode too, so it has no link (decision 010).
    expect(dutch).toMatchObject({ carrier: null, internationalFrom: "NL", carrierLink: null });
    expect(shown(dutch.note)).toMatch(/from NL.*the sending country's postal service tracks it/);
    expect(results.foundNote).toBeNull();
    expect(american).toMatchObject({ carrier: "USPS", note: null, carrierLink: null });
    expect(unknown).toMatchObject({ carrier: null, service: null, carrierLink: null });
    expect(shown(unknown.note)).toMatch(/does not look like a USPS tracking number/);
    expect(shown(unknown.note, spanish)).toMatch(/no parece un número de rastreo de USPS/);
  });

  it("says so in one line when numbers were taken out of longer text", () => {
    const pasted = valid(trackingResultsFor(["9400111206206406260787 9205590164917312751089"]).results);
    expect(pasted.rows.map((row) => row.number)).toEqual(["9400111206206406260787", "9205590164917312751089"]);
    expect(shown(pasted.foundNote)).toBe("We found 2 tracking numbers in what you pasted");
    expect(shown(pasted.foundNote, spanish)).toBe("Encontramos 2 números de rastreo en lo que pegó");
    const email = valid(
      trackingResultsFor(["Your USPS tracking number is 9400 1112 0620 6406 2607 87. Thanks!"]).results,
    );
    expect(shown(email.foundNote)).toBe("We found 1 tracking number in what you pasted");
    expect(shown(email.foundNote, spanish)).toBe("Encontramos 1 número de rastreo en lo que pegó");
    expect(valid(trackingResultsFor(["9400111206206406260787"]).results).foundNote).toBeNull();
  });

  it("never throws, is valid exactly when the one value passes the rule, and links only to allowed hosts", () => {
    const value = fc.oneof(
      fc.string({ unit: "binary", maxLength: 400 }),
      fc
        .array(fc.stringMatching(/^[0-9A-Z]{1,34}$/), { minLength: 1, maxLength: 40 })
        .map((numbers) => numbers.join(",")),
    );
    fc.assert(
      fc.property(fc.array(value, { maxLength: 3 }), (values) => {
        const { results } = trackingResultsFor(values);
        const expectedValid = values.length === 1 && checkTrackingInput(values[0]).ok;
        expect(results.status === "valid").toBe(expectedValid);
        if (results.status !== "valid") return;
        expect(results.usps && isAllowedCarrierUrl(results.usps.url)).toBe(true);
        for (const row of results.rows) {
          if (row.carrierLink) expect(isAllowedCarrierUrl(row.carrierLink.url)).toBe(true);
        }
      }),
    );
  });
});

describe("serviceText", () => {
  it("translates every format's service name that has words, and shows the rest as they are", () => {
    const services = [...CARRIER_TABLE.first, ...CARRIER_TABLE.rest].map((format) => format.service);
    for (const service of [...services, "Registered/International (UPU S10)"]) {
      const text = serviceText(service);
      expect(shown(text), service).toBe(service);
      // Only brand names and codes pass through untranslated: "UPS (1Z)", "DHL Express", "FedEx Ground (SSCC-18)".
      if (text.key === "tracking.service.name") expect(service).not.toMatch(/digits|or|label|retail|Registered/);
      else expect(shown(text, spanish), service).not.toBe(service);
    }
  });
});
