/**
 * The shape of one time-sensitive fact (data/facts.ts; docs/decisions/021-facts-table.md): a price,
 * fee, limit, waiting period, claim window, hold period or short code, with where it comes from,
 * when it was checked and when it must be checked again.
 */
import type { Language } from "~/i18n/languages";

/** One text per language. */
export type Wording = Readonly<Record<Language, string>>;

/** The value, typed so that code can compute with it (the tracking reader adds days to dates). */
export type FactValue =
  /** Money in whole cents: 82 reads "82¢" / "82 centavos", 169 reads "$1.69". */
  | { readonly kind: "money"; readonly cents: number }
  /** A number of days, calendar or business (Sundays and federal holidays excluded). */
  | { readonly kind: "days"; readonly days: number; readonly business?: boolean }
  /** From `min` to `max` days: "3 to 30 days" / "de 3 a 30 días". */
  | { readonly kind: "day-range"; readonly min: number; readonly max: number; readonly business?: boolean }
  /** A text short code, with the word its keypad letters spell: "28777 (2USPS)". */
  | { readonly kind: "short-code"; readonly code: string; readonly spelled?: string }
  /** A calendar day, `YYYY-MM-DD`. */
  | { readonly kind: "date"; readonly day: string }
  /** A time of day on a 24-hour clock: 21 reads "9 p.m." / "9 p. m.", 12 reads "12 p.m.". */
  | { readonly kind: "time"; readonly hour: number; readonly minute?: number }
  /** A span counted in hours, weeks, months or years: "24 hours", "12 meses", "2 years". */
  | { readonly kind: "duration"; readonly amount: number; readonly unit: DurationUnit }
  /** Anything else, worded in each language. */
  | { readonly kind: "text"; readonly text: Wording };

export type DurationUnit = "hour" | "week" | "month" | "year";

/**
 * How soon a fact must be checked again (fact-checks.ts holds the limits): a price or fee within
 * six months (or at the next announced price change, when that is sooner), anything else within a
 * year. A "history" fact is a past price or rule kept for context ("78¢ from July 13, 2025").
 */
export type FactCategory = "price" | "limit" | "period" | "short-code" | "rule" | "history";

export type FactSource = {
  readonly url: string;
  readonly title: Wording;
  /**
   * True when the page is the publisher's own (USPS, the Postal Inspection Service, the Federal
   * Register, the FTC, CBP). The first source is the one a page links, so it must be official.
   */
  readonly official: boolean;
  /** The page's language; an English page is marked "en inglés" on Spanish pages. English by default. */
  readonly language?: Language;
  /**
   * False for an official page on a host the site's link rules do not allow (the USPS Office of
   * Inspector General's reports): pages then name it as text, without a link.
   */
  readonly linkable?: false;
};

export type Fact = {
  /** What the fact is, for editors and for the report of the facts table (English). */
  readonly about: string;
  readonly category: FactCategory;
  readonly value: FactValue;
  /** The day it took effect, when the source says so; pages then say "as of" that day. */
  readonly since?: string;
  /**
   * The day its source states it was true, when that is not a day it took effect and comes before
   * the check: a dated report (an Inspector General's audit), or the last day of a rule or service
   * that has ended. Pages say "as of" that day, not the day it was checked.
   */
  readonly reported?: string;
  /** Official first; a secondary copy or report only where no official page was available, and said so. */
  readonly sources: readonly FactSource[];
  /** How the value was confirmed, in a sentence or two: what was read, and what could not be. */
  readonly evidence: string;
  /** `YYYY-MM-DD`: the day it was last checked against its sources. */
  readonly checked: string;
  /** `YYYY-MM-DD`: the day by which it must be checked again (a test fails after it). */
  readonly checkBy: string;
};
