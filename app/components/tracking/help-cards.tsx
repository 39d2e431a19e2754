import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { PageSection } from "~/components/page-section";
import { HeadsetIcon, MailIcon, QuestionIcon } from "~/components/tracking/icons";

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
  return (
    <PageSection headingId="results-help-title" title="Need a hand?" className="mt-12">
      <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        <HelpCard icon={<HeadsetIcon className={iconClass} />} title="Contact Support">
          <p className="mt-2 flex-1 text-slate-700">Questions about using this site? Send our team a message.</p>
          <Link to="/contact" className="link mt-4">
            Contact Support
          </Link>
        </HelpCard>
        <HelpCard icon={<QuestionIcon className={iconClass} />} title="Got a Delivery Text?">
          <p className="mt-2 flex-1 text-slate-700">
            A text or e-mail asking you to tap a link, pay a fee or update your address may be a scam.
          </p>
          <Link to="/check-message" className="link mt-4">
            Check a Message
          </Link>
        </HelpCard>
        <HelpCard icon={<MailIcon className={iconClass} />} title="Informed Delivery">
          <p className="mt-2 flex-1 text-slate-700">
            The postal service's free service shows mail and parcels due at your address before they arrive.
          </p>
          <a href={INFORMED_DELIVERY_URL} rel="noopener noreferrer" className="link mt-4">
            Informed Delivery on usps.com
          </a>
        </HelpCard>
        <HelpCard icon={<QuestionIcon className={iconClass} />} title="FAQ">
          <p className="mt-2 flex-1 text-slate-700">
            Answers about tracking, delivery times, missing parcels and more.
          </p>
          <Link to="/faq" className="link mt-4">
            Browse the FAQ
          </Link>
        </HelpCard>
      </ul>
    </PageSection>
  );
}
