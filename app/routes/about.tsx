import type { MetaFunction } from "@remix-run/node";
import { PageHeading } from "~/components/page-heading";
import { forwardCacheHeaders } from "~/lib/http.server";
import { pageMeta } from "~/lib/meta";

export const headers = forwardCacheHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "About Us",
    description: "What this independent parcel-tracking help centre is, what it does, and what it is not.",
  });

export default function Page() {
  return (
    <PageHeading
      title="About Us"
      breadcrumb={[
        { label: "Home", path: "/" },
        { label: "About Us", path: "/about" },
      ]}
      lead="An independent help centre for people waiting on a parcel."
    />
  );
}
