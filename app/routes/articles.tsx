import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GuideCard } from "~/components/content/guide-card";
import { PageHeading } from "~/components/page-heading";
import { metaTranslator, type RouteHandle } from "~/i18n/page-language";
import { T, useTranslation } from "~/i18n/use-translation";
import { listIndexedGuides } from "~/lib/help-centre/guides.server";
import { CACHE_CONTROL, forwardCacheHeaders } from "~/lib/cache-policy.server";
import { pageMeta } from "~/lib/meta";
import { POSTAL_HOLIDAYS_PATH } from "~/lib/postal-calendar/paths";

export const headers = forwardCacheHeaders;

export const handle: RouteHandle = { i18n: ["faq"], hydrate: false };

export const meta: MetaFunction = (args) => {
  const { t } = metaTranslator(args);
  return pageMeta(args.matches, { title: t("faq.guides.metaTitle"), description: t("faq.guides.metaDescription") });
};

/** The guides of the page's language, in the same order in every language (their `order`). */
export async function loader({ context: { language } }: LoaderFunctionArgs) {
  const articles = await listIndexedGuides(language);
  return data(
    {
      articles: articles.map(({ path, title, excerpt }) => ({ path, title, excerpt })),
    },
    { headers: { "Cache-Control": CACHE_CONTROL.page } },
  );
}

export default function GuidesIndex() {
  const { articles } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <PageHeading
        title={t("faq.guides.title")}
        breadcrumb={[
          { label: t("nav.home"), path: "/" },
          { label: t("faq.breadcrumb.articles"), path: "/articles" },
        ]}
        lead={t("faq.guides.lead")}
      />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <p className="text-slate-700">
          <T
            k="faq.guides.count"
            values={{ count: articles.length }}
            components={{ link: <Link to="/faq" className="link" /> }}
          />
        </p>
        <p className="mt-2 text-slate-700">
          <T k="faq.guides.holidays" components={{ link: <Link to={POSTAL_HOLIDAYS_PATH} className="link" /> }} />
        </p>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {articles.map((article) => (
            <li key={article.path}>
              <GuideCard path={article.path} title={article.title} excerpt={article.excerpt} />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
