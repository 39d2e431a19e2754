import { data, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { usePageTrail } from "~/components/breadcrumb";
import { PageHeading } from "~/components/page-heading";
import { PageSection } from "~/components/page-section";
import { ClosureList } from "~/components/postal-calendar/closure-list";
import { TodayBox } from "~/components/postal-calendar/today-answer";
import { YearCalendar } from "~/components/postal-calendar/year-calendar";
import { useSiteName } from "~/components/use-site-name";
import { metaTranslator, useLocalHref, type RouteHandle } from "~/i18n/page-language";
import { useTranslation } from "~/i18n/use-translation";
import { forwardCacheHeaders } from "~/lib/cache-policy.server";
import { pageMeta } from "~/lib/meta";
import { closureYears } from "~/lib/postal-calendar/closure-years";
import { POSTAL_HOLIDAYS_ICS_PATH } from "~/lib/postal-calendar/paths";
import { serverToday, todayCacheControl } from "~/lib/postal-calendar/today.server";

export const headers = forwardCacheHeaders;

export const handle: RouteHandle = { i18n: ["calendar"], hydrate: false };

export const meta: MetaFunction = (args) => {
  const { t } = metaTranslator(args);
  return pageMeta(args.matches, { title: t("calendar.page.title"), description: t("calendar.page.metaDescription") });
};

/** This year's and next year's closures; "this year" is today's, so the page keeps no later than midnight. */
export function loader() {
  const now = new Date();
  const today = serverToday(now);
  return data({ today, years: closureYears(today) }, { headers: { "Cache-Control": todayCacheControl(now) } });
}

export default function PostalHolidaysPage() {
  const { today, years } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const localHref = useLocalHref();
  const site = useSiteName();
  const [first, next] = years;
  return (
    <>
      <PageHeading
        title={t("calendar.page.title")}
        breadcrumb={usePageTrail(["/postal-holidays"])}
        lead={t("calendar.page.lead")}
      />
      <div className="mx-auto max-w-5xl space-y-12 px-4 py-10 sm:px-6">
        <TodayBox today={today} />
        {years.map((year) => (
          <PageSection
            key={year.year}
            headingId={`closures-${year.year}`}
            title={t("calendar.page.yearHeading", { year: year.year })}
          >
            <ClosureList year={year} />
            <h3 className="mt-8 text-lg font-semibold text-slate-900">
              {t("calendar.page.pictureHeading", { year: year.year })}
            </h3>
            <p className="mt-1 text-sm text-slate-600">{t("calendar.page.pictureLead")}</p>
            <YearCalendar year={year} />
          </PageSection>
        ))}
        <PageSection headingId="download-heading" title={t("calendar.page.downloadHeading")}>
          <p className="mt-3 text-slate-700">
            {t("calendar.page.downloadText", { year: first.year, nextYear: next.year })}
          </p>
          <p className="mt-3">
            {/* A file, not a page: the browser downloads it. */}
            <a href={localHref(POSTAL_HOLIDAYS_ICS_PATH)} download className="link font-semibold">
              {t("calendar.page.downloadLink", { year: first.year, nextYear: next.year })}
            </a>
          </p>
        </PageSection>
        <PageSection headingId="rules-heading" title={t("calendar.page.rulesHeading")}>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
            <li>{t("calendar.page.rule.holidays")}</li>
            <li>{t("calendar.page.rule.sunday")}</li>
            <li>{t("calendar.page.rule.saturday")}</li>
            <li>{t("calendar.page.rule.sundays")}</li>
            <li>{t("calendar.page.rule.eves")}</li>
          </ul>
          <p className="mt-4 text-slate-700">{t("calendar.page.independent", { site })}</p>
        </PageSection>
      </div>
    </>
  );
}
