import type { MessageKey } from "~/i18n/translate";
import { contentLanguage, type Language } from "~/i18n/languages";
import type { CivilDate } from "~/lib/postal-calendar/civil-date";
import { formatCivilDate, type CalendarTranslator } from "~/lib/postal-calendar/sentences";
import type { TrackingEvent } from "~/lib/tracking-reader/events";
import type { PlanStep } from "~/lib/tracking-reader/plan";
import type { TrackingReading } from "~/lib/tracking-reader/read-tracking";
import { ruleDays, ruleSources, type RuleId } from "~/lib/tracking-reader/rules";
import { SERVICE_TIME } from "~/lib/tracking-reader/service";
import type { Timeline } from "~/lib/tracking-reader/timeline";

/**
 * The reading in words, in the page's language (the `reader` namespace): the verdict's headline
 * and reasons, each event's meaning, each step with its dates and sources, the timeline as a list.
 * The page and the .ics both take their sentences from here.
 */
export type ReaderTranslator = CalendarTranslator;

const key = (text: string) => text as MessageKey;

/** "Friday, November 20", with the year when it is not `today`'s. */
export function day(date: CivilDate, translator: ReaderTranslator, today?: CivilDate): string {
  return formatCivilDate(date, translator, today !== undefined && date.slice(0, 4) !== today.slice(0, 4));
}

export function verdictName(reading: TrackingReading, { t }: ReaderTranslator): string | undefined {
  return reading.verdict ? t(key(`reader.verdict.${reading.verdict.id}`)) : undefined;
}

export function headline(reading: TrackingReading, translator: ReaderTranslator, today: CivilDate): string {
  const { t } = translator;
  const verdict = reading.verdict;
  if (!verdict) return t("reader.headline.none");
  const date = verdict.date ? day(verdict.date, translator, today) : undefined;
  switch (verdict.id) {
    case "normal":
      return date ? t("reader.headline.normal", { date }) : t("reader.headline.normalUndated");
    case "waiting":
      return date ? t("reader.headline.waiting", { date }) : t("reader.headline.waitingUndated");
    default:
      return t(key(`reader.headline.${verdict.id}`));
  }
}

/** Why it is late, one sentence per reason that has come, the first first. */
export function lateReasons(reading: TrackingReading, translator: ReaderTranslator, today: CivilDate): string[] {
  const { t } = translator;
  const verdict = reading.verdict;
  if (verdict?.id !== "late") return [];
  const d = (date: CivilDate) => day(date, translator, today);
  return verdict.reasons.map((reason) => {
    switch (reason) {
      case "carrierSaysLate": {
        const line = reading.events.find(
          (event) => event.status.phase === "late" || event.status.phase === "exception",
        );
        return t("reader.reason.carrierSaysLate", { status: line?.text ?? "", date: line?.date ? d(line.date) : "" });
      }
      case "expectedDayPassed":
        return t("reader.reason.expectedDayPassed", { date: d(verdict.expected!.date) });
      case "serviceTimePassed": {
        const service = reading.service!.id;
        return t("reader.reason.serviceTimePassed", {
          service: t(key(`reader.service.${service}`)),
          days: ruleDays(SERVICE_TIME[service]),
          mailed: d(verdict.expected!.start!),
          date: d(verdict.expected!.date),
        });
      }
      case "outForDeliveryPassed":
        return t("reader.reason.outForDeliveryPassed", { date: d(reading.events[0].date!) });
      case "noScan":
        return t("reader.reason.noScan", {
          count: verdict.businessDaysSinceScan ?? 0,
          limit: ruleDays(reading.international ? "scan-gap-international" : "scan-gap-domestic"),
        });
      case "labelOnly": {
        const first = reading.events.at(-1)?.date;
        return t("reader.reason.labelOnly", { date: first ? d(first) : "" });
      }
    }
  });
}

export function lastScanLine(reading: TrackingReading, translator: ReaderTranslator, today: CivilDate): string {
  const scan = reading.verdict?.lastScan;
  if (!scan?.date) return translator.t("reader.lastScan.none");
  return translator.t("reader.lastScan", {
    status: scan.text,
    date: day(scan.date, translator, today),
    count: reading.verdict?.businessDaysSinceScan ?? 0,
  });
}

export interface EventRow {
  event: TrackingEvent;
  when: string;
  meaning: string;
  kind: string;
  /** Why a system line or an early scan should be read with care (the Inspector General). */
  caution?: string;
  implies: string;
}

const TIME = new Map<string, Intl.DateTimeFormat>();

function timeOfDay(time: string, { locale }: ReaderTranslator): string {
  let format = TIME.get(locale);
  if (!format)
    TIME.set(
      locale,
      (format = new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" })),
    );
  return format.format(new Date(`1970-01-01T${time}:00Z`));
}

export function eventRows(reading: TrackingReading, translator: ReaderTranslator, today: CivilDate): EventRow[] {
  const { t } = translator;
  return reading.events.map((event) => {
    const { status } = event;
    const when = [
      event.date ? day(event.date, translator, today) : "",
      event.time ? timeOfDay(event.time, translator) : "",
    ]
      .filter(Boolean)
      .join(", ");
    let caution: string | undefined;
    if (status.kind === "system" && status.oig) caution = t("reader.kind.systemNote");
    else if (status.oig && status.phase === "outForDelivery") caution = t("reader.kind.oigOutForDelivery");
    else if (status.oig && status.phase === "delivered") caution = t("reader.kind.oigDelivered");
    return {
      event,
      when,
      meaning: t(key(`reader.status.${status.id}`)),
      kind: t(key(`reader.kind.${status.kind}`)),
      caution,
      implies: t(key(`reader.phase.${status.phase}`)),
    };
  });
}

export interface StepWords {
  step: PlanStep;
  text: string;
  notes: string[];
  sources: Array<{ url: string; title: string }>;
}

/** A step's sentence, its notes (a cautious day, where a day came from) and its sources. */
export function stepWords(
  step: PlanStep,
  reading: TrackingReading,
  translator: ReaderTranslator,
  today: CivilDate,
): StepWords {
  const { t } = translator;
  const d = (date: CivilDate) => day(date, translator, today);
  const verdict = reading.verdict;
  const notes: string[] = [];
  let text: string;
  switch (step.id) {
    case "wait":
      text = t("reader.step.wait", { until: d(step.until!) });
      break;
    case "checkAround": {
      const delivered = reading.events[0]?.status.id ?? "delivered";
      const where = `reader.where.${delivered}`;
      text = t("reader.step.checkAround", { where: t(key(where in WHERE ? where : "reader.where.delivered")) });
      break;
    }
    case "waitDeliveredDay":
      text = t("reader.step.waitDeliveredDay", { until: d(step.until!) });
      break;
    case "helpRequest":
      text = t("reader.step.helpRequest", { from: d(step.from!) });
      break;
    case "missingMail":
      text = t("reader.step.missingMail", { from: d(step.from!), days: ruleDays("missing-mail-search-wait") });
      if (step.cautious)
        notes.push(t("reader.cautious.missingMail", { days: ruleDays("missing-mail-days-after-mailing") }));
      break;
    case "claim":
      text = t("reader.step.claim", { from: d(step.from!), until: d(step.until!) });
      if (step.countedFrom) {
        notes.push(
          step.countedFrom.by === "visitor"
            ? t("reader.claim.counted", { date: d(step.countedFrom.date) })
            : t("reader.cautious.claim", { date: d(step.countedFrom.date) }),
        );
      }
      break;
    case "pickUpOrRedeliver":
    case "pickUp": {
      const undated = step.id === "pickUp" ? "reader.step.pickUpUndated" : "reader.step.pickUpOrRedeliverUndated";
      text = step.until ? t(key(`reader.step.${step.id}`), { until: d(step.until) }) : t(key(undated));
      notes.push(...keptNotes(reading, translator, today));
      break;
    }
    case "contactSender": {
      const from = step.from ? d(step.from) : undefined;
      const variant =
        verdict?.id === "returning"
          ? "reader.step.returning"
          : !from
            ? "reader.step.contactSender"
            : verdict?.labelOnly
              ? "reader.step.contactSenderLabel"
              : reading.international
                ? "reader.step.contactSenderInternational"
                : reading.carrier !== "usps"
                  ? "reader.step.contactShipper"
                  : "reader.step.contactSenderFrom";
      text = t(key(variant), { from: from ?? "" });
      break;
    }
    case "contactCarrier":
      text = t("reader.step.contactCarrier", { from: d(step.from!) });
      break;
    case "trackWithUsps":
      text = t("reader.step.trackWithUsps");
      break;
    case "askPostOfficeNow":
      text = t("reader.step.askPostOfficeNow");
      break;
  }
  return { step, text, notes, sources: sourcesOf(step.rules, contentLanguage(translator.language)) };
}

const WHERE: Record<string, true> = Object.fromEntries(
  [
    "delivered-mailbox",
    "delivered-parcel-locker",
    "delivered-po-box",
    "delivered-reception",
    "delivered-front-door",
    "delivered-other-location",
    "delivered-neighbor",
    "delivered-individual",
    "delivered-agent",
    "delivered-picked-up",
    "delivered",
  ].map((id) => [`reader.where.${id}`, true]),
);

function keptNotes(reading: TrackingReading, translator: ReaderTranslator, today: CivilDate): string[] {
  const { t } = translator;
  const verdict = reading.verdict;
  if (!verdict?.date || !verdict.keptBy) return [];
  const notes: string[] = [];
  if (verdict.keptBy === "paste") notes.push(t("reader.kept.paste"));
  else {
    const first = [...reading.events]
      .reverse()
      .find((event) => event.status.phase === "attempted" || event.status.phase === "held");
    notes.push(
      t("reader.kept.rule", {
        days: ruleDays(verdict.keptBy),
        date: first?.date ? day(first.date, translator, today) : "",
      }),
    );
    if (verdict.keptBy === "customer-hold-days") {
      notes.push(
        t("reader.kept.customerHold", { days: ruleDays("customer-hold-days"), max: ruleDays("hold-mail-period") }),
      );
    }
  }
  if (verdict.date < today) notes.push(t("reader.kept.passed"));
  return notes;
}

/** The sources of a step's rules, each once, in the page's language. */
export function sourcesOf(rules: readonly RuleId[], language: Language): Array<{ url: string; title: string }> {
  const seen = new Set<string>();
  const sources: Array<{ url: string; title: string }> = [];
  for (const rule of rules) {
    for (const source of ruleSources(rule)) {
      if (seen.has(source.url)) continue;
      seen.add(source.url);
      sources.push({ url: source.url, title: source.title[language] });
    }
  }
  return sources;
}

/** The timeline read as a list: each day with events, the gap since the last scan, today. */
export function timelineItems(timeline: Timeline, translator: ReaderTranslator, today: CivilDate): string[] {
  const { t } = translator;
  const items: string[] = [];
  let gapSaid = false;
  for (const timelineDay of timeline.days) {
    const date = day(timelineDay.date, translator, today);
    if (timelineDay.inGap && timeline.gap && !gapSaid) {
      gapSaid = true;
      items.push(
        t("reader.timeline.gap", {
          from: day(timeline.gap.from, translator, today),
          to: day(timeline.gap.to, translator, today),
          count: timeline.gap.businessDays,
        }),
      );
    }
    for (const event of timelineDay.events) {
      items.push(
        t("reader.timeline.event", { date, status: event.text, kind: t(key(`reader.kind.${event.status.kind}`)) }),
      );
    }
    if (timelineDay.today) items.push(t("reader.timeline.today", { date }));
  }
  return items;
}
