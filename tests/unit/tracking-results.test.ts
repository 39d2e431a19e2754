import { readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CARRIER_TABLE, CARRIERS, isAllowedCarrierUrl, recogniseTrackingNumber } from "~/lib/tracking/carriers";
import { checkTrackingInput, normaliseTrackingNumber, type TrackingText } from "~/lib/tracking/tracking-input";
import {
  DISPLAY_VALUE_MAX,
  SERVICE_SHOWN_UP_TO,
  displayValueFor,
  headingFor,
  serviceText,
  trackingResultsFor,
  type TrackingResults,
} from "~/lib/tracking/tracking-results";
import { translatorFor } from "../helpers/strings";
import { fedexNumbers, uspsNumbers } from "../helpers/tracking-numbers";

const USPS_TRACKING = "https://tools.usps.com/go/TrackConfirmAction";
const USPS_NUMBER = "9400111206206406260787";
const UPS_NUMBER = "1Z5R89390357567127";
const english = translatorFor("en", "tracking");
const spanish = translatorFor("es", "tracking");
const SCAM =
  "USPS: your package could not be delivered due to an incomplete address, update it within 12 hours: https://usps.com-redeliver.top/u 9400111206206406260787";

/** A message as the English page shows it (its text, without the tags that style a part of it). */
function shown(text: TrackingText | null, translator = english): string | null {
  return text ? translator.t(text.key, text.values).replace(/<\/?\w+>/g, "") : null;
}

function valid(results: TrackingResults) {
  if (results.status !== "valid") throw new Error(`expected a valid result, got ${JSON.stringify(results)}`);
  return results;
}

/** The buttons as a visitor reads them: label, and the numbers in each link's address. */
const buttonsOf = (results: TrackingResults) =>
  valid(results).buttons.map((button) => ({ label: shown(button.label), url: button.url, numbers: button.numbers }));

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

describe("the heading names the numbers found, never the paste", () => {
  it("one or two in full, more as the first one's ends and a count, none said as such", () => {
    const twenty = uspsNumbers(20);
    expect(shown(headingFor([USPS_NUMBER]))).toBe(`Tracking Results for: ${USPS_NUMBER}`);
    expect(shown(headingFor([USPS_NUMBER, UPS_NUMBER]))).toBe(`Tracking Results for: ${USPS_NUMBER} and ${UPS_NUMBER}`);
    expect(shown(headingFor(twenty))).toBe("Tracking Results for: 9400…0008 and 19 more");
    expect(shown(headingFor(twenty), spanish)).toBe("Resultados del rastreo de: 9400…0008 y 19 más");
    // A short number is shown whole.
    expect(shown(headingFor(["3318810025", USPS_NUMBER, UPS_NUMBER]))).toBe(
      "Tracking Results for: 3318810025 and 2 more",
    );
    expect(shown(headingFor([]))).toBe("Tracking Results for: no tracking number found");
    expect(shown(headingFor([]), spanish)).toBe("Resultados del rastreo de: no se encontró ningún número de rastreo");
  });

  it("for the scam text in issue 33: its number, not its words", () => {
    const page = trackingResultsFor([SCAM], { hasLink: true });
    expect(shown(page.heading)).toBe(`Tracking Results for: ${USPS_NUMBER}`);
    expect(shown(page.heading)).not.toMatch(/redeliver|package|https/);
  });

  it("for any input, holds only numbers found (or says none was)", () => {
    const heading =
      /^Tracking Results for: (?:no tracking number found|[A-Z0-9]+(?: and [A-Z0-9]+)?|[A-Z0-9]+(?:…[A-Z0-9]{4})? and \d+ more)$/;
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 300 }), { maxLength: 2 }), (values) => {
        const page = trackingResultsFor(values);
        expect(shown(page.heading)).toMatch(heading);
        const numbers = page.results.status === "valid" ? page.results.numbers : [];
        for (const value of Object.values(page.heading.values ?? {})) {
          if (typeof value === "string" && !value.includes("…")) expect(numbers).toContain(value);
        }
      }),
    );
  });
});

describe("trackingResultsFor: invalid values", () => {
  it("is invalid for a missing, repeated, empty, forbidden, too long or too numerous value", () => {
    const cases: Array<[string[], string]> = [
      [[], "No tracking number was given."],
      [
        [USPS_NUMBER, USPS_NUMBER],
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
      const { heading, results } = trackingResultsFor(values);
      expect(shown(heading)).toBe("Tracking Results for: no tracking number found");
      expect(results.status).toBe("invalid");
      if (results.status === "invalid") expect(shown(results.hint)).toBe(hint);
    }
  });

  it("echoes what arrived in the panel as the raw text it is, bounded; never a pasted message", () => {
    expect(trackingResultsFor(["<script>alert(1)</script>"]).results).toMatchObject({
      received: "<script>alert(1)</script>",
    });
    expect(trackingResultsFor(["9".repeat(6000)]).results).toMatchObject({ received: `${"9".repeat(120)}…` });
    expect(trackingResultsFor([]).results).toMatchObject({ received: null });
    const message = "USPS: pay the $3 fee at https://usps.com-redeliver.top/u today";
    expect(trackingResultsFor([message], { hasLink: true }).results).toMatchObject({
      status: "invalid",
      received: null,
    });
  });
});

describe("trackingResultsFor: one link per carrier, holding only its numbers", () => {
  it("one USPS number: qtc_tLabels1, labelled, ready with a success mark", () => {
    const results = valid(trackingResultsFor([" 9400 1112 0620 6406 2607 87 "]).results);
    expect(buttonsOf(results)).toEqual([
      { label: "Track on USPS", url: `${USPS_TRACKING}?qtc_tLabels1=${USPS_NUMBER}`, numbers: [USPS_NUMBER] },
    ]);
    expect(results.rows).toEqual([
      {
        number: USPS_NUMBER,
        carrier: "USPS",
        internationalFrom: null,
        service: { key: "tracking.service.uspsImpbOnline" },
        note: null,
        link: { carrier: "USPS", url: `${USPS_TRACKING}?qtc_tLabels1=${USPS_NUMBER}` },
      },
    ]);
    expect(results.summary).toEqual({ text: { key: "tracking.results.ready", values: { count: 1 } }, neutral: false });
    expect(shown(results.summary.text)).toBe("Your tracking number is ready to track");
    expect(results.bookmarkQuery).toBe(`result=${USPS_NUMBER}`);
  });

  it("several USPS numbers: tLabels, comma-joined and encoded, repeats once; each also alone in its row", () => {
    const results = valid(trackingResultsFor([`${USPS_NUMBER}, 9505 5110 6960 5048 6006 24, ${USPS_NUMBER},`]).results);
    expect(buttonsOf(results)).toEqual([
      {
        label: "Track on USPS",
        url: `${USPS_TRACKING}?tLabels=${USPS_NUMBER}%2C9505511069605048600624`,
        numbers: [USPS_NUMBER, "9505511069605048600624"],
      },
    ]);
    expect(results.rows.map((row) => row.link?.url)).toEqual([
      `${USPS_TRACKING}?qtc_tLabels1=${USPS_NUMBER}`,
      `${USPS_TRACKING}?qtc_tLabels1=9505511069605048600624`,
    ]);
  });

  it("35 USPS numbers fit one USPS link (USPS takes 35); the rows drop the format's name", () => {
    const numbers = uspsNumbers(35);
    const results = valid(trackingResultsFor([numbers.join("\n")]).results);
    expect(buttonsOf(results)).toEqual([
      { label: "Track on USPS", url: `${USPS_TRACKING}?tLabels=${numbers.join("%2C")}`, numbers },
    ]);
    expect(results.rows).toHaveLength(35);
    expect(results.rows.every((row) => row.service === null && row.carrier === "USPS")).toBe(true);
    expect(
      valid(trackingResultsFor([uspsNumbers(SERVICE_SHOWN_UP_TO).join(",")]).results).rows[0].service,
    ).not.toBeNull();
  });

  it("a USPS and a UPS number: two links, each with its own number only", () => {
    const results = trackingResultsFor([`${USPS_NUMBER}\n${UPS_NUMBER}`]).results;
    expect(buttonsOf(results)).toEqual([
      { label: "Track on USPS", url: `${USPS_TRACKING}?qtc_tLabels1=${USPS_NUMBER}`, numbers: [USPS_NUMBER] },
      { label: "Track on UPS", url: `https://www.ups.com/track?tracknum=${UPS_NUMBER}`, numbers: [UPS_NUMBER] },
    ]);
    expect(valid(results).rows.map((row) => row.note)).toEqual([null, null]);
  });

  it("carriers keep the order they were first met in", () => {
    const results = trackingResultsFor([`${UPS_NUMBER}, 986578788855, ${USPS_NUMBER}`]).results;
    expect(buttonsOf(results).map((button) => button.label)).toEqual([
      "Track on UPS",
      "Track on FedEx",
      "Track on USPS",
    ]);
  });

  it("UPS's page takes one number: one link each, named by its number", () => {
    const results = trackingResultsFor(["1Z5R89390357567127, 1Z879E930346834440"]).results;
    expect(buttonsOf(results)).toEqual([
      {
        label: "Track on UPS: 1Z5R89390357567127",
        url: "https://www.ups.com/track?tracknum=1Z5R89390357567127",
        numbers: ["1Z5R89390357567127"],
      },
      {
        label: "Track on UPS: 1Z879E930346834440",
        url: "https://www.ups.com/track?tracknum=1Z879E930346834440",
        numbers: ["1Z879E930346834440"],
      },
    ]);
  });

  it("FedEx takes 30 a link: 32 FedEx numbers are split in two parts, in order", () => {
    const numbers = fedexNumbers(32);
    expect(numbers.every((number) => recogniseTrackingNumber(number)?.carrier === "fedex")).toBe(true);
    const buttons = buttonsOf(trackingResultsFor([numbers.join(", ")]).results);
    expect(buttons).toEqual([
      {
        label: "Track on FedEx (part 1 of 2)",
        url: `https://www.fedex.com/fedextrack/?trknbr=${numbers.slice(0, 30).join("%2C")}`,
        numbers: numbers.slice(0, 30),
      },
      {
        label: "Track on FedEx (part 2 of 2)",
        url: `https://www.fedex.com/fedextrack/?trknbr=${numbers.slice(30).join("%2C")}`,
        numbers: numbers.slice(30),
      },
    ]);
    // Twelve digits are short enough to be shown whole.
    expect(shown(trackingResultsFor([numbers.join(", ")]).heading)).toBe(
      `Tracking Results for: ${numbers[0]} and 31 more`,
    );
  });

  it("DHL numbers each get their own link; the labels read in Spanish too", () => {
    const results = valid(trackingResultsFor(["3318810025, 8487135506"]).results);
    expect(buttonsOf(results).map((button) => button.label)).toEqual([
      "Track on DHL: 3318810025",
      "Track on DHL: 8487135506",
    ]);
    expect(shown(results.buttons[0].label, spanish)).toBe("Rastrear en DHL: 3318810025");
  });

  it("numbers not recognised still go to USPS, and the page says so", () => {
    const results = valid(trackingResultsFor([`12345, ${UPS_NUMBER}, ${USPS_NUMBER}, 67890`]).results);
    expect(buttonsOf(results)).toEqual([
      {
        label: "Track on USPS",
        url: `${USPS_TRACKING}?tLabels=12345%2C${USPS_NUMBER}%2C67890`,
        numbers: ["12345", USPS_NUMBER, "67890"],
      },
      { label: "Track on UPS", url: `https://www.ups.com/track?tracknum=${UPS_NUMBER}`, numbers: [UPS_NUMBER] },
    ]);
    expect(shown(results.unrecognisedNote)).toBe(
      "The USPS link also holds the 2 numbers whose format we do not recognize: USPS will say if it does not know them.",
    );
    expect(shown(results.rows[0].note)).toMatch(/does not look like a USPS tracking number/);
    expect(shown(results.rows[0].note, spanish)).toMatch(/no parece un número de rastreo de USPS/);
    expect(valid(trackingResultsFor([USPS_NUMBER]).results).unrecognisedNote).toBeNull();
  });

  it("an S10 number goes to its origin post and, for its US leg, in the USPS link", () => {
    const results = valid(trackingResultsFor(["RB123456785GB, RB123456785US, 12345, RB123456785NL"]).results);
    expect(buttonsOf(results)).toEqual([
      {
        label: "Track on Royal Mail",
        url: "https://www.royalmail.com/track-your-item#/tracking-results/RB123456785GB",
        numbers: ["RB123456785GB"],
      },
      {
        label: "Track on USPS",
        url: `${USPS_TRACKING}?tLabels=RB123456785GB%2CRB123456785US%2C12345%2CRB123456785NL`,
        numbers: ["RB123456785GB", "RB123456785US", "12345", "RB123456785NL"],
      },
    ]);
    const [international, american, unknown, dutch] = results.rows;
    expect(international).toMatchObject({
      carrier: "Royal Mail (GB)",
      link: { carrier: "Royal Mail", url: "https://www.royalmail.com/track-your-item#/tracking-results/RB123456785GB" },
    });
    expect(shown(international.note)).toMatch(/international postal number from GB.*Royal Mail tracks it/);
    const [alone] = valid(trackingResultsFor(["RB 123 456 785 GB"]).results).rows;
    expect(shown(alone.service)).toBe("Registered/International (UPU S10)");
    expect(shown(alone.service, spanish)).toBe("Registered Mail/internacional (UPU S10)");
    // PostNL's page needs a postcode too, so it has no link of its own (decision 010): USPS's.
    expect(dutch).toMatchObject({ carrier: null, internationalFrom: "NL" });
    expect(dutch.link?.url).toBe(`${USPS_TRACKING}?qtc_tLabels1=RB123456785NL`);
    expect(shown(dutch.note)).toMatch(/from NL.*the sending country's postal service tracks it/);
    expect(american).toMatchObject({ carrier: "USPS", note: null });
    expect(unknown).toMatchObject({ carrier: null, service: null });
    expect(shown(results.unrecognisedNote)).toMatch(/^The USPS link also holds the number whose format/);
  });

  it("says so in one line when numbers were taken out of longer text", () => {
    const pasted = valid(trackingResultsFor(["9400111206206406260787 9205590164917312751089"]).results);
    expect(pasted.numbers).toEqual(["9400111206206406260787", "9205590164917312751089"]);
    expect(shown(pasted.foundNote)).toBe("We found 2 tracking numbers in what you pasted");
    expect(shown(pasted.foundNote, spanish)).toBe("Encontramos 2 números de rastreo en lo que pegó");
    const email = valid(
      trackingResultsFor(["Your USPS tracking number is 9400 1112 0620 6406 2607 87. Thanks!"]).results,
    );
    expect(shown(email.foundNote)).toBe("We found 1 tracking number in what you pasted");
    expect(email.bookmarkQuery).toBe(`result=${USPS_NUMBER}`);
    expect(valid(trackingResultsFor([USPS_NUMBER]).results).foundNote).toBeNull();
  });
});

describe("under a warning about a pasted message", () => {
  it("the hand-off is neutral, and the number only a real format to check on usps.com", () => {
    const results = valid(trackingResultsFor([SCAM], { hasLink: true }).results);
    expect(results.summary.neutral).toBe(true);
    expect(shown(results.summary.text)).toBe("You can check this number yourself on usps.com");
    expect(shown(results.summary.text, spanish)).toBe("Puede revisar este número usted mismo en usps.com");
    expect(shown(results.rows[0].note)).toBe(
      "This is a real USPS number format; check it yourself on usps.com, not through the link in the message.",
    );
    const noLink = valid(trackingResultsFor([`USPS: pay $3 for ${USPS_NUMBER}`], { hasLink: false }).results);
    expect(shown(noLink.rows[0].note)).toBe(
      "This is a real USPS number format; check it yourself on usps.com, not through the message.",
    );
    // Nothing the page says under a warning calls the number valid or ready.
    for (const text of [results.summary.text, ...results.rows.map((row) => row.note)]) {
      expect(shown(text)).not.toMatch(/valid|ready/i);
    }
  });

  it("with several carriers, each carrier's own website", () => {
    const results = valid(
      trackingResultsFor([`Your parcels ${USPS_NUMBER} and ${UPS_NUMBER}`], { hasLink: false }).results,
    );
    expect(shown(results.summary.text)).toBe("You can check these 2 numbers yourself on each carrier's own website");
    expect(shown(results.rows[1].note)).toBe(
      "This is a real UPS number format; check it yourself on ups.com, not through the message.",
    );
  });
});

// ---- Never a number in another carrier's link: mixed lists of the data set's valid numbers ----

const DATA_DIR = path.resolve(process.cwd(), "tests/fixtures/tracking-number-data");
const POOL = [
  ...new Set(
    ["usps", "ups", "fedex", "dhl", "s10"].flatMap((file) =>
      (
        JSON.parse(readFileSync(path.join(DATA_DIR, `${file}.json`), "utf8")) as {
          tracking_numbers: { test_numbers: { valid: string[] } }[];
        }
      ).tracking_numbers.flatMap((entry) => entry.test_numbers.valid.map(normaliseTrackingNumber)),
    ),
  ),
];

/** Which pages may hold a number: its own carrier's; USPS's for numbers it receives (decision 024). */
function pagesFor(number: string): string[] {
  const recognition = recogniseTrackingNumber(number);
  if (!recognition) return ["USPS"];
  if (recognition.carrier !== "upu") return [CARRIERS[recognition.carrier].name];
  const post = CARRIER_TABLE.originPosts[recognition.country ?? ""];
  return post ? [post.name, "USPS"] : ["USPS"];
}

/** The numbers of `among` an address holds, read back from it. */
function numbersIn(url: string, among: ReadonlySet<string>): string[] {
  return decodeURIComponent(url)
    .split(/[/?&=#,]/)
    .filter((token) => among.has(token));
}

describe("every link holds its own carrier's numbers and nobody else's", () => {
  it("the pool: the data set's valid numbers, of every carrier, most of them recognised", () => {
    const carriers = new Set(POOL.map((number) => recogniseTrackingNumber(number)?.carrier ?? "none"));
    expect([...carriers].sort()).toEqual(["dhl", "fedex", "none", "ups", "upu", "usps"]);
    expect(POOL.length).toBeGreaterThan(50);
  });

  it("for any mix, in any order, with any separators", () => {
    const input = fc.record({
      numbers: fc.uniqueArray(fc.constantFrom(...POOL), { minLength: 1, maxLength: 35 }),
      separator: fc.constantFrom(", ", "\n", "; ", "\r\n"),
    });
    fc.assert(
      fc.property(input, fc.boolean(), ({ numbers, separator }, message) => {
        const results = valid(
          trackingResultsFor([numbers.join(separator)], message ? { hasLink: true } : null).results,
        );
        const found = new Set(results.numbers);
        const linksPerNumber = new Map<string, string[]>();
        for (const button of results.buttons) {
          expect(isAllowedCarrierUrl(button.url)).toBe(true);
          const carrier = Object.values(CARRIERS).find((candidate) => candidate.name === button.carrier);
          if (carrier) expect(button.numbers.length).toBeLessThanOrEqual(carrier.maxPerLink);
          // The address holds exactly the button's numbers, each of them this carrier's to track.
          expect(numbersIn(button.url, found).sort()).toEqual([...button.numbers].sort());
          for (const number of button.numbers) {
            expect(pagesFor(number), `${number} in ${button.carrier}'s link`).toContain(button.carrier);
            linksPerNumber.set(number, [...(linksPerNumber.get(number) ?? []), button.carrier]);
          }
        }
        // Every number is in one link of each page that tracks it, and in one only.
        for (const number of results.numbers) {
          expect((linksPerNumber.get(number) ?? []).sort()).toEqual(pagesFor(number).sort());
        }
        // A link per number, to its own carrier's page, holding that number alone.
        for (const row of results.rows) {
          expect(row.link && isAllowedCarrierUrl(row.link.url)).toBe(true);
          expect(pagesFor(row.number)[0]).toBe(row.link?.carrier);
          expect(numbersIn(row.link?.url ?? "", found)).toEqual([row.number]);
        }
      }),
      { numRuns: 300 },
    );
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
        expect(results.buttons.length).toBeGreaterThan(0);
        for (const link of [...results.buttons, ...results.rows.map((row) => row.link)]) {
          expect(link && isAllowedCarrierUrl(link.url)).toBe(true);
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
