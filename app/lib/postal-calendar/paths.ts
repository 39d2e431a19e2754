/** The page of every closure (routes/postal-holidays.tsx), linked from each answer for today. */
export const POSTAL_HOLIDAYS_PATH = "/postal-holidays";

/** The same closures as an iCalendar file (routes/postal-holidays[.]ics.tsx). */
export const POSTAL_HOLIDAYS_ICS_PATH = "/postal-holidays.ics";
