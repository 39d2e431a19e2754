import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ComplaintForm } from "~/components/contact/complaint-form";
import { telHref } from "~/components/contact/tel-href";
import { PageHeading } from "~/components/page-heading";
import { usePageTrail } from "~/components/breadcrumb";
import { PageSection } from "~/components/page-section";
import { metaTranslator, type RouteHandle } from "~/i18n/page-language";
import { T, useTranslation } from "~/i18n/use-translation";
import { getConfig } from "~/lib/config.server";
import { LIMITS } from "~/lib/forms/field-limits";
import { complaintMessage } from "~/lib/forms/contact-messages.server";
import { handleMessageAction } from "~/lib/forms/message-action.server";
import { CACHE_CONTROL, forwardCacheHeaders } from "~/lib/cache-policy.server";
import { pageMeta } from "~/lib/meta";

export const headers = forwardCacheHeaders;

export const handle: RouteHandle = { i18n: ["forms"] };

export const meta: MetaFunction = (args) => {
  const { t } = metaTranslator(args);
  return pageMeta(args.matches, {
    title: t("forms.complaint.metaTitle"),
    description: t("forms.complaint.metaDescription"),
  });
};

export function loader() {
  const config = getConfig();
  return data(
    { siteName: config.siteName, carrierPhone: config.carrierPhone },
    { headers: { "Cache-Control": CACHE_CONTROL.page } },
  );
}

export function action({ request, context }: ActionFunctionArgs) {
  return handleMessageAction(complaintMessage, request, context);
}

const FORM_SECTION = "complaint-form-section";

export default function ComplaintPage() {
  const { siteName, carrierPhone } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();

  return (
    <>
      <PageHeading
        title={t("forms.complaint.title")}
        breadcrumb={usePageTrail(["/complaint"])}
        lead={t("forms.complaint.lead")}
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-3">
        <PageSection
          id={FORM_SECTION}
          headingId="complaint-heading"
          title={t("forms.complaint.formTitle")}
          className="card scroll-mt-4 lg:col-span-2"
        >
          <p className="mb-6 mt-2 text-slate-700">{t("forms.complaint.formIntro", { max: LIMITS.complaintMessage })}</p>
          <ComplaintForm actionData={actionData} anchor={FORM_SECTION} />
        </PageSection>
        <aside aria-labelledby="complaint-about-heading" className="card h-fit">
          <h2 id="complaint-about-heading" className="text-xl font-bold text-slate-900">
            {t("forms.complaint.asideTitle")}
          </h2>
          <p className="mt-3 text-slate-700">{t("forms.complaint.asideTeam", { site: siteName })}</p>
          <p className="mt-3 text-slate-700">
            <T
              k="forms.complaint.asideCarrier"
              components={{
                phone: (
                  <a href={telHref(carrierPhone)} className="link">
                    {carrierPhone}
                  </a>
                ),
              }}
            />
          </p>
        </aside>
      </div>
    </>
  );
}
