import type { MetaFunction } from "@remix-run/node";
import { PageHeading } from "~/components/page-heading";
import { forwardCacheHeaders } from "~/lib/http.server";
import { pageMeta } from "~/lib/meta";

export const headers = forwardCacheHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Partners",
    description: "Work with an independent parcel-tracking help centre: collaboration options and partner stories.",
  });

export default function Page() {
  return (
    <PageHeading
      title="Our Partners"
      breadcrumb={[
        { label: "Home", path: "/" },
        { label: "Partners", path: "/partners" },
      ]}
      lead="We work with shops, marketplaces and community groups that send parcels."
    />
  );
}
