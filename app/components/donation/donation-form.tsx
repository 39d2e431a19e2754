import { getFormProps, getInputProps, getSelectProps } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { FormNoticeMessage, useTranslatedNotice } from "~/components/form-notice";
import { ErrorList } from "~/components/error-list";
import { InputField, SelectField, SubmitButton, useFieldErrorText } from "~/components/forms";
import { EmailField, PhoneField } from "~/components/sender-fields";
import { useSchemaForm } from "~/components/use-schema-form";
import { T, useTranslation } from "~/i18n/use-translation";
import {
  DONATION_PRESETS,
  DONATION_PURPOSES,
  MAX_DONATION,
  donationSchema,
  purposeKey,
} from "~/lib/forms/donation-form";
import type { FormActionData } from "~/lib/forms/form-notice";

/**
 * The donation form. The preset amounts are a radio group drawn as buttons, so it works
 * without JavaScript; a typed amount replaces the preset (with JavaScript, choosing one
 * clears the other, so what is shown is what counts).
 */
export function DonationForm({ actionData, anchor }: { actionData: FormActionData | undefined; anchor: string }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const notice = useTranslatedNotice(actionData?.notice);
  const [form, fields] = useSchemaForm({
    id: "donation-form",
    schema: donationSchema,
    lastResult: actionData?.result,
    defaultValue: { purpose: DONATION_PURPOSES[0] },
  });
  const amountErrorId = `${fields.amount.id}-error`;
  const amountInvalid = Boolean(fields.amount.errors?.length);

  return (
    <>
      <FormNoticeMessage notice={notice} className="mb-4" />
      <Form method="post" action={`/donation#${anchor}`} {...getFormProps(form)} className="space-y-6">
        <fieldset
          aria-describedby={amountInvalid ? amountErrorId : undefined}
          className="rounded-lg border border-slate-200 p-4"
        >
          <legend className="px-1 text-sm font-semibold text-slate-800">{t("forms.donation.chooseAmount")}</legend>
          <div className="flex flex-wrap gap-3">
            {DONATION_PRESETS.map((value) => {
              const { key: _key, ...radio } = getInputProps(fields.amount, { type: "radio", value });
              return (
                <label key={value} className="cursor-pointer">
                  <input
                    {...radio}
                    id={`${fields.amount.id}-${value}`}
                    className="peer sr-only"
                    onChange={(event) => {
                      // Choosing a preset clears a typed amount, so only one amount is shown as chosen.
                      const typed = event.currentTarget.form?.elements.namedItem(fields.customAmount.name);
                      if (typed instanceof HTMLInputElement) typed.value = "";
                    }}
                  />
                  <span className="btn min-w-[5rem] border border-brand-700 bg-white text-brand-700 hover:bg-brand-50 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600">
                    ${value}
                  </span>
                </label>
              );
            })}
          </div>
          <InputField
            meta={fields.customAmount}
            type="text"
            className="mt-4 max-w-xs"
            label={t("forms.donation.customAmount")}
            hint={t("forms.donation.customAmountHint", { max: MAX_DONATION })}
            inputProps={{
              inputMode: "decimal",
              onInput: (event) => {
                // Typing an amount deselects the preset, for the same reason.
                event.currentTarget.form
                  ?.querySelectorAll<HTMLInputElement>(`input[name="${fields.amount.name}"]`)
                  .forEach((radio) => {
                    radio.checked = false;
                  });
              },
            }}
          />
          <ErrorList id={amountErrorId} errors={errorText(fields.amount.errors)} />
        </fieldset>

        <SelectField
          label={t("forms.donation.purpose")}
          selectProps={getSelectProps(fields.purpose)}
          errors={errorText(fields.purpose.errors)}
        >
          {DONATION_PURPOSES.map((purpose) => (
            <option key={purpose} value={purpose}>
              {t(purposeKey(purpose))}
            </option>
          ))}
        </SelectField>

        <div className="grid gap-x-4 sm:grid-cols-2">
          <InputField
            meta={fields.firstName}
            type="text"
            label={t("forms.donation.firstName")}
            autoComplete="given-name"
          />
          <InputField
            meta={fields.lastName}
            type="text"
            label={t("forms.donation.lastName")}
            autoComplete="family-name"
          />
          <EmailField meta={fields.email} />
          <PhoneField meta={fields.phone} />
        </div>

        <div className="flex items-start gap-3">
          <input
            {...getInputProps(fields.anonymous, { type: "checkbox" })}
            className="mt-1 h-5 w-5 rounded border-slate-400 text-brand-700"
          />
          <label htmlFor={fields.anonymous.id} className="text-slate-800">
            {t("forms.donation.anonymous")}
            <span className="block text-sm text-slate-600">{t("forms.donation.anonymousHint")}</span>
          </label>
        </div>

        <div>
          <p id="donation-payment-note" className="mb-3 text-sm text-slate-700">
            <T k="forms.donation.paymentNote" components={{ link: <Link to="/privacy-policy" /> }} />
          </p>
          <SubmitButton
            label={t("forms.donation.submit")}
            busyLabel={t("forms.donation.checking")}
            aria-describedby="donation-payment-note"
          />
        </div>
      </Form>
    </>
  );
}
