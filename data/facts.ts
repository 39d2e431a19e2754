/**
 * The facts table: every time-sensitive fact the site states (prices, fees, limits, waiting
 * periods, claim windows, hold periods, short codes), each with its value, its sources, the day it
 * was checked and the day it must be checked again. Pages never write these values themselves:
 * markdown says `{{fact:forever-stamp-price}}` (value, "as of" date and source link) or
 * `{{fact:forever-stamp-price|value}}`, and code calls `factText("forever-stamp-price", language)`
 * (app/lib/facts/facts.ts; docs/decisions/021-facts-table.md).
 *
 * To change a fact: check it against its first (official) source, update `value`, `since`,
 * `evidence`, `checked` (today) and `checkBy` (prices: within 6 months or at the next announced
 * price change; anything else: within 12 months). tests/unit/facts.test.ts fails the day a
 * `checkBy` passes. To add one: a kebab-case id, an official first source on a host the site may
 * link (app/lib/help-centre/link-rules.ts), and what was and was not read in `evidence`.
 */
import type { Fact } from "~/lib/facts/fact-types";

// Sources shared by the facts the sweep moved out of the pages (the table's last section).
const FORWARD_MAIL_PAGE = {
  url: "https://www.usps.com/manage/forward.htm",
  title: { en: "USPS mail forwarding page", es: "página de USPS sobre el reenvío del correo" },
  official: true,
} as const;

const MOVERS_GUIDE = {
  url: "https://moversguide.usps.com/",
  title: { en: "USPS Movers Guide", es: "USPS Movers Guide (cambio de dirección)" },
  official: true,
} as const;

const USPS_TRACKING = {
  url: "https://tools.usps.com/go/TrackConfirmAction",
  title: { en: "USPS Tracking", es: "USPS Tracking (rastreo de USPS)" },
  official: true,
} as const;

const REFUNDS_PAGE = {
  url: "https://www.usps.com/help/refunds.htm",
  title: { en: "USPS refunds page", es: "página de reembolsos de USPS" },
  official: true,
} as const;

const DMM_604 = {
  url: "https://pe.usps.com/text/dmm300/604.htm",
  title: { en: "Domestic Mail Manual 604 (refunds)", es: "Domestic Mail Manual 604 (reembolsos)" },
  official: true,
} as const;

const USPS_ASSESSMENTS = {
  url: "https://about.usps.com/careers/how-to-apply/assessments.htm",
  title: { en: "USPS Careers: assessments", es: "USPS Careers: evaluaciones" },
  official: true,
} as const;

/**
 * The Inspector General's audit that states USPS's goal for its city carriers' return time. The
 * site's link rules do not list uspsoig.gov or oversight.gov, so pages name it without a link.
 */
const OIG_CARRIERS_REPORT = {
  url: "https://www.oversight.gov/report/usps/city-carriers-returning-after-6-pm-%E2%80%93-south-florida-district",
  title: {
    en: "USPS Office of Inspector General, audit report DR-AR-18-006",
    es: "Oficina del Inspector General de USPS, informe de auditoría DR-AR-18-006",
  },
  official: true,
  linkable: false,
} as const;

/**
 * USPS's comparison of its services, with each one's delivery time: the first source of the
 * domestic delivery times that have no "since", so that one dated statement on a page dates them all.
 */
const MAIL_SHIPPING_SERVICES_PAGE = {
  url: "https://www.usps.com/ship/mail-shipping-services.htm",
  title: { en: "USPS mail and shipping services", es: "servicios de correo y envío de USPS" },
  official: true,
} as const;

const PRIORITY_MAIL_EXPRESS_PAGE = {
  url: "https://www.usps.com/ship/priority-mail-express.htm",
  title: { en: "USPS Priority Mail Express page", es: "página de Priority Mail Express de USPS" },
  official: true,
} as const;

/** Notice 123, USPS's price list; the July 12, 2026 price change is the one in effect. */
const NOTICE_123 = {
  url: "https://pe.usps.com/text/dmm300/Notice123.htm",
  title: { en: "USPS price list (Notice 123)", es: "lista de precios de USPS (Notice 123)" },
  official: true,
} as const;

/**
 * How the July 2026 prices were confirmed: Notice 123 itself cannot be opened from where this table
 * is kept, so each figure was read in public copies that quote it and that agree with one another.
 */
const JULY_2026_EVIDENCE =
  "Notice 123 could not be opened here. Public repositories that quote it agree: a research file that read it on 2026-09-30 (stamped letters $0.82 / 1 oz, $1.11 / 2 oz, $1.40 / 3 oz; nonmachinable surcharge $0.49; large envelope $1.69 / 1 oz; Signature Confirmation $4.15 electronic, $5.15 retail), a parser that checks the July 2026 Notice 123 PDF against USPS's own spreadsheet and asserts \"Effective July 12, 2026\", and a letter-postage table (82¢ first ounce, 29¢ each added ounce, 49¢ nonmachinable) citing Notice 123.";

const TEXT_TRACKING_FAQ = {
  url: "https://www.usps.com/text-tracking/welcome.htm",
  title: { en: "USPS Text Tracking FAQs", es: "preguntas frecuentes de USPS sobre el rastreo por mensaje de texto" },
  official: true,
} as const;

const MISSING_MAIL_PAGE = {
  url: "https://www.usps.com/help/missing-mail.htm",
  title: { en: "USPS Missing Mail page", es: "página de USPS sobre correo extraviado" },
  official: true,
} as const;

const HOLD_MAIL_PAGE = {
  url: "https://www.usps.com/manage/hold-mail.htm",
  title: { en: "USPS Hold Mail page", es: "página de USPS para retener el correo (Hold Mail)" },
  official: true,
} as const;

const CLAIMS_PAGE = {
  url: "https://www.usps.com/help/claims.htm",
  title: { en: "USPS claims page", es: "página de reclamos de USPS" },
  official: true,
} as const;

export const FACTS = {
  // ----------------------------------------------------------------------------------------
  // Prices since the July 12, 2026 price change.
  "forever-stamp-price": {
    about: "The price of a First-Class Mail Forever stamp: a 1-ounce stamped letter within the U.S.",
    category: "price",
    value: { kind: "money", cents: 82 },
    since: "2026-07-12",
    sources: [NOTICE_123],
    evidence: `The Forever stamp is sold at the 1-ounce stamped-letter price. ${JULY_2026_EVIDENCE}`,
    checked: "2026-11-27",
    checkBy: "2027-05-27",
  },
  "book-of-stamps-price": {
    about: "A book (booklet or sheet) of 20 Forever stamps: 20 times the Forever stamp price.",
    category: "price",
    value: { kind: "money", cents: 1640 },
    since: "2026-07-12",
    sources: [NOTICE_123],
    evidence:
      "Computed: 20 × the Forever stamp (82¢). tests/unit/facts.test.ts keeps it equal to 20 × forever-stamp-price.",
    checked: "2026-11-27",
    checkBy: "2027-05-27",
  },
  "letter-additional-ounce-price": {
    about: "Each added ounce of a stamped First-Class Mail letter (letters go up to 3.5 ounces).",
    category: "price",
    value: { kind: "money", cents: 29 },
    since: "2026-07-12",
    sources: [NOTICE_123],
    evidence: `2 oz $1.11 − 1 oz $0.82 = $0.29, and the letter-postage table's 29¢. ${JULY_2026_EVIDENCE}`,
    checked: "2026-11-27",
    checkBy: "2027-05-27",
  },
  "nonmachinable-surcharge": {
    about: "The extra postage on a letter that cannot go through the machines (square, rigid, lumpy).",
    category: "price",
    value: { kind: "money", cents: 49 },
    since: "2026-07-12",
    sources: [NOTICE_123],
    evidence: JULY_2026_EVIDENCE,
    checked: "2026-11-27",
    checkBy: "2027-05-27",
  },
  "large-envelope-price": {
    about: "A First-Class Mail large envelope (flat) of up to 1 ounce, stamped, retail.",
    category: "price",
    value: { kind: "money", cents: 169 },
    since: "2026-07-12",
    sources: [NOTICE_123],
    evidence: `The research file's "First-Class large envelope (flat), 1 oz / 4 oz: $1.69 / $2.56, not zoned". ${JULY_2026_EVIDENCE}`,
    checked: "2026-11-27",
    checkBy: "2027-05-27",
  },
  "large-envelope-additional-ounce-price": {
    about: "Each added ounce of a First-Class Mail large envelope (flats go up to 13 ounces).",
    category: "price",
    value: { kind: "money", cents: 29 },
    since: "2026-07-12",
    sources: [NOTICE_123],
    evidence: `Computed from the research file's 1 oz $1.69 and 4 oz $2.56: ($2.56 − $1.69) / 3 = $0.29. ${JULY_2026_EVIDENCE}`,
    checked: "2026-11-27",
    checkBy: "2027-05-27",
  },
  "certified-mail-fee": {
    about: "The Certified Mail fee, added to the postage.",
    category: "price",
    value: { kind: "money", cents: 555 },
    since: "2026-07-12",
    sources: [NOTICE_123],
    evidence:
      'Notice 123 could not be opened here. A public repository that read it on 2026-10-01 records "USPS Certified Mail fee (Notice 123, prices effective 2026-07-12)" as $5.55, beside the $0.82 stamped letter that the other copies confirm. No second copy of this fee was found: recheck it first.',
    checked: "2026-11-27",
    checkBy: "2027-05-27",
  },
  "return-receipt-fee-mail": {
    about: "A Return Receipt sent back by mail (the green card, PS Form 3811).",
    category: "price",
    value: { kind: "money", cents: 465 },
    since: "2026-07-12",
    sources: [NOTICE_123],
    evidence:
      'The same repository as certified-mail-fee (read 2026-10-01): "optional return receipt ($2.91 electronic / $4.65 mail)". One copy only: recheck it first.',
    checked: "2026-11-27",
    checkBy: "2027-05-27",
  },
  "return-receipt-fee-electronic": {
    about: "A Return Receipt sent by e-mail (electronic).",
    category: "price",
    value: { kind: "money", cents: 291 },
    since: "2026-07-12",
    sources: [NOTICE_123],
    evidence: "As return-receipt-fee-mail.",
    checked: "2026-11-27",
    checkBy: "2027-05-27",
  },
  "signature-confirmation-fee-online": {
    about: "Signature Confirmation bought with an online (electronic) label.",
    category: "price",
    value: { kind: "money", cents: 415 },
    since: "2026-07-12",
    sources: [NOTICE_123],
    // A shipping extra service: shipping prices have changed each January, so the check comes sooner.
    evidence: `The research file's "Signature Confirmation on Ground Advantage $4.15 electronic, $5.15 retail". ${JULY_2026_EVIDENCE}`,
    checked: "2026-11-27",
    checkBy: "2027-01-17",
  },
  "signature-confirmation-fee-counter": {
    about: "Signature Confirmation bought at the Post Office counter (retail).",
    category: "price",
    value: { kind: "money", cents: 515 },
    since: "2026-07-12",
    sources: [NOTICE_123],
    evidence: "As signature-confirmation-fee-online.",
    checked: "2026-11-27",
    checkBy: "2027-01-17",
  },

  // ----------------------------------------------------------------------------------------
  // Past prices and the rule on how often stamp prices may change.
  "forever-stamp-price-july-2025": {
    about: "The Forever stamp price from July 13, 2025 until the July 12, 2026 change (it was 73¢ before).",
    category: "history",
    value: { kind: "money", cents: 78 },
    since: "2025-07-13",
    sources: [
      {
        url: "https://news.usps.com/2025/07/14/usps-adjusts-prices/",
        title: { en: "USPS news release of July 14, 2025", es: "comunicado de USPS del 14 de julio de 2025" },
        official: true,
      },
    ],
    evidence:
      'The USPS Link release of 2025-07-14 ("from 73 cents to 78 cents"), as cited by the fact-check of 2026-11-27; press reports of the PRC-approved prices agree. USPS then made no stamp change in January 2026 (news.usps.com, 2025-09-24).',
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  "global-forever-stamp-price-july-2025": {
    about:
      "The Global Forever stamp (a 1-ounce letter to any country) from July 13, 2025; whether it changed on July 12, 2026 is not confirmed.",
    category: "history",
    value: { kind: "money", cents: 170 },
    since: "2025-07-13",
    sources: [
      {
        url: "https://news.usps.com/2025/07/14/usps-adjusts-prices/",
        title: { en: "USPS news release of July 14, 2025", es: "comunicado de USPS del 14 de julio de 2025" },
        official: true,
      },
    ],
    evidence:
      "Press reports of the PRC-approved July 13, 2025 prices (international letters and postcards $1.65 to $1.70), cited by the fact-check of 2026-11-27 with the USPS release. No copy of the July 2026 Notice 123 read here gives the international price.",
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  "stamp-price-change-limit": {
    about: "How often USPS may raise stamp and other mailing (market-dominant) prices.",
    category: "rule",
    value: {
      kind: "text",
      text: {
        en: "once per fiscal year, through September 30, 2030",
        es: "una vez por año fiscal, hasta el 30 de septiembre de 2030",
      },
    },
    since: "2026-03-01",
    sources: [
      {
        url: "https://www.federalregister.gov/d/2026-00871",
        title: {
          en: "Postal Regulatory Commission rule (Federal Register 2026-00871)",
          es: "norma de la Comisión Reguladora Postal (Federal Register 2026-00871)",
        },
        official: true,
      },
    ],
    evidence:
      'The PRC final rule (Order No. 9426, FR doc 2026-00871, January 16, 2026), read in summaries that quote it: "restrict the Postal Service from increasing rates above the de minimis threshold for Market Dominant products more than once per fiscal year (through fiscal year 2030)", from March 1, 2026 (valueaddedresource.net; Federal News Network, January 15, 2026).',
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },

  // ----------------------------------------------------------------------------------------
  // Limits.
  "money-order-domestic-max": {
    about: "The most one domestic USPS money order can be for.",
    category: "limit",
    value: { kind: "money", cents: 100_000 },
    sources: [
      {
        url: "https://www.usps.com/shop/money-orders.htm",
        title: { en: "USPS money orders page", es: "página de giros postales de USPS" },
        official: true,
      },
    ],
    evidence:
      'Stored copies of the USPS money orders page: "You can send up to $1,000 in a single order anywhere in the United States"; "Domestic money orders cannot be more than $1,000". The issuing fees on that page could not be confirmed for late 2026 (copies and third-party pages disagree), so the table holds no fee.',
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  "money-order-fee-tier-max": {
    about: "Money orders up to this amount carry USPS's lower issuing fee; above it, up to the maximum, a higher one.",
    category: "limit",
    value: { kind: "money", cents: 50_000 },
    sources: [
      {
        url: "https://www.usps.com/shop/money-orders.htm",
        title: { en: "USPS money orders page", es: "página de giros postales de USPS" },
        official: true,
      },
    ],
    evidence:
      'Stored copies of the USPS money orders page list the fees in two bands, "$0.01 to $500.00" and "$500.01 to $1,000.00". The fee amounts themselves are not confirmed for late 2026.',
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  "gift-exemption-value": {
    about: "Bona fide gifts sent to a person in the U.S. stay duty-free up to this value (the end of de minimis kept it).",
    category: "limit",
    value: { kind: "money", cents: 10_000 },
    sources: [
      {
        url: "https://www.ecfr.gov/current/title-19/chapter-I/part-145/subpart-C/section-145.32",
        title: { en: "19 CFR 145.32, bona fide gifts", es: "19 CFR 145.32, regalos de buena fe" },
        official: true,
      },
    ],
    evidence:
      "19 CFR 145.32 ($100; $200 from the U.S. Virgin Islands, Guam and American Samoa), cited by the fact-check of 2026-11-27; summaries of Executive Order 14324 say the exemptions of 19 U.S.C. 1321(a)(2)(A) and (B), gifts included, remain. Nothing found removed it after February 2026.",
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },

  // ----------------------------------------------------------------------------------------
  // Waiting periods, claim windows and hold periods (the tracking reader's plan dates).
  "hold-mail-period": {
    about: "How long USPS Hold Mail can keep a household's mail: at least 3 days, at most 30.",
    category: "period",
    value: { kind: "day-range", min: 3, max: 30 },
    sources: [
      {
        url: "https://www.usps.com/manage/hold-mail.htm",
        title: { en: "USPS Hold Mail page", es: "página de USPS para retener el correo (Hold Mail)" },
        official: true,
      },
    ],
    evidence:
      'A copy of USPS\'s Hold Mail FAQ: "USPS Hold Mail requests must be for a minimum of 3 days and a maximum of 30 days"; confirmed by the fact-check of 2026-11-27.',
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  "missing-mail-search-wait": {
    about:
      "After the Help Request Form, how long to wait before a Missing Mail search can be submitted (docs/product.md §D9.4).",
    category: "period",
    value: { kind: "days", days: 7, business: true },
    sources: [
      {
        url: "https://www.usps.com/help/missing-mail.htm",
        title: { en: "USPS Missing Mail page", es: "página de USPS sobre correo extraviado" },
        official: true,
      },
    ],
    evidence:
      "usps.com/help/missing-mail.htm (read by the fact-check of 2026-11-27): a Help Request Form first, then a Missing Mail search when the item still has not arrived 7 business days later. The page gives no waiting time before the Help Request Form itself.",
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  "insured-claim-earliest": {
    about: "The earliest day after mailing to file a claim for a lost insured item (not Priority Mail Express).",
    category: "period",
    value: { kind: "days", days: 15 },
    since: "2026-01-18",
    sources: [
      {
        url: "https://www.federalregister.gov/d/2025-24094",
        title: {
          en: "USPS rule on claims for insured mail (Federal Register 2025-24094)",
          es: "norma de USPS sobre reclamos de correo asegurado (Federal Register 2025-24094)",
        },
        official: true,
      },
      CLAIMS_PAGE,
    ],
    evidence:
      'The final rule "Claims Filing Date for Insured Mail" (90 FR 61328, December 31, 2025; effective January 18, 2026), read in a stored copy of its text: it amends DMM 609.1.4, "re-establishing the \'No Sooner Than\' filing date of 15 days for filing insured mail claims".',
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  "express-claim-earliest": {
    about: "The earliest day after mailing to file a claim for a lost Priority Mail Express item.",
    category: "period",
    value: { kind: "days", days: 7 },
    sources: [CLAIMS_PAGE],
    evidence:
      'Secondary: a quoted USPS claims summary ("Priority Mail Express: 7 to 60 days"); the usps.com claims page and DMM 609 were not opened here. Recheck it first.',
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  "claim-latest": {
    about:
      "The last day after mailing to file a claim, for a lost item or for damage or missing contents (damage: file at once).",
    category: "period",
    value: { kind: "days", days: 60 },
    sources: [CLAIMS_PAGE],
    evidence:
      'Copies of USPS\'s claims summary: "Damaged or missing contents: File immediately, but no later than 60 days from the date of mailing"; "Insured Mail 15 to 60 days"; "Priority Mail Express 7 to 60 days". The 2026 rule changed only the earliest day.',
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  "held-item-days": {
    about:
      "How long a Post Office keeps an item it could not deliver (a notice was left) before returning it to the sender, counted from the first attempt.",
    category: "period",
    value: { kind: "days", days: 15 },
    sources: [
      {
        url: "https://tools.usps.com/redelivery.htm",
        title: { en: "USPS Redelivery page", es: "página de USPS para programar una nueva entrega" },
        official: true,
      },
    ],
    evidence:
      'Secondary: several copies of USPS guidance ("held for 15 days after the first delivery attempt"; "Accountable Mail is returned to the sender after 15 days"). DMM 508 (pe.usps.com) was not opened. Recheck it first.',
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  "express-held-item-days": {
    about: "How long a Post Office keeps a Priority Mail Express item it could not deliver.",
    category: "period",
    value: { kind: "days", days: 5 },
    sources: [
      {
        url: "https://tools.usps.com/redelivery.htm",
        title: { en: "USPS Redelivery page", es: "página de USPS para programar una nueva entrega" },
        official: true,
      },
    ],
    evidence:
      'Secondary: copies of USPS guidance ("A package sent via Priority Mail Express is held for 5 days from the initial delivery attempt"). DMM 508 was not opened. Recheck it first.',
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  "tracking-history-days": {
    about: "How long USPS Tracking shows an item's history without Tracking Plus.",
    category: "period",
    value: { kind: "days", days: 120 },
    sources: [
      {
        url: "https://faq.usps.com/s/article/USPS-Tracking-Plus-The-Basics",
        title: { en: "USPS FAQ: USPS Tracking Plus", es: "preguntas frecuentes de USPS: USPS Tracking Plus" },
        official: true,
      },
    ],
    evidence:
      'faq.usps.com "USPS Tracking Plus – The Basics", read by the fact-check of 2026-11-27: 120 days of tracking history, 2 years for items signed for, 6 months to 10 years with Tracking Plus.',
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },

  "customer-hold-days": {
    about:
      "An item held at the customer's request (Hold For Pickup, a redelivery set to pickup): the tracking reader shows the 15 days of a held item, the cautious end, though a Hold Mail request may keep mail up to 30.",
    category: "period",
    value: { kind: "days", days: 15 },
    sources: [
      {
        url: "https://tools.usps.com/redelivery.htm",
        title: { en: "USPS Redelivery page", es: "página de USPS para programar una nueva entrega" },
        official: true,
      },
      HOLD_MAIL_PAGE,
    ],
    evidence:
      "A tracking history's 'Held at Post Office, At Customer Request' does not say whether Hold Mail (up to 30 days, hold-mail-period) or a parcel held for pickup (15 days, held-item-days) is meant: the sooner day is shown, and the page says why.",
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  "help-request-after-expected": {
    about:
      "USPS counts mail as missing once it was not delivered by its expected delivery day: the Help Request Form makes sense from the next delivery day.",
    category: "rule",
    value: { kind: "days", days: 1, business: true },
    sources: [
      MISSING_MAIL_PAGE,
      {
        url: "https://faq.usps.com/s/article/Missing-Mail-The-Basics",
        title: { en: "USPS FAQ: Missing Mail – The Basics", es: "preguntas frecuentes de USPS: correo extraviado" },
        official: true,
      },
    ],
    evidence:
      'USPS FAQ "Missing Mail – The Basics" (article 000007968, read in a copy that quotes it whole): "Missing Mail is mail that has not been delivered by the expected delivery date. This applies to packages that are undelivered, lost, or late." The Missing Mail page asks for the Help Request Form first and gives no earlier waiting time.',
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  "missing-mail-days-after-mailing": {
    about:
      "USPS's FAQ also says a Missing Mail search can be submitted when an item has been lost, late or missing for 7 days or more: the tracking reader never gives a search day sooner than 7 days after mailing.",
    category: "period",
    value: { kind: "days", days: 7 },
    sources: [
      {
        url: "https://faq.usps.com/s/article/Missing-Mail-The-Basics",
        title: { en: "USPS FAQ: Missing Mail – The Basics", es: "preguntas frecuentes de USPS: correo extraviado" },
        official: true,
      },
    ],
    evidence:
      'The same FAQ: "If it has been lost, late or missing for 7 days or more, you can: … Submit a Missing Mail search request". It differs from missing-mail-search-wait (7 business days after the Help Request Form) only in where the count starts: the reader takes the later of the two days.',
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },

  // ----------------------------------------------------------------------------------------
  // The tracking reader's own thresholds: USPS publishes none for these cases. Each says what it rests on.
  "scan-gap-domestic": {
    about:
      "The site's own rule: a parcel inside the country with no physical scan for 5 business days is running late.",
    category: "rule",
    value: { kind: "days", days: 5, business: true },
    sources: [
      MISSING_MAIL_PAGE,
      {
        url: "https://www.21cpw.com/usps-oig-report-package-tracking-messaging/",
        title: {
          en: "USPS Office of Inspector General, “Package Tracking Messaging” (audit summary, as quoted)",
          es: "Oficina del Inspector General de USPS, “Package Tracking Messaging” (resumen de la auditoría, citado)",
        },
        official: false,
      },
    ],
    evidence:
      "USPS publishes no limit for a parcel that stops being scanned. Five business days is the longest domestic standard most parcels travel under (USPS Ground Advantage and First-Class Mail, 1–5 days): a parcel silent that long has had more than a whole trip's time. The site's FAQ answer on 'In Transit to Next Facility' says 5 to 7 days; the earlier is taken. System lines do not count as scans: the Inspector General found they report expected movement, not a scan.",
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  "scan-gap-international": {
    about:
      "The site's own rule: an international item (a foreign post, an International Service Center, customs) with no physical scan for 10 business days is running late.",
    category: "rule",
    value: { kind: "days", days: 10, business: true },
    sources: [
      {
        url: "https://www.usps.com/international/",
        title: { en: "USPS international mail", es: "correo internacional de USPS" },
        official: true,
      },
    ],
    evidence:
      "International legs and customs publish no standard. The site's FAQ answer on International Service Centers says a week or two there is not unusual and to ask after two to three weeks; the reader takes the earliest end of that, two weeks of business days.",
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  "label-only-wait": {
    about:
      "The site's own rule: a label with no scan for 3 business days means asking the sender whether the parcel was handed over.",
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
      "The site's own rule: after a 'Delivered' scan for a parcel that cannot be found, wait until the end of the next delivery day before asking USPS.",
    category: "rule",
    value: { kind: "days", days: 1, business: true },
    sources: [
      MISSING_MAIL_PAGE,
      {
        url: "https://www.uspsoig.gov/blog/delivery-scanning-issues/",
        title: {
          en: "USPS Office of Inspector General: Delivery Scanning Issues",
          es: "Oficina del Inspector General de USPS: problemas con los escaneos de entrega",
        },
        official: true,
      },
    ],
    evidence:
      "The Inspector General (read) found carriers 'improperly scanning packages as \"delivered\" while still at their post office rather than at the delivery point': such a parcel often arrives the next delivery day. The site's FAQ answer on 'delivered but not received' gives the same wait.",
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },

  // ----------------------------------------------------------------------------------------
  // Delivery times USPS publishes (service standards).
  "first-class-mail-delivery-time": {
    about: "First-Class Mail's published delivery time (service standard).",
    category: "period",
    value: { kind: "day-range", min: 1, max: 5, business: true },
    since: "2025-07-01",
    sources: [
      {
        url: "https://www.federalregister.gov/d/2025-03168",
        title: {
          en: "USPS service standards (Federal Register 2025-03168)",
          es: "normas de servicio de USPS (Federal Register 2025-03168)",
        },
        official: true,
      },
    ],
    evidence:
      "The final rule \"Service Standards for Market-Dominant Mail Products\" (FR 2025-03168, February 28, 2025; part 121 effective July 1, 2025), stored at govinfo.gov; 1–5 days confirmed by the fact-check of 2026-11-27. Days exclude Sundays and federal holidays.",
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  "priority-mail-delivery-time": {
    about: "Priority Mail's published delivery time.",
    category: "period",
    value: { kind: "day-range", min: 1, max: 3, business: true },
    sources: [
      MAIL_SHIPPING_SERVICES_PAGE,
      {
        url: "https://www.usps.com/ship/priority-mail.htm",
        title: { en: "USPS Priority Mail page", es: "página de Priority Mail de USPS" },
        official: true,
      },
    ],
    evidence: "usps.com's Priority Mail page as cited across the site's guides; not reopened on 2026-11-27.",
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  "ground-advantage-delivery-time": {
    about: "USPS Ground Advantage's published delivery time.",
    category: "period",
    value: { kind: "day-range", min: 2, max: 5, business: true },
    sources: [
      MAIL_SHIPPING_SERVICES_PAGE,
      {
        url: "https://www.usps.com/ship/ground-advantage.htm",
        title: { en: "USPS Ground Advantage page", es: "página de USPS Ground Advantage" },
        official: true,
      },
    ],
    evidence:
      "usps.com's Ground Advantage page; 2–5 days unchanged by the 2025 service standards (confirmed by the fact-check of 2026-11-27).",
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },

  // ----------------------------------------------------------------------------------------
  // Short codes and what texting them does.
  "usps-text-tracking-short-code": {
    about: "The short code USPS Text Tracking uses (and the only one USPS texts tracking from).",
    category: "short-code",
    value: { kind: "short-code", code: "28777", spelled: "2USPS" },
    sources: [TEXT_TRACKING_FAQ],
    evidence: 'usps.com/text-tracking/welcome.htm: "Send a text to 28777 (2USPS) with your tracking number".',
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  "usps-text-tracking-reply": {
    about: "What texting a tracking number alone to 28777 brings back.",
    category: "rule",
    value: {
      kind: "text",
      text: {
        en: "one reply with the latest tracking information",
        es: "una sola respuesta con la información de rastreo más reciente",
      },
    },
    sources: [TEXT_TRACKING_FAQ],
    evidence:
      'usps.com/text-tracking/welcome.htm: "The text reply from USPS will be the latest tracking information for the item." The older usps.com/text-tracking/index-mobile.htm: "USPS will provide a single text response … If a user would like additional updates on that package, a subsequent request needs to be sent."',
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  "usps-text-tracking-update-keywords": {
    about: "The keywords to add after the tracking number for updates by text.",
    category: "rule",
    value: {
      kind: "text",
      text: {
        en: "AA (all past and future activity), AF (future activity only) or DND (each delivery or delivery attempt)",
        es: "AA (toda la actividad, pasada y futura), AF (solo la actividad futura) o DND (cada entrega o intento de entrega)",
      },
    },
    sources: [TEXT_TRACKING_FAQ],
    evidence:
      "usps.com/text-tracking/welcome.htm's keyword table (AA, AF, AP, DND, Delivery…, Stop); updates can also be requested on the USPS Tracking website, number by number.",
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  "spam-text-short-code": {
    about: "Where to forward a spam text so the mobile carrier can block the sender.",
    category: "short-code",
    value: { kind: "short-code", code: "7726", spelled: "SPAM" },
    sources: [
      {
        url: "https://consumer.ftc.gov/articles/how-recognize-and-report-spam-text-messages",
        title: { en: "FTC advice on spam texts", es: "consejos de la FTC sobre mensajes no deseados" },
        official: true,
      },
    ],
    evidence:
      'The FTC article, as quoted in stored copies: "Copy the message and forward it to 7726 (SPAM). This helps your wireless provider spot and block similar messages." The FTC page itself was not opened here.',
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },

  // ----------------------------------------------------------------------------------------
  // Services USPS does not charge for.
  "redelivery-price": {
    about: "What USPS charges to redeliver an item: nothing (a text asking for a fee is a scam).",
    category: "rule",
    value: { kind: "text", text: { en: "free", es: "gratis" } },
    sources: [
      {
        url: "https://www.uspis.gov/news/scam-article/smishing",
        title: { en: "U.S. Postal Inspection Service on fake texts", es: "Servicio de Inspección Postal sobre mensajes falsos" },
        official: true,
      },
    ],
    evidence:
      "The Postal Inspection Service's smishing page (read by the fact-check of 2026-11-27) and docs/product.md §D9.1: USPS does not charge for tracking, redelivery requests or address checks by text.",
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },

  // ----------------------------------------------------------------------------------------
  // Facts moved out of the pages by the sweep (2026-11-27)

  // Delivery times USPS publishes, beyond the three above.
  "priority-mail-express-delivery-time": {
    about:
      "Priority Mail Express's delivery guarantee: 1 to 3 days depending on the route, since April 1, 2025 (it was overnight to 2 days).",
    category: "period",
    value: { kind: "day-range", min: 1, max: 3 },
    since: "2025-04-01",
    sources: [
      PRIORITY_MAIL_EXPRESS_PAGE,
      {
        url: "https://www.uspsoig.gov/node/8709",
        title: {
          en: "USPS Office of Inspector General, report 25-056-R25",
          es: "Oficina del Inspector General de USPS, informe 25-056-R25",
        },
        official: true,
        linkable: false,
      },
    ],
    evidence:
      'The Inspector General\'s audit "Communication of Local Changes to Priority Mail Express Service" (report 25-056-R25, August 18, 2025), read in a stored copy: "on April 1, 2025, the Postal Service revised PME to a one-to-three-day service guarantee" because most offices under Local Transportation Optimization "can no longer offer PME with a next-day service guarantee". The usps.com page, which pages link, was not opened here; the receipt gives the date guaranteed for each item.',
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  "media-mail-delivery-time": {
    about: "Media Mail's published delivery time (books and recorded media, by ground).",
    category: "period",
    value: { kind: "day-range", min: 2, max: 8, business: true },
    sources: [MAIL_SHIPPING_SERVICES_PAGE],
    evidence:
      "usps.com's comparison of services, as quoted in copies (\"2–8 business days\"); the page itself was not opened here. The 2025 service-standard rule (FR 2025-03168) revised Package Services' standards, and whether usps.com's consumer figure changed with it was not confirmed: recheck it first.",
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  "priority-mail-international-delivery-time": {
    about: "Priority Mail International's published delivery time (customs can add to it).",
    category: "period",
    value: { kind: "day-range", min: 6, max: 10, business: true },
    sources: [
      {
        url: "https://www.usps.com/international/priority-mail-international.htm",
        title: { en: "USPS Priority Mail International page", es: "página de Priority Mail International de USPS" },
        official: true,
      },
    ],
    evidence:
      'Shipping-software help pages and guides that quote USPS ("approximately 6-10 business days"); the usps.com page was not opened here. Recheck it first.',
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  "priority-mail-express-international-delivery-time": {
    about: "Priority Mail Express International's published delivery time to most countries.",
    category: "period",
    value: { kind: "day-range", min: 3, max: 5, business: true },
    sources: [
      {
        url: "https://www.usps.com/international/priority-mail-express-international.htm",
        title: {
          en: "USPS Priority Mail Express International page",
          es: "página de Priority Mail Express International de USPS",
        },
        official: true,
      },
    ],
    evidence:
      "Copies that quote USPS (\"3–5 business days\"; a money-back guarantee to select countries). The usps.com page was not opened here. Recheck it first.",
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  "global-express-guaranteed-delivery-time": {
    about: "Global Express Guaranteed's delivery time (delivered abroad with FedEx, at participating post offices).",
    category: "period",
    value: { kind: "day-range", min: 1, max: 3, business: true },
    sources: [
      {
        url: "https://www.usps.com/international/gxg.htm",
        title: { en: "USPS Global Express Guaranteed page", es: "página de Global Express Guaranteed de USPS" },
        official: true,
      },
    ],
    evidence:
      "Copies that quote USPS (\"1-3 business days\", date-certain, delivered with FedEx). The fact-check of 2026-11-27 found no notice that GXG was changed or withdrawn in 2025–2026, and no 2026 USPS page confirming it either: recheck it first.",
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },

  // Hold Mail, beside hold-mail-period above.
  "hold-mail-advance-days": {
    about: "How far ahead a Hold Mail request can be made (from the next delivery day).",
    category: "period",
    value: { kind: "days", days: 30 },
    sources: [
      {
        url: "https://www.usps.com/manage/hold-mail.htm",
        title: { en: "USPS Hold Mail page", es: "página de USPS para retener el correo (Hold Mail)" },
        official: true,
      },
    ],
    evidence:
      'Copies of USPS\'s Hold Mail page and FAQ: a request can be made "up to 30 days in advance" or as early as the next scheduled delivery day. The page itself was not opened here; the fact-check of 2026-11-27 confirmed the 3-to-30-day hold beside it.',
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },

  // Change of address and mail forwarding.
  "forwarding-start-time": {
    about: "How long after the start date of a change of address forwarded mail begins to arrive.",
    category: "period",
    value: { kind: "day-range", min: 7, max: 10, business: true },
    sources: [FORWARD_MAIL_PAGE],
    evidence:
      'USPS\'s help page (an older stored copy, read by the fact-check of 2026-11-27): forwarding begins "7 to 10 Postal business days from the effective date on the COA card"; guides that quote USPS agree. The current usps.com wording was not opened here.',
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  "change-of-address-lead-time": {
    about: "How long before a move USPS suggests filing a change of address, so that forwarding is running on arrival.",
    category: "rule",
    value: { kind: "duration", amount: 2, unit: "week" },
    sources: [FORWARD_MAIL_PAGE],
    evidence:
      'USPS advice as quoted in copies ("it\'s best to allow up to two weeks"; "file at least 2 weeks before moving"), and consistent with forwarding-start-time (7 to 10 business days). No current USPS page was opened here.',
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  "first-class-forwarding-period": {
    about: "How long First-Class Mail (letters, bills, cards; Priority Mail too) is forwarded after a permanent change of address.",
    category: "period",
    value: { kind: "duration", amount: 12, unit: "month" },
    sources: [FORWARD_MAIL_PAGE],
    evidence:
      'Copies of USPS\'s forwarding rules: First-Class Mail, Priority Mail and Priority Mail Express "forwarded for 12 months at no charge"; months 13 to 18 returned to the sender with the new address. Confirmed by the fact-check of 2026-11-27 with the temporary-move limits.',
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  "periodicals-forwarding-period": {
    about: "How long periodicals (magazines, newspapers) are forwarded after a change of address.",
    category: "period",
    value: { kind: "days", days: 60 },
    sources: [FORWARD_MAIL_PAGE],
    evidence: 'Copies of USPS\'s forwarding rules: periodicals "forwarded for 60 days at no charge".',
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  "temporary-forwarding-minimum": {
    about: "The shortest temporary change of address.",
    category: "period",
    value: { kind: "duration", amount: 2, unit: "week" },
    sources: [MOVERS_GUIDE],
    evidence:
      "USPS's Movers Guide help on temporary moves, read by the fact-check of 2026-11-27: a minimum of two weeks, a maximum of six months, extendable to 12 months in total.",
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  "temporary-forwarding-first-maximum": {
    about: "The longest temporary change of address at first (it can then be extended).",
    category: "period",
    value: { kind: "duration", amount: 6, unit: "month" },
    sources: [MOVERS_GUIDE],
    evidence: "As temporary-forwarding-minimum.",
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  "temporary-forwarding-maximum": {
    about: "The longest a temporary change of address can run in total, with its extension.",
    category: "period",
    value: { kind: "duration", amount: 12, unit: "month" },
    sources: [MOVERS_GUIDE],
    evidence: "As temporary-forwarding-minimum.",
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },

  // Tracking.
  "first-scan-hours": {
    about:
      "Tracking appears at USPS's first scan of an item, usually within this long of its being handed over (docs/product.md §D8.3); USPS publishes no figure of its own.",
    category: "rule",
    value: { kind: "duration", amount: 24, unit: "hour" },
    sources: [USPS_TRACKING],
    evidence:
      "The product's third round of decisions (DECISIONS §8: \"tracking appears when the carrier first scans the item (usually within 24 hours of handing it over)\"). No USPS page read here gives a time for the first scan: a counter acceptance is scanned at once, an item left in a box or with a carrier when it is picked up or reaches a facility. Recheck it first.",
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  "tracking-history-signature-years": {
    about: "How long USPS Tracking keeps the history of an item sent with a signature service (Certified Mail, Signature Confirmation …).",
    category: "period",
    value: { kind: "duration", amount: 2, unit: "year" },
    sources: [
      {
        url: "https://faq.usps.com/s/article/USPS-Tracking-Plus-The-Basics",
        title: { en: "USPS FAQ: USPS Tracking Plus", es: "preguntas frecuentes de USPS: USPS Tracking Plus" },
        official: true,
      },
    ],
    evidence:
      'faq.usps.com "USPS Tracking Plus – The Basics", read by the fact-check of 2026-11-27: 120 days of tracking history (tracking-history-days), 2 years for items with a signature service.',
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  "tracking-plus-range": {
    about: "How long USPS Tracking Plus (a paid option) can keep an item's tracking history.",
    category: "period",
    value: { kind: "text", text: { en: "from 6 months to 10 years", es: "de 6 meses a 10 años" } },
    sources: [
      {
        url: "https://faq.usps.com/s/article/USPS-Tracking-Plus-The-Basics",
        title: { en: "USPS FAQ: USPS Tracking Plus", es: "preguntas frecuentes de USPS: USPS Tracking Plus" },
        official: true,
      },
    ],
    evidence: "As tracking-history-signature-years: Tracking Plus extends the history for 6 months to 10 years.",
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },

  // Refunds and claims.
  "express-refund-window": {
    about: "When a postage refund for a late Priority Mail Express item can be requested: from 2 to 30 days after mailing.",
    category: "period",
    value: { kind: "day-range", min: 2, max: 30 },
    sources: [REFUNDS_PAGE, DMM_604],
    evidence:
      "Confirmed by the fact-check of 2026-11-27 (\"Priority Mail Express refund window: 2–30 days\"); DMM 604.9.5 as summarised in USPS's Postal Bulletin notices (the 2011 rule cut the window from 90 to 30 days after mailing). Applies to Priority Mail Express without extra services.",
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  "extra-service-refund-window": {
    about: "When a refund for an extra service bought with Priority Mail Express can be requested (after mailing).",
    category: "period",
    value: { kind: "day-range", min: 30, max: 60 },
    sources: [REFUNDS_PAGE, DMM_604],
    evidence:
      'The Postal Service\'s 2021 rule on extra-service refund time limits, as summarised from the Federal Register ("extending these time limits to 30 to 60 days for Priority Mail Express, while other mail classes would allow applications from 30 days after purchase"). A shipping-software help page gives 10 to 30 days instead (the limit before that rule). DMM 604 was not opened here: recheck it first.',
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  "label-refund-window": {
    about: "How long after printing an unused Click-N-Ship label a refund can be requested from the shipping history.",
    category: "period",
    value: { kind: "days", days: 30 },
    sources: [REFUNDS_PAGE],
    evidence: 'Confirmed by the fact-check of 2026-11-27 ("Click-N-Ship refunds: 30 days online").',
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  "claim-appeal-window": {
    about: "How long after a claim decision an appeal can be filed (and again after a first appeal is denied).",
    category: "period",
    value: { kind: "days", days: 30 },
    sources: [CLAIMS_PAGE],
    evidence:
      'Copies of USPS\'s claims page: "If your refund was only partially paid or completely denied, you may file an appeal within 30 days of receiving the decision"; "a second appeal within 30 days of the date you received the appeal denial".',
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  "claim-payment-time": {
    about: "How soon payment follows once USPS approves a claim.",
    category: "period",
    value: { kind: "day-range", min: 7, max: 10, business: true },
    sources: [CLAIMS_PAGE],
    evidence:
      'Copies of USPS\'s claims page (from 2020 on): "After your claim is approved, you should receive payment for the claim amount in 7-10 business days." An older USPS FAQ said it pays "within 5–7 business days after receiving a completed online claim"; the claims page, newer, is followed. Recheck it first.',
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },

  // PO Boxes and jobs.
  "po-box-terms": {
    about: "The terms a PO Box can be rented for, paid in advance.",
    category: "rule",
    value: { kind: "text", text: { en: "3, 6 or 12 months", es: "3, 6 o 12 meses" } },
    sources: [
      {
        url: "https://www.usps.com/manage/po-boxes.htm",
        title: { en: "USPS PO Boxes page", es: "página de apartados postales (PO Boxes) de USPS" },
        official: true,
      },
    ],
    evidence: "Copies of USPS's PO Boxes page (pay for 3, 6 or 12 months, online or at the office, with automatic renewal online).",
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  "job-assessment-hours": {
    about: "How long an applicant has to finish a non-proctored USPS hiring assessment once invited.",
    category: "period",
    value: { kind: "duration", amount: 72, unit: "hour" },
    sources: [USPS_ASSESSMENTS],
    evidence:
      'USPS Careers\' assessments page, read by the fact-check of 2026-11-27: the non-proctored assessment can be taken "on your phone, tablet or computer at a time and place of your choosing" and must be completed within 72 hours; some jobs also need a proctored one.',
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  "usps-job-minimum-age": {
    about: "The minimum age for most USPS jobs (limited exceptions, such as 16 with a high school diploma).",
    category: "rule",
    value: { kind: "duration", amount: 18, unit: "year" },
    sources: [
      {
        url: "https://about.usps.com/careers/",
        title: { en: "USPS Careers", es: "empleos en USPS (USPS Careers)" },
        official: true,
      },
    ],
    evidence:
      "USPS Careers' eligibility requirements as quoted in copies: at least 18, or 16 with a high school diploma for some jobs. The page itself was not opened here.",
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },

  // Priority Mail Express at Christmas (a past rule, kept because the Christmas guides cite it).
  "express-holiday-refund-rule": {
    about:
      "How USPS limited Priority Mail Express postage refunds for items sent December 22 to 25 in 2021 and 2022 (whether it repeats in a given year is not announced ahead).",
    category: "history",
    value: {
      kind: "text",
      text: {
        en: "more than two delivery days after the acceptance scan",
        es: "más de dos días de reparto después del escaneo de aceptación",
      },
    },
    reported: "2022-12-15",
    sources: [
      {
        url: "https://about.usps.com/postal-bulletin/2022/pb22613/html/info_005.htm",
        title: { en: "USPS Postal Bulletin 22613", es: "Postal Bulletin 22613 de USPS" },
        official: true,
      },
    ],
    evidence:
      'Postal Bulletin 22613 (notice of 12-15-22) and 22587 (12-16-21), read in stored copies: postage "will not be refunded unless the first delivery attempt or delivery occurs more than two delivery days after the acceptance scan event" for items sent December 22 through 25. No such notice for 2025 or 2026 was found.',
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },

  // Money orders, insurance and customs.
  "international-money-order-max-former": {
    about: "The most one international USPS money order could be for, until USPS stopped selling them on September 30, 2024.",
    category: "history",
    value: { kind: "money", cents: 70_000 },
    reported: "2024-09-30",
    sources: [
      {
        url: "https://www.usps.com/international/money-transfers.htm",
        title: { en: "USPS international money transfers page", es: "página de USPS sobre envíos de dinero internacionales" },
        official: true,
      },
    ],
    evidence:
      "DECISIONS §8 (\"$700 was the international limit\") and older copies of USPS's money orders page; the current money-transfers page (read by the fact-check of 2026-11-27) says sales stopped on September 30 / October 1, 2024 and post offices cashed them until September 30, 2025.",
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  "included-insurance-max": {
    about: "The insurance most Priority Mail Express, Priority Mail and USPS Ground Advantage items include in their postage, up to this amount.",
    category: "limit",
    value: { kind: "money", cents: 10_000 },
    sources: [
      {
        url: "https://www.usps.com/ship/insurance-extra-services.htm",
        title: { en: "USPS insurance and extra services page", es: "página de USPS sobre seguros y servicios adicionales" },
        official: true,
      },
    ],
    evidence:
      'Secondary, as the fact-check of 2026-11-27 found it: shipping guides ("USPS Ground Advantage, Priority Mail, and Priority Mail Express include up to $100 of insurance in the postage for eligible shipments"); copies of DMM 503 agree. The usps.com page was not opened here: recheck it first.',
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },


  // Times of day. USPS publishes no national delivery, counter or collection hours (each Post
  // Office sets its own, in the Post Office Locator); these are the times a source does state.
  "tracking-expected-delivery-time": {
    about: "The time USPS Tracking gives as the end of an item's expected delivery day (\"Expected Delivery by 9:00pm\").",
    category: "rule",
    value: { kind: "time", hour: 21 },
    sources: [USPS_TRACKING],
    evidence:
      'USPS Tracking\'s own status lines, as recorded in tracking data and USPS\'s tracking e-mails quoted in public code and issue threads ("Out for Delivery, Expected Delivery by 9:00pm"; "Expected Delivery by … arriving by 9:00pm", 2021–2026). USPS publishes no page explaining it: it marks the end of the delivery window, not an appointment.',
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  "city-carrier-return-goal-most": {
    about: "USPS's goal for city letter carriers, as its Inspector General reported it: 95% back from their routes before this time.",
    category: "rule",
    value: { kind: "time", hour: 17 },
    reported: "2018-07-03",
    sources: [OIG_CARRIERS_REPORT],
    evidence:
      'The Inspector General\'s audit "City Carriers Returning After 6 p.m. – South Florida District" (DR-AR-18-006, July 3, 2018), read in stored copies: "The Postal Service\'s goal is for 95 percent of city letter carriers to return from street operations before 5 p.m. and 100 percent by 6 p.m."; the same goal in its Bay Valley (2017) and Capital District (2014) audits. No later statement of the goal was found: pages say whose goal it is and when it was reported.',
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  "city-carrier-return-goal-all": {
    about: "USPS's goal for city letter carriers, as its Inspector General reported it: all back from their routes by this time.",
    category: "rule",
    value: { kind: "time", hour: 18 },
    reported: "2018-07-03",
    sources: [OIG_CARRIERS_REPORT],
    evidence: "As city-carrier-return-goal-most.",
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
  "late-package-delivery-time": {
    about: "How late the Inspector General found package deliveries running in busy areas.",
    category: "rule",
    value: { kind: "time", hour: 22 },
    reported: "2018-07-03",
    sources: [OIG_CARRIERS_REPORT],
    evidence:
      'The same audit (DR-AR-18-006): "In some areas, package deliveries now regularly occur early in the morning and sometimes as late as 10 p.m." (Bay Valley, 2017: "as late as 10 p.m.").',
    checked: "2026-11-27",
    checkBy: "2027-11-27",
  },
} as const satisfies Record<string, Fact>;

export type FactId = keyof typeof FACTS;
