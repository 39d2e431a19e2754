import type { MetaFunction } from "@remix-run/node";
import { PageHeading } from "~/components/page-heading";
import { forwardCacheHeaders } from "~/lib/http.server";
import { pageMeta } from "~/lib/meta";

export const headers = forwardCacheHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Support Center",
    description: "Find answers about tracking, delivery, shipping and more in the independent parcel-tracking Support Center.",
  });

export default function Page() {
  return (
    <PageHeading
      title="Support Center"
      breadcrumb={[
        { label: "Home", path: "/" },
        { label: "Support Center", path: "/help" },
      ]}
      lead="Search the help centre or browse by topic."
    />
  );
}
