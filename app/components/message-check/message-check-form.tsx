import { getFormProps, getTextareaProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { FormNoticeMessage } from "~/components/form-notice";
import { InputField, SubmitButton, TextareaField } from "~/components/forms";
import { useSchemaForm } from "~/components/use-schema-form";
import type { FormNotice } from "~/lib/forms/form-notice";
import { messageCheckSchema } from "~/lib/message-check/message-check-form";
import type { SubmissionResult } from "@conform-to/react";

/**
 * The checker's form: a POST (the message never appears in a URL), complete without JavaScript;
 * with it, conform checks the fields and the answer arrives in place. What was typed is kept.
 */
export function MessageCheckForm({
  result,
  notice,
  resultAnchor,
}: {
  result: SubmissionResult<string[]> | undefined;
  notice: FormNotice | null | undefined;
  resultAnchor: string;
}) {
  const [form, fields] = useSchemaForm({ id: "message-check-form", schema: messageCheckSchema, lastResult: result });
  // No maxlength (a browser would cut a long paste without a word) and no required (an empty
  // post gets the message beside the field from the server, also without JavaScript).
  const { maxLength: _maxLength, required: _required, ...messageProps } = getTextareaProps(fields.message);

  return (
    <>
      <FormNoticeMessage notice={notice} className="mb-4" />
      {/* The fragment brings a visitor without JavaScript to the verdict after the reload. */}
      <Form method="post" action={`/check-message#${resultAnchor}`} {...getFormProps(form)} className="grid gap-y-2">
        <TextareaField
          label="Paste the message you received"
          hint="The whole text or e-mail, with its link. It is checked on our server and never stored."
          textareaProps={{ ...messageProps, rows: 8, spellCheck: false, autoComplete: "off" }}
          errors={fields.message.errors}
        />
        <InputField
          meta={fields.sender}
          type="text"
          label="Who sent it? (phone number, short code or e-mail address)"
          autoComplete="off"
        />
        <div>
          <SubmitButton label="Check This Message" busyLabel="Checking…" />
        </div>
      </Form>
    </>
  );
}
