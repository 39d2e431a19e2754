import type { Translator } from "~/i18n/translate";
import { LONG_DATE, LONG_DATE_WITH_YEAR, SATURDAY, toUtcDate, type CivilDate } from "~/lib/postal-calendar/civil-date";
import { nextClosure, nextDeliveryDay, type Closure } from "~/lib/postal-calendar/closures";
import { dayStatus, type ClosedReason, type DayStatus } from "~/lib/postal-calendar/day-status";
import { observedDay, type HolidayId } from "~/lib/postal-calendar/holidays";

/**
 * Today's answer in words, in the page's language: the calendar namespace's templates
 * (app/i18n/catalogs/en/calendar.ts) filled in from the calendar. The route that shows them must
 * send the `calendar` namespace; in the browser the same function answers for the browser's date.
 */
export type CalendarTranslator = Pick<Translator, "t" | "language" | "locale">;

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * "Friday, December 25" / "viernes 25 de diciembre": the civil date itself, whatever the time
 * zone of the process formatting it. Spanish writes no comma after the weekday (RAE).
 */
export function formatCivilDate(date: CivilDate, translator: CalendarTranslator, withYear = false): string {
  const key = `${translator.locale}${withYear ? "+y" : ""}`;
  let format = formats.get(key);
  if (!format)
    formats.set(key, (format = new Intl.DateTimeFormat(translator.locale, withYear ? LONG_DATE_WITH_YEAR : LONG_DATE)));
  const parts = format.formatToParts(toUtcDate(date));
  return parts
    .map((part, index) =>
      translator.language === "es" && part.type === "literal" && parts[index - 1]?.type === "weekday"
        ? " "
        : part.value,
    )
    .join("");
}

export function holidayName(holiday: HolidayId, translator: CalendarTranslator): string {
  return translator.t(`calendar.holiday.${holiday}`);
}

/** What a closure is called ("Christmas Day", "National Day of Mourning for President Jimmy Carter"). */
export function closureName(reason: Closure["reason"], translator: CalendarTranslator): string {
  return reason.kind === "holiday"
    ? holidayName(reason.holiday, translator)
    : translator.t(`calendar.oneOff.${reason.id}`);
}

export interface TodayAnswer {
  status: DayStatus;
  /** The next day with regular delivery, when today has none. */
  resumes?: CivilDate;
  nextClosure: Closure;
}

export function todayAnswer(date: CivilDate): TodayAnswer {
  const status = dayStatus(date);
  return {
    status,
    resumes: status.regularDelivery ? undefined : nextDeliveryDay(date).date,
    nextClosure: nextClosure(date),
  };
}

/** The answer's sentences, each complete; a page shows the ones it has room for, in this order. */
export interface TodaySentences {
  status: string;
  resumes?: string;
  exception?: string;
  note?: string;
  nextClosure: string;
}

function statusSentence(status: DayStatus, reason: ClosedReason | undefined, translator: CalendarTranslator): string {
  const { t } = translator;
  const date = formatCivilDate(status.date, translator);
  if (!reason) return t(status.weekday === SATURDAY ? "calendar.today.saturday" : "calendar.today.open", { date });
  switch (reason.kind) {
    case "holiday": {
      const holiday = holidayName(reason.holiday, translator);
      if (reason.date === status.date) return t("calendar.today.holiday", { date, holiday });
      return t("calendar.today.observed", { date, holiday, holidayDate: formatCivilDate(reason.date, translator) });
    }
    case "sunday": {
      if (!reason.holiday) return t("calendar.today.sunday", { date });
      const holiday = holidayName(reason.holiday, translator);
      const observed = formatCivilDate(observedDay(status.date), translator);
      return t("calendar.today.sundayHoliday", { date, holiday, observed });
    }
    case "oneOff":
      return t("calendar.today.oneOff", { date, closure: t(`calendar.oneOff.${reason.id}`) });
  }
}

export function todaySentences(date: CivilDate, translator: CalendarTranslator): TodaySentences {
  const { t } = translator;
  const answer = todayAnswer(date);
  const { status } = answer;
  const sentences: TodaySentences = {
    status: statusSentence(status, status.closedFor, translator),
    nextClosure: t("calendar.nextClosure", {
      date: formatCivilDate(answer.nextClosure.date, translator),
      name: closureName(answer.nextClosure.reason, translator),
    }),
  };
  if (answer.resumes)
    sentences.resumes = t("calendar.resumes", { resume: formatCivilDate(answer.resumes, translator) });
  // The most useful exception: the Sunday one names Priority Mail Express too.
  const exception = status.exceptions.includes("sundayPackages") ? "sundayPackages" : status.exceptions[0];
  if (exception) sentences.exception = t(`calendar.exception.${exception}`);
  const note = status.note;
  if (note?.kind === "saturdayHolidayEve") {
    sentences.note = t("calendar.note.saturdayHolidayEve", {
      holiday: holidayName(note.holiday, translator),
      holidayDate: formatCivilDate(note.date, translator),
    });
  } else if (note?.kind === "federalOfficesClosed") {
    sentences.note = t("calendar.note.federalOfficesClosed", { confirmed: note.confirmedByUsps ? "yes" : "no" });
  }
  return sentences;
}

/** The sentences as one paragraph, in the order a visitor needs them. */
export function todayText(date: CivilDate, translator: CalendarTranslator): string {
  const sentences = todaySentences(date, translator);
  return [sentences.status, sentences.note, sentences.resumes, sentences.exception, sentences.nextClosure]
    .filter(Boolean)
    .join(" ");
}
