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
  "calendar.deviceTime": "Date on your device.",
  "calendar.box.heading": "Today at the post office",
  "calendar.holidaysLink": "All post office closures, {year} and {nextYear}",

  "calendar.page.title": "Postal Holidays: When Post Offices Close",
  "calendar.page.metaDescription":
    "The days US post offices close and regular mail is not delivered, this year and next: the weekend rules, their sources and a calendar file to download.",
  "calendar.page.lead":
    "The days post offices close and there is no regular mail delivery, this year and next, worked out from USPS's published rules.",
  "calendar.page.independent":
    "{site} is an independent site, not USPS. Hours vary from one post office to the next: check yours before you go.",
  "calendar.page.yearHeading": "Closures in {year}",
  "calendar.page.published": "As on USPS's published list of {year} holidays.",
  "calendar.page.computed": "USPS has not published its {year} list yet: these days are worked out from its rules.",
  "calendar.page.mondayAfter": "{holiday} falls on Sunday, {holidayDate}: post offices close the Monday after.",
  "calendar.page.saturday":
    "Falls on a Saturday: post offices close that day, and the Friday before is a normal delivery day.",
  "calendar.page.sourceLabel": "Source:",
  "calendar.page.pictureHeading": "{year} at a glance",
  "calendar.page.pictureLead": "Closures are marked in red; Sundays are shaded.",
  "calendar.page.closedOn": "{day}, closed: {name}",
  // The calendar's column headers, Sunday first: the letter shown, the name read out.
  "calendar.page.weekdayLetter.sun": "S",
  "calendar.page.weekdayLetter.mon": "M",
  "calendar.page.weekdayLetter.tue": "T",
  "calendar.page.weekdayLetter.wed": "W",
  "calendar.page.weekdayLetter.thu": "T",
  "calendar.page.weekdayLetter.fri": "F",
  "calendar.page.weekdayLetter.sat": "S",
  "calendar.page.weekdayName.sun": "Sunday",
  "calendar.page.weekdayName.mon": "Monday",
  "calendar.page.weekdayName.tue": "Tuesday",
  "calendar.page.weekdayName.wed": "Wednesday",
  "calendar.page.weekdayName.thu": "Thursday",
  "calendar.page.weekdayName.fri": "Friday",
  "calendar.page.weekdayName.sat": "Saturday",
  "calendar.page.downloadHeading": "Add the closures to your calendar",
  "calendar.page.downloadText":
    "A calendar file (.ics) with every closure of {year} and {nextYear}, for the calendar on your phone or computer. Nothing is sent to us when you use it.",
  "calendar.page.downloadLink": "Download the closures, {year} and {nextYear} (.ics)",
  "calendar.page.rulesHeading": "How the days are worked out",
  "calendar.page.rule.holidays": "The 11 federal holidays: post offices close and there is no regular delivery.",
  "calendar.page.rule.sunday": "A holiday on a Sunday: post offices close on the Monday after.",
  "calendar.page.rule.saturday":
    "A holiday on a Saturday: USPS closes that Saturday and delivers as usual on the Friday before, although federal offices close that Friday.",
  "calendar.page.rule.sundays":
    "Sundays: most post offices are closed and there is no regular delivery; some packages are delivered in some areas, and Priority Mail Express where that option is offered.",
  "calendar.page.rule.eves":
    "Christmas Eve, New Year's Eve and the day after Thanksgiving are normal days unless USPS announces otherwise.",

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
