import { useTranslation } from "~/i18n/use-translation";
import type { ClosureYear, ListedClosure } from "~/lib/postal-calendar/closure-years";
import { closureName, formatCivilDate, holidayName } from "~/lib/postal-calendar/sentences";

/** How a closure came to be on its day, when that is not the holiday's own date. */
function Placement({ closure }: { closure: ListedClosure }) {
  const translator = useTranslation();
  const { reason } = closure;
  if (closure.placed === "mondayAfter" && reason.kind === "holiday") {
    return (
      <>
        {" "}
        {translator.t("calendar.page.mondayAfter", {
          holiday: holidayName(reason.holiday, translator),
          holidayDate: formatCivilDate(reason.date, translator),
        })}
      </>
    );
  }
  if (closure.placed === "saturday") return <> {translator.t("calendar.page.saturday")}</>;
  return null;
}

/** A year's closures as a list: date, name, how the day was placed, and the source. */
export function ClosureList({ year }: { year: ClosureYear }) {
  const translator = useTranslation();
  const { t } = translator;
  return (
    <>
      <p className="mt-2 text-slate-700">
        {t(year.published ? "calendar.page.published" : "calendar.page.computed", { year: year.year })}
      </p>
      <ul className="mt-4 space-y-3">
        {year.closures.map((closure) => (
          <li key={closure.date} className="leading-7 text-slate-800">
            <strong>
              <time dateTime={closure.date}>{formatCivilDate(closure.date, translator)}</time>:{" "}
              {closureName(closure.reason, translator)}.
            </strong>
            <Placement closure={closure} />{" "}
            <span className="text-sm text-slate-600">
              {t("calendar.page.sourceLabel")}{" "}
              {/* The source's own title: an English document, in every language of the page. */}
              <a href={closure.source.url} lang="en" className="link" rel="noopener noreferrer">
                {closure.source.title}
              </a>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
