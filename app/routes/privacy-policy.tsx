import type { MetaFunction } from "@remix-run/node";
import { PageHeading } from "~/components/page-heading";
import { forwardCacheHeaders } from "~/lib/http.server";
import { pageMeta } from "~/lib/meta";

export const headers = forwardCacheHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Privacy Policy",
    description: "How this independent parcel-tracking help site handles your data: what we store, for how long, and your rights.",
  });

export default function Page() {
  return (
    <PageHeading
      title="Privacy Policy"
      breadcrumb={[
        { label: "Home", path: "/" },
        { label: "Privacy Policy", path: "/privacy-policy" },
      ]}
      lead="What this site collects, why, and what it never does."
    />
  );
}
