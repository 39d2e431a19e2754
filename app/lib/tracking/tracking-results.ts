// What the /tracking results page shows for its `result` query values (docs/product.md §S2.4, §D10.4):
// the heading, and either the invalid panel or the numbers found, grouped by carrier: links that
// each hold only one carrier's numbers (as many as its page takes), and a link per number. Pure;
// the loader calls it, so the page is complete without JavaScript; the links and notes never reach
// the bundle.
import { CARRIER_RULES, type Carrier, type CarrierRules } from "~/lib/tracking/carriers";
import type { MessageKey } from "~/i18n/translate";
import { registrableDomain } from "~/lib/tracking/official-domains";
import {
  createTrackingInput,
  trackingMessageFor,
  trackingQuery,
  type TrackingText,
} from "~/lib/tracking/tracking-input";

/** Code points of what the invalid panel echoes before it is cut with an ellipsis. */
export const DISPLAY_VALUE_MAX = 120;
/** In a heading that names several numbers, a number longer than this shows its ends only. */
const HEADING_NUMBER_MAX = 18;
const HEADING_NUMBER_ENDS = 4;
/** A list longer than this stays one line per number: the format's name is left out of its rows. */
export const SERVICE_SHOWN_UP_TO = 3;

export type CarrierLink = { carrier: string; url: string };

/** One link to a carrier's page: some or all of that carrier's numbers, and nobody else's. */
export type CarrierButton = CarrierLink & {
  numbers: string[];
  /** "Track on UPS", or which of the carrier's links it is when its numbers need several. */
  label: TrackingText;
};

export type ResultRow = {
  number: string;
  /** The recognised carrier's name, or null when the format is not recognised. */
  carrier: string | null;
  /** An international number whose origin post is not listed: its country (the carrier is null). */
  internationalFrom: string | null;
  /** The format's name ("USPS Intelligent Mail package barcode …"), in short lists only. */
  service: TrackingText | null;
  /** What to know about this number: not a USPS format, an international leg, or under a warning what its format proves. */
  note: TrackingText | null;
  /** The number alone on its own carrier's page (the hand-off carrier's when no other page is known). */
  link: CarrierLink | null;
};

export type TrackingResults =
  | {
      status: "invalid";
      hint: TrackingText | null;
      /** What arrived, bounded, for the visitor to see what went wrong; null when it was a pasted message or nothing. */
      received: string | null;
    }
  | {
      status: "valid";
      /** Normalised, each once, in the order they were found. */
      numbers: string[];
      rows: ResultRow[];
      buttons: CarrierButton[];
      /**
       * The hand-off's heading: "ready to track" with a success mark, or, under a warning about a
       * pasted message, a neutral "you can check it yourself on usps.com" (docs/product.md §D10.4).
       */
      summary: { text: TrackingText; neutral: boolean };
      /** Said under the buttons when the hand-off link holds numbers no format fits. */
      unrecognisedNote: TrackingText | null;
      /** "We found 2 tracking numbers in what you pasted", when numbers came out of longer text. */
      foundNote: TrackingText | null;
      /** The query of this page for these numbers alone ("result=…"), to bookmark. */
      bookmarkQuery: string;
    };

export type TrackingResultsPage = { heading: TrackingText; results: TrackingResults };

/** What the page knows of a pasted message (the checker's answer, pasted-message.ts). */
export type PastedMessage = { hasLink: boolean };

// Control characters would be dropped or rewritten by the HTML parser (NUL, CR) and a lone
// surrogate becomes U+FFFD in the HTML, so the hydrated text would differ from the server's.
const UNSAFE_FOR_TEXT = /\p{Cc}|[\ud800-\udfff]/gu;

/** The raw values as the invalid panel echoes them: readable, trimmed, and bounded in size. */
export function displayValueFor(values: readonly string[]): string {
  const joined = values.join(", ").replace(UNSAFE_FOR_TEXT, "\ufffd").trim();
  const codePoints = Array.from(joined);
  if (codePoints.length <= DISPLAY_VALUE_MAX) return joined;
  return `${codePoints.slice(0, DISPLAY_VALUE_MAX).join("").trimEnd()}…`;
}

const shortened = (number: string) =>
  number.length <= HEADING_NUMBER_MAX
    ? number
    : `${number.slice(0, HEADING_NUMBER_ENDS)}…${number.slice(-HEADING_NUMBER_ENDS)}`;

/**
 * "Tracking Results for:" and the numbers found, never the raw paste (docs/product.md §D10.4): one
 * or two in full, more as the first one's ends and a count ("9400…0787 and 19 more").
 */
export function headingFor(numbers: readonly string[]): TrackingText {
  const [first, second] = numbers;
  if (first === undefined) return { key: "tracking.results.headingNone" };
  if (second === undefined) return { key: "tracking.results.headingOne", values: { first } };
  if (numbers.length === 2) return { key: "tracking.results.headingTwo", values: { first, second } };
  return { key: "tracking.results.headingMany", values: { first: shortened(first), more: numbers.length - 1 } };
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

/** Consecutive runs of at most `size` (size ≥ 1). */
function chunks<T>(items: readonly T[], size: number): T[][] {
  const runs: T[][] = [];
  for (let start = 0; start < items.length; start += size) runs.push(items.slice(start, start + size));
  return runs;
}

/** Where a visitor checks for themselves, as people know it: "usps.com" for tools.usps.com. */
export const siteOf = (url: string): string => {
  const host = new URL(url).hostname;
  return registrableDomain(host) ?? host;
};

/**
 * The results page's rules over a carrier table (carriers.ts): which carrier a number is, whose
 * links it goes in, and how many numbers each link holds, all from the table.
 */
export function createTrackingResults<Id extends string>(rules: CarrierRules<Id>) {
  const { carriers, originPosts, handoff } = rules.table;
  const handoffCarrier: Carrier = carriers[handoff];
  const { checkTrackingInput } = createTrackingInput(rules);

  /** Where a number goes: its own carrier's page, and for another post's S10 number the hand-off one too. */
  type Placement = {
    row: Omit<ResultRow, "link" | "number">;
    /** Its own page first (the row's link), then any other page that tracks it. */
    pages: { key: string; carrier: Carrier }[];
    /** Whether its format is a carrier's own (an S10 number is the UPU's, any post may use it). */
    carrierFormat: boolean;
  };

  function placementOf(number: string): Placement {
    const recognition = rules.recognise(number);
    const toHandoff = { key: handoff, carrier: handoffCarrier };
    if (!recognition) {
      // Recognition is a label, never a gate: USPS still gets the number, and the page says so.
      const row = {
        carrier: null,
        internationalFrom: null,
        service: null,
        note: { key: "tracking.results.noteNotUsps" } as const,
      };
      return { row, pages: [toHandoff], carrierFormat: false };
    }
    const service = serviceText(recognition.service);
    if (recognition.carrier === "upu") {
      // The sending country's post tracks it first; USPS once it reaches the United States.
      const country = recognition.country ?? "";
      const post = Object.hasOwn(originPosts, country) ? originPosts[country] : undefined;
      const row = {
        carrier: post ? `${post.name} (${country})` : null,
        internationalFrom: post ? null : country,
        service,
        note: post
          ? { key: "tracking.results.noteInternationalPost" as const, values: { country, post: post.name } }
          : { key: "tracking.results.noteInternational" as const, values: { country } },
      };
      const pages = post ? [{ key: `post:${country}`, carrier: post }, toHandoff] : [toHandoff];
      return { row, pages, carrierFormat: false };
    }
    const carrier = carriers[recognition.carrier];
    return {
      row: { carrier: carrier.name, internationalFrom: null, service, note: null },
      pages: [{ key: recognition.carrier, carrier }],
      carrierFormat: true,
    };
  }

  function checkedLink(carrier: string, url: string): CarrierLink | null {
    // Every outbound carrier link passes the allow-list before it is rendered (docs/product.md §D2).
    return rules.isAllowedUrl(url) ? { carrier, url } : null;
  }

  /** Each carrier's numbers in links of at most its `maxPerLink`, carriers in the order first met. */
  function buttonsFor(groups: Map<string, { carrier: Carrier; numbers: string[] }>): CarrierButton[] {
    return [...groups.values()].flatMap(({ carrier, numbers }) => {
      const runs = chunks(numbers, Math.max(1, Math.floor(carrier.maxPerLink)));
      return runs.flatMap((run, index): CarrierButton[] => {
        const link = checkedLink(carrier.name, carrier.trackingUrl(run));
        if (!link) return [];
        const label: TrackingText =
          runs.length === 1
            ? { key: "tracking.results.trackOn", values: { carrier: carrier.name } }
            : run.length === 1
              ? { key: "tracking.results.trackOnNumber", values: { carrier: carrier.name, number: run[0] } }
              : {
                  key: "tracking.results.trackOnPart",
                  values: { carrier: carrier.name, part: index + 1, parts: runs.length },
                };
        return [{ ...link, numbers: run, label }];
      });
    });
  }

  function validResults(numbers: string[], extracted: boolean, message: PastedMessage | null): TrackingResults {
    const groups = new Map<string, { carrier: Carrier; numbers: string[] }>();
    let unrecognised = 0;
    const rows = numbers.map((number): ResultRow => {
      const { row, pages, carrierFormat } = placementOf(number);
      for (const { key, carrier } of pages) {
        const group = groups.get(key) ?? { carrier, numbers: [] };
        group.numbers.push(number);
        groups.set(key, group);
      }
      if (row.carrier === null && row.internationalFrom === null) unrecognised += 1;
      const own = pages[0].carrier;
      const link = checkedLink(own.name, own.trackingUrl([number]));
      // Under a warning a real format proves nothing about the message: it is never called "valid"
      // (the checker's rule, docs/product.md §D9.1, §D10.4).
      const note: TrackingText | null =
        message && carrierFormat && link
          ? {
              key: message.hasLink ? "tracking.results.realFormat" : "tracking.results.realFormatNoLink",
              values: { carrier: own.name, site: siteOf(link.url) },
            }
          : row.note;
      const service = numbers.length <= SERVICE_SHOWN_UP_TO ? row.service : null;
      return { number, ...row, service, note, link };
    });
    const buttons = buttonsFor(groups);
    const sites = [...new Set(buttons.map((button) => siteOf(button.url)))];
    const count = numbers.length;
    const summary: TrackingText = !message
      ? { key: "tracking.results.ready", values: { count } }
      : sites.length === 1
        ? { key: "tracking.results.checkYourself", values: { count, site: sites[0] } }
        : { key: "tracking.results.checkYourselfCarriers", values: { count } };
    return {
      status: "valid",
      numbers,
      rows,
      buttons,
      summary: { text: summary, neutral: message !== null },
      unrecognisedNote:
        unrecognised > 0
          ? { key: "tracking.results.unrecognisedNote", values: { count: unrecognised, handoff: handoffCarrier.name } }
          : null,
      foundNote: extracted ? { key: "tracking.results.found", values: { count } } : null,
      bookmarkQuery: trackingQuery(numbers),
    };
  }

  /**
   * `values` are all the `result` query values: exactly one is a look-up, none or several is
   * invalid. `message` is the checker's answer when the value reads as a pasted message.
   */
  function trackingResultsFor(values: readonly string[], message: PastedMessage | null = null): TrackingResultsPage {
    const invalid = (hint: TrackingText): TrackingResultsPage => {
      const received = message ? "" : displayValueFor(values);
      return {
        heading: headingFor([]),
        results: { status: "invalid", hint, received: received === "" ? null : received },
      };
    };
    if (values.length !== 1) {
      return invalid({ key: values.length === 0 ? "tracking.results.hintNone" : "tracking.results.hintSeveral" });
    }
    const check = checkTrackingInput(values[0]);
    if (!check.ok) {
      const { description, values: messageValues } = trackingMessageFor(check.reason);
      return invalid({ key: description, values: messageValues });
    }
    return { heading: headingFor(check.numbers), results: validResults(check.numbers, check.extracted, message) };
  }

  return { trackingResultsFor };
}

export const { trackingResultsFor } = createTrackingResults(CARRIER_RULES);
