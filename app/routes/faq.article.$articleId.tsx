import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { useClientNavigation } from "~/components/client-navigation";
import { EntryAnswer } from "~/components/faq/entry-answer";
import { EntrySummary } from "~/components/faq/entry-summary";
import { FaqNotFound, notFoundTexts } from "~/components/faq/faq-not-found";
import { FaqSearch } from "~/components/faq/faq-search";
import { FeedbackWidget } from "~/components/faq/feedback-widget";
import type { FeedbackActionData } from "~/lib/help-centre/feedback";
import { PageHeading } from "~/components/page-heading";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getEntryAnswer } from "~/lib/help-centre/answer-renderer.server";
import { getHelpSearch, guideSubject } from "~/lib/help-centre/search.server";
import { excerpt } from "~/lib/help-centre/plain-text";
import { relatedEntries } from "~/lib/help-centre/faq-lists";
import { faqNotFound, findFaqEntry, findCategory, getFaqData } from "~/lib/help-centre/faq-data.server";
import { countEntryView } from "~/lib/help-centre/view-counts.server";
import { faqEntryPath, categoryPath } from "~/lib/help-centre/faq-urls";
import { feedbackLogEntry, feedbackReply, logFeedback, readFeedback } from "~/lib/help-centre/feedback.server";
import { CACHE_CONTROL, forwardCacheHeaders } from "~/lib/cache-policy.server";
import { faqEntryShowsToday } from "~/lib/help-centre/today-topics";
import { TodayBox } from "~/components/postal-calendar/today-answer";
import { serverToday, todayCacheControl } from "~/lib/postal-calendar/today.server";
import { pageMeta } from "~/lib/meta";
import { languageOfPath, languageOfRequest, type Language } from "~/i18n/languages";
import { stringsFor } from "~/i18n/strings.server";
import { useLocalPath, useTranslation } from "~/i18n/use-translation";

const RELATED_EXCERPT_LENGTH = 100;
const DESCRIPTION_LENGTH = 150;

export const headers = forwardCacheHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches, data: loaderData, error, location }) => {
  if (loaderData)
    return pageMeta(matches, { title: loaderData.article.title, description: loaderData.article.description });
  const { title, text } = notFoundTexts("entry", error, languageOfPath(location.pathname));
  return pageMeta(matches, { title, description: text, noindex: true });
};

async function requireFaqEntry(request: Request, language: Language, articleId: string | undefined) {
  const faq = await getFaqData(language);
  const article = findFaqEntry(faq, articleId ?? "");
  if (!article) faqNotFound(request);
  return { faq, article };
}

export async function loader({ params, request }: LoaderFunctionArgs) {
  const language = languageOfRequest(request);
  const { faq, article } = await requireFaqEntry(request, language, params.articleId);
  // One anonymous view for 'Frequently Viewed Articles' (a page load or a client navigation; not a bot).
  countEntryView(request, article.id);
  const category = findCategory(faq, article.categoryId);
  // An answer about opening and delivery days opens with today's answer (kept no later than Eastern midnight).
  const now = new Date();
  const today = faqEntryShowsToday(article.keyword) ? serverToday(now) : undefined;
  return data(
    {
      article: {
        id: article.id,
        title: article.title,
        description: excerpt(article.content, DESCRIPTION_LENGTH),
        reviewed: article.reviewed,
      },
      guide: (await getHelpSearch(language)).guideFor(guideSubject(article, language)),
      category: category ? { id: category.id, title: category.title } : undefined,
      related: relatedEntries(faq, article).map((other) => ({
        id: other.id,
        title: other.title,
        excerpt: excerpt(other.content, RELATED_EXCERPT_LENGTH),
      })),
      // Not awaited: a client navigation shows the page at once and streams the answer in.
      answer: getEntryAnswer(article, { language }),
      today,
      strings: today ? stringsFor(language, "faq", "calendar") : stringsFor(language, "faq"),
    },
    // Every visit reaches the app, so that each view is counted (no shared cache answers for it).
    { headers: { "Cache-Control": today ? todayCacheControl(now, CACHE_CONTROL.private) : CACHE_CONTROL.private } },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { article } = await requireFaqEntry(request, languageOfRequest(request), params.articleId);
  const { submission, refused } = await readFeedback(request, context.clientAddress);
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
  logFeedback(feedbackLogEntry(article.id, feedback));
  return data<FeedbackActionData>({
    stage: feedback.intent === "helpful" ? "thanked-helpful" : "thanked-comment",
    result: submission.reply({ resetForm: true }),
  });
}

// Feedback, this route's only action, changes nothing the page loaded: after a post to the article
// itself, do not fetch the article (and its answer) again.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  formAction,
  currentUrl,
  defaultShouldRevalidate,
}) => (formMethod?.toUpperCase() === "POST" && formAction === currentUrl.pathname ? false : defaultShouldRevalidate);

export default function FaqEntry() {
  const { article, category, related, answer, guide, today } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const relatedLinks = useClientNavigation<HTMLUListElement>();
  const { t } = useTranslation();
  const localPath = useLocalPath();

  return (
    <>
      <PageHeading
        title={article.title}
        breadcrumb={[
          { label: t("faq.breadcrumb.faq"), path: localPath("/faq") },
          ...(category ? [{ label: category.title, path: localPath(categoryPath(category.id)) }] : []),
          { label: article.title, path: localPath(faqEntryPath(article.id)) },
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
          <EntryAnswer answer={answer} reviewed={article.reviewed} />
          {guide ? (
            <p className="mt-6 border-t border-slate-200 pt-4 font-semibold text-slate-900">
              {t("faq.entry.fullGuide")}{" "}
              <Link to={guide.path} className="text-brand-700 underline underline-offset-2">
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
            <ul ref={relatedLinks} className="mt-4 space-y-3">
              {related.map((other) => (
                <li key={other.id}>
                  <EntrySummary to={localPath(faqEntryPath(other.id))} title={other.title} excerpt={other.excerpt} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <FeedbackWidget key={article.id} articleId={article.id} actionData={actionData} />
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary statusHandlers={{ 404: (error) => <FaqNotFound page="entry" error={error} /> }} />;
}
