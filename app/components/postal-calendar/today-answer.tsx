import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { InlineScript, usePageRunsReact } from "~/components/page-scripts";
import { SHOW_DEVICE_TODAY } from "~/lib/inline-scripts.server";
import { addDays, yearOf, type CivilDate } from "~/lib/postal-calendar/civil-date";
import { POSTAL_HOLIDAYS_PATH } from "~/lib/postal-calendar/paths";
import { todaySentences, todayText } from "~/lib/postal-calendar/sentences";
import { useVisitorToday, type VisitorToday } from "~/components/postal-calendar/use-visitor-today";

/**
 * Today's answer from the postal calendar (issue 32), for the date the loader sent (the server's,
 * in US Eastern Time) and, with JavaScript, for the browser's own date. The route declares the
 * `calendar` namespace (handle.i18n), sends `today` (serverToday()) and caches no later than
 * Eastern midnight (todayCacheControl).
 */
/**
 * Whose date the answer is for, and the link to every closure. Both notes take the same place, the
 * other one invisible (and hidden from assistive technology), so the text never reflows when the
 * browser's date replaces the server's: on /es the shorter note moved the tracking form up after
 * hydration (Lighthouse: cumulative layout shift 0.146).
 */
function DateNote({ visitor }: { visitor: VisitorToday }) {
  const { t } = useTranslation();
  const year = yearOf(visitor.date);
  return (
    <>
      <span className="inline-grid">
        {[false, true].map((onDevice) => (
          <span
            key={String(onDevice)}
            className={`[grid-area:1/1] ${onDevice === visitor.onDevice ? "" : "invisible"}`}
            aria-hidden={onDevice === visitor.onDevice ? undefined : true}
          >
            {t(onDevice ? "calendar.deviceTime" : "calendar.easternTime")}
          </span>
        ))}
      </span>{" "}
      <Link to={POSTAL_HOLIDAYS_PATH} className="link">
        {t("calendar.holidaysLink", { year, nextYear: year + 1 })}
      </Link>
    </>
  );
}

/** The box at the top of a guide or FAQ answer about opening and delivery days. */
export function TodayBox({ today, className = "" }: { today: CivilDate; className?: string }) {
  const translator = useTranslation();
  const visitor = useVisitorToday(today);
  const runsReact = usePageRunsReact();
  return (
    <>
      <section
        aria-labelledby="postal-today-heading"
        data-today-box={runsReact ? undefined : ""}
        className={`rounded-xl border border-brand-100 bg-brand-50 p-5 ${className}`}
      >
        <h2 id="postal-today-heading" className="text-lg font-semibold text-slate-900">
          {translator.t("calendar.box.heading")}
        </h2>
        <div data-today-answer="">
          <TodayAnswer visitor={visitor} />
        </div>
        {/* Without React: the answer for each date a device can have while it is `today` in US
            Eastern Time, one of which SHOW_DEVICE_TODAY puts in place. */}
        {runsReact
          ? null
          : [-1, 0, 1].map((days) => {
              const date = addDays(today, days);
              return (
                <template key={date} data-date={date}>
                  <TodayAnswer visitor={{ date, onDevice: true }} />
                </template>
              );
            })}
      </section>
      {runsReact ? null : <InlineScript source={SHOW_DEVICE_TODAY} />}
    </>
  );
}

function TodayAnswer({ visitor }: { visitor: VisitorToday }) {
  const translator = useTranslation();
  return (
    <>
      <p className="mt-2 leading-7 text-slate-800">{todayText(visitor.date, translator)}</p>
      <p className="mt-2 text-sm text-slate-600">
        <DateNote visitor={visitor} />
      </p>
    </>
  );
}

/** The landing page's one line: today's status, when delivery resumes, and the next closure. */
export function TodayLine({ today, className = "" }: { today: CivilDate; className?: string }) {
  const translator = useTranslation();
  const visitor = useVisitorToday(today);
  const sentences = todaySentences(visitor.date, translator);
  return (
    <p className={className}>
      <strong>{sentences.status}</strong> {[sentences.resumes, sentences.nextClosure].filter(Boolean).join(" ")}{" "}
      <span className="text-sm text-slate-600">
        <DateNote visitor={visitor} />
      </span>
    </p>
  );
}
