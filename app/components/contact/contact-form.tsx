import { getFormProps, getTextareaProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { InputField, SubmitButton, TextareaField, useFieldErrorText } from "~/components/forms";
import { EmailField, HoneypotField, PhoneField } from "~/components/sender-fields";
import { useSchemaForm } from "~/components/use-schema-form";
import { FormNoticeMessage, useTranslatedNotice } from "~/components/form-notice";
import { useTranslation } from "~/i18n/use-translation";
import type { FormActionData } from "~/lib/forms/form-notice";
import { contactSchema } from "~/lib/forms/contact-form";
import { HONEYPOT_FIELD } from "~/lib/forms/honeypot";

/**
 * The contact message form. A plain POST to the route's action without JavaScript;
 * with it, conform validates on blur and the answer arrives without a reload. The
 * action's answer (thanks or failure) is shown above the fields in both cases.
 */
export function ContactForm({ actionData, anchor }: { actionData: FormActionData | undefined; anchor: string }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const notice = useTranslatedNotice(actionData?.notice);
  const [form, fields] = useSchemaForm({ id: "contact-form", schema: contactSchema, lastResult: actionData?.result });

  return (
    <>
      <FormNoticeMessage notice={notice} focusOnSuccess className="mb-4" />
      {/* The fragment brings a visitor without JavaScript back to this form after the reload. */}
      <Form method="post" action={`/contact#${anchor}`} {...getFormProps(form)} className="grid gap-x-4 sm:grid-cols-2">
        <InputField meta={fields.name} type="text" label={t("forms.label.name")} autoComplete="name" />
        <EmailField meta={fields.email} />
        <PhoneField meta={fields.phone} />
        <InputField meta={fields.subject} type="text" label={t("forms.label.subject")} />
        <TextareaField
          className="sm:col-span-2"
          label={t("forms.label.message")}
          textareaProps={{ ...getTextareaProps(fields.message), rows: 6 }}
          errors={errorText(fields.message.errors)}
        />
        <HoneypotField name={HONEYPOT_FIELD} />
        <div className="sm:col-span-2">
          <SubmitButton label={t("forms.contact.send")} busyLabel={t("forms.contact.sending")} />
        </div>
      </Form>
    </>
  );
}
