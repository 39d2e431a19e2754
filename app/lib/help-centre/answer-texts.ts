/** What visitors read around an FAQ answer; shared by the server and the browser bundle. */
export const ANSWER_FAILURE_MESSAGE = "Could not fetch answer from Gemini.";
export const ANSWER_PENDING_TEXT = "Fetching answer...";

/**
 * The answer an FAQ page shows: sanitised HTML, and the failure notice when the
 * answer service was asked and failed (the stored answer is then shown under it).
 */
export type EntryAnswer = {
  source: "stored" | "generated";
  html: string;
  failureMessage?: string;
};
