import { useTranslation } from "~/i18n/use-translation";
import type { TimelineView } from "~/lib/tracking-reader/reading-view";

const DAY_WIDTH = 24;
const HEIGHT = 84;
const AXIS = 46;

/**
 * The history on a line of days (days across, physical scans as filled marks, system messages as
 * hollow ones, the stretch since the last physical scan shaded, today marked). The drawing is
 * hidden from screen readers: the list under it says the same in words, for everyone.
 * An SVG, not styled boxes: the page's CSP allows no inline style.
 */
export function ReadingTimeline({ timeline, headingId }: { timeline: TimelineView; headingId: string }) {
  const { t } = useTranslation();
  // Room for a date label even when the history is one day long.
  const width = Math.max(timeline.days.length * DAY_WIDTH, 4 * DAY_WIDTH);
  // A date under the first day, today, and the first day of a gap: enough to read the rest.
  const labelled = new Set<number>([0, timeline.days.length - 1]);
  timeline.days.forEach((day, index) => {
    if (day.today || (day.inGap && !timeline.days[index - 1]?.inGap)) labelled.add(index);
  });
  return (
    <section aria-labelledby={headingId} className="card">
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        {t("reader.timeline.heading")}
      </h2>
      <figure className="mt-4">
        <div className="overflow-x-auto" aria-hidden="true">
          <svg
            viewBox={`0 0 ${width} ${HEIGHT}`}
            width={width}
            height={HEIGHT}
            className="max-w-none"
            focusable="false"
            data-testid="reading-timeline"
          >
            {timeline.days.map((day, index) => {
              const x = index * DAY_WIDTH;
              const middle = x + DAY_WIDTH / 2;
              return (
                <g key={day.date}>
                  {day.inGap ? (
                    <rect x={x} y={4} width={DAY_WIDTH} height={AXIS - 4} className="fill-amber-100" />
                  ) : null}
                  {day.businessDay ? null : (
                    <rect x={x} y={AXIS - 2} width={DAY_WIDTH} height={4} className="fill-slate-200" />
                  )}
                  <line x1={x} x2={x} y1={AXIS - 4} y2={AXIS + 4} className="stroke-slate-400" />
                  {day.scans > 0 ? <circle cx={middle} cy={AXIS - 14} r={7} className="fill-brand-700" /> : null}
                  {day.system > 0 ? (
                    <circle
                      cx={middle}
                      cy={AXIS - 32}
                      r={6}
                      className="fill-white stroke-amber-700"
                      strokeWidth={2.5}
                    />
                  ) : null}
                  {day.today ? (
                    <line x1={middle} x2={middle} y1={2} y2={AXIS + 6} className="stroke-red-700" strokeWidth={2} />
                  ) : null}
                  {labelled.has(index) ? (
                    <text
                      x={Math.min(Math.max(middle, 24), width - 24)}
                      y={AXIS + 22}
                      textAnchor="middle"
                      className="fill-slate-700 text-[11px]"
                    >
                      {day.label}
                    </text>
                  ) : null}
                </g>
              );
            })}
            <line x1={0} x2={width} y1={AXIS} y2={AXIS} className="stroke-slate-500" />
          </svg>
        </div>
        <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700" aria-hidden="true">
          <li className="flex items-center gap-2">
            <svg width="14" height="14" viewBox="0 0 14 14" focusable="false">
              <circle cx="7" cy="7" r="6" className="fill-brand-700" />
            </svg>
            {t("reader.kind.scan")}
          </li>
          <li className="flex items-center gap-2">
            <svg width="14" height="14" viewBox="0 0 14 14" focusable="false">
              <circle cx="7" cy="7" r="5" className="fill-white stroke-amber-700" strokeWidth={2.5} />
            </svg>
            {t("reader.kind.system")}
          </li>
          {timeline.gap ? (
            <li className="flex items-center gap-2">
              <svg width="14" height="14" viewBox="0 0 14 14" focusable="false">
                <rect width="14" height="14" className="fill-amber-100 stroke-amber-300" />
              </svg>
              {t("reader.timeline.gapLegend")}
            </li>
          ) : null}
          <li className="flex items-center gap-2">
            <svg width="14" height="14" viewBox="0 0 14 14" focusable="false">
              <line x1="7" x2="7" y1="0" y2="14" className="stroke-red-700" strokeWidth={2} />
            </svg>
            {t("reader.timeline.todayLegend")}
          </li>
        </ul>
        <figcaption className="mt-4">
          <h3 className="font-semibold text-slate-900">{t("reader.timeline.inWords")}</h3>
          <ol className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
            {timeline.items.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ol>
          {timeline.clipped ? <p className="mt-2 text-sm text-slate-600">{timeline.clipped}</p> : null}
        </figcaption>
      </figure>
    </section>
  );
}
