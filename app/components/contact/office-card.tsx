import { Link } from "@remix-run/react";
import { telHref } from "./tel-href";

export interface Office {
  city: string;
  address: string;
  phone: string;
  hours: string;
}

/** Where the team works (from configuration), and the way to the FAQ. */
export function OfficeCard({ office }: { office: Office }) {
  return (
    <section aria-labelledby="office-heading" className="card">
      <h2 id="office-heading" className="text-xl font-bold text-slate-900">
        Our Office
      </h2>
      <dl className="mt-4 space-y-3 text-slate-700">
        <div>
          <dt className="text-sm font-semibold text-slate-900">City</dt>
          <dd>{office.city}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-900">Address</dt>
          <dd>
            <address className="not-italic">{office.address}</address>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-900">Phone</dt>
          <dd>
            <a href={telHref(office.phone)} className="link">
              {office.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-900">Hours</dt>
          <dd>{office.hours}</dd>
        </div>
      </dl>
      <div className="mt-6 border-t border-slate-200 pt-6">
        <p className="text-slate-700">Many questions already have an answer in our help center.</p>
        <Link to="/faq" className="btn-secondary mt-3">
          Visit FAQ
        </Link>
      </div>
    </section>
  );
}
