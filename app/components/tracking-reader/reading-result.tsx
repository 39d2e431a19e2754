import { useEffect, useRef } from "react";
import { ReadingTimeline } from "~/components/tracking-reader/reading-timeline";
import { useLocalHref } from "~/i18n/page-language";
import { useTranslation } from "~/i18n/use-translation";
import { MAX_PASTE_CHARS } from "~/lib/tracking-reader/paste";
import type { ReadingView } from "~/lib/tracking-reader/reading-view";

const VERDICT_TONE: Record<NonNullable<ReadingView["verdict"]>["id"], string> = {
  normal: "border-emerald-700 bg-emerald-50",
  late: "border-amber-700 bg-amber-50",
  delivered: "border-red-700 bg-red-50",
  waiting: "border-brand-700 bg-brand-50",
  returning: "border-slate-600 bg-slate-50",
};

/** The fields that made the reading, sent again for its .ics (nothing is kept between the two). */
export type ReadingFields = Partial<Record<"history" | "service" | "mailedOn" | "insured", string>>;

/**
 * The answer: the verdict with its day and reasons, the dated plan with its sources and its .ics,
 * each event in plain words, the lines not understood, and the timeline.
 */
export function ReadingResult({ reading, fields }: { reading: ReadingView; fields: ReadingFields }) {
  const { t, number } = useTranslation();
  const verdict = reading.verdict;
  const heading = useRef<HTMLHeadingElement>(null);
  // With JavaScript the answer arrives in place: focus goes to it, as a page load would bring it.
  useEffect(() => heading.current?.focus(), [reading]);
  return (
    <div className="space-y-8">
      {reading.truncated ? (
        <p className="text-slate-800">{t("reader.result.truncated", { max: number(MAX_PASTE_CHARS) })}</p>
      ) : null}
      <section
        aria-labelledby="reading-verdict"
        className={`rounded-lg border-l-4 p-5 ${verdict ? VERDICT_TONE[verdict.id] : "border-slate-500 bg-slate-50"}`}
      >
        <h2 id="reading-verdict" ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900">
          {verdict ? verdict.name : t("reader.result.noEvents")}
        </h2>
        {verdict ? (
          <>
            <p className="mt-2 text-lg font-semibold text-slate-900">{verdict.headline}</p>
            {verdict.reasons.length > 0 ? (
              <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-800">
                {verdict.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            ) : null}
            <p className="mt-3 text-slate-800">{verdict.lastScan}</p>
            {reading.businessDays ? <p className="mt-1 text-sm text-slate-700">{reading.businessDays}</p> : null}
            {reading.notes.map((note) => (
              <p key={note} className="mt-1 text-sm text-slate-700">
                {note}
              </p>
            ))}
            <p className="mt-3 text-sm text-slate-700">{t("reader.never")}</p>
          </>
        ) : (
          <WhatToPaste />
        )}
      </section>

      {reading.plan.length > 0 ? <ReadingPlan reading={reading} fields={fields} /> : null}

      {reading.events.length > 0 ? <ReadingEvents reading={reading} /> : null}

      {reading.notUnderstood.length > 0 ? (
        <section aria-labelledby="reading-not-understood" className="card">
          <h2 id="reading-not-understood" className="text-2xl font-bold text-slate-900">
            {t("reader.result.notUnderstoodHeading")}
          </h2>
          <p className="mt-2 text-slate-700">{t("reader.result.notUnderstoodLead")}</p>
          <ul className="mt-3 space-y-1 text-slate-800">
            {reading.notUnderstood.map((line) => (
              <li key={line.line} className="break-words">
                <span className="text-sm text-slate-600">{t("reader.result.line", { line: line.line })}</span>{" "}
                <span className="font-mono">{line.text}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {reading.timeline ? <ReadingTimeline timeline={reading.timeline} headingId="reading-timeline" /> : null}
    </div>
  );
}

function WhatToPaste() {
  const { t } = useTranslation();
  return (
    <>
      <p className="mt-2 text-slate-800">{t("reader.result.whatToPaste")}</p>
      <pre className="mt-3 whitespace-pre-wrap rounded bg-white p-3 font-mono text-sm text-slate-800">
        {t("reader.result.example")}
      </pre>
    </>
  );
}

function ReadingPlan({ reading, fields }: { reading: ReadingView; fields: ReadingFields }) {
  const { t } = useTranslation();
  const localHref = useLocalHref();
  return (
    <section aria-labelledby="reading-plan" className="card">
      <h2 id="reading-plan" className="text-2xl font-bold text-slate-900">
        {t("reader.result.planHeading")}
      </h2>
      <ol className="mt-4 list-decimal space-y-4 pl-5 text-slate-800">
        {reading.plan.map((step) => (
          <li key={step.id}>
            <p>{step.text}</p>
            {step.notes.map((note) => (
              <p key={note} className="mt-1 text-sm text-slate-700">
                {note}
              </p>
            ))}
            {step.sources.length > 0 ? (
              <p className="mt-1 text-sm text-slate-700">
                {t("reader.result.sources")}{" "}
                {step.sources.map((source, index) => (
                  <span key={source.url}>
                    {index > 0 ? "; " : null}
                    <a href={source.url} rel="noopener noreferrer" className="link">
                      {source.title}
                    </a>
                  </span>
                ))}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      {/* A plain form, also with JavaScript: the browser downloads the answer. Nothing is kept. */}
      {reading.hasCalendar ? (
        <form method="post" action={localHref("/tracking-help.ics")} className="mt-6">
          {Object.entries(fields).map(([name, value]) =>
            value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />,
          )}
          <button type="submit" className="btn-secondary">
            {t("reader.result.icsButton")}
          </button>
          <p className="mt-2 text-sm text-slate-700">{t("reader.result.icsNote")}</p>
        </form>
      ) : null}
    </section>
  );
}

function ReadingEvents({ reading }: { reading: ReadingView }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="reading-events" className="card">
      <h2 id="reading-events" className="text-2xl font-bold text-slate-900">
        {t("reader.result.eventsHeading")}
      </h2>
      <p className="mt-2 text-slate-700">{t("reader.result.eventsLead")}</p>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{t("reader.result.eventsHeading")}</caption>
          <thead>
            <tr className="border-b border-slate-300 text-slate-900">
              <th scope="col" className="py-2 pr-4">
                {t("reader.result.when")}
              </th>
              <th scope="col" className="py-2 pr-4">
                {t("reader.result.status")}
              </th>
              <th scope="col" className="py-2 pr-4">
                {t("reader.result.meaning")}
              </th>
              <th scope="col" className="py-2">
                {t("reader.result.kind")}
              </th>
            </tr>
          </thead>
          <tbody>
            {reading.events.map((event, index) => (
              <tr key={index} className="border-b border-slate-200 align-top">
                <td className="py-2 pr-4 text-slate-800">{event.when || t("reader.result.noDate")}</td>
                <th scope="row" className="py-2 pr-4 font-normal text-slate-900">
                  <span className="font-semibold">{event.status}</span>
                  {event.location ? <span className="block text-slate-700">{event.location}</span> : null}
                  {event.detail ? <span className="block text-slate-700">{event.detail}</span> : null}
                </th>
                <td className="py-2 pr-4 text-slate-800">
                  {event.meaning} <span className="text-slate-700">{event.implies}</span>
                  {event.caution ? <span className="mt-1 block text-slate-700">{event.caution}</span> : null}
                </td>
                <td className="py-2 text-slate-800">
                  <span
                    className={`inline-block rounded px-2 py-0.5 font-semibold ${
                      event.kind === "scan" ? "bg-brand-50 text-brand-800" : "bg-amber-100 text-amber-900"
                    }`}
                  >
                    {event.kindLabel}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
