import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { useFetcher } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { TextareaField } from "~/components/forms";
import { StatusMessage } from "~/components/status-message";
import { articlePath } from "~/lib/faq/faq-urls";
import { FEEDBACK_TEXTS, feedbackCommentSchema, feedbackSchema, type FeedbackStage } from "~/lib/faq/feedback";
import { useHydrated } from "./use-hydrated";

/** What the article route's action answers to a feedback submission. */
export type FeedbackActionData = { stage: FeedbackStage; result: SubmissionResult<string[]> };

/**
 * "Was this article helpful?" Posts to the article route's action. Without
 * JavaScript every button is a plain form submission and the page comes back in
 * the next stage; with JavaScript a fetcher posts in place (no reload) and "No"
 * opens the comment box at once.
 *
 * Give it `key={articleId}` so moving to another article starts afresh.
 */
export function FeedbackWidget({
  articleId,
  actionData,
}: {
  articleId: string;
  /** The action's answer to a no-JavaScript submission (useActionData). */
  actionData?: FeedbackActionData;
}) {
  const headingId = useId();
  const hydrated = useHydrated();
  const fetcher = useFetcher<FeedbackActionData>();
  const [commentRequested, setCommentRequested] = useState(false);
  const thanksRef = useRef<HTMLDivElement>(null);

  const latest = fetcher.data ?? actionData;
  const stage: FeedbackStage =
    fetcher.data?.stage ?? (commentRequested ? "comment" : (actionData?.stage ?? "question"));

  const [form, fields] = useForm({
    id: `feedback-${articleId}`,
    lastResult: latest?.result,
    constraint: getZodConstraint(feedbackCommentSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: feedbackSchema }),
  });

  // The pressed button disappears with each stage; keep keyboard focus on what replaced it.
  const commentId = fields.comment.id;
  useEffect(() => {
    if (commentRequested) document.getElementById(commentId)?.focus();
  }, [commentRequested, commentId]);
  const thankedInPlace = fetcher.data?.stage === "thanked-helpful" || fetcher.data?.stage === "thanked-comment";
  useEffect(() => {
    if (thankedInPlace) thanksRef.current?.focus();
  }, [thankedInPlace]);

  // Without JavaScript the page reloads after each answer: land back on the widget.
  const action = `${articlePath(articleId)}${hydrated ? "" : "#feedback"}`;
  const busy = fetcher.state !== "idle";
  const { key: _key, ...commentProps } = getTextareaProps(fields.comment);

  return (
    <section
      id="feedback"
      aria-labelledby={headingId}
      className="mt-12 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {FEEDBACK_TEXTS.question}
      </h2>

      {stage === "question" ? (
        <fetcher.Form method="post" action={action} className="mt-4 flex gap-3">
          <button type="submit" name="intent" value="helpful" className="btn-secondary min-w-[5rem]" disabled={busy}>
            Yes
          </button>
          <button
            type="submit"
            name="intent"
            value="not-helpful"
            className="btn-secondary min-w-[5rem]"
            disabled={busy}
            onClick={(event) => {
              // With JavaScript the comment box needs no round trip.
              event.preventDefault();
              setCommentRequested(true);
            }}
          >
            No
          </button>
        </fetcher.Form>
      ) : null}

      {stage === "comment" ? (
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
      ) : null}

      {stage === "thanked-helpful" || stage === "thanked-comment" ? (
        <div ref={thanksRef} tabIndex={-1} className="mt-4 focus:outline-none">
          <StatusMessage tone="success">
            {stage === "thanked-helpful" ? FEEDBACK_TEXTS.thanksHelpful : FEEDBACK_TEXTS.thanksComment}
          </StatusMessage>
        </div>
      ) : null}
    </section>
  );
}
