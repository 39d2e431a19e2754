import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { FormNoticeMessage, useTranslatedNotice } from "~/components/form-notice";
import { InputField, SubmitButton } from "~/components/forms";
import { EmailField, HoneypotField, PhoneField } from "~/components/sender-fields";
import { useSchemaForm } from "~/components/use-schema-form";
import { useTranslation } from "~/i18n/use-translation";
import { careerFormSchema } from "~/lib/forms/career-form";
import type { FormActionData } from "~/lib/forms/form-notice";
import { HONEYPOT_FIELD } from "~/lib/forms/honeypot";
import { RESUME_RULES } from "~/lib/forms/resume-file";
import type { JobOpening } from "~/lib/job-openings";

/**
 * The application form for one job, used in the dialog (JavaScript) and on the page
 * (no JavaScript). Fields come in the order the server reads them: the résumé last, so
 * an oversized upload is refused after the text fields are already safe.
 */
export function ApplicationForm({
  job,
  placement,
  actionData,
  action,
  footer,
}: {
  job: JobOpening;
  placement: "dialog" | "page";
  /** The action's answer, when it is about this form. */
  actionData: FormActionData | undefined;
  action: string;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const notice = useTranslatedNotice(actionData?.notice);
  const [form, fields] = useSchemaForm({
    id: `application-${placement}`,
    schema: careerFormSchema,
    lastResult: actionData?.result,
  });
  const cameBack =
    actionData !== undefined && (actionData.result.status === "error" || actionData.notice?.tone === "error");

  return (
    <>
      <FormNoticeMessage notice={notice} className="mb-4" />
      <Form method="post" action={action} encType="multipart/form-data" {...getFormProps(form)}>
        <input type="hidden" name="jobId" value={job.id} />
        <InputField meta={fields.fullName} type="text" label={t("forms.career.fullName")} autoComplete="name" />
        <EmailField meta={fields.email} />
        <PhoneField meta={fields.phone} />
        <HoneypotField name={HONEYPOT_FIELD} />
        <InputField
          meta={fields.resume}
          type="file"
          label={t("forms.career.resume")}
          hint={
            cameBack
              ? `${t("forms.career.resumeHint")} ${t("forms.career.resumeReselect")}`
              : t("forms.career.resumeHint")
          }
          inputProps={{
            accept: RESUME_RULES.accept,
            required: true,
            className:
              "file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:font-semibold file:text-brand-800",
          }}
        />
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <SubmitButton label={t("forms.career.submit")} busyLabel={t("forms.submitting")} />
          {footer}
        </div>
      </Form>
    </>
  );
}
