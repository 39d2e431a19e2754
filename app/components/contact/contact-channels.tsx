import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { telHref } from "./tel-href";

export interface ContactDetails {
  sitePhone: string;
  siteEmail: string;
  helpUrl: string;
  /** The office's hours (OFFICE_HOURS), when the phone is answered too. */
  officeHours: string;
}

/**
 * Phone, e-mail and instant support, each with its hours (docs/product.md §S2.8, §S9). The phone
 * is answered in the office's hours (OFFICE_HOURS, one source of truth: the spec's 8 a.m.-8 p.m.
 * phone line contradicted its 9 a.m.-6 p.m. office). The third channel is USPS's own help site,
 * which this site does not staff, so it gets no hours of ours (docs/product.md §D8.3).
 */
export function ContactChannels({ details }: { details: ContactDetails }) {
  const { t } = useTranslation();
  const helpHost = new URL(details.helpUrl).host;
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      <ChannelCard
        title={t("forms.contact.phoneChannel")}
        hours={t("forms.contact.phoneHours", { hours: details.officeHours })}
        icon="☎"
      >
        <a href={telHref(details.sitePhone)} className="link">
          {details.sitePhone}
        </a>
      </ChannelCard>
      <ChannelCard title={t("forms.contact.emailChannel")} hours={t("forms.contact.emailHours")} icon="✉">
        <a href={`mailto:${details.siteEmail}`} translate="no" className="link break-all">
          {details.siteEmail}
        </a>
      </ChannelCard>
      <ChannelCard title={t("forms.contact.instantChannel")} hours={t("forms.contact.instantHours")} icon="⚡">
        <p className="text-slate-700">{t("forms.contact.instantText")}</p>
        <a href={details.helpUrl} target="_blank" rel="noopener noreferrer" className="link">
          {t("forms.contact.instantLink")}
          <span className="sr-only"> {t("forms.contact.instantLinkNewTab", { host: helpHost })}</span>
          <span aria-hidden="true"> ↗</span>
        </a>
        <span className="block text-sm text-slate-600">{t("forms.contact.instantHost", { host: helpHost })}</span>
      </ChannelCard>
    </ul>
  );
}

function ChannelCard({
  title,
  hours,
  icon,
  children,
}: {
  title: string;
  hours: string;
  icon: string;
  children: ReactNode;
}) {
  return (
    <li className="card flex flex-col gap-2">
      <span aria-hidden="true" className="text-2xl">
        {icon}
      </span>
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      <div>{children}</div>
      <p className="text-sm text-slate-600">{hours}</p>
    </li>
  );
}
