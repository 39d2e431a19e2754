import { useEffect, useRef } from "react";
import type { MessageCheck } from "~/lib/message-check/check-message";
import { VERDICTS, type Verdict } from "~/lib/message-check/verdicts";
import { ScamAdvice } from "./scam-advice";

const LOOK: Record<Verdict, { frame: string; icon: string; summary: string }> = {
  [VERDICTS.scam]: {
    frame: "border-red-700 bg-red-50",
    icon: "M12 3 2 21h20L12 3Zm0 6v5m0 3v.5",
    summary: "This message shows the signs of a delivery scam.",
  },
  [VERDICTS.careful]: {
    frame: "border-amber-600 bg-amber-50",
    icon: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 5v5m0 3v.5",
    summary: "Something in this message is worth a second look before you act on it.",
  },
  [VERDICTS.none]: {
    frame: "border-slate-500 bg-slate-50",
    icon: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-4 9 3 3 5-6",
    summary:
      "We found none of the usual signs of a delivery scam. That does not prove the message is genuine: when in doubt, check the status yourself on the carrier's own website.",
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
  const look = LOOK[check.verdict];

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
          <path d={look.icon} />
        </svg>
        {check.verdict}
      </h2>
      <p className="mt-2 text-slate-800">{look.summary}</p>

      {check.reasons.length > 0 ? (
        <>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">Why</h3>
          <ul className="mt-2 space-y-3">
            {check.reasons.map((reason, index) => (
              <li key={index} className="text-slate-800">
                {reason.text}
                <span className="mt-1 block text-sm text-slate-700">
                  In the message: <q className="break-all font-mono">{reason.evidence}</q>
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {check.trackingLinks.length > 0 ? (
        <>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">Check the status yourself</h3>
          <ul className="mt-2 space-y-2">
            {check.trackingLinks.map((link) => (
              <li key={link.number} className="text-slate-800">
                <a className="link break-all" href={link.url} rel="noopener noreferrer">
                  Track {link.number} on {link.carrier}&apos;s website
                </a>
                <span className="block text-sm text-slate-700">
                  {check.hasLink
                    ? `The number is valid: check the status yourself on ${hostOf(link.url)}, not through the link in the message.`
                    : `The number is valid: check the status yourself on ${hostOf(link.url)}.`}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {check.verdict !== VERDICTS.none ? (
        <div className="mt-5">
          <ScamAdvice />
        </div>
      ) : null}
    </section>
  );
}

/** The carrier's site as people know it ("usps.com" for tools.usps.com). */
function hostOf(url: string): string {
  return new URL(url).hostname.replace(/^(?:www|tools)\./, "");
}
