import { T, useTranslation } from "~/i18n/use-translation";

/**
 * "Last reviewed November 24, 2026" ("Última revisión: 24 de noviembre de 2026"): the day the text
 * was last checked against the carrier's published rules, written the page's language's way.
 */
export function LastReviewed({ isoDay, className = "text-sm text-slate-600" }: { isoDay: string; className?: string }) {
  const { date } = useTranslation();
  // The day itself, whatever the reader's time zone: the front matter names a calendar day.
  const day = date(`${isoDay}T00:00:00Z`, { dateStyle: "long", timeZone: "UTC" });
  return (
    <p className={className}>
      <T k="faq.reviewed" values={{ date: day }} components={{ time: <time dateTime={isoDay} /> }} />
    </p>
  );
}
