import type { MetaFunction } from "@remix-run/node";
import { PageHeading } from "~/components/page-heading";
import { forwardCacheHeaders } from "~/lib/http.server";
import { pageMeta } from "~/lib/meta";

export const headers = forwardCacheHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Help Articles",
    description: "Plain-English answers to common USPS questions: delivery days and times, mail classes, holidays, money orders and more.",
  });

export default function Page() {
  return (
    <PageHeading
      title="Help Articles"
      breadcrumb={[
        { label: "Home", path: "/" },
        { label: "Articles", path: "/articles" },
      ]}
      lead="Clear answers to the postal questions people ask most."
    />
  );
}
