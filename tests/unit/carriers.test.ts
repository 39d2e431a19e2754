import { readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  ALLOWED_CARRIER_HOSTS,
  ORIGIN_POSTS,
  CARRIERS,
  isAllowedCarrierUrl,
  recogniseTrackingNumber,
  type CarrierId,
} from "~/lib/tracking/carriers";
import { normaliseTrackingNumber } from "~/lib/tracking/tracking-input";

const recognise = (raw: string) => recogniseTrackingNumber(normaliseTrackingNumber(raw));

// ---- The tracking_number_data v2.0.0 vectors (MIT), kept in tests/fixtures: a missing file fails ----

const DATA_DIR = path.resolve(process.cwd(), "tests/fixtures/tracking-number-data");

const dataFile = z.object({
  tracking_numbers: z.array(
    z.object({
      name: z.string(),
      id: z.string().optional(),
      validation: z.object({ checksum: z.object({ name: z.string() }).optional() }).optional(),
      test_numbers: z.object({ valid: z.array(z.string()), invalid: z.array(z.string()) }),
    }),
  ),
});

// Which carriers a file's numbers may be recognised as (S10 numbers ending in US belong to USPS).
const FILES: Record<string, (CarrierId | "upu")[]> = {
  usps: ["usps"],
  s10: ["usps", "upu"],
  ups: ["ups"],
  fedex: ["fedex"],
  dhl: ["dhl"],
};

describe("tracking_number_data v2.0.0 test vectors", () => {
  for (const [file, carriers] of Object.entries(FILES)) {
    const entries = dataFile.parse(
      JSON.parse(readFileSync(path.join(DATA_DIR, `${file}.json`), "utf8")),
    ).tracking_numbers;
    for (const entry of entries) {
      const label = `${file} / ${entry.id ?? entry.name}`;
      // Entries with no check digit in the data set (DHL Piece ID, DHL eCommerce and its bare
      // 14 digits) are left unrecognised on purpose: recognition is by format AND check digit
      // (docs/product.md §D2), and a DHL label on every 14-digit number would be a guess. For them we
      // require that no carrier claims their valid numbers.
      const checkDigitBacked = entry.validation?.checksum !== undefined;

      it.each(entry.test_numbers.valid)(`${label}: valid %j is recognised`, (raw) => {
        const recognition = recognise(raw);
        if (checkDigitBacked) {
          expect(recognition).not.toBeNull();
          expect(carriers).toContain(recognition?.carrier);
        } else {
          expect(recognition).toBeNull();
        }
      });

      it.each(entry.test_numbers.invalid)(`${label}: invalid %j is not recognised as ${file}`, (raw) => {
        const carrier = recognise(raw)?.carrier;
        if (carrier !== undefined) expect(carriers).not.toContain(carrier);
      });
    }
  }

  it("labels the data set's S10 numbers by issuing country", () => {
    expect(recognise("RB123456785US")).toMatchObject({ carrier: "usps", country: "US" });
    expect(recognise("RB123456785CV")).toMatchObject({ carrier: "upu", country: "CV" });
  });
});

// ---- Inline vectors, so this file stands alone ----

const INLINE: { carrier: CarrierId | "upu"; valid: string[]; invalid: string[] }[] = [
  {
    carrier: "usps",
    valid: [
      "9400111206206406260787",
      "9400 1112 0108 0805 4830 16",
      "420787459400111206206406260787",
      "9505 5110 6960 5048 6006 24",
      "92748931507708513018050063",
      "9261292700768711948021",
      "4201002334249200190132607600833457",
      "9101 1234 5678 9000 0000 13",
      "7196 9010 7560 0307 7385",
      "0307 1790 0005 2348 3741",
      // Also passes FedEx's 34-digit check: USPS is tried first.
      "4201028200009261290113185417468510",
      "RB123456785US",
    ],
    invalid: [
      "9434611206206407667131",
      "9101 1234 5678 9000 0000 14",
      "0307 1790 0005 2348 3742",
      "4201028200009261290113185417468511",
      "61299998820821171811",
      "RB123456786US",
    ],
  },
  { carrier: "upu", valid: ["RB123456785GB"], invalid: ["RB123456785XX"] },
  {
    carrier: "ups",
    valid: ["1Z5R89390357567127", "1Z879E930346834440", "K1506235620"],
    invalid: ["1Z1111111111111111", "K1506235622"],
  },
  {
    carrier: "fedex",
    valid: ["986578788855", "0414 4176 0228 964", "9611020987654312345672", "1001921334250001000300779017972697"],
    invalid: ["996578788855", "5682 8361 0012 732"],
  },
  { carrier: "dhl", valid: ["3318810025", "73891051146"], invalid: ["3318810010"] },
];

describe("recogniseTrackingNumber (inline vectors)", () => {
  for (const { carrier, valid, invalid } of INLINE) {
    it.each(valid)(`recognises %j as ${carrier}`, (raw) => {
      expect(recognise(raw)?.carrier).toBe(carrier);
    });
    it.each(invalid)(`does not recognise %j as ${carrier}`, (raw) => {
      expect(recognise(raw)?.carrier).not.toBe(carrier);
    });
  }

  it("reports S10 numbers with their service and issuing country", () => {
    expect(recognise("RB123456785US")).toEqual({
      carrier: "usps",
      service: "Registered/International (UPU S10)",
      country: "US",
    });
    expect(recognise("rb 1234 5678 5 gb")).toMatchObject({ carrier: "upu", country: "GB" });
  });

  it("does not recognise the spec's placeholder, which fails the USPS check digit", () => {
    expect(recognise("9400 1000 0000 0000 0000 00")).toBeNull();
  });

  it("never throws, and rejects anything longer than the longest format", () => {
    const candidates = fc.oneof(fc.string({ unit: "grapheme" }), fc.stringMatching(/^[0-9A-Z]{0,40}$/));
    fc.assert(
      fc.property(candidates, (raw) => {
        expect(() => recogniseTrackingNumber(raw)).not.toThrow();
      }),
      { numRuns: 500 },
    );
    expect(recogniseTrackingNumber(`420${"9".repeat(32)}`)).toBeNull();
    expect(recogniseTrackingNumber("9".repeat(100_000))).toBeNull();
  });
});

// ---- Outbound links ----

describe("CARRIERS tracking URLs", () => {
  it("sends one number to USPS with qtc_tLabels1", () => {
    expect(CARRIERS.usps.trackingUrl(["9400111206206406260787"])).toBe(
      "https://tools.usps.com/go/TrackConfirmAction?qtc_tLabels1=9400111206206406260787",
    );
  });

  it("sends several numbers to USPS comma-joined in tLabels, encoded", () => {
    expect(CARRIERS.usps.trackingUrl(["9400111206206406260787", "RB123456785US"])).toBe(
      "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111206206406260787%2CRB123456785US",
    );
  });

  it("builds the other carriers' official pages", () => {
    expect(CARRIERS.ups.trackingUrl(["1Z5R89390357567127"])).toBe(
      "https://www.ups.com/track?tracknum=1Z5R89390357567127",
    );
    expect(CARRIERS.fedex.trackingUrl(["986578788855"])).toBe("https://www.fedex.com/fedextrack/?trknbr=986578788855");
    expect(CARRIERS.dhl.trackingUrl(["3318810025"])).toBe(
      "https://www.dhl.com/us-en/home/tracking/tracking-express.html?submit=1&tracking-id=3318810025",
    );
  });

  it("always stays on an allowed host and carries the numbers a link takes intact, whatever they hold", () => {
    const carrierIds = fc.constantFrom<CarrierId>("usps", "ups", "fedex", "dhl");
    const parameterOf = (id: CarrierId, count: number) =>
      ({
        usps: count === 1 ? "qtc_tLabels1" : "tLabels",
        ups: "tracknum",
        fedex: "trknbr",
        dhl: "tracking-id",
      })[id];
    const numberLists = fc.array(fc.string({ unit: "grapheme" }), { minLength: 1, maxLength: 5 });
    fc.assert(
      fc.property(carrierIds, numberLists, (id, list) => {
        const numbers = list.slice(0, CARRIERS[id].maxPerLink);
        const url = CARRIERS[id].trackingUrl(numbers);
        expect(isAllowedCarrierUrl(url)).toBe(true);
        expect(new URL(url).searchParams.get(parameterOf(id, numbers.length))).toBe(numbers.join(","));
      }),
      { numRuns: 300 },
    );
    // A lone surrogate cannot be percent-encoded; it must not become an exception.
    expect(isAllowedCarrierUrl(CARRIERS.usps.trackingUrl(["9400\ud800"]))).toBe(true);
  });
});

describe("ORIGIN_POSTS", () => {
  it("covers the posts decision 010 confirmed, each link https, allow-listed and carrying the number", () => {
    expect(Object.keys(ORIGIN_POSTS).sort()).toEqual([
      "AT",
      "AU",
      "BE",
      "CA",
      "CH",
      "DE",
      "DK",
      "ES",
      "FI",
      "FR",
      "GB",
      "IE",
      "IT",
      "JP",
      "KR",
      "NZ",
      "SE",
    ]);
    for (const [country, post] of Object.entries(ORIGIN_POSTS)) {
      const number = `RB123456785${country}`;
      const url = post.trackingUrl([number]);
      expect(url.startsWith("https://"), country).toBe(true);
      expect(isAllowedCarrierUrl(url), country).toBe(true);
      expect(url, country).toContain(number);
    }
  });

  it("every allow-listed host is used by a carrier or a post", () => {
    const used = new Set(
      [...Object.values(CARRIERS), ...Object.values(ORIGIN_POSTS)].map(
        (carrier) => new URL(carrier.trackingUrl(["RB123456785GB"])).host,
      ),
    );
    expect([...used].sort()).toEqual([...ALLOWED_CARRIER_HOSTS].sort());
  });
});

describe("isAllowedCarrierUrl", () => {
  it("allows the official https hosts", () => {
    expect(ALLOWED_CARRIER_HOSTS.slice(0, 4)).toEqual([
      "tools.usps.com",
      "www.ups.com",
      "www.fedex.com",
      "www.dhl.com",
    ]);
    for (const host of ALLOWED_CARRIER_HOSTS) expect(isAllowedCarrierUrl(`https://${host}/x?y=1`)).toBe(true);
    expect(isAllowedCarrierUrl("https://TOOLS.USPS.COM/go/TrackConfirmAction")).toBe(true);
  });

  it.each([
    "http://tools.usps.com/go/TrackConfirmAction?qtc_tLabels1=1",
    "https://tools.usps.com.evil.example/",
    "https://evil.example/tools.usps.com",
    "https://usps.com/",
    "https://www.usps.com/",
    "https://tools.usps.com:8443/",
    "https://tools.usps.com./",
    "https://user:pass@tools.usps.com/",
    "javascript:alert(1)",
    "//tools.usps.com/",
    "/tracking",
    "",
    "not a url",
  ])("rejects %j", (url) => {
    expect(isAllowedCarrierUrl(url)).toBe(false);
  });
});
