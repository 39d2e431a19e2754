// The one carrier table and tracking-number recognition (docs/product.md §D2). Runs on server and client.
// Formats and check digits follow the MIT-licensed tracking_number_data set v2.0.0
// (tests/fixtures/tracking-number-data): its regexes rewritten for input that normaliseTrackingNumber
// has already stripped of whitespace, and its checksum algorithms (CHECKSUM_ALGORITHMS.md) as code.
// Recognition is a label and a grouping, never a gate: a number no format fits still goes to USPS.

export type CarrierId = "usps" | "ups" | "fedex" | "dhl";

/** A carrier's public tracking page: how a link to it holds numbers, and how many one link may hold. */
export type Carrier = {
  name: string;
  trackingUrl(numbers: string[]): string;
  /** Numbers one link may hold (docs/product.md §D10.4); 1 where no source shows a link for several. */
  maxPerLink: number;
};

const USPS_TRACKING = "https://tools.usps.com/go/TrackConfirmAction";

// Several numbers are comma-joined before encoding: one query value, as the carriers' own forms
// send. A lone surrogate would make encodeURIComponent throw, so it becomes U+FFFD first.
const encodeNumbers = (numbers: string[]) =>
  encodeURIComponent(numbers.join(",").replace(/[\ud800-\udfff]/gu, "\ufffd"));

/** A page that takes one number in its address (docs/decisions/010-origin-post-links.md). */
const onePerLink = (name: string, url: (encoded: string) => string): Carrier => ({
  name,
  trackingUrl: ([number]) => url(encodeNumbers([number])),
  maxPerLink: 1,
});

export const CARRIERS: Record<CarrierId, Carrier> = {
  usps: {
    name: "USPS",
    // One number: the spec's qtc_tLabels1. Several: tLabels, the parameter USPS's own multi-number
    // form sends, which takes up to 35 numbers (docs/product.md §D2).
    trackingUrl: (numbers) =>
      numbers.length === 1
        ? `${USPS_TRACKING}?qtc_tLabels1=${encodeNumbers(numbers)}`
        : `${USPS_TRACKING}?tLabels=${encodeNumbers(numbers)}`,
    maxPerLink: 35,
  },
  // ups.com's tracking form takes several numbers typed one per line, but no source was found that
  // its page takes several in its address (`tracknum` is only ever seen holding one), so each UPS
  // number gets its own link (docs/decisions/024-results-by-carrier.md).
  ups: onePerLink("UPS", (encoded) => `https://www.ups.com/track?tracknum=${encoded}`),
  fedex: {
    name: "FedEx",
    // FedEx tracks up to 30 numbers at once (developer.fedex.com, Track API: "Track the status of up
    // to 30 … tracking numbers"; fedex.com's tracking help: "any combination of up to 30"), and its
    // web tracking takes them comma-joined in one parameter (sources: decision 024).
    trackingUrl: (numbers) => `https://www.fedex.com/fedextrack/?trknbr=${encodeNumbers(numbers)}`,
    maxPerLink: 30,
  },
  dhl: onePerLink(
    "DHL",
    (encoded) => `https://www.dhl.com/us-en/home/tracking/tracking-express.html?submit=1&tracking-id=${encoded}`,
  ),
};

/**
 * National posts whose public tracking page takes the number in its URL, for UPU S10 numbers
 * (e.g. RB123456785GB) by their issuing country. Each URL format is checked against public
 * code that links to it (sources in docs/decisions/010-origin-post-links.md); posts whose page
 * needs more than the number (PostNL: postcode) or that no source confirmed (China Post,
 * India Post, Singapore Post) are left out.
 */
export const ORIGIN_POSTS: Readonly<Record<string, Carrier>> = {
  AT: onePerLink("Österreichische Post", (n) => `https://www.post.at/s/sendungsdetails?snr=${n}`),
  AU: onePerLink("Australia Post", (n) => `https://auspost.com.au/mypost/track/details/${n}`),
  BE: onePerLink("bpost", (n) => `https://track.bpost.cloud/btr/web/#/search?itemCode=${n}&lang=en`),
  CA: onePerLink(
    "Canada Post",
    (n) => `https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=${n}`,
  ),
  CH: onePerLink("Swiss Post", (n) => `https://service.post.ch/ekp-web/ui/entry/search/${n}`),
  DE: onePerLink(
    "Deutsche Post DHL",
    (n) => `https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?lang=de&idc=${n}`,
  ),
  DK: onePerLink("PostNord", (n) => `https://tracking.postnord.com/en/tracking?id=${n}`),
  ES: onePerLink(
    "Correos",
    (n) => `https://www.correos.es/es/es/herramientas/localizador/envios/detalle?tracking-number=${n}`,
  ),
  FI: onePerLink("Posti", (n) => `https://www.posti.fi/seuranta/${n}`),
  FR: onePerLink("La Poste", (n) => `https://www.laposte.fr/outils/suivre-vos-envois?code=${n}`),
  GB: onePerLink("Royal Mail", (n) => `https://www.royalmail.com/track-your-item#/tracking-results/${n}`),
  IE: onePerLink("An Post", (n) => `https://www.anpost.com/Post-Parcels/Track/Search?trackingNumber=${n}`),
  IT: onePerLink("Poste Italiane", (n) => `https://www.poste.it/cerca/index.html#/risultati-spedizioni/${n}`),
  JP: onePerLink(
    "Japan Post",
    (n) => `https://trackings.post.japanpost.jp/services/srv/search/direct?searchKind=S002&locale=en&reqCodeNo1=${n}`,
  ),
  KR: onePerLink(
    "Korea Post",
    (n) => `https://service.epost.go.kr/trace.RetrieveEmsRigiTraceList.comm?POST_CODE=${n}&displayHeader=N`,
  ),
  NZ: onePerLink("NZ Post", (n) => `https://www.nzpost.co.nz/tools/tracking?trackid=${n}`),
  SE: onePerLink("PostNord", (n) => `https://tracking.postnord.com/en/tracking?id=${n}`),
};

export type TrackingRecognition = {
  carrier: CarrierId | "upu";
  service: string;
  /** ISO country of the issuing postal service, for UPU S10 numbers. */
  country?: string;
};

// ---- Check-digit algorithms (CHECKSUM_ALGORITHMS.md) ----

export type Checksum = (serial: string, checkDigit: string) => boolean;

/** mod10 with multipliers by 0-based position; letters count as (char code − 3) mod 10 (UPS). */
function mod10(evensMultiplier: number, oddsMultiplier: number, reverse = false): Checksum {
  return (serial, checkDigit) => {
    const characters = reverse ? [...serial].reverse() : [...serial];
    let total = 0;
    characters.forEach((character, index) => {
      const value = /[0-9]/.test(character) ? Number(character) : (character.charCodeAt(0) - 3) % 10;
      total += value * (index % 2 === 1 ? oddsMultiplier : evensMultiplier);
    });
    const remainder = total % 10;
    return (remainder === 0 ? 0 : 10 - remainder) === Number(checkDigit);
  };
}

/** Weighted sum, then modulo 11 and modulo 10 (FedEx); the weights repeat along the serial. */
function weightedMod11Mod10(weights: number[]): Checksum {
  return (serial, checkDigit) => {
    let total = 0;
    for (let index = 0; index < serial.length; index++) {
      total += Number(serial[index]) * weights[index % weights.length];
    }
    return (total % 11) % 10 === Number(checkDigit);
  };
}

// The serial is at most ten digits here, well inside exact integer range.
const mod7: Checksum = (serial, checkDigit) => Number(serial) % 7 === Number(checkDigit);

const S10_WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7];
const s10Checksum: Checksum = (serial, checkDigit) => {
  let total = 0;
  for (let index = 0; index < S10_WEIGHTS.length; index++) {
    total += Number(serial[index]) * S10_WEIGHTS[index];
  }
  const remainder = total % 11;
  const check = remainder === 1 ? 0 : remainder === 0 ? 5 : 11 - remainder;
  return check === Number(checkDigit);
};

// ---- Formats, in the order they are tried ----

export type Format<Id extends string = CarrierId> = {
  carrier: Id;
  service: string;
  /** Every length (after normalising) the pattern can match: the paste rule tries only these. */
  lengths: readonly number[];
  /** Anchored; named groups `serial` and `check` feed the checksum. */
  pattern: RegExp;
  checksum: Checksum;
  /** USPS legacy: the check digit covers a leading 91 even when the label omits it. */
  prepend91?: boolean;
};

// Tried before anything else (docs/product.md §D2): a USPS IMpb number with a 420+ZIP prefix also fits
// FedEx's 34-digit format, and it must read as USPS. In usps.json's order.
const USPS_FORMATS: Format[] = [
  {
    // usps_20: service type (2), shipper (9), package (8), check.
    carrier: "usps",
    service: "USPS Delivery or Signature Confirmation (20 digits)",
    lengths: [20],
    pattern: /^(?<serial>\d{19})(?<check>\d)$/,
    checksum: mod10(3, 1),
  },
  {
    // usps_impb_n: optional 420+ZIP5(+4) routing, then 94, service type (3), a 9-digit shipper
    // starting with 9 or a 6-digit one, package id, check. The lookaheads fix the lengths.
    carrier: "usps",
    service: "USPS Intelligent Mail package barcode (online or vendor label)",
    lengths: [22, 26, 30, 34],
    pattern:
      /^(?:420\d{5}(?=\d{22}$|\d{26}$)(?:\d{4}(?=\d{22}$))?)?(?<serial>94\d{3}(?=9\d{8}(?:\d{15}|\d{11}|\d{7})\d$|[0-8]\d{5}(?:\d{14}|\d{10})\d$)(?:9\d{8}|[0-8]\d{5})(?:\d{15}|\d{14}|\d{11}|\d{10}|\d{7}))(?<check>\d)$/,
    checksum: mod10(3, 1, true),
  },
  {
    // usps_legacy: optional 420+ZIP5(+4), optional 91, service type (2), shipper (9), package (8).
    carrier: "usps",
    service: "USPS Delivery or Signature Confirmation",
    lengths: [20, 22, 28, 30, 32, 34],
    pattern: /^(?:420\d{5}(?:\d{4})?)?(?<serial>(?:91)?\d{19})(?<check>\d)$/,
    checksum: mod10(3, 1),
    prepend91: true,
  },
  {
    // usps_impb_c: optional 420+ZIP5(+4), then 92 (9-digit shipper), 93 (6-digit shipper) or
    // 95 (retail), service type (3), shipper, package id, check.
    carrier: "usps",
    service: "USPS Intelligent Mail package barcode (commercial or retail)",
    lengths: [22, 26, 30, 34],
    pattern:
      /^(?:420\d{5}(?:\d{4}(?=\d{22}$))?)?(?<serial>(?:92(?=\d{3}9)|93(?=\d{3}[0-8])|95)\d{3}(?=9\d{8}(?:\d{11}|\d{7})\d$|[0-8]\d{5}(?:\d{14}|\d{10})\d$)(?:9\d{8}|[0-8]\d{5})(?:\d{14}|\d{11}|\d{10}|\d{7}))(?<check>\d)$/,
    checksum: mod10(3, 1),
  },
];

// Tried after USPS and UPU S10; their lengths and prefixes barely overlap, so order matters little.
const OTHER_FORMATS: Format[] = [
  {
    carrier: "ups",
    service: "UPS (1Z)",
    lengths: [18],
    pattern: /^1Z(?<serial>[A-Z0-9]{15})(?<check>\d)$/,
    checksum: mod10(1, 2),
  },
  {
    carrier: "ups",
    service: "UPS Waybill",
    lengths: [11],
    pattern: /^[AHJKTV](?<serial>\d{9})(?<check>\d)$/,
    checksum: mod10(1, 2),
  },
  {
    carrier: "fedex",
    service: "FedEx Express (12 digits)",
    lengths: [12],
    pattern: /^(?<serial>\d{11})(?<check>\d)$/,
    checksum: weightedMod11Mod10([3, 1, 7]),
  },
  {
    carrier: "fedex",
    service: "FedEx Ground (15 digits)",
    lengths: [15],
    pattern: /^(?<serial>\d{14})(?<check>\d)$/,
    checksum: mod10(1, 3),
  },
  {
    // SSCC-18: container type (2) is outside the checked serial.
    carrier: "fedex",
    service: "FedEx Ground (SSCC-18)",
    lengths: [18],
    pattern: /^\d{2}(?<serial>\d{15})(?<check>\d)$/,
    checksum: mod10(3, 1),
  },
  {
    // 96, SCNC (2), service type (3), shipper (7), package (7), check.
    carrier: "fedex",
    service: "FedEx Ground (96, 22 digits)",
    lengths: [22],
    pattern: /^96\d{5}(?<serial>\d{14})(?<check>\d)$/,
    checksum: mod10(1, 3),
  },
  {
    // Legacy ASTRA barcode: positions 17-28 hold a 12-digit Express number.
    carrier: "fedex",
    service: "FedEx Express (ASTRA, 32 digits)",
    lengths: [32],
    pattern: /^3\d{15}(?<serial>\d{11})(?<check>\d)\d{4}$/,
    checksum: weightedMod11Mod10([3, 1, 7]),
  },
  {
    // 15 digits, destination ZIP (5), serial (13), check.
    carrier: "fedex",
    service: "FedEx Express (34 digits)",
    lengths: [34],
    pattern: /^[0-8]\d{14}\d{5}(?<serial>\d{13})(?<check>\d)$/,
    checksum: weightedMod11Mod10([1, 7, 3]),
  },
  {
    // Ground GSN: 96, SCNC (2), 5 digits, shipper number (10), 1 digit, serial (13), check.
    carrier: "fedex",
    service: "FedEx Ground (GSN, 34 digits)",
    lengths: [34],
    pattern: /^96\d{2}\d{5}\d{10}\d(?<serial>\d{13})(?<check>\d)$/,
    checksum: weightedMod11Mod10([1, 7, 3]),
  },
  {
    carrier: "dhl",
    service: "DHL Express",
    lengths: [10, 11],
    pattern: /^(?<serial>\d{9,10})(?<check>\d)$/,
    checksum: mod7,
  },
];

// UPU S10: service (2 letters), serial (8), check, issuing country (2 letters).
const S10_LENGTH = 13;
const S10_PATTERN = /^[A-Z]{2}(?<serial>\d{8})(?<check>\d)(?<country>[A-Z]{2})$/;
const S10_SERVICE = "Registered/International (UPU S10)";
// Issuing countries listed in s10.json (UPU members); anything else is not a real S10 number.
const S10_COUNTRIES = new Set(
  (
    "AE AF AG AL AM AO AR AT AU AZ BA BB BD BE BF BG BH BI BJ BN BO BR BS BT BW BY BZ CA CD CF " +
    "CG CH CI CL CM CN CO CR CU CV CY CZ DE DJ DK DM DO DZ EC EE EG ER ES ET FI FJ FR GA GB GD GE " +
    "GH GM GN GQ GR GT GW GY HK HN HR HT HU ID IE IL IN IQ IR IS IT JM JO JP KE KG KH KI KM KN KP " +
    "KR KW KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MG MK ML MM MN MR MT MU MV MW MX MY MZ " +
    "NA NE NG NI NL NO NP NR NZ OM PA PE PG PH PK PL PT PY QA RO RS RU RW SA SB SC SD SE SG SI SK " +
    "SL SM SN SO SR SS ST SV SY SZ TD TG TH TJ TL TM TN TO TR TT TV TZ UA UG US UY UZ VA VC VE VN " +
    "VU WS YE ZA ZM ZW"
  ).split(" "),
);

function passes<Id extends string>(format: Format<Id>, normalised: string): boolean {
  const groups = format.pattern.exec(normalised)?.groups;
  if (!groups) return false;
  const serial = format.prepend91 && !groups.serial.startsWith("91") ? `91${groups.serial}` : groups.serial;
  return format.checksum(serial, groups.check);
}

function recogniseS10<Id extends string>(normalised: string, domestic: Id) {
  const groups = S10_PATTERN.exec(normalised)?.groups;
  if (!groups || !S10_COUNTRIES.has(groups.country)) return null;
  if (!s10Checksum(groups.serial, groups.check)) return null;
  // The US postal service (the hand-off carrier) issues the S10 numbers ending in US, so they are its to track.
  return {
    carrier: groups.country === "US" ? domestic : ("upu" as const),
    service: S10_SERVICE,
    country: groups.country,
  };
}

/**
 * Everything known about carriers, in one table: their tracking pages (how a link holds numbers,
 * and how many), the origin posts, the number formats (tried in order: `first`, then UPU S10,
 * then `rest`) and the hand-off carrier. The rules below (lengths the paste rule tries, the
 * allow-list) and the results page's links (tracking-results.ts) are derived from it, never
 * listed twice.
 */
export interface CarrierTable<Id extends string = CarrierId> {
  carriers: Readonly<Record<Id, Carrier>>;
  originPosts: Readonly<Record<string, Carrier>>;
  /** Tried before S10 (USPS's: a 420+ZIP IMpb number also fits FedEx's 34 digits). */
  first: readonly Format<Id>[];
  rest: readonly Format<Id>[];
  /**
   * The carrier whose page also receives the numbers no format fits and the S10 numbers of other
   * posts, which it tracks once they reach the United States (docs/product.md §D10.4).
   */
  handoff: Id;
}

export const CARRIER_TABLE: CarrierTable = {
  carriers: CARRIERS,
  originPosts: ORIGIN_POSTS,
  first: USPS_FORMATS,
  rest: OTHER_FORMATS,
  handoff: "usps",
};

export interface CarrierRules<Id extends string = CarrierId> {
  table: CarrierTable<Id>;
  /** The carrier and service a normalised number fits, or null. */
  recognise(normalised: string): (Omit<TrackingRecognition, "carrier"> & { carrier: Id | "upu" }) | null;
  /** Every length a format can have, ascending. */
  numberLengths: readonly number[];
  /** Hosts of every tracking page in the table: nothing else is ever linked or opened. */
  allowedHosts: readonly string[];
  isAllowedUrl(url: string): boolean;
}

// A placeholder number, only to read each tracking page's host from its URL builder.
const SAMPLE = "X";

export function carrierRules<Id extends string>(table: CarrierTable<Id>): CarrierRules<Id> {
  const numberLengths = [
    ...new Set([S10_LENGTH, ...[...table.first, ...table.rest].flatMap((format) => format.lengths)]),
  ].sort((a, b) => a - b);
  const longest = numberLengths[numberLengths.length - 1];
  const pages: Carrier[] = [...Object.values<Carrier>(table.carriers), ...Object.values(table.originPosts)];
  const allowedHosts = [...new Set(pages.map((carrier) => new URL(carrier.trackingUrl([SAMPLE])).host))];
  const firstPassing = (formats: readonly Format<Id>[], normalised: string) => {
    const format = formats.find((candidate) => passes(candidate, normalised));
    return format ? { carrier: format.carrier, service: format.service } : null;
  };
  return {
    table,
    numberLengths,
    allowedHosts,
    recognise(normalised) {
      // The longest format bounds the work done on arbitrary input.
      if (normalised.length > longest) return null;
      return (
        firstPassing(table.first, normalised) ??
        recogniseS10(normalised, table.handoff) ??
        firstPassing(table.rest, normalised)
      );
    },
    isAllowedUrl(url) {
      let parsed: URL;
      try {
        parsed = new URL(url);
      } catch {
        return false;
      }
      // `host` keeps a non-default port, so tools.usps.com:8443 is not mistaken for the real page.
      return (
        parsed.protocol === "https:" &&
        parsed.username === "" &&
        parsed.password === "" &&
        allowedHosts.includes(parsed.host)
      );
    },
  };
}

/** The rules of the table above, as the site uses them. */
export const CARRIER_RULES = carrierRules(CARRIER_TABLE);

export const ALLOWED_CARRIER_HOSTS: readonly string[] = CARRIER_RULES.allowedHosts;

/** Checked before any outbound carrier link is rendered or opened. */
export const isAllowedCarrierUrl = (url: string): boolean => CARRIER_RULES.isAllowedUrl(url);

/**
 * The carrier and service whose format and check digit a normalised number
 * (see normaliseTrackingNumber) fits, or null. Tried in order: USPS, UPU S10, UPS, FedEx, DHL.
 */
export function recogniseTrackingNumber(normalised: string): TrackingRecognition | null {
  return CARRIER_RULES.recognise(normalised);
}
