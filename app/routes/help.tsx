import { data, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { FaqSearch } from "~/components/faq/faq-search";
import { TopicLinkCards } from "~/components/faq/topic-link-cards";
import { PageHeading } from "~/components/page-heading";
import { getFaqData } from "~/lib/help-centre/faq-data.server";
import { resolveTopicGroups, SUPPORT_CENTER_CARDS } from "~/lib/help-centre/topic-links.server";
import { CACHE_CONTROL, forwardCacheHeaders } from "~/lib/cache-policy.server";
import { pageMeta } from "~/lib/meta";

export const headers = forwardCacheHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Support Center",
    description:
      "Find answers about tracking, delivery, shipping and more in the independent parcel-tracking Support Center.",
  });

export async function loader() {
  const faq = await getFaqData();
  return data(
    { cards: resolveTopicGroups(faq, SUPPORT_CENTER_CARDS) },
    { headers: { "Cache-Control": CACHE_CONTROL.page } },
  );
}

export default function SupportCenter() {
  const { cards } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeading
        title="Support Center"
        breadcrumb={[
          { label: "Home", path: "/" },
          { label: "Support Center", path: "/help" },
        ]}
        lead="Search the help center, browse the FAQ or reach out to our support team."
      >
        <div className="mt-6">
          <FaqSearch label="Search the FAQ" />
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/contact" className="btn-primary">
            Reach Out to Support
          </Link>
          <Link to="/faq" className="btn-secondary">
            Browse FAQ Section
          </Link>
        </div>
      </PageHeading>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <h2 className="sr-only">Popular help topics</h2>
        <TopicLinkCards groups={cards} />
      </div>
    </>
  );
}
