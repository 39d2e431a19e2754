import { data, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GuideCard } from "~/components/content/guide-card";
import { PageHeading } from "~/components/page-heading";
import { listIndexedGuides } from "~/lib/help-centre/guides.server";
import { CACHE_CONTROL, forwardCacheHeaders } from "~/lib/cache-policy.server";
import { pageMeta } from "~/lib/meta";

export const headers = forwardCacheHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Help Articles",
    description:
      "Plain-English answers to common USPS questions: delivery days and times, mail classes, holidays, money orders and more.",
  });

export async function loader() {
  const articles = await listIndexedGuides();
  return data(
    { articles: articles.map(({ path, title, excerpt }) => ({ path, title, excerpt })) },
    { headers: { "Cache-Control": CACHE_CONTROL.page } },
  );
}

export default function GuidesIndex() {
  const { articles } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeading
        title="Help Articles"
        breadcrumb={[
          { label: "Home", path: "/" },
          { label: "Articles", path: "/articles" },
        ]}
        lead="Clear answers to the postal questions people ask most: when mail arrives, when post offices open, how each service works and what to do when something goes wrong."
      />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <p className="text-slate-700">
          {articles.length} articles. Looking for something else? Try the{" "}
          <Link to="/faq" className="link">
            FAQ search
          </Link>
          .
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
