import type { MetaFunction } from "@remix-run/node";
import { PageHeading } from "~/components/page-heading";
import { forwardCacheHeaders } from "~/lib/http.server";
import { pageMeta } from "~/lib/meta";

export const headers = forwardCacheHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Terms of Service",
    description: "The terms for using this independent parcel-tracking help website.",
  });

export default function Page() {
  return (
    <PageHeading
      title="Terms of Service"
      breadcrumb={[
        { label: "Home", path: "/" },
        { label: "Terms of Service", path: "/terms-of-service" },
      ]}
      lead="The rules for using this site, in plain words."
    />
  );
}
