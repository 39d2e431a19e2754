import { Link } from "@remix-run/react";
import type { MouseEvent } from "react";
import { useContentLang, useTranslation } from "~/i18n/use-translation";
import type { JobOpening } from "~/lib/job-openings";

/** Where 'Apply Now' leads without JavaScript: the page with that job's form in place. */
export function applyHref(job: JobOpening): string {
  return `/career?apply=${encodeURIComponent(job.id)}#apply`;
}

const DETAILS = [
  ["forms.career.location", "location"],
  ["forms.career.type", "type"],
  ["forms.career.department", "department"],
  ["forms.career.experience", "experience"],
] as const satisfies ReadonlyArray<readonly [string, keyof JobOpening]>;

/**
 * The 'Current Openings' cards, in the page's language (its loader's jobs). 'Apply Now' is a real
 * link (the form on the page); with JavaScript `onApply` may take over and open the dialog instead.
 */
export function JobOpenings({
  jobs,
  onApply,
}: {
  jobs: readonly JobOpening[];
  onApply: (job: JobOpening, event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const { t } = useTranslation();
  // The openings are content (data/jobs.json): their title, details and summary.
  const contentLang = useContentLang();
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {jobs.map((job) => (
        <li key={job.id} className="card flex flex-col">
          <h3 lang={contentLang} className="text-lg font-semibold text-slate-900">
            {job.title}
          </h3>
          <dl className="mt-3 space-y-1 text-sm text-slate-700">
            {DETAILS.map(([term, key]) => (
              <div key={key} className="flex gap-2">
                <dt className="font-semibold text-slate-900">{t(term)}:</dt>
                <dd lang={contentLang}>{job[key]}</dd>
              </div>
            ))}
          </dl>
          <p lang={contentLang} className="mt-3 flex-1 text-slate-700">
            {job.summary}
          </p>
          <Link to={applyHref(job)} onClick={(event) => onApply(job, event)} className="btn-primary mt-5 self-start">
            {t("forms.career.applyNow")}
            <span className="sr-only"> {t("forms.career.applyNowFor", { job: job.title })}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
