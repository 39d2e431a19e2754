import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ComplaintForm } from "~/components/contact/complaint-form";
import { telHref } from "~/components/contact/tel-href";
import { PageHeading } from "~/components/page-heading";
import { PageSection } from "~/components/page-section";
import { getConfig } from "~/lib/config.server";
import { complaintMessage } from "~/lib/forms/contact-messages.server";
import { handleMessageAction } from "~/lib/forms/message-action.server";
import { CACHE_CONTROL, forwardCacheHeaders } from "~/lib/cache-policy.server";
import { pageMeta } from "~/lib/meta";

export const headers = forwardCacheHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Complaint",
    description: "Tell the independent team behind this site about a problem with the site or its help content.",
  });

export function loader() {
  const config = getConfig();
  return data(
    { siteName: config.siteName, carrierPhone: config.carrierPhone },
    { headers: { "Cache-Control": CACHE_CONTROL.page } },
  );
}

export function action({ request, context }: ActionFunctionArgs) {
  return handleMessageAction(complaintMessage, request, context.clientAddress);
}

const FORM_SECTION = "complaint-form-section";

export default function ComplaintPage() {
  const { siteName, carrierPhone } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();

  return (
    <>
      <PageHeading
        title="File a Complaint"
        breadcrumb={[
          { label: "Home", path: "/" },
          { label: "Complaint", path: "/complaint" },
        ]}
        lead="Something wrong with this site or one of its guides? Tell us and we will look into it."
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-3">
        <PageSection
          id={FORM_SECTION}
          headingId="complaint-heading"
          title="Your complaint"
          className="card scroll-mt-4 lg:col-span-2"
        >
          <p className="mb-6 mt-2 text-slate-700">
            All fields are required. Your message can be up to 1,000 characters.
          </p>
          <ComplaintForm actionData={actionData} anchor={FORM_SECTION} />
        </PageSection>
        <aside aria-labelledby="complaint-about-heading" className="card h-fit">
          <h2 id="complaint-about-heading" className="text-xl font-bold text-slate-900">
            Who reads this
          </h2>
          <p className="mt-3 text-slate-700">
            Complaints go to the team that runs {siteName}, an independent website. We read every one and reply by
            e-mail.
          </p>
          <p className="mt-3 text-slate-700">
            We are not the US Postal Service and cannot open a claim or a search for a parcel. For a problem with a
            delivery, call USPS customer service at{" "}
            <a href={telHref(carrierPhone)} className="link">
              {carrierPhone}
            </a>
            .
          </p>
        </aside>
      </div>
    </>
  );
}
