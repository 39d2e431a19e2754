import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ContactChannels } from "~/components/contact/contact-channels";
import { ContactForm } from "~/components/contact/contact-form";
import { OfficeCard } from "~/components/contact/office-card";
import { telHref } from "~/components/contact/tel-href";
import { PageHeading } from "~/components/page-heading";
import { PageSection } from "~/components/page-section";
import { getConfig } from "~/lib/config.server";
import { contactMessage } from "~/lib/forms/contact-messages.server";
import { handleMessageAction } from "~/lib/forms/message-action.server";
import { CACHE_CONTROL, forwardCacheHeaders } from "~/lib/cache-policy.server";
import { pageMeta } from "~/lib/meta";
import { DEFAULT_SITE_NAME } from "~/lib/site-name";

export const headers = forwardCacheHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageMeta(matches, {
    title: "Contact Us",
    description: `Contact the independent ${data?.siteName ?? DEFAULT_SITE_NAME} support team by phone, e-mail or message form.`,
  });

export function loader() {
  const config = getConfig();
  return data(
    {
      siteName: config.siteName,
      operatorName: config.operatorName,
      carrierPhone: config.carrierPhone,
      details: {
        sitePhone: config.sitePhone,
        siteEmail: config.siteEmail,
        helpUrl: config.helpUrl,
        officeHours: config.office.hours,
      },
      office: config.office,
    },
    { headers: { "Cache-Control": CACHE_CONTROL.page } },
  );
}

export function action({ request, context }: ActionFunctionArgs) {
  return handleMessageAction(contactMessage, request, context.clientAddress);
}

const FORM_SECTION = "send-message";

export default function ContactPage() {
  const { siteName, operatorName, carrierPhone, details, office } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();

  return (
    <>
      <PageHeading
        title="Contact Us"
        breadcrumb={[
          { label: "Home", path: "/" },
          { label: "Contact Us", path: "/contact" },
        ]}
        lead="Questions about using this site? Call, write or send us a message and a person will answer."
      />
      <div className="mx-auto max-w-6xl space-y-10 px-4 py-10 sm:px-6">
        <PageSection headingId="channels-heading" title="Ways to reach us">
          <p className="mt-2 max-w-3xl text-slate-700">
            {siteName} is an independent website run by {operatorName}, not the US Postal Service. Our phone, e-mail and
            message form reach our own team, who can help with this site and its guides but cannot see or change a
            parcel&apos;s status. For a lost, late or damaged parcel, call USPS customer service at{" "}
            <a href={telHref(carrierPhone)} className="link">
              {carrierPhone}
            </a>
            .
          </p>
          <div className="mt-6">
            <ContactChannels details={details} />
          </div>
        </PageSection>

        <div className="grid gap-10 lg:grid-cols-3">
          <PageSection
            id={FORM_SECTION}
            headingId="form-heading"
            title="Send us a message"
            className="card scroll-mt-4 lg:col-span-2"
          >
            <p className="mb-6 mt-2 text-slate-700">
              All fields except phone are required. We reply by e-mail, usually within 24 hours.
            </p>
            <ContactForm actionData={actionData} anchor={FORM_SECTION} />
          </PageSection>
          <OfficeCard office={office} />
        </div>
      </div>
    </>
  );
}
