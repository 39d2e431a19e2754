/**
 * Every rule the tracking reader's verdict and plan rest on, in one sourced table: its value, its
 * sources, how it was confirmed, the day it was checked and the day it must be checked again
 * (tests/unit/tracking-reader-rules.test.ts fails once a check-by day has passed).
 *
 * The shape is the facts table's (branch i36-facts, data/facts.ts and decision 021, not yet in
 * main when this was written), with the same ids where a fact is the same, so that these rows can
 * move there and the reader read them from it. Where sources disagree the reader takes the
 * cautious day and says so; a rule marked "the site's own" in `about` is ours, not a carrier's,
 * and its evidence says what it rests on.
 */
import type { Language } from "~/i18n/languages";

export type Wording = Readonly<Record<Language, string>>;

export type RuleValue =
  | { readonly kind: "days"; readonly days: number; readonly business?: boolean }
  | { readonly kind: "day-range"; readonly min: number; readonly max: number; readonly business?: boolean };

export interface RuleSource {
  readonly url: string;
  readonly title: Wording;
  /** The publisher's own page (USPS, its Inspector General, the Federal Register). */
  readonly official: boolean;
}

export interface ReaderRule {
  readonly about: string;
  readonly category: "period" | "rule";
  readonly value: RuleValue;
  /** The day it took effect, when the source says so. */
  readonly since?: string;
  /** Official first; a secondary copy only where no official page could be read, and said so. */
  readonly sources: readonly RuleSource[];
  readonly evidence: string;
  readonly checked: string;
  readonly checkBy: string;
}

const MISSING_MAIL_PAGE: RuleSource = {
  url: "https://www.usps.com/help/missing-mail.htm",
  title: { en: "USPS Missing Mail page", es: "página de USPS sobre correo extraviado" },
  official: true,
};
const MISSING_MAIL_FAQ: RuleSource = {
  url: "https://faq.usps.com/s/article/Missing-Mail-The-Basics",
  title: { en: "USPS FAQ: Missing Mail – The Basics", es: "preguntas frecuentes de USPS: correo extraviado" },
  official: true,
};
const CLAIMS_PAGE: RuleSource = {
  url: "https://www.usps.com/help/claims.htm",
  title: { en: "USPS claims page", es: "página de reclamos de USPS" },
  official: true,
};
const CLAIMS_RULE: RuleSource = {
  url: "https://www.federalregister.gov/d/2025-24094",
  title: {
    en: "USPS rule on claims for insured mail (Federal Register 2025-24094)",
    es: "norma de USPS sobre reclamos de correo asegurado (Federal Register 2025-24094)",
  },
  official: true,
};
const REDELIVERY_FAQ: RuleSource = {
  url: "https://faq.usps.com/articles/Knowledge/How-Redelivery-Service-Handles-Different-Mail-Types",
  title: {
    en: "USPS FAQ: How Redelivery handles different mail types",
    es: "preguntas frecuentes de USPS: cómo funciona la nueva entrega según el tipo de correo",
  },
  official: true,
};
const REDELIVERY_PAGE: RuleSource = {
  url: "https://tools.usps.com/redelivery.htm",
  title: { en: "USPS Redelivery page", es: "página de USPS para programar una nueva entrega" },
  official: true,
};
const HOLD_MAIL_PAGE: RuleSource = {
  url: "https://www.usps.com/manage/hold-mail.htm",
  title: { en: "USPS Hold Mail page", es: "página de USPS para retener el correo (Hold Mail)" },
  official: true,
};
const OIG_DELIVERY_SCANNING: RuleSource = {
  url: "https://www.uspsoig.gov/blog/delivery-scanning-issues/",
  title: {
    en: "USPS Office of Inspector General: Delivery Scanning Issues",
    es: "Oficina del Inspector General de USPS: problemas con los escaneos de entrega",
  },
  official: true,
};
/**
 * The Inspector General's audit "Package Tracking Messaging": its summary could only be read as
 * quoted in full by a postal-news site; the OIG's own report page was not found.
 */
export const OIG_TRACKING_MESSAGING: RuleSource = {
  url: "https://www.21cpw.com/usps-oig-report-package-tracking-messaging/",
  title: {
    en: "USPS Office of Inspector General, “Package Tracking Messaging” (audit summary, as quoted)",
    es: "Oficina del Inspector General de USPS, “Package Tracking Messaging” (resumen de la auditoría, citado)",
  },
  official: false,
};
const service = (path: string, en: string, es: string): RuleSource => ({
  url: `https://www.usps.com/ship/${path}`,
  title: { en, es },
  official: true,
});
const SERVICE_STANDARDS_RULE: RuleSource = {
  url: "https://www.federalregister.gov/d/2025-03168",
  title: {
    en: "USPS service standards (Federal Register 2025-03168)",
    es: "normas de servicio de USPS (Federal Register 2025-03168)",
  },
  official: true,
};

export const READER_RULES = {
  // ---------------------------------------------------------------------------------------------
  // When to ask USPS to look for it (docs/product.md §D9.4).
  "help-request-after-expected": {
    about:
      "USPS counts mail as missing once it was not delivered by its expected delivery date: the Help Request Form makes sense from the next delivery day.",
    category: "rule",
    value: { kind: "days", days: 1, business: true },
    sources: [MISSING_MAIL_FAQ, MISSING_MAIL_PAGE],
    evidence:
      'USPS FAQ "Missing Mail – The Basics" (article 000007968, read in a copy that quotes it whole): "Missing Mail is mail that has not been delivered by the expected delivery date. This applies to packages that are undelivered, lost, or late." The Missing Mail page asks for the Help Request Form first. Neither gives an earlier waiting time.',
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  "missing-mail-search-wait": {
    about:
      "After the Help Request Form, how long to wait before a Missing Mail search can be submitted (docs/product.md §D9.4).",
    category: "period",
    value: { kind: "days", days: 7, business: true },
    sources: [MISSING_MAIL_PAGE],
    evidence:
      'usps.com/help/missing-mail.htm, read in a copy of its text: "We recommend that you complete our online help request form before you start a missing mail search" and "If after 7 business days from when you submitted your online help request form your mail or package hasn\'t arrived, submit a Missing Mail search request". Same value as the facts table (branch i36-facts).',
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  "missing-mail-days-after-mailing": {
    about:
      "USPS's FAQ also says a Missing Mail search can be submitted when an item has been lost, late or missing for 7 days or more: the reader never gives a search date sooner than 7 days after mailing.",
    category: "period",
    value: { kind: "days", days: 7 },
    sources: [MISSING_MAIL_FAQ],
    evidence:
      'The same FAQ: "If it has been lost, late or missing for 7 days or more, you can: … Submit a Missing Mail search request". It disagrees with the Missing Mail page\'s "7 business days after the Help Request Form" only in where the count starts: the reader takes the later of the two days.',
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },

  // ---------------------------------------------------------------------------------------------
  // Claim windows, counted from the mailing day.
  "insured-claim-earliest": {
    about: "The earliest day after mailing to file a claim for a lost insured item (not Priority Mail Express).",
    category: "period",
    value: { kind: "days", days: 15 },
    since: "2026-01-18",
    sources: [CLAIMS_RULE, CLAIMS_PAGE],
    evidence:
      'The final rule "Claims Filing Date for Insured Mail" (90 FR 61328, December 31, 2025; effective January 18, 2026) amends DMM 609.1.4, "re-establishing the \'No Sooner Than\' filing date of 15 days", as read by the facts table\'s fact-check (branch i36-facts); not re-read here.',
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  "express-claim-earliest": {
    about: "The earliest day after mailing to file a claim for a lost Priority Mail Express item.",
    category: "period",
    value: { kind: "days", days: 7 },
    sources: [CLAIMS_PAGE],
    evidence:
      'Secondary: a quoted USPS claims summary ("Priority Mail Express: 7 to 60 days"), as in the facts table; the claims page and DMM 609 were not opened. Recheck it first.',
    checked: "2026-11-27",
    checkBy: "2027-05-27",
  },
  "claim-latest": {
    about: "The last day after mailing to file a claim for a lost item, insured or Priority Mail Express.",
    category: "period",
    value: { kind: "days", days: 60 },
    sources: [CLAIMS_PAGE],
    evidence:
      'Copies of USPS\'s claims summary: "Insured Mail 15 to 60 days"; "Priority Mail Express 7 to 60 days"; "Damaged or missing contents: File immediately, but no later than 60 days from the date of mailing". The 2026 rule changed only the earliest day.',
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },

  // ---------------------------------------------------------------------------------------------
  // How long a post office keeps what it could not deliver.
  "held-item-days": {
    about:
      "How long a Post Office keeps an item it could not deliver (a notice was left, or it is held for pickup) before returning it, counted from the first notice.",
    category: "period",
    value: { kind: "days", days: 15 },
    sources: [REDELIVERY_PAGE],
    evidence:
      'Secondary: several copies of USPS guidance ("held for 15 days after the first delivery attempt") and the Domestic Mail Manual as quoted in a court opinion ("it must be returned after 15 days, unless the sender specifies a lesser number"). DMM 508 itself was not opened. When the paste holds USPS\'s own reminder ("… before December 1"), the reader takes the day before that date if it is sooner.',
    checked: "2026-11-27",
    checkBy: "2027-05-27",
  },
  "express-held-item-days": {
    about: "How long a Post Office keeps a Priority Mail Express item it could not deliver.",
    category: "period",
    value: { kind: "days", days: 5 },
    sources: [REDELIVERY_FAQ],
    evidence:
      'USPS FAQ "How Redelivery Service Handles Different Mail Types" (read): "If you do not schedule a Redelivery by the close of business 5 calendar days from the first attempted delivery, the Priority Mail Express® item will be returned to the sender."',
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  "hold-mail-period": {
    about: "How long USPS Hold Mail can keep a household's mail: at least 3 days, at most 30.",
    category: "period",
    value: { kind: "day-range", min: 3, max: 30 },
    sources: [HOLD_MAIL_PAGE],
    evidence:
      'A copy of USPS\'s Hold Mail FAQ: "USPS Hold Mail requests must be for a minimum of 3 days and a maximum of 30 days". Same value as the facts table (branch i36-facts).',
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  "customer-hold-days": {
    about:
      "An item held at the customer's request: the reader shows the cautious 15 days of a held item, though a Hold Mail request may keep mail up to 30 days.",
    category: "period",
    value: { kind: "days", days: 15 },
    sources: [HOLD_MAIL_PAGE, REDELIVERY_PAGE],
    evidence:
      'Hold Mail: "a minimum of 3 days and a maximum of 30 days" (a copy of USPS\'s Hold Mail FAQ). A parcel held for pickup follows the 15 days of held-item-days. The paste does not say which: the sooner day is shown, and why.',
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },

  // ---------------------------------------------------------------------------------------------
  // Delivery times USPS publishes (service standards), in business days after mailing.
  "priority-mail-express-delivery-time": {
    about: "Priority Mail Express's published delivery time: overnight to 2 days for most addresses.",
    category: "period",
    value: { kind: "day-range", min: 1, max: 2, business: true },
    sources: [
      service(
        "priority-mail-express.htm",
        "USPS Priority Mail Express page",
        "página de Priority Mail Express de USPS",
      ),
    ],
    evidence:
      "usps.com's Priority Mail Express page as cited by the site's FAQ answers (fact-checked on 2026-11-24: 'overnight to 2 days for most addresses').",
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  "priority-mail-delivery-time": {
    about: "Priority Mail's published delivery time.",
    category: "period",
    value: { kind: "day-range", min: 1, max: 3, business: true },
    sources: [service("priority-mail.htm", "USPS Priority Mail page", "página de Priority Mail de USPS")],
    evidence: "usps.com's Priority Mail page as cited across the site's guides and the facts table.",
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  "ground-advantage-delivery-time": {
    about: "USPS Ground Advantage's published delivery time.",
    category: "period",
    value: { kind: "day-range", min: 2, max: 5, business: true },
    sources: [service("ground-advantage.htm", "USPS Ground Advantage page", "página de USPS Ground Advantage")],
    evidence: "usps.com's Ground Advantage page; 2–5 days, as the facts table and the site's FAQ answers state it.",
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  "first-class-mail-delivery-time": {
    about: "First-Class Mail's published delivery time (service standard).",
    category: "period",
    value: { kind: "day-range", min: 1, max: 5, business: true },
    since: "2025-07-01",
    sources: [SERVICE_STANDARDS_RULE],
    evidence:
      'The final rule "Service Standards for Market-Dominant Mail Products" (FR 2025-03168; in effect July 1, 2025), as in the facts table. Days exclude Sundays and federal holidays.',
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  "media-mail-delivery-time": {
    about: "Media Mail's published delivery time.",
    category: "period",
    value: { kind: "day-range", min: 2, max: 8, business: true },
    sources: [
      service("mail-shipping-services.htm", "USPS mail and shipping services", "servicios de correo y envío de USPS"),
    ],
    evidence:
      "The site's FAQ answer 'package in transit for a week' (reviewed 2026-11-24): 'Media Mail: usually 2-8 business days', from usps.com's comparison of services.",
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },

  // ---------------------------------------------------------------------------------------------
  // The site's own thresholds: USPS publishes none for these cases.
  "scan-gap-domestic": {
    about:
      "The site's own rule: a parcel inside the country with no physical scan for 5 business days is running late.",
    category: "rule",
    value: { kind: "days", days: 5, business: true },
    sources: [OIG_DELIVERY_SCANNING],
    evidence:
      "USPS publishes no limit for a parcel that stops being scanned. Five business days is the longest domestic standard most parcels travel under (USPS Ground Advantage and First-Class Mail, 1–5 days): a parcel silent that long has had more than a whole trip's time. The site's FAQ answer on 'In Transit to Next Facility' says 5 to 7 days; the earlier is taken. System lines do not count as scans (the Inspector General found they report expected movement, not a scan).",
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  "scan-gap-international": {
    about:
      "The site's own rule: an international item (a foreign post, an International Service Center, customs) with no physical scan for 10 business days is running late.",
    category: "rule",
    value: { kind: "days", days: 10, business: true },
    sources: [MISSING_MAIL_PAGE],
    evidence:
      "International legs and customs publish no standard. The site's FAQ answer on International Service Centers says 'a week or two there is not unusual' and to ask after two to three weeks; the reader takes the earliest end of that, two weeks of business days.",
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  "label-only-wait": {
    about:
      "The site's own rule: a label with no scan for 3 business days means asking the sender whether it was handed over.",
    category: "rule",
    value: { kind: "days", days: 3, business: true },
    sources: [MISSING_MAIL_PAGE],
    evidence:
      "A label is made by the sender; USPS has nothing to scan until the parcel is handed over. The site's FAQ answer 'What does Awaiting Item mean?' says to contact the sender if nothing changes after 2 or 3 business days; the reader takes 3 (the sender, not USPS, can act).",
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  "delivered-wait": {
    about:
      "The site's own rule: after a 'Delivered' scan that you cannot find, wait until the end of the next delivery day before asking USPS.",
    category: "rule",
    value: { kind: "days", days: 1, business: true },
    sources: [OIG_DELIVERY_SCANNING],
    evidence:
      "The Inspector General found carriers 'improperly scanning packages as \"delivered\" while still at their post office rather than at the delivery point': such a parcel often arrives the next delivery day. The site's FAQ answer on 'delivered but not received' gives the same wait.",
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
} as const satisfies Record<string, ReaderRule>;

export type RuleId = keyof typeof READER_RULES;

/** A rule's number of days (the larger end of a range). */
export function ruleDays(id: RuleId): number {
  const value: RuleValue = READER_RULES[id].value;
  return value.kind === "days" ? value.days : value.max;
}

/**
 * Where the status table's statements come from (statuses.ts): the Inspector General on which
 * tracking lines are system messages, and the site's own status answers.
 */
export const STATUS_SOURCES = {
  oigTrackingMessaging: {
    ...OIG_TRACKING_MESSAGING,
    says: "Messages for 318 of 500 audited packages (64 percent) did not accurately reflect the location, time or date; 163 showed 'Out for Delivery' while still at the post office; the Postal Service's programming reports anticipated movement: 'a system-generated message is utilized to identify the next step in a sequence of events'.",
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  oigDeliveryScanning: {
    ...OIG_DELIVERY_SCANNING,
    says: "Carriers were found scanning packages as delivered while still at their post office.",
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
} as const;
