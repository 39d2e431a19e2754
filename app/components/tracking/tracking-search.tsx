import { Link } from "@remix-run/react";
import { useEffect, useRef, useState, type RefObject } from "react";
import { CheckCircleIcon } from "~/components/icons";
import { NumberList, OpensInNewTab } from "~/components/tracking/number-list";
import { T, useTranslation } from "~/i18n/use-translation";
import type { TrackingResults } from "~/lib/tracking/tracking-results";

type ValidResults = Extract<TrackingResults, { status: "valid" }>;

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

/** The results for valid input: the simulated search, then the way to each carrier and each number. */
export function TrackingSearch({ results }: { results: ValidResults }) {
  const bar = useRef<HTMLDivElement>(null);
  const progress = useSearchProgress(bar);
  const { t } = useTranslation();
  const { summary, buttons, rows } = results;
  const summaryText = t(summary.text.key, summary.text.values);

  return (
    <>
      <p role="status" className="sr-only">
        {progress.complete ? t("tracking.results.complete", { summary: summaryText }) : ""}
      </p>

      {/* Both cards share one grid cell, so the page below keeps its place when one gives way to the
          other (they swap visibility, not display: no layout shift at the end of the check). */}
      <div className="grid [&>*]:[grid-area:1/1]">
        <div className="card hidden self-start scripting:motion-safe:block scripting:animate-search-finish">
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
          {/* Under a warning about a pasted message the hand-off is neutral: no success mark, no "ready". */}
          <h2
            id="search-done-title"
            className={`flex items-center gap-2 text-lg font-bold sm:text-xl ${summary.neutral ? "text-slate-900" : "text-green-800"}`}
          >
            {summary.neutral ? null : <CheckCircleIcon className="h-6 w-6 shrink-0" />}
            {summaryText}
          </h2>
          {results.foundNote ? (
            <p className="mt-2 font-semibold text-slate-900">{t(results.foundNote.key, results.foundNote.values)}</p>
          ) : null}

          {buttons.length > 0 ? (
            <ul className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              {buttons.map((button) => (
                <li key={button.url} className="flex">
                  <a
                    href={button.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="btn-primary w-full break-all sm:w-auto"
                  >
                    {t(button.label.key, button.label.values)}
                    <OpensInNewTab />
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-slate-800">{t("tracking.results.noLink")}</p>
          )}
          {results.unrecognisedNote ? (
            <p className="mt-3 text-sm text-slate-700">
              {t(results.unrecognisedNote.key, results.unrecognisedNote.values)}
            </p>
          ) : null}

          <div className="mt-4 space-y-2 text-sm text-slate-700">
            <p>
              {t("tracking.results.readerQuestion")} {/* The tracking reader (issue 34). */}
              <Link to={"/tracking-help"} className="link">
                {t("tracking.results.readerLink")}
              </Link>
            </p>
            <p>
              <T
                k="tracking.results.bookmark"
                components={{
                  link: <Link to={`/tracking?${results.bookmarkQuery}`} className="link" />,
                }}
              />
            </p>
            <p>{t("tracking.results.independent")}</p>
          </div>

          <NumberList rows={rows} />

          <Link to={"/"} className="btn-secondary mt-6">
            {t("tracking.results.trackAnother")}
          </Link>
        </section>
      </div>
    </>
  );
}
