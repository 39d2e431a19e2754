import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
} from "@conform-to/react";
import type { FetcherWithComponents } from "@remix-run/react";
import { useMemo } from "react";
import { FormNoticeMessage } from "~/components/form-notice";
import { Field, SelectField, TextareaField } from "~/components/forms";
import { useSchemaForm } from "~/components/use-schema-form";
import type { MessageKey } from "~/i18n/translate";
import { useTranslation } from "~/i18n/use-translation";
import type { FormNotice } from "~/lib/forms/form-notice";
import { SERVICES } from "~/lib/tracking-reader/service";
import { trackingHelpSchema, trackingHelpTextValues } from "~/lib/tracking-reader/tracking-help-form";

export const TRACKING_HELP_FORM_ID = "tracking-help-form";

/**
 * The reader's form: a POST (the paste never appears in a URL), complete without JavaScript;
 * with it, conform checks the fields and a fetcher brings the answer in place. What was typed is
 * kept. The schema and the action speak in keys of the reader's strings; they are translated here.
 */
export function TrackingHelpForm({
  fetcher,
  result,
  notice,
  resultAnchor,
}: {
  fetcher: Pick<FetcherWithComponents<unknown>, "Form" | "state">;
  result: SubmissionResult<string[]> | undefined;
  notice: FormNotice | null | undefined;
  resultAnchor: string;
}) {
  const { t, number } = useTranslation();
  const [form, fields] = useSchemaForm({ id: TRACKING_HELP_FORM_ID, schema: trackingHelpSchema, lastResult: result });
  // No maxlength (a browser would cut a long paste without a word) and no required (an empty
  // post gets the message beside the field from the server, also without JavaScript).
  const { maxLength: _maxLength, required: _required, ...historyProps } = getTextareaProps(fields.history);
  const values = trackingHelpTextValues(number);
  const translate = (errors: string[] | undefined) => errors?.map((key) => t(key as MessageKey, values));
  const busy = fetcher.state !== "idle";
  // One object per answer: the notice's identity is its toast's key.
  const shownNotice = useMemo(
    () => (notice ? { ...notice, message: t(notice.message as MessageKey, { ...values, ...notice.values }) } : notice),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new answer is a new notice
    [notice],
  );

  return (
    <>
      <FormNoticeMessage notice={shownNotice} className="mb-4" />
      {/* The fragment brings a visitor without JavaScript to the answer after the reload. */}
      <fetcher.Form
        method="post"
        action={`/tracking-help#${resultAnchor}`}
        {...getFormProps(form)}
        className="grid gap-y-2"
      >
        <TextareaField
          label={t("reader.form.history")}
          hint={t("reader.form.historyHint", values)}
          textareaProps={{ ...historyProps, rows: 10, spellCheck: false, autoComplete: "off" }}
          errors={translate(fields.history.errors)}
        />
        <div className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
          <SelectField
            label={t("reader.form.service")}
            errors={translate(fields.service.errors)}
            selectProps={getSelectProps(fields.service)}
          >
            <option value="">{t("reader.form.serviceUnknown")}</option>
            {SERVICES.map((service) => (
              <option key={service} value={service}>
                {t(`reader.service.${service}`)}
              </option>
            ))}
          </SelectField>
          <Field
            label={t("reader.form.mailedOn")}
            hint={t("reader.form.mailedOnHint")}
            errors={translate(fields.mailedOn.errors)}
            inputProps={{ ...getInputProps(fields.mailedOn, { type: "date" }), autoComplete: "off" }}
          />
        </div>
        <div className="flex items-start gap-3">
          <input
            {...getInputProps(fields.insured, { type: "checkbox" })}
            className="mt-1 h-5 w-5 rounded border-slate-400 text-brand-700"
          />
          <label htmlFor={fields.insured.id} className="text-slate-800">
            {t("reader.form.insured")}
            <span className="block text-sm text-slate-600">{t("reader.form.insuredHint")}</span>
          </label>
        </div>
        <div className="mt-2">
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? t("reader.form.busy") : t("reader.form.submit")}
          </button>
        </div>
      </fetcher.Form>
    </>
  );
}
