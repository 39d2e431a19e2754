import type { CivilDate } from "~/lib/postal-calendar/civil-date";
import type { TrackingEvent } from "~/lib/tracking-reader/events";

/**
 * The events from the oldest to the newest. Carriers list the newest first, e-mails sometimes the
 * oldest first: the paste's own dates say which. An event without a date keeps its place between
 * its dated neighbours (it is given the date of the one listed just before it in time); events of
 * the same day keep the order the paste lists them in.
 */
export interface Dated {
  event: TrackingEvent;
  /** Its date, or the date it sits at among its neighbours. */
  at?: CivilDate;
}

export function oldestFirst(events: readonly TrackingEvent[]): Dated[] {
  const dated = events.filter((event) => event.date);
  const newestFirst =
    dated.length < 2 || `${dated[0].date}${dated[0].time ?? ""}` >= `${dated.at(-1)?.date}${dated.at(-1)?.time ?? ""}`;
  const listed = newestFirst ? [...events].reverse() : [...events];
  let previous: CivilDate | undefined;
  const withAt = listed.map((event, rank) => {
    if (event.date) previous = event.date;
    return { event, at: event.date ?? previous, rank };
  });
  // Undated events before the first dated one take the first date (they sit at the start).
  const first = withAt.find((item) => item.at)?.at;
  for (const item of withAt) item.at ??= first;
  // The same day keeps the order the paste lists it in (carriers list by time).
  return withAt
    .sort((a, b) => (a.at === b.at ? a.rank - b.rank : (a.at ?? "").localeCompare(b.at ?? "")))
    .map(({ event, at }) => ({ event, at }));
}
