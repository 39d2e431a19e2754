import { addDays, type CivilDate } from "~/lib/postal-calendar/civil-date";
import { escapeText, foldLine } from "~/lib/postal-calendar/icalendar";
import type { TrackingReading } from "~/lib/tracking-reader/read-tracking";
import { stepWords, type ReaderTranslator } from "~/lib/tracking-reader/wording";
import type { MessageKey } from "~/i18n/translate";

/**
 * The plan's dates as an iCalendar file (RFC 5545), written as the postal calendar writes its
 * closures (icalendar.ts: the same escaping and folding): one all-day event per day of the plan
 * from today on, named and described in the page's language, with the step's sources. It holds
 * nothing from the paste but the dates: no number, no place, no address. It is made for the
 * download and not kept.
 */
export interface PlanIcsOptions {
  today: CivilDate;
  siteName: string;
  /** When the file is made (DTSTAMP). */
  stamp: Date;
}

interface Entry {
  date: CivilDate;
  id: string;
  summary: MessageKey;
  description: string;
}

const basicDate = (date: CivilDate) => date.replaceAll("-", "");
const basicStamp = (instant: Date) => `${instant.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;

function entries(reading: TrackingReading, translator: ReaderTranslator, today: CivilDate): Entry[] {
  const found: Entry[] = [];
  for (const step of reading.plan) {
    const words = stepWords(step, reading, translator, today);
    const description = [
      words.text,
      ...words.notes,
      ...words.sources.map((source) => translator.t("reader.ics.source", { url: source.url })),
    ].join("\n");
    const add = (date: CivilDate | undefined, summary: MessageKey, id: string = step.id) => {
      if (date && date >= today) found.push({ date, id, summary, description });
    };
    switch (step.id) {
      case "wait":
        add(step.until, "reader.ics.wait");
        break;
      case "waitDeliveredDay":
        add(step.until, "reader.ics.waitDeliveredDay");
        break;
      case "helpRequest":
        add(step.from, "reader.ics.helpRequest");
        break;
      case "missingMail":
        add(step.from, "reader.ics.missingMail");
        break;
      case "claim":
        add(step.from, "reader.ics.claimOpens", "claimOpens");
        add(step.until, "reader.ics.claimCloses", "claimCloses");
        break;
      case "pickUpOrRedeliver":
      case "pickUp":
        add(step.until, "reader.ics.pickUp");
        break;
      case "contactSender":
        add(step.from, "reader.ics.contactSender");
        break;
      case "contactCarrier":
        add(step.from, "reader.ics.contactCarrier");
        break;
      default:
        break;
    }
  }
  return found;
}

/** The file, or undefined when the plan has no day from today on. */
export function planIcs(
  reading: TrackingReading,
  translator: ReaderTranslator,
  options: PlanIcsOptions,
): string | undefined {
  const { t } = translator;
  const found = entries(reading, translator, options.today);
  if (found.length === 0) return undefined;
  const stamp = basicStamp(options.stamp);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeText(options.siteName)}//Tracking reader//${translator.language.toUpperCase()}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(t("reader.ics.name"))}`,
    `X-WR-CALDESC:${escapeText(t("reader.ics.description", { site: options.siteName }))}`,
  ];
  for (const entry of found) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${basicDate(entry.date)}-${entry.id}@tracking-reader`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${basicDate(entry.date)}`,
      `DTEND;VALUE=DATE:${basicDate(addDays(entry.date, 1))}`,
      `SUMMARY:${escapeText(t(entry.summary))}`,
      `DESCRIPTION:${escapeText(entry.description)}`,
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
