import { isBusinessDay } from "~/lib/postal-calendar/business-days";
import { addDays, daysBetween, weekdayOf, type CivilDate, type Weekday } from "~/lib/postal-calendar/civil-date";
import type { Dated } from "~/lib/tracking-reader/chronology";
import type { TrackingEvent } from "~/lib/tracking-reader/events";
import type { Carrier } from "~/lib/tracking-reader/statuses";
import { businessDayOptions, type Verdict } from "~/lib/tracking-reader/verdict";

/**
 * The picture's model: the days from the first dated event to today across, each day's scans and
 * system lines as marks, and the stretch since the last physical scan when the parcel is still
 * on its way. The page draws it and reads it out as a list (wording.ts, `timelineItems`).
 */
export interface TimelineDay {
  date: CivilDate;
  weekday: Weekday;
  /** A day the carrier works (USPS: regular delivery; UPS and FedEx: Monday to Friday). */
  businessDay: boolean;
  today: boolean;
  /** The day's events, oldest first. */
  events: TrackingEvent[];
  scans: TrackingEvent[];
  system: TrackingEvent[];
  /** Inside the gap since the last physical scan. */
  inGap: boolean;
}

export interface Timeline {
  days: TimelineDay[];
  gap?: { from: CivilDate; to: CivilDate; businessDays: number };
  /** The history reaches further back than MAX_TIMELINE_DAYS: only its end is drawn. */
  clipped: boolean;
}

export const MAX_TIMELINE_DAYS = 45;

export function buildTimeline(
  chronology: Dated[],
  verdict: Verdict | undefined,
  today: CivilDate,
  carrier: Carrier,
): Timeline | undefined {
  const dated = chronology.filter(({ event }) => event.date);
  if (dated.length === 0) return undefined;
  const first = dated[0].event.date!;
  const last = dated[dated.length - 1].event.date!;
  const end = last > today ? last : today;
  const span = daysBetween(first, end) + 1;
  const clipped = span > MAX_TIMELINE_DAYS;
  const start = clipped ? addDays(end, -(MAX_TIMELINE_DAYS - 1)) : first;
  const options = businessDayOptions(carrier);
  const moving = verdict?.id === "normal" || verdict?.id === "late";
  const lastScan = verdict?.lastScan?.date;
  const gap =
    moving && lastScan && lastScan < today
      ? { from: addDays(lastScan, 1), to: today, businessDays: verdict.businessDaysSinceScan ?? 0 }
      : undefined;
  const days: TimelineDay[] = [];
  for (let date = start; date <= end; date = addDays(date, 1)) {
    const events = dated.filter(({ event }) => event.date === date).map(({ event }) => event);
    days.push({
      date,
      weekday: weekdayOf(date),
      businessDay: isBusinessDay(date, options),
      today: date === today,
      events,
      scans: events.filter((event) => event.status.kind === "scan"),
      system: events.filter((event) => event.status.kind === "system"),
      inGap: gap !== undefined && date >= gap.from && date <= gap.to,
    });
  }
  return { days, gap, clipped };
}
