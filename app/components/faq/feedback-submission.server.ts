/**
 * The feedback widget's server half, for the article route's loader and action. A
 * `.server` module, so the article page's browser bundle imports neither conform nor
 * zod nor the schemas: only the comment box (feedback-comment-form, a chunk loaded
 * when a visitor answers "No") needs them in the browser.
 */
import { parseWithZod } from "@conform-to/zod";
import { FEEDBACK_TEXTS, feedbackSchema } from "~/lib/faq/feedback";
import type { FeedbackWidgetTexts } from "./feedback-widget";

/** A feedback post, validated by the schema the comment box also validates with. */
export function parseFeedback(formData: FormData) {
  return parseWithZod(formData, { schema: feedbackSchema });
}

/** What the widget shows outside the comment box; sent with the page (see FeedbackWidgetTexts). */
export const FEEDBACK_WIDGET_TEXTS: FeedbackWidgetTexts = {
  question: FEEDBACK_TEXTS.question,
  thanksHelpful: FEEDBACK_TEXTS.thanksHelpful,
  thanksComment: FEEDBACK_TEXTS.thanksComment,
};
