import { Link } from "@remix-run/react";
import { PageSection } from "~/components/page-section";
import { ChevronDownIcon } from "~/components/icons";
import { useContentLang, useTranslation } from "~/i18n/use-translation";
import type { LandingQuestion } from "~/lib/tracking/landing-texts";

/**
 * The landing FAQ: an exclusive group of native <details> (same name), so one answer is open
 * at a time and clicking the open one closes it, with or without JavaScript.
 */
export function FaqAccordion({ entries }: { entries: readonly LandingQuestion[] }) {
  const { t } = useTranslation();
  const contentLang = useContentLang();
  return (
    <PageSection
      headingId="home-faq-title"
      title={t("tracking.landing.faqTitle")}
      className="mx-auto max-w-3xl px-4 pb-16 sm:px-6"
    >
      <div className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {entries.map((entry) => (
          <details key={entry.question} name="home-faq" lang={contentLang} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-slate-900 hover:bg-slate-50">
              {entry.question}
              <ChevronDownIcon className="h-5 w-5 shrink-0 text-slate-600 transition-transform group-open:rotate-180" />
            </summary>
            <p className="px-5 pb-5 text-slate-700">{entry.answer}</p>
          </details>
        ))}
      </div>
      <div className="mt-8 flex flex-col items-start gap-3 rounded-xl bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-slate-800">{t("tracking.landing.moreHelpText")}</p>
        <Link to="/contact" className="btn-primary shrink-0">
          {t("tracking.landing.moreHelpLink")}
        </Link>
      </div>
    </PageSection>
  );
}
