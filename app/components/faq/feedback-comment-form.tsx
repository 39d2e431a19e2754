import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { FetcherWithComponents } from "@remix-run/react";
import { useEffect } from "react";
import { TextareaField } from "~/components/forms";
import type { MessageKey } from "~/i18n/translate";
import { useTranslation } from "~/i18n/use-translation";
import {
  FEEDBACK_COMMENT_MAX_LENGTH,
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
  entryId,
  action,
  fetcher,
  lastResult,
  focusOnMount,
}: {
  entryId: string;
  action: string;
  fetcher: FetcherWithComponents<FeedbackActionData>;
  lastResult?: FeedbackActionData["result"];
  /** With JavaScript, "No" put the box here: keyboard focus goes to it. */
  focusOnMount: boolean;
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: `feedback-${entryId}`,
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
        label={t("faq.feedback.commentPrompt")}
        textareaProps={{ ...commentProps, rows: 4 }}
        // The schema's errors are message keys (lib/help-centre/feedback.ts).
        errors={fields.comment.errors?.map((key) => t(key as MessageKey, { max: String(FEEDBACK_COMMENT_MAX_LENGTH) }))}
      />
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? t("faq.feedback.sending") : t("faq.feedback.send")}
      </button>
    </fetcher.Form>
  );
}
