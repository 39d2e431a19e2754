import type { CivilDate } from "~/lib/postal-calendar/civil-date";
import type { TrackingReading } from "~/lib/tracking-reader/read-tracking";
import { MAX_TIMELINE_DAYS } from "~/lib/tracking-reader/timeline";
import type { VerdictId } from "~/lib/tracking-reader/verdict";
import {
  day,
  eventRows,
  headline,
  lastScanLine,
  lateReasons,
  stepWords,
  timelineItems,
  verdictName,
  type ReaderTranslator,
} from "~/lib/tracking-reader/wording";

/**
 * A reading as the page shows it: every sentence already written in the page's language
 * (wording.ts), so the browser gets words and dates, not the reader and its status table. It
 * holds what the visitor pasted only as the page shows it back to them (each event's status
 * words and place, the lines not understood); it is made for one answer and not kept.
 */
export interface ReadingView {
  verdict?: {
    id: VerdictId;
    name: string;
    headline: string;
    reasons: string[];
    lastScan: string;
  };
  /** The carrier's business days, said once. */
  businessDays?: string;
  /** Where the service or expected day came from, when the paste said it. */
  notes: string[];
  events: EventView[];
  notUnderstood: Array<{ line: number; text: string }>;
  /** The paste was longer than the reader reads. */
  truncated: boolean;
  plan: StepView[];
  /** The plan has a day from today on: its .ics can be downloaded. */
  hasCalendar: boolean;
  timeline?: TimelineView;
}

export interface EventView {
  when: string;
  status: string;
  location?: string;
  detail?: string;
  meaning: string;
  kind: "scan" | "system";
  kindLabel: string;
  caution?: string;
  implies: string;
}

export interface StepView {
  id: string;
  text: string;
  notes: string[];
  sources: Array<{ url: string; title: string }>;
}

export interface TimelineView {
  days: Array<{
    date: CivilDate;
    /** "Nov 20" / "20 nov": short, under its mark. */
    label: string;
    businessDay: boolean;
    today: boolean;
    inGap: boolean;
    scans: number;
    system: number;
  }>;
  /** The picture read as a list (screen readers, and anyone who prefers words). */
  items: string[];
  gap?: { businessDays: number };
  clipped?: string;
}

const SHORT = new Map<string, Intl.DateTimeFormat>();

function shortDay(date: CivilDate, { locale }: ReaderTranslator): string {
  let format = SHORT.get(locale);
  if (!format)
    SHORT.set(locale, (format = new Intl.DateTimeFormat(locale, { month: "short", day: "numeric", timeZone: "UTC" })));
  return format.format(new Date(`${date}T12:00:00Z`));
}

export function readingView(
  reading: TrackingReading,
  translator: ReaderTranslator,
  today: CivilDate,
  hasCalendar: boolean,
): ReadingView {
  const { t } = translator;
  const verdict = reading.verdict;
  const notes: string[] = [];
  if (reading.service?.from === "paste")
    notes.push(t("reader.serviceFromPaste", { service: t(`reader.service.${reading.service.id}`) }));
  if (reading.expected) notes.push(t("reader.expectedFromPaste", { date: day(reading.expected, translator, today) }));
  const timeline = reading.timeline;
  return {
    verdict:
      verdict && verdictName(reading, translator)
        ? {
            id: verdict.id,
            name: verdictName(reading, translator)!,
            headline: headline(reading, translator, today),
            reasons: lateReasons(reading, translator, today),
            lastScan: lastScanLine(reading, translator, today),
          }
        : undefined,
    businessDays: verdict
      ? t(reading.carrier === "usps" ? "reader.businessDays.usps" : "reader.businessDays.weekdays")
      : undefined,
    notes,
    events: eventRows(reading, translator, today).map((row) => ({
      when: row.when,
      status: row.event.text,
      location: row.event.location,
      detail: row.event.detail,
      meaning: row.meaning,
      kind: row.event.status.kind,
      kindLabel: row.kind,
      caution: row.caution,
      implies: row.implies,
    })),
    notUnderstood: reading.notUnderstood,
    truncated: reading.truncated,
    plan: reading.plan.map((step) => {
      const words = stepWords(step, reading, translator, today);
      return { id: step.id, text: words.text, notes: words.notes, sources: words.sources };
    }),
    hasCalendar,
    timeline: timeline
      ? {
          days: timeline.days.map((timelineDay) => ({
            date: timelineDay.date,
            label: shortDay(timelineDay.date, translator),
            businessDay: timelineDay.businessDay,
            today: timelineDay.today,
            inGap: timelineDay.inGap,
            scans: timelineDay.scans.length,
            system: timelineDay.system.length,
          })),
          items: timelineItems(timeline, translator, today),
          gap: timeline.gap ? { businessDays: timeline.gap.businessDays } : undefined,
          clipped: timeline.clipped ? t("reader.timeline.clipped", { days: MAX_TIMELINE_DAYS }) : undefined,
        }
      : undefined,
  };
}
