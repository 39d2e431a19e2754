import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { DonationForm } from "~/components/donation/donation-form";
import { DonationImpact } from "~/components/donation/donation-impact";
import { PageHeading } from "~/components/page-heading";
import { usePageTrail } from "~/components/breadcrumb";
import { PageSection } from "~/components/page-section";
import { localeOf } from "~/i18n/languages";
import { metaTranslator, type RouteHandle } from "~/i18n/page-language";
import { useTranslation } from "~/i18n/use-translation";
import { donationNotAvailableNotice, donationSchema } from "~/lib/forms/donation-form";
import { boundedReply, formFields } from "~/lib/forms/form-limits.server";
import { errorNotice, type FormActionData } from "~/lib/forms/form-notice";
import { RATE_LIMITED_MESSAGE, TOO_LARGE_MESSAGE, UNREADABLE_FIELDS_MESSAGE } from "~/lib/forms/message-texts";
import { readForm } from "~/lib/forms/read-form.server";
import { countRefusedBody } from "~/lib/forms/refused-body.server";
import { forwardCacheHeaders } from "~/lib/cache-policy.server";
import { pageMeta } from "~/lib/meta";

export const headers = forwardCacheHeaders;

export const handle: RouteHandle = { i18n: ["forms"] };

export const meta: MetaFunction = (args) => {
  const { t } = metaTranslator(args);
  return pageMeta(args.matches, {
    title: t("forms.donation.metaTitle"),
    description: t("forms.donation.metaDescription"),
  });
};

/**
 * Checks the form and answers honestly: there is no payment yet, so nothing is charged,
 * stored, logged or sent to any other host (docs/product.md §S2.8: the donation form triggers nothing).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  // Computed here: a route module's top level also runs in the browser, where .server imports are gone.
  const fields = formFields(donationSchema);
  const read = await readForm(request, { fields });
  if (!read.ok) {
    // The form's own fields that came are shown again; the refusal counts against the client.
    const shown = read.reason === "out-of-bounds" || read.reason === "too-large" ? read.fields : new FormData();
    const result = boundedReply(parseWithZod(shown, { schema: donationSchema }).reply(), fields);
    const counted = await countRefusedBody(context.clientAddress);
    if (!counted.allowed) {
      return data<FormActionData>(
        { result, notice: errorNotice(RATE_LIMITED_MESSAGE) },
        { status: 429, headers: { "Retry-After": String(counted.retryAfterSeconds) } },
      );
    }
    const notice = { "too-large": TOO_LARGE_MESSAGE, "out-of-bounds": UNREADABLE_FIELDS_MESSAGE }[
      read.reason as string
    ];
    return data<FormActionData>({ result, notice: notice ? errorNotice(notice) : null }, read.status);
  }
  const submission = parseWithZod(read.formData, { schema: donationSchema });
  if (submission.status !== "success") {
    return data<FormActionData>({ result: boundedReply(submission.reply(), donationSchema), notice: null }, 400);
  }
  return data<FormActionData>({
    result: boundedReply(submission.reply(), donationSchema),
    notice: donationNotAvailableNotice(submission.value, localeOf(context.language)),
  });
}

const FORM_SECTION = "donate";

export default function DonationPage() {
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <>
      <PageHeading
        title={t("forms.donation.title")}
        breadcrumb={usePageTrail(["/donation"])}
        lead={t("forms.donation.lead")}
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-3">
        <PageSection
          id={FORM_SECTION}
          headingId="donate-heading"
          title={t("forms.donation.formTitle")}
          className="card scroll-mt-4 lg:col-span-2"
        >
          <p className="mb-6 mt-2 text-slate-700">{t("forms.donation.formIntro")}</p>
          <DonationForm actionData={actionData} anchor={FORM_SECTION} />
        </PageSection>
        <DonationImpact />
      </div>
    </>
  );
}
