import type { CivilDate } from "~/lib/postal-calendar/civil-date";
import type { Atom, StatusAtom } from "~/lib/tracking-reader/lines";
import type { StatusEntry } from "~/lib/tracking-reader/statuses";

/**
 * The lines grouped into events. Each status line takes the date, time and place written around
 * it; which side they are on depends on the layout:
 * - blank lines between steps (the USPS app, phone pages): a step is the lines between blanks;
 * - status first, then place and date (usps.com on a computer, UPS's rows): what follows a status
 *   up to the next one is its own;
 * - date first (FedEx's travel history under day headings, UPS's shipment progress, phone pages
 *   without blanks): a date heading holds until the next one, and a time starts a step.
 * The layout is read from the paste itself (where the first status's date sits, where the last
 * one's does, whether a bare date is followed by a bare time), status first when that is even.
 * Then summaries are dropped: usps.com's category heading over a step, the "Latest Update"
 * paragraph or a header that repeats the newest event. A date or place that belongs to no status
 * (a copy cut through its first step) is not an event: it is shown as not understood.
 */
export interface TrackingEvent {
  /** The first line it was read from (1-based). */
  line: number;
  status: StatusEntry;
  /** The status words as pasted. */
  text: string;
  date?: CivilDate;
  /** "HH:MM", 24-hour, when the paste gives one. */
  time?: string;
  location?: string;
  detail?: string;
}

export interface NotUnderstood {
  line: number;
  text: string;
}

type Layout = "blocks" | "status-first" | "date-first";

/** Statuses that say something happened without saying what ("Delivery exception", "In transit"). */
const VAGUE: ReadonlySet<string> = new Set(["delivery-exception", "in-transit"]);

const isDated = (atom: Atom): atom is Extract<Atom, { kind: "date" }> => atom.kind === "date";

/** usps.com's heading over a step, or a carrier's detail line under one, folded into the step. */
function mergeAdjacentStatuses(atoms: Atom[]): Atom[] {
  const hasDates = atoms.some((atom) => atom.kind === "date" || (atom.kind === "status" && atom.date));
  if (!hasDates) return atoms;
  const kept: Atom[] = [];
  for (let index = 0; index < atoms.length; index += 1) {
    const atom = atoms[index];
    const next = atoms[index + 1];
    if (atom.kind !== "status" || atom.complete || atom.date || atom.time || atom.location || next?.kind !== "status") {
      kept.push(atom);
      continue;
    }
    if (atom.status.heading) continue; // the heading repeats the step below it
    if (!next.complete && atom.status.carrier !== "usps" && next.status.carrier !== "usps") {
      // FedEx and UPS put a detail under the status: "Delivery exception" / "Customer not available".
      // When the status says only that something happened, the detail says what.
      atom.detail = [atom.detail, next.text, next.detail].filter(Boolean).join(" ");
      if (VAGUE.has(atom.status.id)) atom.status = next.status;
      kept.push(atom);
      index += 1;
      continue;
    }
    kept.push(atom);
  }
  return kept;
}

function layoutOf(atoms: Atom[]): Layout {
  const blocks = splitBlocks(atoms);
  const withStatus = blocks.filter((block) => block.some((atom) => atom.kind === "status" && !atom.complete));
  // Steps between blank lines: each holds at most one status, and its date (not a blank after every line).
  if (
    withStatus.length >= 2 &&
    blocks.every((block) => block.filter((atom) => atom.kind === "status" && !atom.complete).length <= 1) &&
    withStatus.filter((block) => block.some(isDated)).length >= withStatus.length * 0.8
  ) {
    return "blocks";
  }
  const open = atoms
    .map((atom, index) => ({ atom, index }))
    .filter(({ atom }) => atom.kind === "status" && !atom.complete);
  if (open.length === 0) return "status-first";
  let dateFirst = 0;
  let statusFirst = 0;
  const bound = (from: number, step: 1 | -1) => {
    for (let index = from + step; index >= 0 && index < atoms.length; index += step) {
      const atom = atoms[index];
      if (atom.kind === "status") return false;
      if (isDated(atom)) return true;
    }
    return false;
  };
  if (bound(open[0].index, -1)) dateFirst += 1;
  else statusFirst += 1;
  if (bound(open[open.length - 1].index, 1)) statusFirst += 1;
  else dateFirst += 1;
  const dense = atoms.filter((atom) => atom.kind !== "blank");
  for (let index = 0; index + 1 < dense.length; index += 1) {
    const [first, second] = [dense[index], dense[index + 1]];
    if (isDated(first) && first.date && !first.time && isDated(second) && !second.date && second.time) dateFirst += 2;
  }
  return dateFirst > statusFirst ? "date-first" : "status-first";
}

function splitBlocks(atoms: Atom[]): Atom[][] {
  const blocks: Atom[][] = [[]];
  for (const atom of atoms) {
    if (atom.kind === "blank") {
      if (blocks[blocks.length - 1].length > 0) blocks.push([]);
    } else blocks[blocks.length - 1].push(atom);
  }
  return blocks.filter((block) => block.length > 0);
}

/** Gives `status` what a date or place atom holds, when it has none yet. */
function take(status: StatusAtom, atom: Atom): boolean {
  if (atom.kind === "date") {
    if (atom.date && !status.date) {
      status.date = atom.date;
      status.time ??= atom.time;
      return true;
    }
    if (!atom.date && atom.time && !status.time) {
      status.time = atom.time;
      return true;
    }
    return false;
  }
  if (atom.kind === "location" && !status.location) {
    status.location = atom.text;
    return true;
  }
  return false;
}

/** Assigns dates, times and places to open statuses; returns the atoms no status took. */
function assign(atoms: Atom[], layout: Layout): Set<Atom> {
  const used = new Set<Atom>();
  if (layout === "blocks") {
    for (const block of splitBlocks(atoms)) {
      const status = block.find((atom): atom is StatusAtom => atom.kind === "status" && !atom.complete);
      if (!status) continue;
      for (const atom of block) if (atom !== status && take(status, atom)) used.add(atom);
    }
    return used;
  }
  if (layout === "status-first") {
    let current: StatusAtom | undefined;
    for (const atom of atoms) {
      // A sentence or a dated row under a status ("Your item was delivered …") does not end its step.
      if (atom.kind === "status") current = atom.complete ? current : atom;
      else if (current && take(current, atom)) used.add(atom);
    }
    return used;
  }
  let date: Extract<Atom, { kind: "date" }> | undefined;
  let time: Extract<Atom, { kind: "date" }> | undefined;
  let place: Extract<Atom, { kind: "location" }> | undefined;
  let last: StatusAtom | undefined;
  let sinceLast = false; // a date or time came after the last status
  for (const atom of atoms) {
    if (atom.kind === "date") {
      if (atom.date) {
        date = atom;
        time = atom.time ? atom : undefined;
      } else time = atom;
      place = undefined;
      sinceLast = true;
    } else if (atom.kind === "location") {
      if (last && !last.location && !sinceLast) {
        last.location = atom.text;
        used.add(atom);
      } else place = atom;
    } else if (atom.kind === "status") {
      last = atom;
      sinceLast = false;
      if (atom.complete) continue;
      if (date?.date && !atom.date) {
        atom.date = date.date;
        used.add(date);
      }
      if (time?.time && !atom.time) {
        atom.time = time.time;
        used.add(time);
      }
      if (place && !atom.location) {
        atom.location = place.text;
        used.add(place);
      }
      time = undefined;
      place = undefined;
    }
  }
  return used;
}

const key = (event: TrackingEvent) => `${event.status.id}|${event.date ?? ""}|${event.time ?? ""}`;

/** Drops summaries and repeats: the same status at the same moment, or undated over a dated one. */
function dropRepeats(events: TrackingEvent[]): TrackingEvent[] {
  const byKey = new Map<string, TrackingEvent>();
  const kept: TrackingEvent[] = [];
  for (const event of events) {
    const seen = byKey.get(key(event));
    if (!seen) {
      byKey.set(key(event), event);
      kept.push(event);
      continue;
    }
    // Keep the status line's short words over a sentence's, and every detail either had.
    seen.location ??= event.location;
    if (event.text.length < seen.text.length) seen.text = event.text;
  }
  const dated = kept.filter((event) => event.date);
  const datedIds = new Set(dated.map((event) => event.status.id));
  const newest = dated.reduce<TrackingEvent | undefined>(
    (best, event) => (!best || `${event.date}${event.time ?? ""}` > `${best.date}${best.time ?? ""}` ? event : best),
    undefined,
  );
  const firstDated = kept.findIndex((event) => event.date);
  return kept.filter((event, index) => {
    if (event.date) return true;
    if (datedIds.has(event.status.id)) return false;
    // A header above the history that says what its newest step says ("Ready for Pickup", "Returning to Sender").
    return !(newest && firstDated > index && event.status.phase === newest.status.phase);
  });
}

export interface Grouped {
  events: TrackingEvent[];
  notUnderstood: NotUnderstood[];
}

/** The events of the paste in the order it lists them, and what could not be placed. */
export function groupEvents(input: Atom[]): Grouped {
  const atoms = mergeAdjacentStatuses(input.filter((atom) => atom.kind !== "ignored"));
  const used = assign(atoms, layoutOf(atoms));
  const events: TrackingEvent[] = [];
  const notUnderstood: NotUnderstood[] = [];
  let previous: Atom | undefined;
  let lastEvent: TrackingEvent | undefined;
  for (const atom of atoms) {
    if (atom.kind === "status") {
      const { line, status, text, date, time, location, detail } = atom;
      lastEvent = { line, status, text, date, time, location, detail };
      events.push(lastEvent);
    } else if (atom.kind === "unknown") {
      // A short line right under a status says more about it ("Left at front door.").
      if (previous?.kind === "status" && lastEvent && !lastEvent.detail && atom.text.length <= 200)
        lastEvent.detail = atom.text;
      else notUnderstood.push({ line: atom.line, text: atom.text });
    } else if ((atom.kind === "date" || atom.kind === "location") && !used.has(atom)) {
      notUnderstood.push({ line: atom.line, text: atom.text });
    }
    if (atom.kind !== "blank") previous = atom;
  }
  return { events: dropRepeats(events), notUnderstood };
}
