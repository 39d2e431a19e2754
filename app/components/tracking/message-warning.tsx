import { Link } from "@remix-run/react";
import { ReasonList } from "~/components/message-check/reason-list";
import { useTranslation } from "~/i18n/use-translation";
import type { MessageCheck } from "~/lib/message-check/check-message";
import { VERDICTS } from "~/lib/message-check/verdicts";

/**
 * Above the hand-off when the pasted text was a delivery message: the checker's verdict and
 * reasons, domains as text (never a link to them), and the way to the full check.
 */
export function MessageWarning({ check }: { check: MessageCheck }) {
  const { t } = useTranslation();
  const suspicious = check.verdict !== VERDICTS.none;
  return (
    <section
      aria-labelledby="message-warning-title"
      className={`mb-8 rounded-lg border-l-4 p-5 ${suspicious ? "border-red-700 bg-red-50" : "border-slate-500 bg-slate-50"}`}
    >
      <h2 id="message-warning-title" className="text-xl font-bold text-slate-900">
        {suspicious
          ? "Warning: what you pasted may be a fake delivery message"
          : "What you pasted looks like a delivery message"}
      </h2>
      <p className="mt-2 text-slate-800">
        Our message check says: <strong>{t(check.verdict)}</strong>.{" "}
        {suspicious
          ? "Do not tap the link in the message, pay anything or give your details. Use only the official tracking links below."
          : "Use the official tracking links below rather than any link in the message."}
      </p>
      {check.reasons.length > 0 ? (
        <ReasonList reasons={check.reasons} layout="inline" className="mt-3 list-disc space-y-2 pl-5 text-slate-800" />
      ) : null}
      <p className="mt-3">
        <Link to="/check-message" className="link font-semibold">
          Check a message for the signs of a scam, and what to do
        </Link>
      </p>
    </section>
  );
}
