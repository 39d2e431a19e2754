import type { MetaFunction } from "@remix-run/node";
import { PageHeading } from "~/components/page-heading";
import { forwardCacheHeaders } from "~/lib/http.server";
import { pageMeta } from "~/lib/meta";

export const headers = forwardCacheHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Complaint",
    description: "Tell the independent team behind this site about a problem with the site or its help content.",
  });

export default function Page() {
  return (
    <PageHeading
      title="File a Complaint"
      breadcrumb={[
        { label: "Home", path: "/" },
        { label: "Complaint", path: "/complaint" },
      ]}
      lead="Something wrong with this site? Tell us and we will look into it."
    />
  );
}
