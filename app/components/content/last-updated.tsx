/** "Last updated" with a machine-readable date where there is a day to give. */
export function LastUpdated({ label, isoDate }: { label: string; isoDate?: string }) {
  return (
    <p className="text-sm text-slate-600">Last updated: {isoDate ? <time dateTime={isoDate}>{label}</time> : label}</p>
  );
}
