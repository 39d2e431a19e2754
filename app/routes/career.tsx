import type { MetaFunction } from "@remix-run/node";
import { PageHeading } from "~/components/page-heading";
import { forwardCacheHeaders } from "~/lib/http.server";
import { pageMeta } from "~/lib/meta";

export const headers = forwardCacheHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Careers",
    description: "Open positions at the independent team behind this parcel-tracking help centre.",
  });

export default function Page() {
  return (
    <PageHeading
      title="Careers"
      breadcrumb={[
        { label: "Home", path: "/" },
        { label: "Career", path: "/career" },
      ]}
      lead="Help people find their parcels: join a small independent team."
    />
  );
}
