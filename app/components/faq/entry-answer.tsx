import { Await } from "@remix-run/react";
import { Suspense } from "react";
import { LastReviewed } from "~/components/content/last-reviewed";
import { useContentLang, useTranslation } from "~/i18n/use-translation";
import type { EntryAnswer as Answer } from "~/lib/help-centre/answer-texts";

/**
 * The article's answer, resolved on the server. A document request arrives with
 * it already in the HTML (no JavaScript needed); a client navigation streams it
 * and shows the spinner meanwhile. The review date belongs to the stored answer, so a
 * generated one does not carry it.
 */
export function EntryAnswer({ answer, reviewed }: { answer: Promise<Answer>; reviewed?: string }) {
  const contentLang = useContentLang();
  return (
    <Suspense fallback={<AnswerPending />}>
      <Await resolve={answer} errorElement={<AnswerFailure />}>
        {(resolved) => (
          <>
            {resolved.failed ? <AnswerFailure /> : null}
            {/* Rendered by renderMarkdown on the server: marked, then sanitize-html with a scheme allow-list. */}
            <div
              lang={contentLang}
              className="prose-article text-slate-800 [&>:first-child]:mt-0 [&>:last-child]:mb-0"
              dangerouslySetInnerHTML={{ __html: resolved.html }}
            />
            {resolved.source === "stored" && reviewed ? (
              <LastReviewed isoDay={reviewed} className="mt-6 text-sm text-slate-600" />
            ) : null}
          </>
        )}
      </Await>
    </Suspense>
  );
}

export function AnswerPending() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex items-center gap-3 py-8 text-slate-700">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6 animate-spin text-brand-700" fill="none">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" className="opacity-25" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
      {t("faq.answer.pending")}
    </div>
  );
}

function AnswerFailure() {
  const { t } = useTranslation();
  return (
    <p role="alert" className="my-6 rounded-lg border-l-4 border-red-700 bg-red-50 p-4 text-red-900">
      {t("faq.answer.failed")}
    </p>
  );
}
