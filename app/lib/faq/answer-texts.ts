/** What visitors read around an FAQ answer; shared by the server and the browser bundle. */
export const ANSWER_FAILURE_MESSAGE = "Could not fetch answer from Gemini.";
export const ANSWER_PENDING_TEXT = "Fetching answer...";
