import { useTranslation } from "~/i18n/use-translation";
import { DONATION_IMPACT, DONATION_PURPOSES, formatDollars, purposeKey } from "~/lib/forms/donation-form";

/** The impact lists (docs/product.md §S9, §D8.3): what each amount would fund, and the purposes to choose from. */
export function DonationImpact() {
  const { t, locale } = useTranslation();
  return (
    <div className="space-y-6">
      <section aria-labelledby="impact-heading" className="card">
        <h2 id="impact-heading" className="text-xl font-bold text-slate-900">
          {t("forms.donation.impactTitle")}
        </h2>
        <ul className="mt-4 space-y-3">
          {DONATION_IMPACT.map((item) => (
            <li key={item.amount} className="flex gap-3">
              <span className="w-14 shrink-0 font-bold text-brand-700">{formatDollars(item.amount, locale)}</span>
              <span className="text-slate-700">{t(item.text)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="purposes-heading" className="card">
        <h2 id="purposes-heading" className="text-xl font-bold text-slate-900">
          {t("forms.donation.purposesTitle")}
        </h2>
        <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-700">
          {DONATION_PURPOSES.map((purpose) => (
            <li key={purpose}>{t(purposeKey(purpose))}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
