import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { DonationForm } from "~/components/donation/donation-form";
import { DonationImpact } from "~/components/donation/donation-impact";
import { PageHeading } from "~/components/page-heading";
import { PageSection } from "~/components/page-section";
import { DONATION_MESSAGES, donationNotAvailableMessage, donationSchema } from "~/lib/forms/donation-form";
import { boundedReply, formBytesFor } from "~/lib/forms/form-limits.server";
import { errorNotice, type FormActionData } from "~/lib/forms/form-notice";
import { TOO_LARGE_MESSAGE } from "~/lib/forms/message-texts";
import { readForm } from "~/lib/forms/read-form.server";
import { CACHE_CONTROL, forwardCacheHeaders } from "~/lib/cache-policy.server";
import { pageMeta } from "~/lib/meta";

export const headers = forwardCacheHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Donation",
    description: "Support an independent, advertising-free parcel-tracking help center.",
  });

export function loader() {
  return data(null, { headers: { "Cache-Control": CACHE_CONTROL.page } });
}

/**
 * Checks the form and answers honestly: there is no payment yet, so nothing is charged,
 * stored, logged or sent to any other host (docs/product.md §S2.8: the donation form triggers nothing).
 */
export async function action({ request }: ActionFunctionArgs) {
  // Computed here: a route module's top level also runs in the browser, where .server imports are gone.
  const read = await readForm(request, { maxBytes: formBytesFor(donationSchema) });
  if (!read.ok) {
    const notice = read.reason === "too-large" ? errorNotice(TOO_LARGE_MESSAGE) : null;
    return data<FormActionData>({ result: { status: "error" }, notice }, read.status);
  }
  const submission = parseWithZod(read.formData, { schema: donationSchema });
  if (submission.status !== "success") {
    return data<FormActionData>({ result: boundedReply(submission.reply(), donationSchema), notice: null }, 400);
  }
  return data<FormActionData>({
    result: boundedReply(submission.reply(), donationSchema),
    notice: {
      tone: "info",
      title: DONATION_MESSAGES.notAvailableTitle,
      message: donationNotAvailableMessage(submission.value),
    },
  });
}

const FORM_SECTION = "donate";

export default function DonationPage() {
  const actionData = useActionData<typeof action>();
  return (
    <>
      <PageHeading
        title="Support Our Work"
        breadcrumb={[
          { label: "Home", path: "/" },
          { label: "Donation", path: "/donation" },
        ]}
        lead="This site is independent and free to use. Here is what support would make possible."
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-3">
        <PageSection
          id={FORM_SECTION}
          headingId="donate-heading"
          title="Make a Donation"
          className="card scroll-mt-4 lg:col-span-2"
        >
          <p className="mb-6 mt-2 text-slate-700">
            We are not able to accept payments online yet. You can see how giving would work below; pressing
            &lsquo;Complete Donation&rsquo; charges nothing.
          </p>
          <DonationForm actionData={actionData} anchor={FORM_SECTION} />
        </PageSection>
        <DonationImpact />
      </div>
    </>
  );
}
