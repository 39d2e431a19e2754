// What the /tracking results page shows for its `result` query values: the heading's value and
// either the invalid panel or each number with its carrier and the outbound links. Pure; the
// loader calls it, so the page is complete without JavaScript; the links and notes never reach the bundle.
import { CARRIER_RULES, type CarrierRules } from "~/lib/tracking/carriers";
import type { MessageKey } from "~/i18n/translate";
import { createTrackingInput, trackingMessageFor, type TrackingText } from "~/lib/tracking/tracking-input";

/** Code points of the heading's value before it is cut with an ellipsis. */
export const DISPLAY_VALUE_MAX = 120;

export type CarrierLink = { carrier: string; url: string };

export type ResultRow = {
  number: string;
  /** The recognised carrier's name, or null when the format is not recognised. */
  carrier: string | null;
  /** An international number whose origin post is not listed: its country (the carrier is null). */
  internationalFrom: string | null;
  service: TrackingText | null;
  /** A gentle word when the number does not look like one USPS will know. */
  note: TrackingText | null;
  /** The number's own carrier page: UPS, FedEx and DHL numbers, and S10 numbers of a listed post. */
  carrierLink: CarrierLink | null;
};

export type TrackingResults =
  | { status: "invalid"; hint: TrackingText | null }
  | {
      status: "valid";
      rows: ResultRow[];
      usps: CarrierLink | null;
      /** "We found 2 tracking numbers in what you pasted", when numbers came out of longer text. */
      foundNote: TrackingText | null;
    };

export type TrackingResultsPage = { displayValue: string; results: TrackingResults };

// Control characters would be dropped or rewritten by the HTML parser (NUL, CR) and a lone
// surrogate becomes U+FFFD in the HTML, so the hydrated text would differ from the server's.
const UNSAFE_FOR_TEXT = /\p{Cc}|[\ud800-\udfff]/gu;

/** The raw value as the heading shows it: readable, trimmed, and bounded in size. */
export function displayValueFor(values: readonly string[]): string {
  const joined = values.join(", ").replace(UNSAFE_FOR_TEXT, "\ufffd").trim();
  const codePoints = Array.from(joined);
  if (codePoints.length <= DISPLAY_VALUE_MAX) return joined;
  return `${codePoints.slice(0, DISPLAY_VALUE_MAX).join("").trimEnd()}…`;
}

// The formats' service names (carriers.ts) that have words to translate; the rest are shown as they are.
const SERVICE_KEYS: Record<string, MessageKey> = {
  "USPS Delivery or Signature Confirmation (20 digits)": "tracking.service.uspsConfirmation20",
  "USPS Intelligent Mail package barcode (online or vendor label)": "tracking.service.uspsImpbOnline",
  "USPS Delivery or Signature Confirmation": "tracking.service.uspsConfirmation",
  "USPS Intelligent Mail package barcode (commercial or retail)": "tracking.service.uspsImpbRetail",
  "FedEx Express (12 digits)": "tracking.service.fedexExpress12",
  "FedEx Ground (15 digits)": "tracking.service.fedexGround15",
  "FedEx Ground (96, 22 digits)": "tracking.service.fedexGround96",
  "FedEx Express (ASTRA, 32 digits)": "tracking.service.fedexAstra",
  "FedEx Express (34 digits)": "tracking.service.fedexExpress34",
  "FedEx Ground (GSN, 34 digits)": "tracking.service.fedexGsn",
  "Registered/International (UPU S10)": "tracking.service.s10",
};

export function serviceText(service: string): TrackingText {
  const key = Object.hasOwn(SERVICE_KEYS, service) ? SERVICE_KEYS[service] : undefined;
  return key ? { key } : { key: "tracking.service.name", values: { name: service } };
}

/**
 * The results page's rules over a carrier table (carriers.ts): which carrier a number is, whose
 * page it gets, and the hand-off link, all from the table.
 */
export function createTrackingResults<Id extends string>(rules: CarrierRules<Id>) {
  const { carriers, originPosts, handoff } = rules.table;
  const { checkTrackingInput } = createTrackingInput(rules);

  function checkedLink(carrier: string, url: string): CarrierLink | null {
    // Every outbound carrier link passes the allow-list before it is rendered (docs/product.md §D2).
    return rules.isAllowedUrl(url) ? { carrier, url } : null;
  }

  function rowFor(number: string): ResultRow {
    const recognition = rules.recognise(number);
    if (!recognition) {
      return {
        number,
        carrier: null,
        internationalFrom: null,
        service: null,
        note: { key: "tracking.results.noteNotUsps" },
        carrierLink: null,
      };
    }
    const service = serviceText(recognition.service);
    if (recognition.carrier === "upu") {
      const country = recognition.country ?? "";
      const post = Object.hasOwn(originPosts, country) ? originPosts[country] : undefined;
      return {
        number,
        carrier: post ? `${post.name} (${country})` : null,
        internationalFrom: post ? null : country,
        service,
        note: post
          ? { key: "tracking.results.noteInternationalPost", values: { country, post: post.name } }
          : { key: "tracking.results.noteInternational", values: { country } },
        carrierLink: post ? checkedLink(post.name, post.trackingUrl([number])) : null,
      };
    }
    const carrier = carriers[recognition.carrier];
    if (!rules.hasOwnLink(recognition.carrier)) {
      return { number, carrier: carrier.name, internationalFrom: null, service, note: null, carrierLink: null };
    }
    return {
      number,
      carrier: carrier.name,
      internationalFrom: null,
      service,
      note: {
        key: "tracking.results.noteOtherCarrier",
        values: { carrier: carrier.name, handoff: carriers[handoff].name },
      },
      carrierLink: checkedLink(carrier.name, carrier.trackingUrl([number])),
    };
  }

  /** `values` are all the `result` query values: exactly one is a look-up, none or several is invalid. */
  function trackingResultsFor(values: readonly string[]): TrackingResultsPage {
    const displayValue = displayValueFor(values);
    if (values.length !== 1) {
      const hint: TrackingText = {
        key: values.length === 0 ? "tracking.results.hintNone" : "tracking.results.hintSeveral",
      };
      return { displayValue, results: { status: "invalid", hint } };
    }
    const check = checkTrackingInput(values[0]);
    if (!check.ok) {
      const { description, values: messageValues } = trackingMessageFor(check.reason);
      return { displayValue, results: { status: "invalid", hint: { key: description, values: messageValues } } };
    }
    return {
      displayValue,
      results: {
        status: "valid",
        rows: check.numbers.map(rowFor),
        usps: checkedLink(carriers[handoff].name, carriers[handoff].trackingUrl(check.numbers)),
        foundNote: check.extracted ? { key: "tracking.results.found", values: { count: check.numbers.length } } : null,
      },
    };
  }

  return { trackingResultsFor };
}

export const { trackingResultsFor } = createTrackingResults(CARRIER_RULES);
