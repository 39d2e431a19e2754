import { addDays, CIVIL_DATE_YEARS, type CivilDate } from "~/lib/postal-calendar/civil-date";
import { fold } from "~/lib/tracking-reader/fold";

/**
 * Dates and times as tracking pages, texts and e-mails write them, in English and Spanish:
 * "November 18, 2026, 2:14 pm", "Thursday, November 19 at 3:12 P.M.", "18 de noviembre de 2026,
 * 5:55 a. m.", "TUESDAY 17 NOVEMBER 2026", "11/18/2026", "Friday, 11/20/26", "2026-11-18".
 * A date with no year takes the year that puts it nearest before today; a weekday that does not
 * match its date is ignored, not trusted.
 */

const MONTHS: Record<string, number> = {
  january: 1, jan: 1, enero: 1, ene: 1,
  february: 2, feb: 2, febrero: 2,
  march: 3, mar: 3, marzo: 3,
  april: 4, apr: 4, abril: 4, abr: 4,
  may: 5, mayo: 5,
  june: 6, jun: 6, junio: 6,
  july: 7, jul: 7, julio: 7,
  august: 8, aug: 8, agosto: 8, ago: 8,
  september: 9, sept: 9, sep: 9, septiembre: 9, setiembre: 9,
  october: 10, oct: 10, octubre: 10,
  november: 11, nov: 11, noviembre: 11,
  december: 12, dec: 12, diciembre: 12, dic: 12,
}; // prettier-ignore

const alternation = (words: string[]) => [...words].sort((a, b) => b.length - a.length).join("|");
const MONTH = `(${alternation(Object.keys(MONTHS))})\\.?`;
const MONTH_WORD = new RegExp(`(?<![a-z])(?:${alternation(Object.keys(MONTHS))})(?![a-z])`, "i");
const WEEKDAYS = alternation([
  "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
  "mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri", "sat", "sun",
  "lunes", "martes", "miercoles", "jueves", "viernes", "sabado", "domingo",
]); // prettier-ignore
/** A weekday just before a date ("Friday, ", "miércoles "): the date's span takes it in. */
const WEEKDAY_BEFORE = new RegExp(`(?<![a-z])(?:${WEEKDAYS})\\.?,? +$`, "i");

/** "November 18, 2026", "Thursday, November 19", "noviembre 18, 2026". */
const MONTH_DAY = new RegExp(`(?<![a-z0-9])${MONTH} +(\\d{1,2})(?:st|nd|rd|th)?(?![0-9:])(?:,? +(\\d{4}))?`, "gi");
/** "18 de noviembre de 2026", "18 NOVEMBER 2026", "miércoles 18 de noviembre". */
const DAY_MONTH = new RegExp(
  `(?<![a-z0-9/:])(\\d{1,2}) +(?:de +)?${MONTH}(?![a-z])(?:,? +(?:de +|del +)?(\\d{4}))?`,
  "gi",
);
/** "11/18/2026", "Friday, 11/20/26", "11-18-2026". */
const NUMERIC = /(?<![a-z0-9/.-])(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?![0-9/.-])/gi;
/** "Wed, 11/18": a month and day without a year only after a weekday. */
const NUMERIC_SHORT = new RegExp(`(?<![a-z])(?:${WEEKDAYS})\\.?,? +(\\d{1,2})/(\\d{1,2})(?![0-9/.-])`, "gi");
const ISO = /(?<![0-9-])(\d{4})-(\d{2})-(\d{2})(?![0-9-])/g;
/** "2:14 pm", "2:14 P.M.", "5:55 a. m.", "14:14", "9:00pm". */
const TIME =
  /(?<![0-9:])(\d{1,2}):(\d{2})(?::\d{2})?(?: *(a\. ?m\.?|p\. ?m\.?|am|pm)(?![a-z]))?(?: *(?:[ECMP][SD]?T|local time|hora local)(?![A-Za-z]| *\d))?/gi;

export interface DateParts {
  year?: number;
  month: number;
  day: number;
}

export interface DateSpan {
  start: number;
  end: number;
  date?: DateParts;
  /** "HH:MM", 24-hour. */
  time?: string;
  /**
   * Written after "before" / "antes del" (the day itself is too late) or "by", "until", "hasta el"
   * (the day itself is still in time): a deadline, not the event's day.
   */
  deadline?: "before" | "by";
}

const DEADLINE = /(?:(before|antes del?)|by|until|no later than|hasta el?|a mas tardar el?)[\s,]*$/i;

/** How dates are written with numbers in this paste: day first only when one of them shows it. */
export type NumericOrder = "month-first" | "day-first";

function overlaps(spans: DateSpan[], start: number, end: number): boolean {
  return spans.some((span) => start < span.end && end > span.start);
}

/** Every date and time written in `text`, in order, as spans of it. */
export function findDateSpans(text: string, order: NumericOrder = "month-first"): DateSpan[] {
  // Every date and time written here has a digit: most lines (statuses, places) have none.
  if (!/\d/.test(text)) return [];
  const folded = fold(text);
  const spans: DateSpan[] = [];
  const monthWord = MONTH_WORD.test(folded);
  const add = (from: number, end: number, date: DateParts | undefined, time?: string) => {
    if (overlaps(spans, from, end)) return;
    const weekday = date ? WEEKDAY_BEFORE.exec(folded.slice(Math.max(0, from - 12), from)) : null;
    const start = weekday ? from - weekday[0].length : from;
    const word = date ? DEADLINE.exec(folded.slice(Math.max(0, start - 20), start)) : null;
    spans.push({ start, end, date, time, deadline: word ? (word[1] ? "before" : "by") : undefined });
  };
  // Each pattern only where its telltale is: a year-month dash, a separator between digits, a month's name, a colon.
  if (/\d{4}-\d/.test(folded))
    for (const match of folded.matchAll(ISO)) {
      add(match.index, match.index + match[0].length, { year: +match[1], month: +match[2], day: +match[3] });
    }
  if (/\d[/.-]\d/.test(folded))
    for (const match of folded.matchAll(NUMERIC)) {
      const [first, second] = [+match[1], +match[3]];
      const dayFirst = first > 12 || (order === "day-first" && second <= 12);
      const year = match[4].length === 2 ? 2000 + Number(match[4]) : Number(match[4]);
      const [month, day] = dayFirst ? [second, first] : [first, second];
      add(match.index, match.index + match[0].length, { year, month, day });
    }
  if (/\d\/\d/.test(folded))
    for (const match of folded.matchAll(NUMERIC_SHORT)) {
      const [first, second] = [+match[1], +match[2]];
      const [month, day] = first > 12 || (order === "day-first" && second <= 12) ? [second, first] : [first, second];
      add(match.index, match.index + match[0].length, { month, day });
    }
  if (monthWord)
    for (const match of folded.matchAll(MONTH_DAY)) {
      const month = MONTHS[match[1].toLowerCase()];
      add(match.index, match.index + match[0].length, {
        month,
        day: +match[2],
        year: match[3] ? +match[3] : undefined,
      });
    }
  if (monthWord)
    for (const match of folded.matchAll(DAY_MONTH)) {
      const month = MONTHS[match[2].toLowerCase()];
      add(match.index, match.index + match[0].length, {
        month,
        day: +match[1],
        year: match[3] ? +match[3] : undefined,
      });
    }
  if (folded.includes(":"))
    for (const match of folded.matchAll(TIME)) {
      let hour = +match[1];
      const minute = +match[2];
      const meridiem = match[3]?.toLowerCase().replace(/[^ap]/g, "");
      if (minute > 59 || hour > 23 || (meridiem && (hour === 0 || hour > 12))) continue;
      if (meridiem === "p" && hour < 12) hour += 12;
      if (meridiem === "a" && hour === 12) hour = 0;
      add(match.index, match.index + match[0].length, undefined, `${String(hour).padStart(2, "0")}:${match[2]}`);
    }
  return spans.sort((a, b) => a.start - b.start);
}

/** Whether numbers in the text write the day first ("18/11/2026"): only when one of them must. */
export function numericOrderOf(text: string): NumericOrder {
  let dayFirst = 0;
  let monthFirst = 0;
  for (const match of fold(text).matchAll(NUMERIC)) {
    if (+match[1] > 12 && +match[3] <= 12) dayFirst += 1;
    if (+match[3] > 12 && +match[1] <= 12) monthFirst += 1;
  }
  return dayFirst > monthFirst ? "day-first" : "month-first";
}

/**
 * The civil date of a written date, or undefined when it is not a real day near `today` (a
 * tracking history reaches back at most two years, and only deadlines lie far ahead). A date
 * without a year is the one nearest before `today + aheadDays`.
 */
export function resolveDate(parts: DateParts, today: CivilDate, aheadDays = 7): CivilDate | undefined {
  const todayYear = Number(today.slice(0, 4));
  const latest = latestDay(today, aheadDays);
  let date: CivilDate | undefined;
  if (parts.year === undefined) {
    for (const year of [todayYear + 1, todayYear, todayYear - 1]) {
      const candidate = realDay(year, parts.month, parts.day);
      if (candidate && candidate <= latest) {
        date = candidate;
        break;
      }
    }
  } else {
    date = realDay(parts.year, parts.month, parts.day);
  }
  if (!date) return undefined;
  const year = Number(date.slice(0, 4));
  if (year < todayYear - 2 || date > latest) return undefined;
  return date;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const pad = (value: number) => String(value).padStart(2, "0");

/** The day, when it exists and lies within CIVIL_DATE_YEARS (arithmetic, no Date: this runs for every date read). */
function realDay(year: number, month: number, day: number): CivilDate | undefined {
  if (!Number.isInteger(year) || year < CIVIL_DATE_YEARS.first || year > CIVIL_DATE_YEARS.last) return undefined;
  if (month < 1 || month > 12 || day < 1) return undefined;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  if (day > (month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1])) return undefined;
  return `${year}-${pad(month)}-${pad(day)}`;
}

const latestDays = new Map<string, CivilDate>();

/** `today + aheadDays`, kept for the process: a paste asks it for every date it holds. */
function latestDay(today: CivilDate, aheadDays: number): CivilDate {
  const key = `${today}+${aheadDays}`;
  let latest = latestDays.get(key);
  if (!latest) {
    if (latestDays.size > 1000) latestDays.clear();
    latestDays.set(key, (latest = addDays(today, aheadDays)));
  }
  return latest;
}
