/**
 * The "Was this article helpful?" widget: one schema for the browser (conform
 * constraints and validation) and the article route's action, and the texts
 * the visitor sees (docs/product.md §S4).
 */
import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";

export const FEEDBACK_COMMENT_MAX_LENGTH = 2000;

export const FEEDBACK_TEXTS = {
  question: "Was this article helpful?",
  commentPrompt: "We're sorry this article wasn't helpful. Please let us know how we can improve:",
  thanksHelpful: "Thank you for your feedback!",
  thanksComment: "Thank you for your feedback! We'll use it to improve our help content.",
  commentRequired: "Please tell us how we can improve this article",
  commentTooLong: `Please keep your comment under ${FEEDBACK_COMMENT_MAX_LENGTH} characters`,
} as const;

/** The form's `intent` values: Yes, No (asks for a comment), and the comment itself. */
export const FEEDBACK_INTENTS = ["helpful", "not-helpful", "comment"] as const;

/** The comment form; also what its constraints (required, maxlength) come from. */
export const feedbackCommentSchema = z.object({
  intent: z.literal("comment"),
  comment: z
    .string({ required_error: FEEDBACK_TEXTS.commentRequired, invalid_type_error: FEEDBACK_TEXTS.commentRequired })
    .trim()
    .min(1, FEEDBACK_TEXTS.commentRequired)
    .max(FEEDBACK_COMMENT_MAX_LENGTH, FEEDBACK_TEXTS.commentTooLong),
});

export const feedbackSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("helpful") }),
  z.object({ intent: z.literal("not-helpful") }),
  feedbackCommentSchema,
]);

export type Feedback = z.infer<typeof feedbackSchema>;

/**
 * The widget's own wording, sent with the page by the article route: importing this module in
 * the widget would put zod in every article page's JavaScript (the comment box imports it itself).
 */
export type FeedbackWidgetTexts = Pick<typeof FEEDBACK_TEXTS, "question" | "thanksHelpful" | "thanksComment">;

/** What the widget shows: the question, the comment box, or one of the thanks. */
export type FeedbackStage = "question" | "comment" | "thanked-helpful" | "thanked-comment";

/** What the FAQ entry route's action answers to a feedback submission (the widget and the comment form read it). */
export type FeedbackActionData = { stage: FeedbackStage; result: SubmissionResult<string[]> };

export function isFeedbackIntent(value: unknown): value is (typeof FEEDBACK_INTENTS)[number] {
  return FEEDBACK_INTENTS.some((intent) => intent === value);
}
