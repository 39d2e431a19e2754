/** The checker's three verdicts, exactly (docs/product.md §D9.1). Never "safe": a checker cannot know that. */
export const VERDICTS = {
  scam: "Likely a scam",
  careful: "Be careful",
  none: "No warning signs found",
} as const;

export type Verdict = (typeof VERDICTS)[keyof typeof VERDICTS];
