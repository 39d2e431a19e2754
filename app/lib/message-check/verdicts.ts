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
