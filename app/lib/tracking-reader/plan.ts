import { addBusinessDays } from "~/lib/postal-calendar/business-days";
import { addDays, type CivilDate } from "~/lib/postal-calendar/civil-date";
import type { Dated } from "~/lib/tracking-reader/chronology";
import { ruleDays, type RuleId } from "~/lib/tracking-reader/rules";
import type { ServiceId } from "~/lib/tracking-reader/service";
import type { Carrier } from "~/lib/tracking-reader/statuses";
import { businessDayOptions, type Verdict } from "~/lib/tracking-reader/verdict";

/**
 * The dated plan: the steps USPS publishes (docs/product.md §D9.4: the Help Request Form first,
 * a Missing Mail search when still missing 7 business days later; the claim window for insured
 * mail and Priority Mail Express; how long a held item is kept) and, for UPS and FedEx, the
 * shipper, who owns the claim. Each step names its rules (rules.ts) and where two of them
 * disagree takes the later "from" and the sooner "until", and says so (`cautious`).
 */
export type StepId =
  | "wait" // nothing to do before `until`'s next day
  | "checkAround" // delivered: look where it was left, ask the household and neighbors
  | "waitDeliveredDay" // delivered: give it until the end of the next delivery day
  | "helpRequest"
  | "missingMail"
  | "claim"
  | "pickUpOrRedeliver" // USPS: schedule a free redelivery or pick it up by `until`
  | "pickUp" // UPS, FedEx: pick it up where the page says, by `until` when given
  | "contactSender"
  | "contactCarrier" // UPS, FedEx
  | "trackWithUsps" // a UPS or FedEx hand-off to USPS
  | "askPostOfficeNow"; // going back: the post office may still deliver it

export interface PlanStep {
  id: StepId;
  from?: CivilDate;
  until?: CivilDate;
  rules: RuleId[];
  /** Two rules gave different days and the cautious one is shown. */
  cautious?: boolean;
  /** Claims: the mailing day the window is counted from, and where it came from. */
  countedFrom?: { date: CivilDate; by: "visitor" | "scan" | "label" };
}

export interface PlanInput {
  verdict: Verdict;
  chronology: Dated[];
  today: CivilDate;
  carrier: Carrier;
  international: boolean;
  service?: ServiceId;
  mailedOn?: CivilDate;
  insured: boolean;
}

const later = (a: CivilDate, b: CivilDate) => (a > b ? a : b);
const sooner = (a: CivilDate, b: CivilDate) => (a < b ? a : b);

export function makePlan(input: PlanInput): PlanStep[] {
  const { verdict, today, carrier } = input;
  const options = businessDayOptions(carrier);
  const usps = carrier === "usps";
  const domesticUsps = usps && !input.international && !verdict.labelOnly;
  const steps: PlanStep[] = [];
  const handedToUsps = !usps && input.chronology.some(({ event }) => event.status.phase === "handoff");

  switch (verdict.id) {
    case "normal": {
      if (!verdict.date) break;
      steps.push({ id: "wait", until: verdict.date, rules: verdict.rules });
      if (domesticUsps) steps.push(...askUsps(input, verdict.date, verdict.rules));
      else steps.push({ id: "contactSender", from: verdict.date, rules: verdict.rules });
      if (handedToUsps) steps.push({ id: "trackWithUsps", rules: [] });
      break;
    }
    case "late": {
      const since = verdict.date ?? today;
      if (domesticUsps) {
        steps.push(...askUsps(input, since, verdict.rules));
        steps.push({ id: "contactSender", rules: [] });
      } else {
        steps.push({ id: "contactSender", from: since, rules: verdict.rules });
        if (!usps) steps.push({ id: "contactCarrier", from: since, rules: verdict.rules });
      }
      if (handedToUsps) steps.push({ id: "trackWithUsps", rules: [] });
      break;
    }
    case "delivered": {
      const delivered = verdict.date ?? today;
      const waitUntil = addBusinessDays(delivered, ruleDays("delivered-wait"), options);
      steps.push({ id: "checkAround", from: today, rules: [] });
      steps.push({ id: "waitDeliveredDay", until: waitUntil, rules: ["delivered-wait"] });
      const from = addDays(waitUntil, 1);
      if (usps) {
        steps.push(...askUsps(input, from, ["delivered-wait"]));
        steps.push({ id: "contactSender", rules: [] });
      } else {
        steps.push({ id: "contactSender", from, rules: ["delivered-wait"] });
      }
      break;
    }
    case "waiting": {
      steps.push({ id: usps ? "pickUpOrRedeliver" : "pickUp", until: verdict.date, rules: verdict.rules });
      break;
    }
    case "returning": {
      steps.push({ id: "contactSender", rules: [] });
      if (usps) steps.push({ id: "askPostOfficeNow", rules: [] });
      break;
    }
  }
  if (usps && (verdict.id === "normal" || verdict.id === "late" || verdict.id === "delivered")) {
    const claim = claimWindow(input);
    if (claim) steps.push(claim);
  }
  return steps;
}

/**
 * The Help Request Form from `from`, and the Missing Mail search 7 business days after the form
 * (sent no sooner than today), never sooner than 7 days after mailing (USPS's FAQ): the later day.
 */
function askUsps(input: PlanInput, from: CivilDate, rules: RuleId[]): PlanStep[] {
  const afterForm = addBusinessDays(later(from, input.today), ruleDays("missing-mail-search-wait"));
  const mailed = input.mailedOn ?? firstScan(input)?.date ?? input.chronology.find(({ at }) => at)?.at;
  const afterMailing = mailed ? addDays(mailed, ruleDays("missing-mail-days-after-mailing")) : undefined;
  const missing = afterMailing ? later(afterForm, afterMailing) : afterForm;
  return [
    { id: "helpRequest", from, rules: [...new Set<RuleId>([...rules, "help-request-after-expected"])] },
    {
      id: "missingMail",
      from: missing,
      rules: ["missing-mail-search-wait", "missing-mail-days-after-mailing"],
      cautious: afterMailing !== undefined && afterMailing > afterForm,
    },
  ];
}

function firstScan(input: PlanInput) {
  return input.chronology.find(({ event }) => event.status.kind === "scan" && event.date)?.event;
}

/**
 * Insured mail and Priority Mail Express: no sooner than 15 (Express: 7) days after mailing, no
 * later than 60. Without the visitor's mailing day, "no sooner" counts from the first scan (it
 * cannot have been mailed later) and "no later" from the label when there is one (it cannot
 * have been mailed sooner): the cautious day on each side.
 */
function claimWindow(input: PlanInput): PlanStep | undefined {
  const express = input.service === "priority-mail-express";
  if (!input.insured && !express) return undefined;
  const earliestRule: RuleId = express ? "express-claim-earliest" : "insured-claim-earliest";
  const scan = firstScan(input)?.date;
  const label = input.chronology.find(({ event }) => event.status.phase === "label" && event.date)?.event.date;
  const start = input.mailedOn ?? scan ?? label;
  const end = input.mailedOn ?? (scan && label ? sooner(scan, label) : (scan ?? label));
  if (!start || !end) return undefined;
  return {
    id: "claim",
    from: addDays(start, ruleDays(earliestRule)),
    until: addDays(end, ruleDays("claim-latest")),
    rules: [earliestRule, "claim-latest"],
    cautious: start !== end,
    countedFrom: { date: start, by: input.mailedOn ? "visitor" : scan ? "scan" : "label" },
  };
}
