import type { MetaFunction } from "@remix-run/node";
import { PageHeading } from "~/components/page-heading";
import { forwardCacheHeaders } from "~/lib/http.server";
import { pageMeta } from "~/lib/meta";

export const headers = forwardCacheHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Donation",
    description: "Support an independent, ad-light parcel-tracking help centre.",
  });

export default function Page() {
  return (
    <PageHeading
      title="Support Our Work"
      breadcrumb={[
        { label: "Home", path: "/" },
        { label: "Donation", path: "/donation" },
      ]}
      lead="This site is independent. Here is how support would help."
    />
  );
}
