import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { JsonLd } from "~/components/content/json-ld";
import { LastReviewed } from "~/components/content/last-reviewed";
import { NavAnchor, useClientNavigation } from "~/components/client-navigation";
import { PageHeading } from "~/components/page-heading";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { INTL_LOCALES, languageOfPath, languageOfRequest, pathInLanguage } from "~/i18n/languages";
import { stringsFor } from "~/i18n/strings.server";
import { createTranslator, metaTranslator } from "~/i18n/translate";
import { T, useLocalPath, useTranslation } from "~/i18n/use-translation";
import { getConfig } from "~/lib/config.server";
import { getGuide } from "~/lib/help-centre/guides.server";
import { guideShowsToday } from "~/lib/help-centre/today-topics";
import { TodayBox } from "~/components/postal-calendar/today-answer";
import { serverToday, todayCacheControl } from "~/lib/postal-calendar/today.server";
import { CACHE_CONTROL, forwardCacheHeaders } from "~/lib/cache-policy.server";
import { requestOrigin } from "~/lib/http.server";
import { pageMeta } from "~/lib/meta";

export const headers = forwardCacheHeaders;

export async function loader({ params, request }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  const language = languageOfRequest(request);
  const article = await getGuide(slug, language);
  if (!article) {
    // Paths are lowercase; a visitor who typed capitals still reaches the page.
    const lower = slug.toLowerCase();
    if (lower !== slug && (await getGuide(lower, language))) {
      return redirect(`${pathInLanguage(`/${lower}`, language)}${new URL(request.url).search}`, 301);
    }
    // The not-found screen's meta needs this page's strings, which no loader data carries.
    throw data({ strings: stringsFor(language, "faq") }, { status: 404, statusText: "Not Found" });
  }

  const config = getConfig();
  const url = `${requestOrigin(request, config)}${article.path}`;
  // A guide about opening and delivery days opens with today's answer, kept no later than Eastern midnight.
  const now = new Date();
  const today = guideShowsToday(slug) ? serverToday(now) : undefined;
  return data(
    {
      article: {
        path: article.path,
        title: article.title,
        description: article.description,
        html: article.html,
        readingMinutes: article.readingMinutes,
        reviewed: article.reviewed,
      },
      structuredData: {
        "@context": "https://schema.org",
        "@type": "Article",
        headline: article.title,
        description: article.description,
        url,
        inLanguage: INTL_LOCALES[language],
        // schema.org's own word for it: the day the page was last reviewed for accuracy.
        mainEntityOfPage: { "@type": "WebPage", "@id": url, lastReviewed: article.reviewed },
        author: { "@type": "Organization", name: config.siteName },
        publisher: { "@type": "Organization", name: config.siteName },
      },
      today,
      strings: today ? stringsFor(language, "faq", "calendar") : stringsFor(language, "faq"),
    },
    { headers: { "Cache-Control": today ? todayCacheControl(now) : CACHE_CONTROL.page } },
  );
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const { data: loaderData, matches, error, location } = args;
  if (loaderData) {
    return pageMeta(matches, { title: loaderData.article.title, description: loaderData.article.description });
  }
  const language = languageOfPath(location.pathname);
  const strings =
    error && typeof error === "object" && "data" in error ? (error.data as LoaderStrings)?.strings : undefined;
  const { t } = strings?.language === language ? createTranslator(language, strings.messages) : metaTranslator(args);
  return pageMeta(matches, {
    title: t("faq.guide.notFound.metaTitle"),
    description: t("faq.guide.notFound.metaDescription"),
    noindex: true,
  });
};

type LoaderStrings = { strings?: ReturnType<typeof stringsFor> } | null;

export default function GuidePage() {
  const { article, structuredData, today } = useLoaderData<typeof loader>();
  const asideLinks = useClientNavigation<HTMLElement>();
  const { t } = useTranslation();
  const localPath = useLocalPath();
  return (
    <>
      <PageHeading
        title={article.title}
        breadcrumb={[
          { label: t("nav.home"), path: localPath("/") },
          { label: t("faq.breadcrumb.articles"), path: localPath("/articles") },
          { label: article.title, path: article.path },
        ]}
        lead={article.description}
      >
        <p className="mt-3 text-sm text-slate-600">{t("faq.guide.readingTime", { minutes: article.readingMinutes })}</p>
        <LastReviewed isoDay={article.reviewed} className="mt-1 text-sm text-slate-600" />
      </PageHeading>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        {today ? <TodayBox today={today} className="mb-8" /> : null}
        <article
          className="card prose-article min-w-0 break-words p-4 sm:p-8 [&>:first-child]:mt-0 [&>:last-child]:mb-0 [&_td]:px-2 [&_th]:px-2 sm:[&_td]:px-3 sm:[&_th]:px-3 max-sm:[&_table:has(th:nth-child(4))]:text-xs"
          // Rendered from our own markdown by renderMarkdown, which sanitises it.
          dangerouslySetInnerHTML={{ __html: article.html }}
        />
        <aside
          ref={asideLinks}
          aria-label={t("faq.guide.moreHelp")}
          className="mt-8 rounded-xl border border-brand-100 bg-brand-50 p-6"
        >
          <h2 className="text-lg font-semibold text-slate-900">{t("faq.guide.stillNeedHelp")}</h2>
          <p className="mt-2 leading-7 text-slate-700">
            <T
              k="faq.guide.stillNeedHelpText"
              components={{
                articles: <NavAnchor to={localPath("/articles")} className="link" />,
                faq: <NavAnchor to={localPath("/faq")} className="link" />,
                contact: <NavAnchor to={localPath("/contact")} className="link" />,
              }}
            />
          </p>
        </aside>
      </div>
      <JsonLd data={structuredData} />
    </>
  );
}

// Its own boundary, not the root's, so that this route's meta (noindex) goes with its 404.
export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
