import { Link } from "@remix-run/react";
import { ReasonList } from "~/components/message-check/reason-list";
import { T, useTranslation } from "~/i18n/use-translation";
import type { MessageCheck } from "~/lib/message-check/check-message";
import { isWarningSign, VERDICTS } from "~/lib/message-check/verdicts";

/**
 * Above the hand-off when the pasted text was a delivery message: the checker's verdict and
 * reasons, domains as text (never a link to them), and the way to the full check.
 */
export function MessageWarning({ check }: { check: MessageCheck }) {
  const suspicious = check.verdict !== VERDICTS.none;
  const signs = suspicious ? check.reasons.filter(isWarningSign) : [];
  const noted = suspicious ? check.reasons.filter((reason) => !isWarningSign(reason)) : check.reasons;
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="message-warning-title"
      className={`mb-8 rounded-lg border-l-4 p-5 ${suspicious ? "border-red-700 bg-red-50" : "border-slate-500 bg-slate-50"}`}
    >
      <h2 id="message-warning-title" className="text-xl font-bold text-slate-900">
        {t(suspicious ? "tracking.warning.suspiciousTitle" : "tracking.warning.deliveryTitle")}
      </h2>
      <p className="mt-2 text-slate-800">
        <T k="tracking.warning.verdict" values={{ verdict: t(check.verdict) }} components={{ strong: <strong /> }} />{" "}
        {t(suspicious ? "tracking.warning.suspiciousAdvice" : "tracking.warning.deliveryAdvice")}
      </p>
      {/* The checker's wording rules hold here too: no warning signs listed under "No warning signs found". */}
      {signs.length > 0 ? (
        <ReasonList reasons={signs} layout="inline" className="mt-3 list-disc space-y-2 pl-5 text-slate-800" />
      ) : null}
      {noted.length > 0 ? (
        <>
          <p className="mt-3 font-semibold text-slate-800">
            {t(suspicious ? "checker.result.alsoNoted" : "checker.result.notedHeading")}
          </p>
          <ReasonList reasons={noted} layout="inline" className="mt-2 list-disc space-y-2 pl-5 text-slate-800" />
        </>
      ) : null}
      <p className="mt-3">
        <Link to="/check-message" className="link font-semibold">
          {t("tracking.warning.checkLink")}
        </Link>
      </p>
    </section>
  );
}
