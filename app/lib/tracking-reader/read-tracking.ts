import type { CivilDate } from "~/lib/postal-calendar/civil-date";
import { oldestFirst } from "~/lib/tracking-reader/chronology";
import { numericOrderOf } from "~/lib/tracking-reader/dates";
import { groupEvents, type NotUnderstood, type TrackingEvent } from "~/lib/tracking-reader/events";
import { readLines, type LineContext } from "~/lib/tracking-reader/lines";
import { preparePaste } from "~/lib/tracking-reader/paste";
import { makePlan, type PlanStep } from "~/lib/tracking-reader/plan";
import { serviceInPaste, type ServiceId } from "~/lib/tracking-reader/service";
import type { Carrier } from "~/lib/tracking-reader/statuses";
import { buildTimeline, type Timeline } from "~/lib/tracking-reader/timeline";
import { decideVerdict, type Verdict } from "~/lib/tracking-reader/verdict";

/**
 * The tracking reader (issue 34): a pasted tracking history in, each line as an event, the
 * verdict, the dated plan and the timeline out. Pure, the same on the server and in the browser;
 * it never fetches anything and keeps nothing. Any string is read without throwing, in bounded
 * time: at most MAX_PASTE_CHARS characters (paste.ts), lines longer than MAX_LINE_CHARS are not
 * searched, dates far from today are not read.
 */
export interface ReadOptions {
  /** The visitor's date (US Eastern Time on the server, the browser's with JavaScript). */
  today: CivilDate;
  /** What the visitor said; else what usps.com names in the paste. */
  service?: ServiceId;
  mailedOn?: CivilDate;
  insured?: boolean;
}

export interface TrackingReading {
  /** Newest first, as carriers list them. */
  events: TrackingEvent[];
  notUnderstood: NotUnderstood[];
  truncated: boolean;
  carrier: Carrier;
  international: boolean;
  service?: { id: ServiceId; from: "visitor" | "paste" };
  /** The carrier's expected day when the paste states one. */
  expected?: CivilDate;
  /** Undefined when the paste holds no tracking event. */
  verdict?: Verdict;
  plan: PlanStep[];
  timeline?: Timeline;
}

const CARRIER_WORDS: ReadonlyArray<readonly [RegExp, Carrier]> = [
  [/\bfedex\b/i, "fedex"],
  [/\bups\b|\b1Z[0-9A-Z]{16}\b/, "ups"],
  [/\busps\b/i, "usps"],
];
const ABROAD =
  /\b(?:ISC|INTERNATIONAL|UNITED KINGDOM|CANADA|MEXICO|CHINA|HONG KONG|JAPAN|GERMANY|FRANCE|AUSTRALIA|INDIA)\b/i;

/** The carrier most of the statuses belong to, else the one the paste names most. */
function carrierOf(events: TrackingEvent[], lines: readonly string[]): Carrier {
  const votes: Record<Carrier, number> = { usps: 0, ups: 0, fedex: 0 };
  for (const event of events) if (event.status.carrier) votes[event.status.carrier] += 2;
  for (const line of lines.slice(0, 400)) {
    for (const [words, carrier] of CARRIER_WORDS) if (words.test(line)) votes[carrier] += 1;
  }
  const best = (Object.keys(votes) as Carrier[]).sort((a, b) => votes[b] - votes[a])[0];
  return votes[best] > 0 ? best : "usps";
}

export function readTracking(text: string, options: ReadOptions): TrackingReading {
  const paste = preparePaste(text);
  const context: LineContext = {
    today: options.today,
    order: numericOrderOf(paste.lines.join("\n")),
    expected: [],
    deadlines: [],
  };
  const { events, notUnderstood } = groupEvents(readLines(paste.lines, context));
  const chronology = oldestFirst(events);
  const carrier = carrierOf(events, paste.lines);
  const international = events.some(
    (event) => event.status.international || (event.location !== undefined && ABROAD.test(event.location)),
  );
  const fromPaste = serviceInPaste(paste.lines);
  const service = options.service ?? fromPaste;
  const common = {
    today: options.today,
    carrier,
    international,
    service,
    mailedOn: options.mailedOn,
  };
  const verdict = decideVerdict({ ...common, chronology, expected: context.expected, deadlines: context.deadlines });
  return {
    events: [...chronology].reverse().map(({ event }) => event),
    notUnderstood,
    truncated: paste.truncated,
    carrier,
    international,
    service: service ? { id: service, from: options.service ? "visitor" : "paste" } : undefined,
    expected: context.expected.length > 0 ? [...context.expected].sort().at(-1) : undefined,
    verdict,
    plan: verdict ? makePlan({ ...common, verdict, chronology, insured: options.insured === true }) : [],
    timeline: buildTimeline(chronology, verdict, options.today, carrier),
  };
}
