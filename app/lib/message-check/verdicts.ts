/** The checker's three verdicts, exactly (DECISIONS §9). Never "safe": a checker cannot know that. */
export const VERDICTS = {
  scam: "Likely a scam",
  careful: "Be careful",
  none: "No warning signs found",
} as const;

export type Verdict = (typeof VERDICTS)[keyof typeof VERDICTS];
