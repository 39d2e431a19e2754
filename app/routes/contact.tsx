import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ContactChannels } from "~/components/contact/contact-channels";
import { ContactForm } from "~/components/contact/contact-form";
import { OfficeCard } from "~/components/contact/office-card";
import { telHref } from "~/components/contact/tel-href";
import { PageHeading } from "~/components/page-heading";
import { usePageTrail } from "~/components/breadcrumb";
import { PageSection } from "~/components/page-section";
import { metaTranslator, type RouteHandle } from "~/i18n/page-language";
import { T, useTranslation } from "~/i18n/use-translation";
import { getConfig } from "~/lib/config.server";
import { contactMessage } from "~/lib/forms/contact-messages.server";
import { handleMessageAction } from "~/lib/forms/message-action.server";
import { CACHE_CONTROL, forwardCacheHeaders } from "~/lib/cache-policy.server";
import { pageMeta } from "~/lib/meta";
import { DEFAULT_SITE_NAME } from "~/lib/site-name";

export const headers = forwardCacheHeaders;

export const handle: RouteHandle = { i18n: ["forms"] };

export const meta: MetaFunction<typeof loader> = (args) => {
  const { t } = metaTranslator(args);
  return pageMeta(args.matches, {
    title: t("forms.contact.metaTitle"),
    description: t("forms.contact.metaDescription", { site: args.data?.siteName ?? DEFAULT_SITE_NAME }),
  });
};

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
  return handleMessageAction(contactMessage, request, context);
}

const FORM_SECTION = "send-message";

export default function ContactPage() {
  const { siteName, operatorName, carrierPhone, details, office } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();

  return (
    <>
      <PageHeading
        title={t("forms.contact.title")}
        breadcrumb={usePageTrail(["/contact"])}
        lead={t("forms.contact.lead")}
      />
      <div className="mx-auto max-w-6xl space-y-10 px-4 py-10 sm:px-6">
        <PageSection headingId="channels-heading" title={t("forms.contact.channelsTitle")}>
          <p className="mt-2 max-w-3xl text-slate-700">
            <T
              k="forms.contact.channelsText"
              values={{ site: siteName, operator: operatorName }}
              components={{
                phone: (
                  <a href={telHref(carrierPhone)} className="link">
                    {carrierPhone}
                  </a>
                ),
              }}
            />
          </p>
          <div className="mt-6">
            <ContactChannels details={details} />
          </div>
        </PageSection>

        <div className="grid gap-10 lg:grid-cols-3">
          <PageSection
            id={FORM_SECTION}
            headingId="form-heading"
            title={t("forms.contact.formTitle")}
            className="card scroll-mt-4 lg:col-span-2"
          >
            <p className="mb-6 mt-2 text-slate-700">{t("forms.contact.formIntro")}</p>
            <ContactForm actionData={actionData} anchor={FORM_SECTION} />
          </PageSection>
          <OfficeCard office={office} />
        </div>
      </div>
    </>
  );
}
