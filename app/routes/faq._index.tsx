import type { MetaFunction } from "@remix-run/node";
import { PageHeading } from "~/components/page-heading";
import { forwardCacheHeaders } from "~/lib/http.server";
import { pageMeta } from "~/lib/meta";

export const headers = forwardCacheHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Package Tracking Support Center – FAQ",
    description: "Frequently asked questions about package tracking, delivery, shipping, international mail, addresses and fees.",
  });

export default function Page() {
  return (
    <PageHeading
      title="Package Tracking Support Center"
      breadcrumb={[
        { label: "Home", path: "/" },
        { label: "Support Center", path: "/faq" },
      ]}
      lead="Answers to the questions people ask most while a parcel is on its way."
    />
  );
}
