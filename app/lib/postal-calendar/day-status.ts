import {
  addDays,
  FRIDAY,
  SUNDAY,
  weekdayOf,
  yearOf,
  type CivilDate,
  type Weekday,
} from "~/lib/postal-calendar/civil-date";
import { holidaysOfYear, type HolidayId } from "~/lib/postal-calendar/holidays";
import { oneOffDay, type OneOffId, type ServiceException } from "~/lib/postal-calendar/one-off-days";

/** Why a day has no regular delivery. */
export type ClosedReason =
  /** A federal holiday; `date` is the holiday's own date (a Sunday when this is the Monday after). */
  | { kind: "holiday"; holiday: HolidayId; date: CivilDate }
  /** A Sunday; `holiday` when a holiday falls on it (USPS closes the Monday after for it). */
  | { kind: "sunday"; holiday?: HolidayId }
  /** A hand-kept one-off closure (one-off-days.ts). */
  | { kind: "oneOff"; id: OneOffId };

/** Why a normal day might look closed to a visitor who reads the news. */
export type OpenNote =
  /** The Friday before a Saturday holiday: federal offices close, USPS delivers (holidays.ts). */
  | { kind: "saturdayHolidayEve"; holiday: HolidayId; date: CivilDate }
  /** Federal offices closed by executive order; USPS stayed open. */
  | { kind: "federalOfficesClosed"; id: OneOffId; confirmedByUsps: boolean };

export interface DayStatus {
  date: CivilDate;
  weekday: Weekday;
  /** Most post offices: open (with shorter hours on Saturdays, and some closed) or closed. */
  postOffices: "open" | "closed";
  regularDelivery: boolean;
  /** Set exactly when there is no regular delivery. */
  closedFor?: ClosedReason;
  note?: OpenNote;
  /** What still moves on a day without regular delivery; empty on a normal day. */
  exceptions: readonly ServiceException[];
}

const HOLIDAY_EXCEPTIONS: readonly ServiceException[] = ["priorityMailExpress"];
const SUNDAY_EXCEPTIONS: readonly ServiceException[] = ["priorityMailExpress", "sundayPackages"];

/** Whether post offices open and regular mail is delivered on `date`, and why not. */
export function dayStatus(date: CivilDate): DayStatus {
  const weekday = weekdayOf(date);
  const base = { date, weekday };
  const oneOff = oneOffDay(date);
  if (oneOff && !oneOff.regularDelivery) {
    return {
      ...base,
      postOffices: oneOff.postOffices,
      regularDelivery: false,
      closedFor: { kind: "oneOff", id: oneOff.id },
      exceptions: oneOff.exceptions,
    };
  }
  const holidays = holidaysOfYear(yearOf(date));
  const observed = holidays.find((holiday) => holiday.observed === date);
  if (observed) {
    return {
      ...base,
      postOffices: "closed",
      regularDelivery: false,
      closedFor: { kind: "holiday", holiday: observed.holiday, date: observed.date },
      exceptions: HOLIDAY_EXCEPTIONS,
    };
  }
  if (weekday === SUNDAY) {
    const holiday = holidays.find((candidate) => candidate.date === date)?.holiday;
    return {
      ...base,
      postOffices: "closed",
      regularDelivery: false,
      closedFor: holiday ? { kind: "sunday", holiday } : { kind: "sunday" },
      exceptions: SUNDAY_EXCEPTIONS,
    };
  }
  const open: DayStatus = { ...base, postOffices: "open", regularDelivery: true, exceptions: [] };
  if (oneOff) {
    return { ...open, note: { kind: "federalOfficesClosed", id: oneOff.id, confirmedByUsps: oneOff.confirmedByUsps } };
  }
  if (weekday === FRIDAY) {
    const saturday = addDays(date, 1);
    // Saturday may be in the next year (New Year's Day on a Saturday).
    const holiday = holidaysOfYear(yearOf(saturday)).find((candidate) => candidate.date === saturday);
    if (holiday) return { ...open, note: { kind: "saturdayHolidayEve", holiday: holiday.holiday, date: saturday } };
  }
  return open;
}

/** Is `date` a day without regular delivery other than an ordinary Sunday: a holiday or a one-off closure? */
export function isClosure(status: DayStatus): boolean {
  return status.closedFor !== undefined && status.closedFor.kind !== "sunday";
}
