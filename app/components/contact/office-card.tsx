import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { telHref } from "./tel-href";

export interface Office {
  city: string;
  address: string;
  phone: string;
  hours: string;
}

/** Where the team works (from configuration), and the way to the FAQ. */
export function OfficeCard({ office }: { office: Office }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="office-heading" className="card">
      <h2 id="office-heading" className="text-xl font-bold text-slate-900">
        {t("forms.contact.officeTitle")}
      </h2>
      <dl className="mt-4 space-y-3 text-slate-700">
        <div>
          <dt className="text-sm font-semibold text-slate-900">{t("forms.contact.officeCity")}</dt>
          {/* The operator's own details (configuration): never translated. */}
          <dd translate="no">{office.city}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-900">{t("forms.contact.officeAddress")}</dt>
          <dd>
            <address translate="no" className="not-italic">
              {office.address}
            </address>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-900">{t("forms.contact.officePhone")}</dt>
          <dd>
            <a href={telHref(office.phone)} className="link">
              {office.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-900">{t("forms.contact.officeHours")}</dt>
          <dd translate="no">{office.hours}</dd>
        </div>
      </dl>
      <div className="mt-6 border-t border-slate-200 pt-6">
        <p className="text-slate-700">{t("forms.contact.faqText")}</p>
        <Link to="/faq" className="btn-secondary mt-3">
          {t("forms.contact.faqLink")}
        </Link>
      </div>
    </section>
  );
}
