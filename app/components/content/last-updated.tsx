import { T } from "~/i18n/use-translation";

/** "Last updated" with a machine-readable date, in the page's language. */
export function LastUpdated({ label, isoDate }: { label: string; isoDate: string }) {
  return (
    <p className="text-sm text-slate-600">
      <T k="pages.lastUpdated" components={{ date: <time dateTime={isoDate}>{label}</time> }} />
    </p>
  );
}
