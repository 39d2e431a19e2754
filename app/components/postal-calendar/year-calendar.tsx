import { useTranslation } from "~/i18n/use-translation";
import { civilDate, daysBetween, toUtcDate, weekdayOf, type CivilDate } from "~/lib/postal-calendar/civil-date";
import type { ClosureYear } from "~/lib/postal-calendar/closure-years";
import { closureName } from "~/lib/postal-calendar/sentences";

/**
 * A year's closures as a wall calendar: one small table per month, weekdays as column headers,
 * so a screen reader reads each month as a table and each closed day with its name.
 */

// The columns, Sunday first: each header's letter and name are messages (calendar.page.weekdayLetter.*, weekdayName.*).
const WEEK = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;

function weeksOf(year: number, month: number): Array<Array<CivilDate | undefined>> {
  const first = civilDate(year, month, 1);
  const days = daysBetween(first, civilDate(year, month + 1, 1));
  const cells: Array<CivilDate | undefined> = Array.from({ length: weekdayOf(first) }, () => undefined);
  for (let day = 1; day <= days; day += 1) cells.push(civilDate(year, month, day));
  while (cells.length % 7 !== 0) cells.push(undefined);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

export function YearCalendar({ year }: { year: ClosureYear }) {
  const translator = useTranslation();
  const { t } = translator;
  const closed = new Map(year.closures.map((closure) => [closure.date, closureName(closure.reason, translator)]));
  const utc = { timeZone: "UTC" } as const;
  // The month as Intl writes it, marked as a date (a month string: "2026-01").
  const caption = (month: number) => {
    const text = translator.date(toUtcDate(civilDate(year.year, month, 1)), { ...utc, month: "long", year: "numeric" });
    return (
      <time dateTime={`${year.year}-${String(month).padStart(2, "0")}`}>
        {text.charAt(0).toUpperCase() + text.slice(1)}
      </time>
    );
  };
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: 12 }, (_, index) => index + 1).map((month) => (
        <table
          key={month} // Classes on the table, not on each of its 37-odd cells: the first column is Sunday.
          className="w-full table-fixed border-collapse text-center text-sm [&_td:first-child:not(:empty)]:bg-slate-200 [&_td]:py-1 [&_th]:py-1"
        >
          <caption className="pb-1 text-left font-semibold text-slate-900">{caption(month)}</caption>
          <thead>
            <tr>
              {WEEK.map((day) => (
                <th
                  key={day}
                  scope="col"
                  abbr={t(`calendar.page.weekdayName.${day}`)}
                  className="font-medium text-slate-600"
                >
                  {t(`calendar.page.weekdayLetter.${day}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeksOf(year.year, month).map((week, row) => (
              <tr key={row}>
                {week.map((date, column) => {
                  if (!date) return <td key={column} />;
                  const name = closed.get(date);
                  const day = Number(date.slice(8));
                  if (name)
                    return (
                      <td key={date} className="rounded bg-red-700 font-bold text-white">
                        <span aria-hidden="true">{day}</span>
                        <span className="sr-only">{t("calendar.page.closedOn", { day, name })}</span>
                      </td>
                    );
                  return <td key={date}>{day}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}
