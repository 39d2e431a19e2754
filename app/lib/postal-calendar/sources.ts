import type { CivilDate } from "~/lib/postal-calendar/civil-date";

/**
 * Where each rule of the postal calendar comes from. Every rule and every hand-kept day names one
 * or more of these; each says what the calendar takes from it, how it was seen, when it was
 * checked and when it must be checked again (tests/unit/postal-calendar-sources.test.ts fails
 * once a check-by date has passed, as the guides' review dates do: docs/product.md §D9.3).
 */
export interface CalendarSource {
  url: string;
  title: string;
  /** What the calendar relies on it for, in a sentence. */
  says: string;
  /**
   * How it was seen: `read` the page itself (a stored copy); `quoted` its words as quoted by
   * another public page; `reported` by the press, quoting USPS. Only `read` is first-hand.
   */
  seen: "read" | "quoted" | "reported";
  checked: CivilDate;
  /** No later than REVIEW_MAX_AGE_DAYS after `checked`; sooner where USPS will publish news. */
  checkBy: CivilDate;
}

export const SOURCES = {
  federalHolidays: {
    url: "https://www.law.cornell.edu/uscode/text/5/6103",
    title: "5 U.S.C. 6103, Holidays",
    says:
      "The 11 legal public holidays and their dates; (b) moves a Saturday holiday to the Friday before for " +
      "employees' pay and leave; (c) makes Inauguration Day a holiday only for employees in the Washington, " +
      "D.C., area.",
    seen: "quoted",
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  sundayRule: {
    url: "https://www.opm.gov/policy-data-oversight/pay-leave/federal-holidays/",
    title: "OPM, Federal Holidays (citing Executive Order 11582, section 3(a))",
    says:
      "If a holiday falls on a Sunday, for most federal employees the following Monday is treated as the " +
      "holiday; if on a Saturday, the preceding Friday, for pay and leave purposes.",
    seen: "quoted",
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  uspsHolidayLeave: {
    url: "https://about.usps.com/manuals/elm/html/elmc5_008.htm",
    title: "USPS Employee and Labor Relations Manual, 518 Holiday Leave",
    says:
      "The 11 holidays USPS observes; a Sunday holiday is observed the Monday after; a Saturday holiday is " +
      "observed the Friday before as employees' holiday leave (not as a closing day).",
    seen: "read",
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  uspsHolidays2026: {
    url: "https://about.usps.com/newsroom/events/",
    title: "USPS, Holidays & events: 2026 holidays",
    says:
      "The 2026 postal holidays, Independence Day listed on Saturday, July 4, with the note that for some USPS " +
      "employees the preceding Friday is treated as a holiday for pay and leave.",
    seen: "read",
    checked: "2026-11-27",
    // USPS lists the coming year's holidays on this page: read 2027's as soon as it is there.
    checkBy: "2027-01-31",
  },
  uspsIndependenceDay2026: {
    url: "https://about.usps.com/newsroom/national-releases/2026/0626-usps-will-be-closed-in-observance-of-independence-day-july-4.htm",
    title: "USPS news release, June 26, 2026: closed in observance of Independence Day, July 4",
    says:
      'Post offices closed and no regular delivery on Saturday, July 4, 2026; "Post Offices will be open, and ' +
      'deliveries will occur as normal on Friday, July 3".',
    seen: "quoted",
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  uspsVeteransDay2023: {
    url: "https://www.today.com/life/holidays/is-the-post-office-open-on-veterans-day-2023-rcna123226",
    title: "Today, November 10, 2023, quoting USPS spokesperson Albert Ruiz",
    says:
      '"We will have normal Post Office operations on Friday, Nov. 10, including mail delivery and retail ' +
      'services. In observance of Veterans Day, Post Offices will be closed on Saturday, Nov. 11."',
    seen: "reported",
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  uspsSundayHolidays2022: {
    url: "http://www.on-radio.com/index.php/2-newsdesk/3423-postal-service-closed-monday-dec-26-and-monday-jan-2",
    title: "USPS release, December 2022 (reprinted): closed Monday, Dec. 26, and Monday, Jan. 2",
    says:
      "Christmas and New Year's Day on Sundays: post offices closed and no deliveries on the Mondays after, " +
      "except Priority Mail Express, delivered 365 days a year in select locations for an additional fee.",
    seen: "quoted",
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  uspsJuneteenth2022: {
    url: "https://readthereporter.com/post-offices-to-close-june-20-in-observance-of-juneteenth",
    title: "USPS release, June 2022 (reprinted): post offices to close June 20 for Juneteenth",
    says:
      "2022 was USPS's first observance of Juneteenth (June 19 on a Sunday, observed Monday, June 20; offices " +
      "open as usual on Saturday, June 18). In 2021 the law came two days before and USPS stayed open.",
    seen: "quoted",
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  priorityMailExpressHolidays: {
    url: "https://about.usps.com/newsroom/local-releases/ca/2024/0704-postal-service-schedule-for-independence-day.htm",
    title: "USPS local release, July 4, 2024: Postal Service schedule for Independence Day",
    says:
      "No regular mail service on the holiday; Priority Mail Express is delivered 365 days a year, holidays " +
      "included.",
    seen: "read",
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  sundayPackages: {
    url: "https://www.wyomingnews.com/news/local_news/usps-send-packages-early-this-holiday-season/article_3ed0fae2-e2a7-5a70-81d7-2118316f5248.html",
    title: "USPS holiday announcement, November 2020, as reported: Sunday delivery in high-volume areas",
    says:
      '"USPS already delivers packages on Sundays in most major cities" and widens Sunday delivery to areas with ' +
      "high package volumes in the peak season; regular mail is not delivered on Sundays.",
    seen: "reported",
    checked: "2026-11-27",
    // The Amazon agreement of April 2026 may change Sunday package delivery: look again within the year.
    checkBy: "2027-05-27",
  },
  carterMourning: {
    url: "https://www.usps.com/national-day-of-mourning/welcome.htm",
    title: "USPS, National Day of Mourning Observed: USPS Limits Service Thursday, January 9, 2025",
    says:
      "All Post Office locations closed, regular mail not delivered, package delivery limited, in honor of " +
      "President Jimmy Carter.",
    seen: "read",
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  christmas2025Order: {
    url: "https://onewirenews.com/what-donald-trumps-christmas-holiday-order-means-for-your-mail",
    title:
      "Executive Order 14371 of December 18, 2025, and what USPS said of it, as reported (Newsweek's text; " +
      "Fortune said the same)",
    says:
      "Executive agencies closed on December 24 and 26, 2025. USPS, an independent establishment, kept post " +
      "offices open and delivered regular mail and Priority Mail Express on both days (USPS statement as " +
      "reported; no USPS page was found).",
    seen: "reported",
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
} as const satisfies Record<string, CalendarSource>;

export type SourceId = keyof typeof SOURCES;
