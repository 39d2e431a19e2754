import type { ReactNode } from "react";
import { SUPPORT_HOURS, phoneHours } from "./support-hours";
import { telHref } from "./tel-href";

export interface ContactDetails {
  sitePhone: string;
  siteEmail: string;
  helpUrl: string;
  /** The office's hours (OFFICE_HOURS), when the phone is answered too. */
  officeHours: string;
}

/** Phone, e-mail and instant support, each with its hours (docs/product.md §S2.8, §S9). */
export function ContactChannels({ details }: { details: ContactDetails }) {
  const helpHost = new URL(details.helpUrl).host;
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      <ChannelCard title="Phone" hours={phoneHours(details.officeHours)} icon="☎">
        <a href={telHref(details.sitePhone)} className="link">
          {details.sitePhone}
        </a>
      </ChannelCard>
      <ChannelCard title="Email" hours={SUPPORT_HOURS.email} icon="✉">
        <a href={`mailto:${details.siteEmail}`} className="link break-all">
          {details.siteEmail}
        </a>
      </ChannelCard>
      <ChannelCard title="Instant Support: USPS's Own Help Pages" hours={SUPPORT_HOURS.instant} icon="⚡">
        <p className="text-slate-700">
          For questions about a parcel in USPS&apos;s hands, USPS&apos;s own help pages answer at once.
        </p>
        <a href={details.helpUrl} target="_blank" rel="noopener noreferrer" className="link">
          Open USPS&apos;s help pages
          <span className="sr-only"> (opens {helpHost} in a new tab)</span>
          <span aria-hidden="true"> ↗</span>
        </a>
        <span className="block text-sm text-slate-600">{helpHost}, not part of this site</span>
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
