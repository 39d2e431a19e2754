/**
 * The checker's three verdicts, as the keys of their headings (app/i18n/catalogs/<language>/checker.ts):
 * in English exactly "Likely a scam", "Be careful", "No warning signs found" (docs/product.md §D9.1).
 * Never "safe": a checker cannot know that.
 */
export const VERDICTS = {
  scam: "checker.verdict.scam",
  careful: "checker.verdict.careful",
  none: "checker.verdict.none",
} as const;

export type Verdict = (typeof VERDICTS)[keyof typeof VERDICTS];

/**
 * How much one reason weighs. strong: a scam sign on its own; caution: worth a second look; minor:
 * adds to the others (pressure, a foreign sender); note: worth knowing, never a warning sign (a
 * payment asked on the organisation's own site, a deadline in a message that asks for nothing).
 */
export type Weight = "strong" | "caution" | "minor" | "note";

export const WEIGHT_POINTS: Record<Weight, number> = { strong: 3, caution: 2, minor: 1, note: 0 };
/** Points from which each verdict is given. */
export const LIKELY_SCAM_FROM = 3;
export const BE_CAREFUL_FROM = 2;

/** Whether a reason counts towards the verdict (a note never does). */
export const isWarningSign = (reason: { weight: Weight }) => WEIGHT_POINTS[reason.weight] > 0;
