import type { FieldMetadata } from "@conform-to/react";
import { InputField } from "~/components/forms";
import { useTranslation } from "~/i18n/use-translation";

/**
 * The sender's fields of the forms that send the operator a message (contact, complaint, career,
 * donation): e-mail, phone and the honeypot, labelled from the forms catalog. Apart from the
 * generic fields (forms.tsx), which the message checker uses too without the forms strings.
 */

export function EmailField<Schema>({ meta, className }: { meta: FieldMetadata<Schema>; className?: string }) {
  const { t } = useTranslation();
  return (
    <InputField meta={meta} type="email" label={t("forms.label.email")} autoComplete="email" className={className} />
  );
}

/** The label says "(optional)" exactly when the form's schema does not require a phone. */
export function PhoneField<Schema>({ meta, className }: { meta: FieldMetadata<Schema>; className?: string }) {
  const { t } = useTranslation();
  const label = t(meta.required ? "forms.label.phone" : "forms.label.phoneOptional");
  return <InputField meta={meta} type="tel" label={label} autoComplete="tel" className={className} />;
}

/** A decoy field real visitors never see or fill; bots that fill it are ignored. */
export function HoneypotField({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
      <label htmlFor={`hp-${name}`}>{t("forms.label.honeypot")}</label>
      <input id={`hp-${name}`} type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
