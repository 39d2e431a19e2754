import { formatReviewDay } from "~/lib/review-date";

/** "Last reviewed November 24, 2026": the day the text was last checked against the carrier's published rules. */
export function LastReviewed({ isoDay, className = "text-sm text-slate-600" }: { isoDay: string; className?: string }) {
  return (
    <p className={className}>
      Last reviewed <time dateTime={isoDay}>{formatReviewDay(isoDay)}</time>
    </p>
  );
}
