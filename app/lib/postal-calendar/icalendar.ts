import { addDays, weekdayOf, SATURDAY, type CivilDate } from "~/lib/postal-calendar/civil-date";
import { closureSource, closuresOfYears, isPublishedYear, type Closure } from "~/lib/postal-calendar/closures";
import { closureName, formatCivilDate, type CalendarTranslator } from "~/lib/postal-calendar/sentences";
import { SOURCES } from "~/lib/postal-calendar/sources";

/**
 * The closures of a range of years as an iCalendar file (RFC 5545) for a phone or desktop
 * calendar: one all-day event per closure, named and described in the translator's language.
 * Written by hand (about 60 lines) rather than with a generator library: all-day events need
 * none of a library's time-zone or recurrence machinery. tests/unit/postal-calendar-ics.test.ts
 * reads the output back with ical.js.
 */
export interface IcsOptions {
  fromYear: number;
  toYear: number;
  /** The site's name, for the calendar's description. */
  siteName: string;
  /** When the file is made (DTSTAMP, required by RFC 5545). */
  stamp: Date;
}

/** RFC 5545 3.3.11: backslash, semicolon and comma escaped, line breaks as \n. */
export function escapeText(text: string): string {
  return text.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\r\n|\r|\n/g, "\\n");
}

/** A character's length in UTF-8 (a code point: `for…of` never splits a surrogate pair). */
function utf8Octets(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/**
 * RFC 5545 3.1: a content line longer than 75 octets is folded with CRLF and one space, never
 * inside a UTF-8 character (the space counts toward the next line's 75).
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = utf8Octets(char);
    const limit = lines.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      lines.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join("\r\n ");
}

const basicDate = (date: CivilDate) => date.replaceAll("-", "");
const basicStamp = (instant: Date) => `${instant.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;

function description(closure: Closure, translator: CalendarTranslator): string {
  const { t } = translator;
  const { reason } = closure;
  const name = closureName(reason, translator);
  const lines =
    reason.kind === "oneOff"
      ? [t("calendar.ics.oneOff")]
      : [
          t("calendar.ics.holiday"),
          ...(reason.date !== closure.date
            ? [t("calendar.ics.observed", { name, holidayDate: formatCivilDate(reason.date, translator, true) })]
            : weekdayOf(closure.date) === SATURDAY
              ? [t("calendar.ics.saturday", { name })]
              : []),
        ];
  if (!isPublishedYear(Number(closure.date.slice(0, 4))) && reason.kind === "holiday") {
    lines.push(t("calendar.ics.computed"));
  }
  lines.push(t("calendar.ics.source", { url: SOURCES[closureSource(closure)].url }));
  return lines.join("\n");
}

export function closuresIcs(options: IcsOptions, translator: CalendarTranslator): string {
  const { t } = translator;
  const stamp = basicStamp(options.stamp);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeText(options.siteName)}//Postal calendar//${translator.language.toUpperCase()}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(t("calendar.ics.name"))}`,
    `X-WR-CALDESC:${escapeText(t("calendar.ics.description", { site: options.siteName }))}`,
  ];
  for (const closure of closuresOfYears(options.fromYear, options.toYear)) {
    const id = closure.reason.kind === "holiday" ? closure.reason.holiday : closure.reason.id;
    lines.push(
      "BEGIN:VEVENT",
      // Stable across downloads and languages: a calendar that imports the file again updates, not duplicates.
      `UID:${basicDate(closure.date)}-${id}@postal-calendar`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${basicDate(closure.date)}`,
      `DTEND;VALUE=DATE:${basicDate(addDays(closure.date, 1))}`,
      `SUMMARY:${escapeText(t("calendar.ics.summary", { name: closureName(closure.reason, translator) }))}`,
      `DESCRIPTION:${escapeText(description(closure, translator))}`,
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
