import type { Feedback } from "./feedback";

/** How much of a comment reaches the log, whatever the form allowed. */
const LOGGED_COMMENT_MAX_LENGTH = 2000;

export type FeedbackLogEntry = {
  event: "faq-feedback";
  articleId: string;
  helpful: boolean;
  comment?: string;
};

export function feedbackLogEntry(
  articleId: string,
  feedback: Exclude<Feedback, { intent: "not-helpful" }>,
): FeedbackLogEntry {
  if (feedback.intent === "helpful") return { event: "faq-feedback", articleId, helpful: true };
  return {
    event: "faq-feedback",
    articleId,
    helpful: false,
    comment: feedback.comment.slice(0, LOGGED_COMMENT_MAX_LENGTH),
  };
}

/**
 * Feedback is only logged (docs/product.md §S7): one JSON line per answer, so the operator can
 * grep and parse it; JSON escaping keeps a multi-line comment on one line.
 */
export function logFeedback(entry: FeedbackLogEntry, log: Pick<Console, "info"> = console): void {
  log.info(JSON.stringify(entry));
}
