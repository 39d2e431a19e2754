// What the /tracking results page shows for its `result` query values: the heading's value and
// either the invalid panel or each number with its carrier and the outbound links. Pure; the
// loader calls it, so the page is complete without JavaScript; the links and notes never reach the bundle.
import { CARRIER_RULES, type CarrierRules } from "~/lib/tracking/carriers";
import { createTrackingInput, trackingMessageFor } from "~/lib/tracking/tracking-input";

/** Code points of the heading's value before it is cut with an ellipsis. */
export const DISPLAY_VALUE_MAX = 120;

export type CarrierLink = { carrier: string; url: string };

export type ResultRow = {
  number: string;
  /** The recognised carrier's name, or null when the format is not recognised. */
  carrier: string | null;
  service: string | null;
  /** A gentle word when the number does not look like one USPS will know. */
  note: string | null;
  /** The number's own carrier page: UPS, FedEx and DHL numbers, and S10 numbers of a listed post. */
  carrierLink: CarrierLink | null;
};

export type TrackingResults =
  | { status: "invalid"; hint: string | null }
  | {
      status: "valid";
      rows: ResultRow[];
      usps: CarrierLink | null;
      /** "We found 2 tracking numbers in what you pasted", when numbers came out of longer text. */
      foundNote: string | null;
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
        service: null,
        note: "This does not look like a USPS tracking number. Check it against your receipt or shipping e-mail; USPS will still look it up.",
        carrierLink: null,
      };
    }
    if (recognition.carrier === "upu") {
      const country = recognition.country ?? "";
      const post = Object.hasOwn(originPosts, country) ? originPosts[country] : undefined;
      return {
        number,
        carrier: post ? `${post.name} (${country})` : `International post (${country})`,
        service: recognition.service,
        note: post
          ? `This is an international postal number from ${country}. USPS can follow it once it reaches the United States; before that, ${post.name} tracks it.`
          : `This is an international postal number from ${country}. USPS can follow it once it reaches the United States; before that, the sending country's postal service tracks it.`,
        carrierLink: post ? checkedLink(post.name, post.trackingUrl([number])) : null,
      };
    }
    const carrier = carriers[recognition.carrier];
    if (!rules.hasOwnLink(recognition.carrier)) {
      return { number, carrier: carrier.name, service: recognition.service, note: null, carrierLink: null };
    }
    return {
      number,
      carrier: carrier.name,
      service: recognition.service,
      note: `This looks like a ${carrier.name} number rather than a ${carriers[handoff].name} one. It is still in the ${carriers[handoff].name} link, but ${carrier.name}'s own tracking page is where it will show up.`,
      carrierLink: checkedLink(carrier.name, carrier.trackingUrl([number])),
    };
  }

  /** `values` are all the `result` query values: exactly one is a look-up, none or several is invalid. */
  function trackingResultsFor(values: readonly string[]): TrackingResultsPage {
    const displayValue = displayValueFor(values);
    if (values.length !== 1) {
      const hint =
        values.length === 0
          ? "No tracking number was given."
          : "The link holds more than one tracking value. Enter your numbers again on the home page.";
      return { displayValue, results: { status: "invalid", hint } };
    }
    const check = checkTrackingInput(values[0]);
    if (!check.ok) {
      return { displayValue, results: { status: "invalid", hint: trackingMessageFor(check.reason).description } };
    }
    const count = check.numbers.length;
    return {
      displayValue,
      results: {
        status: "valid",
        rows: check.numbers.map(rowFor),
        usps: checkedLink(carriers[handoff].name, carriers[handoff].trackingUrl(check.numbers)),
        foundNote: check.extracted
          ? `We found ${count} tracking ${count === 1 ? "number" : "numbers"} in what you pasted`
          : null,
      },
    };
  }

  return { trackingResultsFor };
}

export const { trackingResultsFor } = createTrackingResults(CARRIER_RULES);
