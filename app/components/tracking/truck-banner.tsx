/**
 * The landing page's animated truck: pure CSS (the `drive` keyframes in tailwind.config.js),
 * decorative, and still when the visitor prefers reduced motion (tailwind.css stops animations).
 */
export function TruckBanner() {
  return (
    <div aria-hidden="true" className="relative h-24 overflow-hidden border-y border-brand-100 bg-brand-50">
      <div className="absolute inset-x-0 bottom-5 border-t-2 border-dashed border-slate-400" />
      <svg
        focusable="false"
        viewBox="0 0 120 56"
        className="absolute bottom-3 left-0 h-14 w-32 animate-drive text-brand-700"
      >
        <rect x="2" y="8" width="72" height="34" rx="3" fill="currentColor" />
        <path d="M76 18h22l14 14v10H76z" fill="currentColor" />
        <path d="M82 22h14l9 9H82z" fill="#eef6ff" />
        <rect x="12" y="18" width="44" height="12" rx="2" fill="#eef6ff" opacity="0.35" />
        <circle cx="22" cy="46" r="8" fill="#0f2f5e" />
        <circle cx="22" cy="46" r="3" fill="#d9eaff" />
        <circle cx="94" cy="46" r="8" fill="#0f2f5e" />
        <circle cx="94" cy="46" r="3" fill="#d9eaff" />
      </svg>
    </div>
  );
}
