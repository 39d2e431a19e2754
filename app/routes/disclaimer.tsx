import type { MetaFunction } from "@remix-run/node";
import { PageHeading } from "~/components/page-heading";
import { forwardCacheHeaders } from "~/lib/http.server";
import { pageMeta } from "~/lib/meta";

export const headers = forwardCacheHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Disclaimer",
    description: "This site is an independent parcel-tracking help centre, not affiliated with the USPS or any carrier.",
  });

export default function Page() {
  return (
    <PageHeading
      title="Legal Disclaimer"
      breadcrumb={[
        { label: "Home", path: "/" },
        { label: "Disclaimer", path: "/disclaimer" },
      ]}
      lead="This site is independent and is not affiliated with the United States Postal Service."
    />
  );
}
