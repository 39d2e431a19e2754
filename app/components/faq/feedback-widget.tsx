import { useFetcher } from "@remix-run/react";
import { lazy, Suspense, useEffect, useId, useRef, useState, useTransition } from "react";
import { StatusMessage } from "~/components/status-message";
import { useTranslation } from "~/i18n/use-translation";
import { faqEntryPath } from "~/lib/help-centre/faq-urls";
import type { FeedbackActionData, FeedbackStage } from "~/lib/help-centre/feedback";
import { useHydrated } from "./use-hydrated";

// The comment box (conform + zod) is a chunk of its own, fetched when it is needed or about to be.
const loadCommentForm = () => import("./feedback-comment-form");
const preloadCommentForm = () => void loadCommentForm().catch(() => undefined);
const FeedbackCommentForm = lazy(() =>
  loadCommentForm().then(
    ({ FeedbackCommentForm }) => ({ default: FeedbackCommentForm }),
    () => {
      // Its file is gone (a new release replaced it) or out of reach: load the page afresh, as Remix
      // does when a route's module fails, and keep what is on screen meanwhile.
      window.location.reload();
      return new Promise<never>(() => undefined);
    },
  ),
);

/**
 * "Was this article helpful?" Posts to the article route's action. Without
 * JavaScript every button is a plain form submission and the page comes back in
 * the next stage; with JavaScript a fetcher posts in place (no reload) and "No"
 * opens the comment box at once (the Yes/No buttons stay until its code is there).
 *
 * Give it `key={entryId}` so moving to another article starts afresh.
 */
export function FeedbackWidget({
  entryId,
  actionData,
}: {
  entryId: string;
  /** The action's answer to a no-JavaScript submission (useActionData). */
  actionData?: FeedbackActionData;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const hydrated = useHydrated();
  const fetcher = useFetcher<FeedbackActionData>();
  const [commentRequested, setCommentRequested] = useState(false);
  const [opening, startOpening] = useTransition();
  const thanksRef = useRef<HTMLDivElement>(null);

  const latest = fetcher.data ?? actionData;
  const stage: FeedbackStage =
    fetcher.data?.stage ?? (commentRequested ? "comment" : (actionData?.stage ?? "question"));

  // The pressed button disappears with each stage; keep keyboard focus on what replaced it.
  const thankedInPlace = fetcher.data?.stage === "thanked-helpful" || fetcher.data?.stage === "thanked-comment";
  useEffect(() => {
    if (thankedInPlace) thanksRef.current?.focus();
  }, [thankedInPlace]);

  // Without JavaScript the page reloads after each answer: land back on the widget. Posted to the
  // page's own path, so a Spanish page comes back in Spanish.
  const action = `${faqEntryPath(entryId)}${hydrated ? "" : "#feedback"}`;
  const busy = fetcher.state !== "idle" || opening;

  return (
    <section
      id="feedback"
      aria-labelledby={headingId}
      className="mt-12 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {t("faq.feedback.question")}
      </h2>

      {/* No fallback is ever seen: "No" opens the box in a transition, which keeps the buttons meanwhile. */}
      <Suspense fallback={null}>
        {stage === "question" ? (
          <fetcher.Form method="post" action={action} className="mt-4 flex gap-3">
            <button type="submit" name="intent" value="helpful" className="btn-secondary min-w-[5rem]" disabled={busy}>
              {t("faq.feedback.yes")}
            </button>
            <button
              type="submit"
              name="intent"
              value="not-helpful"
              className="btn-secondary min-w-[5rem]"
              disabled={busy}
              onPointerEnter={preloadCommentForm}
              onFocus={preloadCommentForm}
              onClick={(event) => {
                // With JavaScript the comment box needs no round trip.
                event.preventDefault();
                startOpening(() => setCommentRequested(true));
              }}
            >
              {t("faq.feedback.no")}
            </button>
          </fetcher.Form>
        ) : null}

        {stage === "comment" ? (
          <FeedbackCommentForm
            entryId={entryId}
            action={action}
            fetcher={fetcher}
            lastResult={latest?.result}
            focusOnMount={commentRequested}
          />
        ) : null}
      </Suspense>

      {stage === "thanked-helpful" || stage === "thanked-comment" ? (
        <div ref={thanksRef} tabIndex={-1} className="mt-4 focus:outline-none">
          <StatusMessage tone="success">
            {stage === "thanked-helpful" ? t("faq.feedback.thanksHelpful") : t("faq.feedback.thanksComment")}
          </StatusMessage>
        </div>
      ) : null}
    </section>
  );
}
