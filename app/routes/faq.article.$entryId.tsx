import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { useClientNavigation } from "~/components/links";
import { EntryAnswer } from "~/components/faq/entry-answer";
import { EntrySummary } from "~/components/faq/entry-summary";
import { FaqNotFound, notFoundTexts } from "~/components/faq/faq-not-found";
import { FaqSearch } from "~/components/faq/faq-search";
import { FeedbackWidget } from "~/components/faq/feedback-widget";
import type { FeedbackActionData } from "~/lib/help-centre/feedback";
import { PageHeading } from "~/components/page-heading";
import { ReaderLinkLine } from "~/components/reader-link-line";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { entryAnswerMayFail, getEntryAnswer } from "~/lib/help-centre/answer-renderer.server";
import { getHelpSearch, guideSubject } from "~/lib/help-centre/search.server";
import { entryExcerpt } from "~/lib/help-centre/faq-excerpts.server";
import { relatedEntries } from "~/lib/help-centre/faq-lists";
import { categoryTextKeys } from "~/lib/help-centre/faq-categories";
import { faqNotFound, findFaqEntry, getFaqData } from "~/lib/help-centre/faq-data.server";
import { faqEntryLinksToReader } from "~/lib/help-centre/reader-links";
import { entryViewPath, faqEntryPath, categoryPath } from "~/lib/help-centre/faq-urls";
import { feedbackLogEntry, feedbackReply, logFeedback, readFeedback } from "~/lib/help-centre/feedback.server";
import { CACHE_CONTROL, forwardCacheHeaders } from "~/lib/cache-policy.server";
import { faqEntryShowsToday } from "~/lib/help-centre/today-topics";
import { TodayBox } from "~/components/postal-calendar/today-answer";
import { serverToday, todayCacheControl } from "~/lib/postal-calendar/today.server";
import { pageMeta } from "~/lib/meta";
import type { Language } from "~/i18n/languages";
import { metaTranslator, type RouteHandle } from "~/i18n/page-language";
import { useContentLang, useTranslation } from "~/i18n/use-translation";

const RELATED_EXCERPT_LENGTH = 100;
const DESCRIPTION_LENGTH = 150;

export const headers = forwardCacheHeaders;

// "calendar": the today box on answers about opening and delivery days.
export const handle: RouteHandle = { i18n: ["faq", "calendar"] };

export const meta: MetaFunction<typeof loader> = (args) => {
  const { matches, data: loaderData } = args;
  if (loaderData)
    return pageMeta(matches, { title: loaderData.entry.title, description: loaderData.entry.description });
  const { title, text } = notFoundTexts("entry", metaTranslator(args));
  return pageMeta(matches, { title, description: text, noindex: true });
};

async function requireFaqEntry(language: Language, entryId: string | undefined) {
  const faq = await getFaqData(language);
  const entry = findFaqEntry(faq, entryId ?? "");
  if (!entry) faqNotFound();
  return { faq, entry };
}

/** The entry page's policy: a help page's, private while an answer service may fail, ending at midnight when it shows today. */
function entryCachePolicy(todayShownAt: Date | undefined): string {
  const policy = entryAnswerMayFail() ? CACHE_CONTROL.private : CACHE_CONTROL.page;
  return todayShownAt ? todayCacheControl(todayShownAt, policy) : policy;
}

export async function loader({ params, context: { language } }: LoaderFunctionArgs) {
  const { faq, entry } = await requireFaqEntry(language, params.entryId);
  // An answer about opening and delivery days opens with today's answer (kept no later than Eastern midnight).
  const now = new Date();
  const today = faqEntryShowsToday(entry.keyword) ? serverToday(now) : undefined;
  return data(
    {
      entry: {
        id: entry.id,
        title: entry.title,
        description: entryExcerpt(entry, DESCRIPTION_LENGTH),
        reviewed: entry.reviewed,
        linksToReader: faqEntryLinksToReader(entry.keyword),
      },
      guide: (await getHelpSearch(language)).guideFor(guideSubject(entry, language)),
      categoryId: entry.categoryId,
      related: relatedEntries(faq, entry).map((other) => ({
        id: other.id,
        title: other.title,
        excerpt: entryExcerpt(other, RELATED_EXCERPT_LENGTH),
      })),
      // Not awaited: a client navigation shows the page at once and streams the answer in.
      answer: getEntryAnswer(entry, { language }),
      today,
    },
    // Shared caches keep it like any help page; its views are counted by the image beacon below,
    // which reaches the app on every view (decision 017). Not while an answer service may fail.
    // One that shows today's answer is kept no later than Eastern midnight (decision 020).
    { headers: { "Cache-Control": entryCachePolicy(today ? now : undefined) } },
  );
}

export async function action({ request, params, context: { language, clientAddress } }: ActionFunctionArgs) {
  const { entry } = await requireFaqEntry(language, params.entryId);
  const { submission, refused } = await readFeedback(request, clientAddress);
  if (refused || submission.status !== "success") {
    const intent = submission.payload.intent;
    return data<FeedbackActionData>(
      { stage: intent === "comment" ? "comment" : "question", result: feedbackReply(submission.reply()) },
      { status: 400 },
    );
  }
  const feedback = submission.value;
  if (feedback.intent === "not-helpful") {
    // Only the no-JavaScript path gets here: show the comment box. Nothing to log yet.
    return data<FeedbackActionData>({ stage: "comment", result: feedbackReply(submission.reply()) });
  }
  logFeedback(feedbackLogEntry(entry.id, feedback));
  return data<FeedbackActionData>({
    stage: feedback.intent === "helpful" ? "thanked-helpful" : "thanked-comment",
    result: submission.reply({ resetForm: true }),
  });
}

// Feedback, this route's only action, changes nothing the page loaded: after a post to the entry
// itself, do not fetch the entry (and its answer) again.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  formAction,
  currentUrl,
  defaultShouldRevalidate,
}) => (formMethod?.toUpperCase() === "POST" && formAction === currentUrl.pathname ? false : defaultShouldRevalidate);

export default function FaqEntry() {
  const { entry, categoryId, related, answer, guide, today } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const relatedLinks = useClientNavigation<HTMLUListElement>();
  const { t } = useTranslation();
  const contentLang = useContentLang();

  return (
    <>
      <PageHeading
        title={entry.title}
        lang={contentLang}
        breadcrumb={[
          { label: t("faq.breadcrumb.faq"), path: "/faq" },
          { label: t(categoryTextKeys(categoryId).title), path: categoryPath(categoryId) },
          { label: entry.title, path: faqEntryPath(entry.id), lang: contentLang },
        ]}
      >
        <div className="mt-6">
          <FaqSearch label={t("faq.entry.searchLabel")} />
        </div>
      </PageHeading>

      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
        <section aria-labelledby="answer-heading" className="card">
          <h2 id="answer-heading" className="sr-only">
            {t("faq.entry.answer")}
          </h2>
          {today ? <TodayBox today={today} className="mb-6" /> : null}
          <EntryAnswer answer={answer} reviewed={entry.reviewed} />
          {entry.linksToReader ? <ReaderLinkLine className="mt-4 text-slate-800" /> : null}
          {guide ? (
            <p className="mt-6 border-t border-slate-200 pt-4 font-semibold text-slate-900">
              {t("faq.entry.fullGuide")}{" "}
              <Link to={guide.path} lang={contentLang} className="text-brand-700 underline underline-offset-2">
                {guide.title}
              </Link>
            </p>
          ) : null}
        </section>

        {related.length > 0 ? (
          <section aria-labelledby="related-heading" className="mt-12">
            <h2 id="related-heading" className="text-xl font-bold text-slate-900">
              {t("faq.entry.related")}
            </h2>
            <ul ref={relatedLinks} lang={contentLang} className="mt-4 space-y-3">
              {related.map((other) => (
                <li key={other.id}>
                  <EntrySummary to={faqEntryPath(other.id)} title={other.title} excerpt={other.excerpt} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <FeedbackWidget key={entry.id} entryId={entry.id} actionData={actionData} />
      </div>
      {/* The view count (decision 017): fetched on every page view and client navigation, with or
          without JavaScript; never cached, so a cached page still counts. Not on the page a feedback
          post answers without JavaScript: the same reader, already counted. Decorative: alt="". */}
      {actionData ? null : <img src={entryViewPath(entry.id)} alt="" width={1} height={1} hidden />}
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary statusHandlers={{ 404: () => <FaqNotFound page="entry" /> }} />;
}
