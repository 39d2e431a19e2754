import { Link } from "@remix-run/react";
import { useEffect, useRef, useState, type RefObject } from "react";
import { CheckCircleIcon, ExternalLinkIcon } from "~/components/icons";
import { useTranslation } from "~/i18n/use-translation";
import type { TrackingText } from "~/lib/tracking/tracking-input";
import type { CarrierLink, ResultRow } from "~/lib/tracking/tracking-results";

// The simulated search (docs/product.md §S4) is CSS: the `search-*` animations in tailwind.config.js fill
// the bar in 50 steps of 2% over 5 s, then swap the loading panel for the success panel. They run
// only where scripts run and motion is welcome, so without JavaScript (or with reduced motion)
// the success panel is simply there. Server and first client render are the same markup; after
// hydration JavaScript only reads the running animation to give the bar its value and announce
// the end, so nothing jumps and nothing mismatches.

const PROGRESS_STEP = 2;
const READ_EVERY_MS = 100;

type SearchProgress = { value: number | null; complete: boolean };

/** Follows the bar's CSS animation; no animation (none ran, or it ended) means the search is done. */
function useSearchProgress(bar: RefObject<HTMLElement>): SearchProgress {
  const [progress, setProgress] = useState<SearchProgress>({ value: null, complete: false });

  useEffect(() => {
    const element = bar.current;
    const read = (): number => {
      const animation = element?.getAnimations()[0];
      const fraction = animation?.effect?.getComputedTiming().progress;
      if (!animation || animation.playState === "finished" || typeof fraction !== "number") return 100;
      const steps = Math.floor((fraction * 100) / PROGRESS_STEP);
      return Math.min(100, steps * PROGRESS_STEP);
    };
    const update = () => {
      const value = read();
      setProgress({ value, complete: value === 100 });
      return value === 100;
    };
    if (update()) return;
    const timer = setInterval(() => {
      if (update()) clearInterval(timer);
    }, READ_EVERY_MS);
    return () => clearInterval(timer);
  }, [bar]);

  return progress;
}

function OpensInNewTab() {
  const { t } = useTranslation();
  return (
    <>
      <ExternalLinkIcon className="h-4 w-4 shrink-0" />
      <span className="sr-only">{t("tracking.newTab")}</span>
    </>
  );
}

function NumberRow({ row }: { row: ResultRow }) {
  const { t } = useTranslation();
  const carrier =
    row.carrier ??
    (row.internationalFrom !== null
      ? t("tracking.results.internationalPost", { country: row.internationalFrom })
      : null);
  return (
    <li className="py-3">
      <p className="break-all font-mono text-base font-semibold text-slate-900">{row.number}</p>
      <p className="mt-1 text-sm text-slate-700">
        {carrier ? (
          <>
            {/* A carrier's name is never translated; "a postal service of {country}" is a message. */}
            <span translate={row.carrier ? "no" : undefined} className="font-semibold">
              {carrier}
            </span>
            {row.service ? <> · {t(row.service.key, row.service.values)}</> : null}
          </>
        ) : (
          t("tracking.results.notRecognized")
        )}
      </p>
      {row.note ? <p className="mt-1 text-sm text-slate-700">{t(row.note.key, row.note.values)}</p> : null}
      {row.carrierLink ? (
        <a
          href={row.carrierLink.url}
          target="_blank"
          rel="noopener noreferrer"
          className="link mt-1 inline-flex items-center gap-1 text-sm"
        >
          {t("tracking.results.trackOn", { carrier: row.carrierLink.carrier })}
          <span className="sr-only"> ({row.number})</span>
          <OpensInNewTab />
        </a>
      ) : null}
    </li>
  );
}

/** The results page for valid input: the simulated search, then each number and the way to the carrier. */
export function TrackingSearch({
  rows,
  usps,
  foundNote,
}: {
  rows: ResultRow[];
  usps: CarrierLink | null;
  foundNote: TrackingText | null;
}) {
  const bar = useRef<HTMLDivElement>(null);
  const progress = useSearchProgress(bar);
  const { t } = useTranslation();
  const count = { count: rows.length };

  return (
    <>
      <p role="status" className="sr-only">
        {progress.complete ? t("tracking.results.complete", count) : ""}
      </p>

      {/* Both cards share one grid cell, so the page below keeps its place when one gives way to the
          other (they swap visibility, not display: no layout shift at the end of the check). */}
      <div className="grid [&>*]:[grid-area:1/1]">
        <div className="card hidden scripting:motion-safe:block scripting:animate-search-finish">
          <p id="search-progress-label" className="font-semibold text-slate-900">
            {t("tracking.results.progress")}
          </p>
          <div
            role="progressbar"
            aria-labelledby="search-progress-label"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress.value ?? undefined}
            className="mt-4 h-3 overflow-hidden rounded-full bg-slate-200"
          >
            <div ref={bar} className="h-full w-full rounded-full bg-brand-600 scripting:animate-search-fill" />
          </div>
        </div>

        <section aria-labelledby="search-done-title" className="card scripting:animate-search-pending">
          <h2 id="search-done-title" className="flex items-center gap-2 text-xl font-bold text-green-800">
            <CheckCircleIcon className="h-6 w-6 shrink-0" />
            {t("tracking.results.ready", count)}
          </h2>
          {foundNote ? <p className="mt-2 font-semibold text-slate-900">{t(foundNote.key, foundNote.values)}</p> : null}
          <p className="mt-2 text-slate-700">{t("tracking.results.independent")}</p>
          <ul className="mt-4 divide-y divide-slate-200 border-y border-slate-200">
            {rows.map((row) => (
              <NumberRow key={row.number} row={row} />
            ))}
          </ul>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            {usps ? (
              <a href={usps.url} target="_blank" rel="noopener noreferrer" className="btn-primary">
                {t("tracking.results.trackOn", { carrier: usps.carrier })}
                <OpensInNewTab />
              </a>
            ) : (
              <p className="text-slate-800">{t("tracking.results.noLink")}</p>
            )}
            <Link to="/" className="btn-secondary">
              {t("tracking.results.trackAnother")}
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
