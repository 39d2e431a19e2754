/**
 * The "Was this article helpful?" widget: one schema for the browser (conform
 * constraints and validation) and the article route's action (docs/product.md §S4). Its errors are
 * message keys of the faq namespace; the comment box shows them in the page's language.
 */
import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";

export const FEEDBACK_COMMENT_MAX_LENGTH = 2000;

export const FEEDBACK_ERRORS = {
  commentRequired: "faq.feedback.commentRequired",
  /** Shown with `{ max: FEEDBACK_COMMENT_MAX_LENGTH }`. */
  commentTooLong: "faq.feedback.commentTooLong",
} as const;

/** The form's `intent` values: Yes, No (asks for a comment), and the comment itself. */
export const FEEDBACK_INTENTS = ["helpful", "not-helpful", "comment"] as const;

/** The comment form; also what its constraints (required, maxlength) come from. */
export const feedbackCommentSchema = z.object({
  intent: z.literal("comment"),
  comment: z
    .string({ required_error: FEEDBACK_ERRORS.commentRequired, invalid_type_error: FEEDBACK_ERRORS.commentRequired })
    .trim()
    .min(1, FEEDBACK_ERRORS.commentRequired)
    .max(FEEDBACK_COMMENT_MAX_LENGTH, FEEDBACK_ERRORS.commentTooLong),
});

export const feedbackSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("helpful") }),
  z.object({ intent: z.literal("not-helpful") }),
  feedbackCommentSchema,
]);

export type Feedback = z.infer<typeof feedbackSchema>;

/** What the widget shows: the question, the comment box, or one of the thanks. */
export type FeedbackStage = "question" | "comment" | "thanked-helpful" | "thanked-comment";

/** What the FAQ entry route's action answers to a feedback submission (the widget and the comment form read it). */
export type FeedbackActionData = { stage: FeedbackStage; result: SubmissionResult<string[]> };

export function isFeedbackIntent(value: unknown): value is (typeof FEEDBACK_INTENTS)[number] {
  return FEEDBACK_INTENTS.some((intent) => intent === value);
}
