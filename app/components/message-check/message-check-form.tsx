import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useMemo } from "react";
import { FormNoticeMessage } from "~/components/form-notice";
import { Field, SubmitButton, TextareaField } from "~/components/forms";
import { useSchemaForm } from "~/components/use-schema-form";
import type { MessageKey } from "~/i18n/catalog-types";
import { useTranslation } from "~/i18n/use-translation";
import type { FormNotice } from "~/lib/forms/form-notice";
import { messageCheckSchema, messageCheckTextValues } from "~/lib/message-check/message-check-form";
import type { SubmissionResult } from "@conform-to/react";

/**
 * The checker's form: a POST (the message never appears in a URL), complete without JavaScript;
 * with it, conform checks the fields and the answer arrives in place. What was typed is kept.
 * The schema and the action speak in keys of the checker's strings; they are translated here.
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
  const { t, number } = useTranslation();
  const [form, fields] = useSchemaForm({ id: "message-check-form", schema: messageCheckSchema, lastResult: result });
  // No maxlength (a browser would cut a long paste without a word) and no required (an empty
  // post gets the message beside the field from the server, also without JavaScript).
  const { maxLength: _maxLength, required: _required, ...messageProps } = getTextareaProps(fields.message);
  const values = messageCheckTextValues(number);
  const translate = (errors: string[] | undefined) => errors?.map((key) => t(key as MessageKey, values));
  // One object per answer: the notice's identity is its toast's key.
  const shownNotice = useMemo(
    () => (notice ? { ...notice, message: t(notice.message as MessageKey, { ...values, ...notice.values }) } : notice),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new answer is a new notice
    [notice],
  );

  return (
    <>
      <FormNoticeMessage notice={shownNotice} className="mb-4" />
      {/* The fragment brings a visitor without JavaScript to the verdict after the reload. */}
      <Form method="post" action={`/check-message#${resultAnchor}`} {...getFormProps(form)} className="grid gap-y-2">
        <TextareaField
          label={t("checker.form.message")}
          hint={t("checker.form.messageHint")}
          textareaProps={{ ...messageProps, rows: 8, spellCheck: false, autoComplete: "off" }}
          errors={translate(fields.message.errors)}
        />
        <Field
          label={t("checker.form.sender")}
          errors={translate(fields.sender.errors)}
          inputProps={{ ...getInputProps(fields.sender, { type: "text" }), autoComplete: "off" }}
        />
        <div>
          <SubmitButton label={t("checker.form.submit")} busyLabel={t("checker.form.busy")} />
        </div>
      </Form>
    </>
  );
}
