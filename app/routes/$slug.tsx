import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { JsonLd } from "~/components/content/json-ld";
import { LastReviewed } from "~/components/content/last-reviewed";
import { NavAnchor, useClientNavigation } from "~/components/links";
import { PageHeading } from "~/components/page-heading";
import { ReaderLinkLine } from "~/components/reader-link-line";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { localeOf, pathInLanguage } from "~/i18n/languages";
import { metaTranslator, type RouteHandle } from "~/i18n/page-language";
import { T, useContentLang, useTranslation } from "~/i18n/use-translation";
import { getConfig } from "~/lib/config.server";
import { getGuide } from "~/lib/help-centre/guides.server";
import { guideLinksToReader } from "~/lib/help-centre/reader-links";
import { guideShowsToday } from "~/lib/help-centre/today-topics";
import { TodayBox } from "~/components/postal-calendar/today-answer";
import { serverToday, todayCacheControl } from "~/lib/postal-calendar/today.server";
import { CACHE_CONTROL, forwardCacheHeaders } from "~/lib/cache-policy.server";
import { requestOrigin } from "~/lib/http.server";
import { pageMeta } from "~/lib/meta";

export const headers = forwardCacheHeaders;

// "calendar": the today box on guides about opening and delivery days.
export const handle: RouteHandle = { i18n: ["faq", "calendar"], hydrate: false };

export async function loader({ params, request, context: { language } }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  const guide = await getGuide(slug, language);
  if (!guide) {
    // Paths are lowercase; a visitor who typed capitals still reaches the page.
    const lower = slug.toLowerCase();
    if (lower !== slug && (await getGuide(lower, language))) {
      // The router puts the page's language prefix in front.
      return redirect(`/${lower}${new URL(request.url).search}`, 301);
    }
    throw new Response(null, { status: 404, statusText: "Not Found" });
  }

  const config = getConfig();
  const url = `${requestOrigin(request, config)}${pathInLanguage(guide.path, language)}`;
  // A guide about opening and delivery days opens with today's answer, kept no later than Eastern midnight.
  const now = new Date();
  const today = guideShowsToday(slug) ? serverToday(now) : undefined;
  return data(
    {
      guide: {
        path: guide.path,
        title: guide.title,
        description: guide.description,
        html: guide.html,
        readingMinutes: guide.readingMinutes,
        reviewed: guide.reviewed,
        linksToReader: guideLinksToReader(slug),
      },
      structuredData: {
        "@context": "https://schema.org",
        "@type": "Article",
        headline: guide.title,
        description: guide.description,
        url,
        inLanguage: localeOf(language),
        // schema.org's own word for it: the day the page was last reviewed for accuracy.
        mainEntityOfPage: { "@type": "WebPage", "@id": url, lastReviewed: guide.reviewed },
        author: { "@type": "Organization", name: config.siteName },
        publisher: { "@type": "Organization", name: config.siteName },
      },
      today,
    },
    { headers: { "Cache-Control": today ? todayCacheControl(now) : CACHE_CONTROL.page } },
  );
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const { data: loaderData, matches } = args;
  if (loaderData) {
    return pageMeta(matches, { title: loaderData.guide.title, description: loaderData.guide.description });
  }
  const { t } = metaTranslator(args);
  return pageMeta(matches, {
    title: t("faq.guide.notFound.metaTitle"),
    description: t("faq.guide.notFound.metaDescription"),
    noindex: true,
  });
};

export default function GuidePage() {
  const { guide, structuredData, today } = useLoaderData<typeof loader>();
  const asideLinks = useClientNavigation<HTMLElement>();
  const { t } = useTranslation();
  const contentLang = useContentLang();
  return (
    <>
      <PageHeading
        title={guide.title}
        lang={contentLang}
        breadcrumb={[
          { label: t("nav.home"), path: "/" },
          { label: t("faq.breadcrumb.articles"), path: "/articles" },
          { label: guide.title, path: guide.path, lang: contentLang },
        ]}
        lead={guide.description}
      >
        <p className="mt-3 text-sm text-slate-600">{t("faq.guide.readingTime", { minutes: guide.readingMinutes })}</p>
        <LastReviewed isoDay={guide.reviewed} className="mt-1 text-sm text-slate-600" />
      </PageHeading>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        {today ? <TodayBox today={today} className="mb-8" /> : null}
        <article
          lang={contentLang}
          className="card prose-article min-w-0 break-words p-4 sm:p-8 [&>:first-child]:mt-0 [&>:last-child]:mb-0 [&_td]:px-2 [&_th]:px-2 sm:[&_td]:px-3 sm:[&_th]:px-3 max-sm:[&_table:has(th:nth-child(4))]:text-xs"
          // Rendered from our own markdown by renderMarkdown, which sanitises it.
          dangerouslySetInnerHTML={{ __html: guide.html }}
        />
        {guide.linksToReader ? <ReaderLinkLine className="mt-6 text-slate-800" /> : null}
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
                articles: <NavAnchor to="/articles" className="link" />,
                faq: <NavAnchor to="/faq" className="link" />,
                contact: <NavAnchor to="/contact" className="link" />,
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
