import type { MetaFunction } from "@remix-run/node";
import { PageHeading } from "~/components/page-heading";
import { forwardCacheHeaders } from "~/lib/http.server";
import { pageMeta } from "~/lib/meta";

export const headers = forwardCacheHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Contact Us",
    description: "Contact the independent ParcelHelp support team by phone, e-mail or message form.",
  });

export default function Page() {
  return (
    <PageHeading
      title="Contact Us"
      breadcrumb={[
        { label: "Home", path: "/" },
        { label: "Contact Us", path: "/contact" },
      ]}
      lead="Questions about using this site? Send us a message and a person will answer."
    />
  );
}
