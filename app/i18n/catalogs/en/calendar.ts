/**
 * The calendar namespace's strings (see app/i18n/catalogs.server.ts): the postal calendar's
 * holiday names, its answer for today and its .ics export (app/lib/postal-calendar/). `{date}`,
 * `{resume}`, `{holidayDate}` and `{observed}` are dates already written out ("Friday, December 25").
 */
const calendar = {
  "calendar.holiday.newYear": "New Year's Day",
  "calendar.holiday.mlk": "Martin Luther King Jr. Day",
  "calendar.holiday.washington": "Presidents' Day (Washington's Birthday)",
  "calendar.holiday.memorial": "Memorial Day",
  "calendar.holiday.juneteenth": "Juneteenth",
  "calendar.holiday.independence": "Independence Day",
  "calendar.holiday.labor": "Labor Day",
  "calendar.holiday.columbus": "Columbus Day",
  "calendar.holiday.veterans": "Veterans Day",
  "calendar.holiday.thanksgiving": "Thanksgiving Day",
  "calendar.holiday.christmas": "Christmas Day",

  "calendar.oneOff.carterMourning2025": "National Day of Mourning for President Jimmy Carter",
  "calendar.oneOff.christmasEveOrder2025": "Executive order closing federal offices on Christmas Eve",
  "calendar.oneOff.dayAfterChristmasOrder2025": "Executive order closing federal offices the day after Christmas",

  "calendar.today.open": "Today, {date}: post offices open, regular delivery.",
  "calendar.today.saturday": "Today, {date}: regular delivery; many post offices open with shorter hours.",
  "calendar.today.holiday": "Today, {date}: post offices closed, no regular delivery ({holiday}).",
  "calendar.today.observed":
    "Today, {date}: post offices closed, no regular delivery ({holiday}, which fell on {holidayDate}, observed today).",
  "calendar.today.sunday": "Today, {date}: most post offices closed, no regular delivery on Sundays.",
  "calendar.today.sundayHoliday":
    "Today, {date}: {holiday} falls on a Sunday. Most post offices are closed and there is no regular delivery; post offices also close on {observed} for the holiday.",
  "calendar.today.oneOff": "Today, {date}: post offices closed, no regular delivery ({closure}).",
  "calendar.resumes": "Regular delivery resumes {resume}.",
  "calendar.exception.priorityMailExpress": "Priority Mail Express is still delivered where that option is offered.",
  "calendar.exception.sundayPackages":
    "Some packages are delivered in some areas, and Priority Mail Express where that option is offered.",
  "calendar.exception.limitedPackages": "USPS announced limited package delivery for the day.",
  "calendar.note.saturdayHolidayEve":
    "Federal offices close today for {holiday}, but USPS closes on {holidayDate} instead: mail is delivered today.",
  "calendar.note.federalOfficesClosed":
    "{confirmed, select, yes {Federal offices are closed today by executive order, but USPS keeps post offices open and delivers mail.} other {Federal offices are closed today by executive order; USPS said it would keep post offices open and deliver mail (as reported in the press).}}",
  "calendar.nextClosure": "Next closure: {date}, {name}.",
  "calendar.easternTime": "Date in US Eastern Time.",

  "calendar.ics.name": "Post office closures (USPS)",
  "calendar.ics.description":
    "Days US post offices close and regular mail is not delivered, worked out by {site}, an independent site (not USPS), from USPS's published rules.",
  "calendar.ics.summary": "Post offices closed: {name}",
  "calendar.ics.holiday": "Federal holiday: post offices closed, no regular mail delivery.",
  "calendar.ics.observed": "{name} falls on {holidayDate}: USPS closes the Monday after.",
  "calendar.ics.saturday": "{name} falls on a Saturday: USPS closes that day, and the Friday before is a normal day.",
  "calendar.ics.oneOff": "Post offices closed, no regular mail delivery.",
  "calendar.ics.computed": "Worked out from USPS's rules: USPS had not yet published its list for this year.",
  "calendar.ics.source": "Source: {url}",
} as const;

export default calendar;
