import type { CivilDate } from "~/lib/postal-calendar/civil-date";
import type { SourceId } from "~/lib/postal-calendar/sources";

/**
 * What still moves on a day without regular delivery: Priority Mail Express where that delivery
 * is offered (an extra fee on Sundays and holidays), some packages in some areas on Sundays, or
 * the "limited package delivery" USPS announced for a one-off closure.
 */
export type ServiceException = "priorityMailExpress" | "sundayPackages" | "limitedPackages";

/** Where each exception is said. */
export const EXCEPTION_SOURCES: Readonly<Record<ServiceException, SourceId>> = {
  priorityMailExpress: "priorityMailExpressHolidays",
  sundayPackages: "sundayPackages",
  limitedPackages: "carterMourning",
};

export const ONE_OFF_IDS = ["carterMourning2025", "christmasEveOrder2025", "dayAfterChristmasOrder2025"] as const;
export type OneOffId = (typeof ONE_OFF_IDS)[number];

/**
 * A day outside the holiday rules on which USPS did something of its own: a national day of
 * mourning it closed for, or an executive order closing federal offices that it did not follow.
 * Kept by hand, each with what USPS itself did (not what other federal offices did) and where
 * that was read. Visitors see `calendar.oneOff.<id>` as its name.
 */
export interface OneOffDay {
  id: OneOffId;
  date: CivilDate;
  postOffices: "open" | "closed";
  regularDelivery: boolean;
  /** What USPS said still moved that day. */
  exceptions: readonly ServiceException[];
  /** True when other federal offices were closed by order that day, whatever USPS did. */
  federalOfficesClosed: boolean;
  source: SourceId;
  /** False when USPS's own words were not found, only reports of them: say so where it is shown. */
  confirmedByUsps: boolean;
}

export const ONE_OFF_DAYS: readonly OneOffDay[] = [
  {
    id: "carterMourning2025",
    date: "2025-01-09",
    postOffices: "closed",
    regularDelivery: false,
    exceptions: ["limitedPackages"],
    federalOfficesClosed: true,
    source: "carterMourning",
    confirmedByUsps: true,
  },
  {
    // Executive Order 14371 closed executive agencies; USPS, an independent establishment, did not close.
    id: "christmasEveOrder2025",
    date: "2025-12-24",
    postOffices: "open",
    regularDelivery: true,
    exceptions: [],
    federalOfficesClosed: true,
    source: "christmas2025Order",
    confirmedByUsps: false,
  },
  {
    id: "dayAfterChristmasOrder2025",
    date: "2025-12-26",
    postOffices: "open",
    regularDelivery: true,
    exceptions: [],
    federalOfficesClosed: true,
    source: "christmas2025Order",
    confirmedByUsps: false,
  },
];

const byDate = new Map(ONE_OFF_DAYS.map((day) => [day.date, day]));
const byId = new Map(ONE_OFF_DAYS.map((day) => [day.id, day]));

export function oneOffDay(date: CivilDate): OneOffDay | undefined {
  return byDate.get(date);
}

export function oneOffById(id: OneOffId): OneOffDay {
  const day = byId.get(id);
  // ONE_OFF_IDS and ONE_OFF_DAYS are kept together (tests/unit/postal-calendar-sources.test.ts).
  if (!day) throw new Error(`no one-off day ${id}`);
  return day;
}
