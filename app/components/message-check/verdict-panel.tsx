import { useEffect, useRef } from "react";
import type { MessageKey } from "~/i18n/catalog-types";
import { useTranslation } from "~/i18n/use-translation";
import type { MessageCheck } from "~/lib/message-check/check-message";
import { isWarningSign, VERDICTS, type Verdict } from "~/lib/message-check/verdicts";
import { ReasonList } from "./reason-list";
import { ScamAdvice } from "./scam-advice";

// No check mark anywhere: "No warning signs found" is not "safe". A magnifying glass says we looked;
// an "i" says the message is not one the checker judges.
const MAGNIFIER = "M10.5 3a7.5 7.5 0 1 0 0 15 7.5 7.5 0 0 0 0-15Zm5.3 12.8L21 21";
const INFORMATION = "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 8v5m0-8.5v.5";

const LOOK: Record<Verdict, { frame: string; icon: string; summary: MessageKey }> = {
  [VERDICTS.scam]: {
    frame: "border-red-700 bg-red-50",
    icon: "M12 3 2 21h20L12 3Zm0 6v5m0 3v.5",
    summary: "checker.summary.scam",
  },
  [VERDICTS.careful]: {
    frame: "border-amber-600 bg-amber-50",
    icon: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 5v5m0 3v.5",
    summary: "checker.summary.careful",
  },
  [VERDICTS.none]: {
    frame: "border-slate-500 bg-slate-50",
    icon: MAGNIFIER,
    summary: "checker.summary.none",
  },
};

/**
 * The checker's answer: the verdict as the first heading (and its icon, never colour alone), the
 * reasons with the words of the message that show them, the official tracking links, and what
 * to do. Focus moves to the verdict when a new answer arrives, so screen readers read it.
 */
export function VerdictPanel({ check, headingId }: { check: MessageCheck; headingId: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [check]);
  const { t } = useTranslation();
  const look = LOOK[check.verdict];
  const none = check.verdict === VERDICTS.none;
  const offTopic = check.topic === "other";
  const summary: MessageKey = offTopic
    ? none
      ? "checker.summary.offTopic"
      : "checker.summary.offTopicSigns"
    : look.summary;
  // A verdict and its list never disagree: under "No warning signs found" every reason is below the
  // threshold and says so; under the other verdicts the signs come first, what is only noted after.
  const signs = none ? [] : check.reasons.filter(isWarningSign);
  const noted = none ? check.reasons : check.reasons.filter((reason) => !isWarningSign(reason));

  return (
    <section aria-labelledby={headingId} className={`rounded-lg border-l-4 p-5 ${look.frame}`}>
      <h2
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 text-2xl font-bold text-slate-900 focus:outline-none"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-7 w-7 shrink-0"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d={none && offTopic ? INFORMATION : look.icon} />
        </svg>
        {t(check.verdict)}
      </h2>
      <p className="mt-2 text-slate-800">{t(summary)}</p>

      {signs.length > 0 ? (
        <>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{t("checker.result.why")}</h3>
          <ReasonList reasons={signs} className="mt-2 space-y-3" />
        </>
      ) : null}

      {noted.length > 0 ? (
        <>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">
            {t(none ? "checker.result.notedHeading" : "checker.result.alsoNoted")}
          </h3>
          <ReasonList reasons={noted} className="mt-2 space-y-3" />
        </>
      ) : null}

      {check.trackingLinks.length > 0 ? (
        <>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{t("checker.result.trackHeading")}</h3>
          <ul className="mt-2 space-y-2">
            {check.trackingLinks.map((link) => (
              <li key={link.number} className="text-slate-800">
                <a className="link break-all" href={link.url} rel="noopener noreferrer">
                  {t("checker.result.trackLink", { number: link.number, carrier: link.carrier })}
                </a>
                <span className="block text-sm text-slate-700">
                  {t(trackingNote(check), { host: hostOf(link.url) })}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {none ? null : (
        <div className="mt-5">
          <ScamAdvice />
        </div>
      )}
    </section>
  );
}

/**
 * What a valid number tells the visitor. In a suspicious message it is only a real number format
 * (scammers copy real numbers), never "valid", which would reassure the wrong way.
 */
function trackingNote(check: MessageCheck): MessageKey {
  if (check.verdict !== VERDICTS.none) return "checker.result.trackFormat";
  return check.hasLink ? "checker.result.trackInstead" : "checker.result.track";
}

/** The carrier's site as people know it ("usps.com" for tools.usps.com). */
function hostOf(url: string): string {
  return new URL(url).hostname.replace(/^(?:www|tools)\./, "");
}
