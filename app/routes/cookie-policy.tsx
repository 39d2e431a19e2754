import type { MetaFunction } from "@remix-run/node";
import { PageHeading } from "~/components/page-heading";
import { forwardCacheHeaders } from "~/lib/http.server";
import { pageMeta } from "~/lib/meta";

export const headers = forwardCacheHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Cookie Policy",
    description: "Which cookies this independent parcel-tracking help site uses (none for tracking you) and your choices.",
  });

export default function Page() {
  return (
    <PageHeading
      title="Cookie Policy"
      breadcrumb={[
        { label: "Home", path: "/" },
        { label: "Cookie Policy", path: "/cookie-policy" },
      ]}
      lead="What this site stores in your browser and why."
    />
  );
}
