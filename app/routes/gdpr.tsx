import type { MetaFunction } from "@remix-run/node";
import { PageHeading } from "~/components/page-heading";
import { forwardCacheHeaders } from "~/lib/http.server";
import { pageMeta } from "~/lib/meta";

export const headers = forwardCacheHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "GDPR",
    description: "How this independent parcel-tracking help site follows the GDPR, and the rights you have over your data.",
  });

export default function Page() {
  return (
    <PageHeading
      title="GDPR and Your Data"
      breadcrumb={[
        { label: "Home", path: "/" },
        { label: "GDPR", path: "/gdpr" },
      ]}
      lead="Your rights under the General Data Protection Regulation, and how we respect them."
    />
  );
}
