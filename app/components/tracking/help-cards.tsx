import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { PageSection } from "~/components/page-section";
import { HeadsetIcon, MailIcon, QuestionIcon } from "~/components/icons";
import { useTranslation } from "~/i18n/use-translation";

const INFORMED_DELIVERY_URL = "https://informeddelivery.usps.com/";

function HelpCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="card flex flex-col">
      {icon}
      <h3 className="mt-3 text-lg font-semibold text-slate-900">{title}</h3>
      {children}
    </li>
  );
}

/** The cards under every results state (docs/product.md §S2.4), with the message checker's (docs/product.md §D9.1). */
export function HelpCards() {
  const iconClass = "h-10 w-10 rounded-lg bg-brand-50 p-2 text-brand-700";
  const { t } = useTranslation();
  return (
    <PageSection headingId="results-help-title" title={t("tracking.help.title")} className="mt-12">
      <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        <HelpCard icon={<HeadsetIcon className={iconClass} />} title={t("tracking.help.contactTitle")}>
          <p className="mt-2 flex-1 text-slate-700">{t("tracking.help.contactText")}</p>
          <Link to="/contact" className="link mt-4">
            {t("tracking.help.contactLink")}
          </Link>
        </HelpCard>
        <HelpCard icon={<QuestionIcon className={iconClass} />} title={t("tracking.help.textTitle")}>
          <p className="mt-2 flex-1 text-slate-700">{t("tracking.help.textText")}</p>
          <Link to="/check-message" className="link mt-4">
            {t("tracking.help.textLink")}
          </Link>
        </HelpCard>
        <HelpCard icon={<MailIcon className={iconClass} />} title={t("tracking.help.informedTitle")}>
          <p className="mt-2 flex-1 text-slate-700">{t("tracking.help.informedText")}</p>
          <a href={INFORMED_DELIVERY_URL} rel="noopener noreferrer" className="link mt-4">
            {t("tracking.help.informedLink")}
          </a>
        </HelpCard>
        <HelpCard icon={<QuestionIcon className={iconClass} />} title={t("tracking.help.faqTitle")}>
          <p className="mt-2 flex-1 text-slate-700">{t("tracking.help.faqText")}</p>
          <Link to="/faq" className="link mt-4">
            {t("tracking.help.faqLink")}
          </Link>
        </HelpCard>
      </ul>
    </PageSection>
  );
}
