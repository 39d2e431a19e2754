/**
 * The rules the tracking reader's verdict and plan rest on. Their values, sources, evidence and
 * check-by days live in the site's one facts table (data/facts.ts, decision 021), under these
 * ids; the reader reads them from there, so a rule changes in one place for the reader and for
 * every page that states it. Where two rules disagree the reader takes the cautious day and says
 * so; a fact whose `about` says "The site's own rule" is ours, not a carrier's, and its evidence
 * says what it rests on.
 */
import { getFact, type FactId } from "~/lib/facts/facts";

export const READER_RULE_IDS = [
  "help-request-after-expected",
  "missing-mail-search-wait",
  "missing-mail-days-after-mailing",
  "insured-claim-earliest",
  "express-claim-earliest",
  "claim-latest",
  "held-item-days",
  "express-held-item-days",
  "customer-hold-days",
  "hold-mail-period",
  "priority-mail-express-delivery-time",
  "priority-mail-delivery-time",
  "ground-advantage-delivery-time",
  "first-class-mail-delivery-time",
  "media-mail-delivery-time",
  "scan-gap-domestic",
  "scan-gap-international",
  "label-only-wait",
  "delivered-wait",
] as const satisfies readonly FactId[];

export type RuleId = (typeof READER_RULE_IDS)[number];

/** A rule's number of days (the larger end of a range: a service's last day). */
export function ruleDays(id: RuleId): number {
  const { value } = getFact(id);
  if (value.kind === "days") return value.days;
  if (value.kind === "day-range") return value.max;
  throw new Error(`fact ${id} is not a number of days`);
}

/** A rule's sources, as the facts table holds them (the first is the publisher's own page). */
export function ruleSources(id: RuleId) {
  return getFact(id).sources;
}

/**
 * Where the status table's statements come from (statuses.ts), with the day each was read and the
 * day it must be read again (tests/unit/tracking-reader-rules.test.ts fails once one has passed).
 * The Inspector General's audit "Package Tracking Messaging" could only be read as quoted in full
 * by a postal-news site; the OIG's own report page was not found.
 */
export const STATUS_SOURCES = {
  oigTrackingMessaging: {
    url: "https://www.21cpw.com/usps-oig-report-package-tracking-messaging/",
    title: "USPS Office of Inspector General, “Package Tracking Messaging” (audit summary, as quoted)",
    says: "Messages for 318 of 500 audited packages (64 percent) did not accurately reflect the location, time or date; 163 showed 'Out for Delivery' while still at the post office; the Postal Service's programming reports anticipated movement: 'a system-generated message is utilized to identify the next step in a sequence of events'.",
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  oigDeliveryScanning: {
    url: "https://www.uspsoig.gov/blog/delivery-scanning-issues/",
    title: "USPS Office of Inspector General: Delivery Scanning Issues",
    says: "Carriers were found scanning packages as delivered while still at their post office.",
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
} as const;
