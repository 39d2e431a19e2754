/**
 * The feedback widget's server half, for the article route's loader and action. A `.server`
 * module, so the article page's browser bundle imports neither conform nor zod nor the schemas:
 * only the comment box (a chunk loaded when a visitor answers "No") needs them in the browser.
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { boundedReply, formFields } from "~/lib/forms/form-limits.server";
import { readForm } from "~/lib/forms/read-form.server";
import { refusalResponse } from "~/lib/forms/refused-body.server";
import { log as appLog, type EventLog } from "~/lib/log.server";
import { feedbackSchema, type Feedback } from "./feedback";

/** The widget's fields; a comment at its limit, url-encoded at worst, is about 19 kB. */
const FEEDBACK_FIELDS = formFields(feedbackSchema);

/**
 * A feedback post, read within its size and bounds and validated by the schema the comment box
 * also validates with. A body too large or not a form is thrown as its refusal (413, 415, 400,
 * or 429 once the client keeps sending them); one outside the form's bounds is `refused`, its
 * fields (a comment) kept for the answer.
 */
export async function readFeedback(request: Request, clientAddress: string | null | undefined) {
  const read = await readForm(request, { fields: FEEDBACK_FIELDS });
  if (read.ok) return { submission: parseWithZod(read.formData, { schema: feedbackSchema }), refused: false };
  const refusal = await refusalResponse(read, clientAddress);
  if (read.reason !== "out-of-bounds" || refusal.status === 429) throw refusal;
  return { submission: parseWithZod(read.fields, { schema: feedbackSchema }), refused: true };
}

/** What an answer shows again: the widget's own fields, each within its limit. */
export function feedbackReply(result: SubmissionResult<string[]>) {
  return boundedReply(result, feedbackSchema);
}

/** How much of a comment reaches the log, whatever the form allowed. */
const LOGGED_COMMENT_MAX_LENGTH = 2000;

export type FeedbackLogEntry = {
  event: "faq-feedback";
  entryId: string;
  helpful: boolean;
  comment?: string;
};

export function feedbackLogEntry(
  entryId: string,
  feedback: Exclude<Feedback, { intent: "not-helpful" }>,
): FeedbackLogEntry {
  if (feedback.intent === "helpful") return { event: "faq-feedback", entryId, helpful: true };
  return {
    event: "faq-feedback",
    entryId,
    helpful: false,
    comment: feedback.comment.slice(0, LOGGED_COMMENT_MAX_LENGTH),
  };
}

/**
 * Feedback is only logged (docs/product.md §S7): one JSON line per answer, so the operator can
 * grep and parse it; JSON escaping keeps a multi-line comment on one line.
 */
export function logFeedback(entry: FeedbackLogEntry, log: Pick<EventLog, "info"> = appLog): void {
  log.info(entry, "FAQ feedback");
}
