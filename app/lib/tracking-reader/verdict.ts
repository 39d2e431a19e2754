import {
  addBusinessDays,
  businessDaysBetween,
  isBusinessDay,
  type BusinessDayOptions,
} from "~/lib/postal-calendar/business-days";
import { addDays, type CivilDate } from "~/lib/postal-calendar/civil-date";
import type { Dated } from "~/lib/tracking-reader/chronology";
import type { TrackingEvent } from "~/lib/tracking-reader/events";
import { ruleDays, type RuleId } from "~/lib/tracking-reader/rules";
import { SERVICE_TIME, type ServiceId } from "~/lib/tracking-reader/service";
import type { Carrier, Phase } from "~/lib/tracking-reader/statuses";

/**
 * The verdict: one of the five of docs/product.md §D10, §D10.2 ("Normal so far", "Running late",
 * "Delivered but not with you", "Waiting for you at the post office", "Going back to the
 * sender"), with the day it rests on. It never says when a parcel will arrive: only what the
 * history shows, and from when something can be done.
 *
 * - The newest event decides when it ends the trip or stops it: delivered, going back, or waiting
 *   (a notice, an attempt, a hold, a pickup point).
 * - Otherwise the parcel is on its way, and running late from the first of these days that has
 *   come: the day after the carrier's own expected day (the paste's, else the service's published
 *   time from the mailing day); the day after an "Out for Delivery" that brought nothing; the day
 *   of a carrier's own late line ("Arriving Late", "Delivery status not updated", a delay); the
 *   day a parcel has gone without a physical scan for the gap rule's business days. Before then
 *   it is "Normal so far: nothing to do before" that day.
 * - A label alone is the sender's: late once it has waited the label rule's business days.
 * USPS counts business days Monday to Saturday less its closures; UPS and FedEx Monday to Friday
 * (the postal calendar's closures stand in for theirs).
 */
export type VerdictId = "normal" | "late" | "delivered" | "waiting" | "returning";

export type LateReason =
  "carrierSaysLate" | "expectedDayPassed" | "serviceTimePassed" | "outForDeliveryPassed" | "noScan" | "labelOnly";

export interface Verdict {
  id: VerdictId;
  /** Normal: nothing to do before this day. Late: late since. Delivered: the delivery day. Waiting: kept until. */
  date?: CivilDate;
  /** Late: every reason that has come, the first one first. */
  reasons: LateReason[];
  lastScan?: TrackingEvent;
  businessDaysSinceScan?: number;
  /** The expected delivery day the verdict used, where it came from, and (service) the day counted from. */
  expected?: { date: CivilDate; from: "paste" | "service"; start?: CivilDate };
  /** Waiting: where the kept-until day came from. */
  keptBy?: "paste" | RuleId;
  /** Normal or late: the only events are a label (or other lines written before any scan). */
  labelOnly: boolean;
  /** Rules the verdict's day rests on. */
  rules: RuleId[];
}

export interface VerdictInput {
  chronology: Dated[];
  today: CivilDate;
  carrier: Carrier;
  international: boolean;
  service?: ServiceId;
  mailedOn?: CivilDate;
  /** Expected delivery days the paste states, in the order found. */
  expected: CivilDate[];
  deadlines: Array<{ date: CivilDate; before: boolean }>;
}

const STOPPED: ReadonlySet<Phase> = new Set(["attempted", "held"]);

export function businessDayOptions(carrier: Carrier): BusinessDayOptions {
  return carrier === "usps" ? {} : { saturdays: false };
}

/** The day itself when its office is open, else the open day before it. */
function lastOpenDay(date: CivilDate, options: BusinessDayOptions): CivilDate {
  let day = date;
  for (let guard = 0; guard < 10 && !isBusinessDay(day, options); guard += 1) day = addDays(day, -1);
  return day;
}

const earliest = (dates: CivilDate[]) => [...dates].sort()[0];

export function decideVerdict(input: VerdictInput): Verdict | undefined {
  const { chronology, today, carrier } = input;
  if (chronology.length === 0) return undefined;
  const options = businessDayOptions(carrier);
  const newest = chronology[chronology.length - 1].event;
  const phase = newest.status.phase;
  const scans = chronology.filter(({ event }) => event.status.kind === "scan" && event.date).map(({ event }) => event);
  const lastScan = scans.at(-1);
  const base: Omit<Verdict, "id"> = { reasons: [], lastScan, labelOnly: false, rules: [] };
  if (lastScan?.date && lastScan.date <= today) {
    base.businessDaysSinceScan = businessDaysBetween(lastScan.date, today, options);
  }

  if (phase === "delivered") return { ...base, id: "delivered", date: newest.date };
  if (phase === "returning") return { ...base, id: "returning", date: newest.date };
  if (STOPPED.has(phase)) return { ...base, id: "waiting", ...keptUntil(input, options) };

  const triggers: Array<{ reason: LateReason; date: CivilDate; rule?: RuleId }> = [];
  const lateLine = chronology.find(({ event }) => event.status.phase === "late" || event.status.phase === "exception");
  if (lateLine) triggers.push({ reason: "carrierSaysLate", date: lateLine.event.date ?? today });

  if (phase === "outForDelivery" && newest.date) {
    if (newest.date >= today) {
      // On the truck today: nothing to do before the next delivery day.
      return {
        ...base,
        id: "normal",
        date: addBusinessDays(today, 1, options),
        rules: ["help-request-after-expected"],
      };
    }
    triggers.push({
      reason: "outForDeliveryPassed",
      date: addBusinessDays(newest.date, 1, options),
      rule: "help-request-after-expected",
    });
  }

  const expected = expectedDay(input, scans, options);
  if (expected) {
    triggers.push({
      reason: expected.from === "paste" ? "expectedDayPassed" : "serviceTimePassed",
      date: addBusinessDays(expected.date, 1, options),
      rule: "help-request-after-expected",
    });
  }

  let labelOnly = false;
  if (lastScan?.date) {
    const gap: RuleId = input.international ? "scan-gap-international" : "scan-gap-domestic";
    triggers.push({ reason: "noScan", date: addBusinessDays(lastScan.date, ruleDays(gap), options), rule: gap });
  } else {
    // Nothing scanned yet: a label (or acceptance pending, a foreign post preparing it) waits on the sender.
    const first = chronology.find(({ at }) => at)?.at;
    labelOnly = chronology.every(({ event }) => event.status.phase === "label");
    if (first) {
      const rule: RuleId = labelOnly
        ? "label-only-wait"
        : input.international
          ? "scan-gap-international"
          : "scan-gap-domestic";
      triggers.push({
        reason: labelOnly ? "labelOnly" : "noScan",
        date: addBusinessDays(first, ruleDays(rule), options),
        rule,
      });
    }
  }

  const rules = [...new Set(triggers.flatMap((trigger) => (trigger.rule ? [trigger.rule] : [])))];
  const fired = triggers.filter((trigger) => trigger.date <= today).sort((a, b) => a.date.localeCompare(b.date));
  const common = { ...base, labelOnly, expected, rules };
  if (fired.length > 0)
    return { ...common, id: "late", date: fired[0].date, reasons: fired.map((trigger) => trigger.reason) };
  return {
    ...common,
    id: "normal",
    date: triggers.length > 0 ? earliest(triggers.map((trigger) => trigger.date)) : undefined,
  };
}

/**
 * The carrier's expected day: the latest the paste states, else (USPS, in the country) the last
 * day of the service's published time counted from the mailing day (the visitor's, else the first
 * scan's).
 */
function expectedDay(
  input: VerdictInput,
  scans: TrackingEvent[],
  options: BusinessDayOptions,
): Verdict["expected"] | undefined {
  if (input.expected.length > 0) return { date: [...input.expected].sort().at(-1)!, from: "paste" };
  if (!input.service || input.carrier !== "usps" || input.international) return undefined;
  const mailed = input.mailedOn ?? scans[0]?.date;
  if (!mailed) return undefined;
  return {
    date: addBusinessDays(mailed, ruleDays(SERVICE_TIME[input.service]), options),
    from: "service",
    start: mailed,
  };
}

/**
 * How long it waits: from the first notice, attempt or hold of the stop it is in now, the rule's
 * days (Priority Mail Express 5, a hold at the customer's request the cautious 15, else 15),
 * brought back to an open day; sooner when the paste itself says so ("… before December 1",
 * "Pick up by …"). UPS and FedEx: only the day their page gives.
 */
function keptUntil(input: VerdictInput, options: BusinessDayOptions): Pick<Verdict, "date" | "keptBy" | "rules"> {
  const { chronology } = input;
  let start = chronology.length - 1;
  while (start > 0 && STOPPED.has(chronology[start - 1].event.status.phase)) start -= 1;
  const first = chronology.slice(start).find(({ event }) => event.date)?.event;
  const fromPaste = input.deadlines.map(({ date, before }) => (before ? addDays(date, -1) : date)).sort()[0];
  let computed: { date: CivilDate; rule: RuleId } | undefined;
  if (input.carrier === "usps" && first?.date) {
    const rule: RuleId =
      input.service === "priority-mail-express"
        ? "express-held-item-days"
        : first.status.customerHold
          ? "customer-hold-days"
          : "held-item-days";
    computed = { date: lastOpenDay(addDays(first.date, ruleDays(rule)), options), rule };
  }
  if (fromPaste && (!computed || fromPaste < computed.date)) {
    return { date: fromPaste, keptBy: "paste", rules: computed ? [computed.rule] : [] };
  }
  return computed ? { date: computed.date, keptBy: computed.rule, rules: [computed.rule] } : { rules: [] };
}
