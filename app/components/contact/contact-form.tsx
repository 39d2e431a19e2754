import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, useNavigation } from "@remix-run/react";
import { EmailField, HoneypotField, InputField, PhoneField, TextareaField } from "~/components/forms";
import { FormNoticeMessage } from "~/components/form-notice";
import type { FormActionData } from "~/lib/forms/form-notice";
import { contactSchema } from "~/lib/forms/contact-form";
import { HONEYPOT_FIELD } from "~/lib/forms/honeypot";

/**
 * The contact message form. A plain POST to the route's action without JavaScript;
 * with it, conform validates on blur and the answer arrives without a reload. The
 * action's answer (thanks or failure) is shown above the fields in both cases.
 */
export function ContactForm({ actionData, anchor }: { actionData: FormActionData | undefined; anchor: string }) {
  const [form, fields] = useForm({
    id: "contact-form",
    lastResult: actionData?.result,
    constraint: getZodConstraint(contactSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactSchema }),
  });
  const sending = useNavigation().state === "submitting";

  return (
    <>
      <FormNoticeMessage notice={actionData?.notice} focusOnSuccess className="mb-4" />
      {/* The fragment brings a visitor without JavaScript back to this form after the reload. */}
      <Form method="post" action={`/contact#${anchor}`} {...getFormProps(form)} className="grid gap-x-4 sm:grid-cols-2">
        <InputField meta={fields.name} type="text" label="Name" autoComplete="name" />
        <EmailField meta={fields.email} />
        <PhoneField meta={fields.phone} />
        <InputField meta={fields.subject} type="text" label="Subject" />
        <TextareaField
          className="sm:col-span-2"
          label="Message"
          textareaProps={{ ...getTextareaProps(fields.message), rows: 6 }}
          errors={fields.message.errors}
        />
        <HoneypotField name={HONEYPOT_FIELD} />
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary" disabled={sending}>
            {sending ? "Sending…" : "Send Message"}
          </button>
        </div>
      </Form>
    </>
  );
}
