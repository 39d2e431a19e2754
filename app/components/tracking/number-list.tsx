import { CopyNumbers } from "~/components/tracking/copy-numbers";
import { ExternalLinkIcon } from "~/components/icons";
import { useTranslation } from "~/i18n/use-translation";
import type { ResultRow } from "~/lib/tracking/tracking-results";

export function OpensInNewTab() {
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
    <li className="py-2">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        {row.link ? (
          <a
            href={row.link.url}
            target="_blank"
            rel="noopener noreferrer"
            className="link inline-flex items-center gap-1 break-all font-mono text-base"
          >
            {row.number}
            <span className="sr-only">{t("tracking.results.numberOn", { carrier: row.link.carrier })}</span>
            <OpensInNewTab />
          </a>
        ) : (
          <span className="break-all font-mono text-base font-semibold text-slate-900">{row.number}</span>
        )}
        <span className="text-sm text-slate-700">
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
        </span>
      </p>
      {row.note ? <p className="mt-1 text-sm text-slate-700">{t(row.note.key, row.note.values)}</p> : null}
    </li>
  );
}

/** Every number on its own carrier's page, compact, with the way to copy them all (docs/product.md §D10.4). */
export function NumberList({ rows }: { rows: readonly ResultRow[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="result-numbers-title" className="mt-6">
      <h3 id="result-numbers-title" className="text-lg font-semibold text-slate-900">
        {t("tracking.results.numbersTitle", { count: rows.length })}
      </h3>
      <CopyNumbers numbers={rows.map((row) => row.number)} />
      <ul className="mt-3 divide-y divide-slate-200 border-y border-slate-200">
        {rows.map((row) => (
          <NumberRow key={row.number} row={row} />
        ))}
      </ul>
    </section>
  );
}
