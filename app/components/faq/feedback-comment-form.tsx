import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { FetcherWithComponents } from "@remix-run/react";
import { useEffect } from "react";
import { TextareaField } from "~/components/forms";
import {
  FEEDBACK_TEXTS,
  feedbackCommentSchema,
  feedbackSchema,
  type FeedbackActionData,
} from "~/lib/help-centre/feedback";

/**
 * The feedback widget's comment box, validated in the browser by the same schema
 * the action uses (conform + zod). Its own module: FeedbackWidget loads it only
 * when a visitor answers "No", so an article page does not download and run the
 * form libraries for a box most visitors never open.
 */
export function FeedbackCommentForm({
  articleId,
  action,
  fetcher,
  lastResult,
  focusOnMount,
}: {
  articleId: string;
  action: string;
  fetcher: FetcherWithComponents<FeedbackActionData>;
  lastResult?: FeedbackActionData["result"];
  /** With JavaScript, "No" put the box here: keyboard focus goes to it. */
  focusOnMount: boolean;
}) {
  const [form, fields] = useForm({
    id: `feedback-${articleId}`,
    lastResult,
    constraint: getZodConstraint(feedbackCommentSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: feedbackSchema }),
  });

  // The pressed button disappeared with its stage; keep keyboard focus on what replaced it.
  const commentId = fields.comment.id;
  useEffect(() => {
    if (focusOnMount) document.getElementById(commentId)?.focus();
  }, [focusOnMount, commentId]);

  const busy = fetcher.state !== "idle";
  const { key: _key, ...commentProps } = getTextareaProps(fields.comment);

  return (
    <fetcher.Form method="post" action={action} {...getFormProps(form)} className="mt-4">
      <input type="hidden" name="intent" value="comment" />
      <TextareaField
        label={FEEDBACK_TEXTS.commentPrompt}
        textareaProps={{ ...commentProps, rows: 4 }}
        errors={fields.comment.errors}
      />
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? "Sending..." : "Send Feedback"}
      </button>
    </fetcher.Form>
  );
}
