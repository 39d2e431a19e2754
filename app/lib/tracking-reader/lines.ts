import { addDays, type CivilDate } from "~/lib/postal-calendar/civil-date";
import { findDateSpans, resolveDate, type DateSpan, type NumericOrder } from "~/lib/tracking-reader/dates";
import { fold } from "~/lib/tracking-reader/fold";
import { isNarrative, narrativePlace, narrativeStatus } from "~/lib/tracking-reader/narratives";
import { MAX_LINE_CHARS } from "~/lib/tracking-reader/paste";
import { matchFoldedAt, type StatusEntry } from "~/lib/tracking-reader/statuses";

/**
 * Each pasted line (or each cell of a line copied from a table: tabs, " | ", three spaces) as
 * what it is: a status, a date or time, a place, page furniture to ignore, or text the reader does
 * not understand. Grouping them into events is events.ts's work; nothing here guesses.
 */
export type Atom =
  | { kind: "blank"; line: number }
  | { kind: "ignored"; line: number }
  | {
      kind: "status";
      line: number;
      status: StatusEntry;
      /** The status words as pasted. */
      text: string;
      date?: CivilDate;
      time?: string;
      location?: string;
      /** More words on the line, or a line under it, that are not a place ("Left at front door."). */
      detail?: string;
      /** A sentence or a table row that carries its own date: nothing around it belongs to it. */
      complete: boolean;
    }
  | { kind: "date"; line: number; text: string; date?: CivilDate; time?: string }
  | { kind: "location"; line: number; text: string }
  | { kind: "unknown"; line: number; text: string };

export type StatusAtom = Extract<Atom, { kind: "status" }>;

export interface LineContext {
  today: CivilDate;
  order: NumericOrder;
  /** Collected while reading: days the paste itself gives. */
  expected: CivilDate[];
  /** "Pick up by <day>" (that day still counts) or "… before <day>" (it does not). */
  deadlines: Array<{ date: CivilDate; before: boolean }>;
}

/** The longest status words a line can end with (UPS's "The receiver was not available for delivery…" is about 95). */
const SUFFIX_CHARS = 110;

/** Page furniture, table headings, e-mail boilerplate and product names: read, and not events. */
const IGNORED = new RegExp(
  "^(?:" +
    [
      "tracking (?:number|history|id|plus)[^a-z]*(?:[0-9a-z ]{10,40})?",
      "usps tracking[^a-z]*(?:plus)?[^a-z]*",
      "copy",
      "add to informed delivery",
      "copy add to informed delivery",
      "latest update",
      "get more out of usps tracking:?",
      "(?:see|hide|view|show) (?:all )?(?:tracking )?(?:history|less|more|details)",
      "text (?:&|and) email updates",
      "email updates",
      "product information",
      "postal product:?",
      "features?:?",
      "track another package",
      "need more help\\??",
      "contact usps tracking support.*",
      "faqs?",
      "remove",
      "feedback",
      "what do usps tracking statuses mean\\??",
      "skip to (?:main )?content",
      "travel history",
      "shipment (?:progress|facts|details|overview)",
      "(?:date (?:&|and) )?time",
      "date",
      "status(?: of item)?",
      "location",
      "activity",
      "current tracking status:?",
      "can.?t find what you.?re looking for\\??",
      "go to our faqs section.*",
      "schedule (?:a )?redelivery",
      "delivery attempt",
      "sign (?:in|up)",
      "alerta?",
      "insured",
      "up to \\$[0-9,.]+ (?:of )?insurance included",
      "restrictions apply",
      "(?:usps )?(?:priority mail(?: express)?|ground advantage|first[- ]class (?:mail|package service)|media mail|parcel select|retail ground|ground saver|surepost|smartpost)(?: international)?(?: service)?",
      "(?:ups|fedex)(?: ground| home delivery| 2day| 2nd day air| next day air| express saver| ground economy)?",
      "please do not reply.*",
      "this (?:e-?mail|message) is for notification only.*",
      "reply help.*",
      "(?:download|print|share|help|menu|search|track|more)",
      "hello.*",
      "hi .*",
      "hola.*",
      "thank you.*",
      "numero de rastreo.*",
      "copiar",
      "agregar a informed delivery",
      "ultima actualizacion",
      "(?:ver|ocultar) (?:todo el )?historial(?: de rastreo)?",
      "historial de rastreo",
      "ver (?:menos|mas)",
      "informacion del producto",
      "producto postal:?",
      "actualizaciones por (?:mensaje de )?texto y correo electronico",
      "rastrear otro paquete",
      "necesita mas ayuda\\??",
      "preguntas frecuentes",
      "fecha(?: y hora)?",
      "estado(?: del articulo)?",
      "ubicacion",
    ].join("|") +
    ")[.!:]?$",
  "i",
);
/** E-mail headers ("Subject: USPS® Expected Delivery …") and the Text Tracking tail. */
const HEADER = /^(?:from|to|cc|subject|date|sent|asunto|de|para|enviado|fecha|re|fwd?):\s/i;
const TRACKING_NUMBER =
  /^(?:(?:tracking|numero de rastreo)[^:]*:\s*)?(?:1Z[0-9A-Z]{16}|[A-Z]{0,2}[0-9][0-9 ]{9,38}[0-9](?:[A-Z]{2})?)$/i;
const EXPECTED =
  /^(?:expected delivery|estimated delivery|scheduled delivery|estimated arrival|delivery expected|entrega (?:prevista|estimada|programada|esperada)|fecha (?:de entrega )?(?:prevista|estimada))/i;
const CELL_SPLIT = /\t+|\s+\|\s+|\s{3,}/;
const TEXT_TAIL = /\s*reply help.*$/i;
/** A Text Tracking reply's start, as USPS's FAQ shows it: "USPS 01123456789123456789, Delivered …". */
const TEXT_START = /^USPS\s+[A-Z0-9]{10,40}\s*[,:]\s*/i;
/** A day heading a store page or an app writes in words: "Today", "Yesterday, 3:10 PM". */
const RELATIVE_DAY = /^(?:(today|hoy)|yesterday|ayer)(?:[\s,]+(?:at |a las )?\d{1,2}:\d{2}(?: ?[ap]\.? ?m\.?)?)?$/i;
/** A field's label in an e-mail or a store page ("Status: Delivered", "Location: …"). */
const LABEL =
  /^(?:status|current status|latest status|tracking status|estado|location|ubicacion|date (?:&|and) time|fecha y hora|alerta?)\s*[:,-]\s*(?=\S)/i;
/** Words and punctuation left at the ends once a date is cut out ("Delivered at", "On: at Front Door"). */
const LEAD =
  /^(?:[\s,;:.\-–—/|]+|(?:on|at|by|of|a las|a la|el|del|de|the|as of|beginning|starting)(?=[\s,:;.]|$)|(?:On|At|By):)+/;
/** What may follow an expected day on usps.com's separate lines: the year, "by", the time. */
const EXPECTED_TAIL = /^(?:\d{4}|by|at|before|\d{1,2}:\d{2} ?(?:[ap]\.? ?m\.?)?)$/i;

const STATE =
  "(?:A[KLRZ]|C[AOT]|D[CE]|FL|GA|HI|I[ADLN]|K[SY]|LA|M[ADEINOST]|N[CDEHJMVY]|O[HKR]|P[AR]|RI|S[CD]|T[NX]|UT|V[AIT]|W[AIVY]|AS|GU|MP|VI|AA|AE|AP)";
const CITY_STATE = new RegExp(
  `^[A-Za-z][A-Za-z .'()-]*,? ${STATE}(?: \\d{5}(?:-\\d{4})?)?(?:,? (?:United States|USA|US|Estados Unidos))?$`,
);
const FACILITY = new RegExp(
  `^(?=.*[A-Z]{2})[A-Z0-9 .,'&()/-]+(?: ${STATE}(?![A-Za-z])| DISTRIBUTION CENTER| FACILITY| HUB| ANNEX| CENTER| P&DC| NDC| ISC|\\(USPS\\))[A-Z0-9 .,'&()/-]*$`,
);
const COUNTRY =
  /^(?:united states|estados unidos|united kingdom|great britain|canada|mexico|china|hong kong|japan|korea|germany|france|italy|spain|netherlands|australia|india|brazil|colombia|guatemala|el salvador|honduras|dominican republic|puerto rico|philippines|vietnam|taiwan|singapore|ireland|poland|turkey|israel|(?:isc|international service center) [a-z .]+)(?: \(usps\))?$/i;

export function looksLikeLocation(text: string): boolean {
  const value = text.trim();
  if (value.length < 2 || value.length > 80) return false;
  return CITY_STATE.test(value) || FACILITY.test(value) || COUNTRY.test(fold(value));
}

const TAIL_MARKS = /[\s,;:.\-–—/|]+$/;
const TAIL_WORD = /\s(?:on|at|by|of|a las|a la|el|del|de|the|as of)$/;

/** Where the next word starts after `from`. */
function afterMarks(text: string, from: number): number {
  const gap = /[^a-z0-9]*/iy;
  gap.lastIndex = from;
  gap.exec(text);
  return gap.lastIndex;
}

function clean(text: string): string {
  let rest = text.replace(/\s+/g, " ").replace(LEAD, "");
  // Trailing marks and connector words, one at a time (a single pattern would scan back from every position).
  for (let previous = ""; previous !== rest;) {
    previous = rest;
    rest = rest.replace(TAIL_MARKS, "").replace(TAIL_WORD, "");
  }
  return rest.trim();
}

/** The text of a cell with the date and time spans cut out. */
function withoutSpans(text: string, spans: DateSpan[]): string {
  let rest = "";
  let at = 0;
  for (const span of spans) {
    rest += `${text.slice(at, span.start)} `;
    at = span.end;
  }
  return rest + text.slice(at);
}

function when(spans: DateSpan[], context: LineContext): { date?: CivilDate; time?: string } {
  const dated = spans.find((span) => span.date && !span.deadline);
  const timed = spans.find((span) => span.time);
  return {
    date: dated?.date ? resolveDate(dated.date, context.today) : undefined,
    time: timed?.time,
  };
}

function noteDeadlines(spans: DateSpan[], context: LineContext): void {
  for (const span of spans) {
    if (!span.deadline || !span.date) continue;
    const date = resolveDate(span.date, context.today, 60);
    if (date) context.deadlines.push({ date, before: span.deadline === "before" });
  }
}

function statusAtom(
  line: number,
  status: StatusEntry,
  text: string,
  rest: string,
  dates: { date?: CivilDate; time?: string },
  complete: boolean,
): StatusAtom {
  const atom: StatusAtom = { kind: "status", line, status, text: text.trim(), complete, ...dates };
  const leftover = clean(rest);
  if (leftover && looksLikeLocation(leftover)) atom.location = leftover;
  else if (leftover) atom.detail = leftover;
  return atom;
}

function narrativeAtom(line: number, cell: string, context: LineContext): Atom {
  const sentence = cell.replace(TEXT_TAIL, "").replace(/^latest update:?\s*/i, "");
  const status = narrativeStatus(sentence);
  if (!status) return { kind: "unknown", line, text: cell };
  const spans = findDateSpans(sentence, context.order);
  noteDeadlines(spans, context);
  const atom: StatusAtom = {
    kind: "status",
    line,
    status,
    text: sentence.trim(),
    complete: true,
    ...when(spans, context),
  };
  const place = narrativePlace(sentence);
  if (place) atom.location = place;
  return atom;
}

/** What one cell is. A cell may hold a status with its date and place, or a date and a place. */
function classifyCell(cell: string, line: number, context: LineContext): Atom[] {
  const spaced = cell.replace(/\s+/g, " ").trim();
  const text = spaced.replace(TEXT_START, "").replace(TEXT_TAIL, "").replace(LABEL, "") || spaced;
  if (!text) return [];
  if (text.length > MAX_LINE_CHARS) return [{ kind: "unknown", line, text }];
  const folded = fold(text);
  if (IGNORED.test(folded) || HEADER.test(text) || TRACKING_NUMBER.test(text)) return [{ kind: "ignored", line }];
  if (isNarrative(folded)) return [narrativeAtom(line, text, context)];

  const relative = RELATIVE_DAY.exec(folded);
  if (relative) {
    const date = addDays(context.today, relative[1] ? 0 : -1);
    const time = findDateSpans(text, context.order).find((span) => span.time)?.time;
    return [{ kind: "date", line, text, date, time }];
  }
  const spans = findDateSpans(text, context.order);
  noteDeadlines(spans, context);
  const rest = clean(withoutSpans(text, spans));
  const dates = when(spans, context);
  const hasDate = dates.date !== undefined;
  const hasWhen = hasDate || dates.time !== undefined;
  if (!rest)
    return spans.some((span) => !span.deadline)
      ? [{ kind: "date", line, text, ...dates }]
      : [{ kind: "ignored", line }];

  const foldedRest = fold(rest);
  const start = matchFoldedAt(foldedRest);
  if (start) {
    // "Shipping Partner: Delivered": the partner's own status is the event.
    const then =
      start.status.phase === "partner" ? matchFoldedAt(foldedRest, afterMarks(foldedRest, start.end)) : undefined;
    const found = then && then.status.phase !== "partner" ? then : start;
    return [statusAtom(line, found.status, rest.slice(0, found.end), rest.slice(found.end), dates, hasDate)];
  }
  if (looksLikeLocation(rest)) {
    return hasWhen
      ? [
          { kind: "date", line, text, ...dates },
          { kind: "location", line, text: rest },
        ]
      : [{ kind: "location", line, text: rest }];
  }
  // A status written after the place ("Brooklyn, NY, United States Delivered"): it ends the cell,
  // so it starts within the cell's last SUFFIX_CHARS characters.
  for (const word of foldedRest.matchAll(/(?<=[\s,])[A-Za-z]/g)) {
    if (foldedRest.length - word.index > SUFFIX_CHARS) continue;
    const found = matchFoldedAt(foldedRest, word.index);
    if (found && clean(rest.slice(found.end)) === "") {
      return [
        statusAtom(line, found.status, rest.slice(word.index, found.end), rest.slice(0, word.index), dates, hasDate),
      ];
    }
  }
  return [{ kind: "unknown", line, text }];
}

/** One line's atoms: a table row with one status is one complete status atom. */
function classifyLine(raw: string, line: number, context: LineContext): Atom[] {
  if (!raw.trim()) return [{ kind: "blank", line }];
  const cells = raw.length <= MAX_LINE_CHARS ? raw.split(CELL_SPLIT) : [raw];
  const atoms = cells.flatMap((cell) => classifyCell(cell, line, context));
  const statuses = atoms.filter((atom): atom is StatusAtom => atom.kind === "status");
  if (cells.length < 2 || statuses.length !== 1) return atoms;
  const [status] = statuses;
  for (const atom of atoms) {
    if (atom.kind === "date") {
      status.date ??= atom.date;
      status.time ??= atom.time;
    } else if (atom.kind === "location") status.location ??= atom.text;
  }
  status.complete = status.date !== undefined || status.complete;
  return atoms.filter((atom) => atom === status || (atom.kind !== "date" && atom.kind !== "location"));
}

/**
 * Every line's atoms, in order. A line starting "Expected Delivery" gives the carrier's expected
 * day (on usps.com its words are spread over the next lines: "TUESDAY", "17", "NOVEMBER", …).
 */
export function readLines(lines: readonly string[], context: LineContext): Atom[] {
  const atoms: Atom[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const raw = lines[index];
    const line = index + 1;
    if (EXPECTED.test(fold(raw.trim()))) {
      let joined = raw;
      let last = index;
      let date = expectedDate(joined, context);
      while (!date && last + 1 < lines.length && last - index < 8 && lines[last + 1].trim().length <= 20) {
        last += 1;
        joined += ` ${lines[last].trim()}`;
        date = expectedDate(joined, context);
      }
      if (date) {
        while (last + 1 < lines.length && EXPECTED_TAIL.test(lines[last + 1].trim())) last += 1;
        context.expected.push(date);
        for (let skipped = index; skipped <= last; skipped += 1) atoms.push({ kind: "ignored", line: skipped + 1 });
        index = last;
        continue;
      }
      atoms.push({ kind: "ignored", line });
      continue;
    }
    atoms.push(...classifyLine(raw, line, context));
  }
  return atoms;
}

/** The last day an expected-delivery line names ("Between November 18 and November 20": the 20th). */
function expectedDate(text: string, context: LineContext): CivilDate | undefined {
  const days = findDateSpans(text.replace(/\s+/g, " "), context.order).flatMap((span) =>
    span.date ? [resolveDate(span.date, context.today, 60)] : [],
  );
  return days
    .filter((day): day is CivilDate => day !== undefined)
    .sort()
    .at(-1);
}
