import { getFormProps, getTextareaProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { useEffect, useMemo, useState, type FormEvent } from "react";
import { FormNoticeMessage, useTranslatedNotice } from "~/components/form-notice";
import { InputField, SubmitButton, TextareaField, useFieldErrorText } from "~/components/forms";
import { EmailField, HoneypotField, PhoneField } from "~/components/sender-fields";
import { useSchemaForm } from "~/components/use-schema-form";
import type { MessageKey } from "~/i18n/translate";
import { useTranslation } from "~/i18n/use-translation";
import type { FormActionData, FormNotice } from "~/lib/forms/form-notice";
import { complaintSchema, complaintSummary, type FailedComplaint } from "~/lib/forms/complaint-form";
import { LIMITS } from "~/lib/forms/field-schemas";
import { HONEYPOT_FIELD } from "~/lib/forms/honeypot";

/** The spec's complaint summary for a failed submission, as a notice for the page and the toast. */
function validationNotice(failure: FailedComplaint): FormNotice | null {
  const summary = complaintSummary(failure);
  return summary
    ? { tone: "error", title: summary.title, message: summary.description, values: { max: LIMITS.complaintMessage } }
    : null;
}

/**
 * Spoken only when the count crosses a threshold, so a screen reader is not interrupted
 * on every keystroke; the exact count is part of the field's description instead.
 */
function limitAnnouncement(length: number, max: number): MessageKey | null {
  if (length >= max) return "forms.complaint.limitReached";
  if (length >= max - 100) return "forms.complaint.limitNear";
  return null;
}

/**
 * The complaint form with its live character counter. Validation failures show the
 * spec's summary ('All fields required' / 'Message too long') above the fields, with
 * the exact problem beside each field; with JavaScript the summary is also a toast,
 * whether the browser or the server found the problem.
 */
export function ComplaintForm({ actionData, anchor }: { actionData: FormActionData | undefined; anchor: string }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const [form, fields] = useSchemaForm({
    id: "complaint-form",
    schema: complaintSchema,
    lastResult: actionData?.result,
  });

  // A failed check in the browser never reaches the server, so it gets its notice here.
  const [browserNotice, setBrowserNotice] = useState<FormNotice | null>(null);
  useEffect(() => setBrowserNotice(null), [actionData]);
  // Memoised: the notice's identity is what tells the toast that a new answer arrived.
  const serverNotice = useMemo(
    () =>
      actionData
        ? (actionData.notice ??
          validationNotice({ error: actionData.result.error, values: actionData.result.initialValue }))
        : null,
    [actionData],
  );
  const notice = useTranslatedNotice(browserNotice ?? serverNotice);

  const formProps = getFormProps(form);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    formProps.onSubmit(event);
    // conform also validates on blur through a submit event from a hidden "intent" button;
    // only a real submission that the browser-side check stopped gets the summary (showing
    // it on blur would also shift the button away from a click already on its way).
    const submitter = event.nativeEvent instanceof SubmitEvent ? event.nativeEvent.submitter : null;
    if (event.defaultPrevented && !submitter?.hidden) {
      const submission = parseWithZod(new FormData(event.currentTarget), { schema: complaintSchema });
      setBrowserNotice(
        submission.status === "error"
          ? validationNotice({ error: submission.error, values: submission.payload })
          : null,
      );
    }
  }

  const max = LIMITS.complaintMessage;
  const length = typeof fields.message.value === "string" ? fields.message.value.length : 0;
  const announcement = limitAnnouncement(length, max);

  return (
    <>
      <FormNoticeMessage notice={notice} focusOnSuccess className="mb-4" />
      <Form
        method="post"
        action={`/complaint#${anchor}`}
        {...formProps}
        onSubmit={onSubmit}
        className="grid gap-x-4 sm:grid-cols-2"
      >
        <InputField meta={fields.name} type="text" label={t("forms.label.name")} autoComplete="name" />
        <EmailField meta={fields.email} />
        <PhoneField meta={fields.phone} className="sm:col-span-2" />
        <TextareaField
          className="sm:col-span-2"
          label={t("forms.label.message")}
          textareaProps={{ ...getTextareaProps(fields.message), rows: 8 }}
          errors={errorText(fields.message.errors)}
          footer={
            <>
              <span>
                {length}/{max}
              </span>
              <span className="sr-only"> {t("forms.complaint.charactersUsed")}</span>
            </>
          }
        />
        <p aria-live="polite" className="sr-only">
          {announcement ? t(announcement, { max }) : ""}
        </p>
        <HoneypotField name={HONEYPOT_FIELD} />
        <div className="sm:col-span-2">
          <SubmitButton label={t("forms.complaint.submit")} busyLabel={t("forms.submitting")} />
        </div>
      </Form>
    </>
  );
}
