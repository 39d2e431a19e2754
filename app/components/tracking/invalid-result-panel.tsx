import { Link } from "@remix-run/react";
import { AlertIcon } from "~/components/icons";
import { useTranslation } from "~/i18n/use-translation";
import { TRACKING_MESSAGES, type TrackingText } from "~/lib/tracking/tracking-input";

/** The results page's error panel: the spec's message, what went wrong, and the way back. */
export function InvalidResultPanel({ hint, received }: { hint: TrackingText | null; received: string | null }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="invalid-result-title" className="card border-red-200">
      <h2 id="invalid-result-title" className="flex items-center gap-2 text-xl font-bold text-red-800">
        <AlertIcon className="h-6 w-6 shrink-0" />
        {t("tracking.results.invalidTitle")}
      </h2>
      <p className="mt-3 text-slate-800">{t(TRACKING_MESSAGES.resultsInvalid)}</p>
      {hint ? <p className="mt-2 text-slate-700">{t(hint.key, hint.values)}</p> : null}
      {received ? (
        <p className="mt-3 text-sm text-slate-700">
          {t("tracking.results.received")}{" "}
          <code className="break-all rounded bg-slate-100 px-1 font-mono text-slate-900">{received}</code>
        </p>
      ) : null}
      <Link to="/" className="btn-primary mt-6">
        {t("tracking.results.tryAgain")}
      </Link>
    </section>
  );
}
