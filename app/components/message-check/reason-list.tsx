import { useTranslation } from "~/i18n/use-translation";
import type { Reason } from "~/lib/message-check/check-message";

/**
 * The checker's reasons in the page's language, each with the words of the message that show
 * it (as text: a domain is never made a link). The verdict panel shows them under "Why"; the
 * tracking results page's warning reuses them (`layout="inline"`). The route must send the
 * "checker" strings.
 */
export function ReasonList({
  reasons,
  layout = "block",
  className,
}: {
  reasons: readonly Reason[];
  /** "block": the quote on its own line; "inline": a bulleted list with the quote after the sentence. */
  layout?: "block" | "inline";
  className?: string;
}) {
  const { t } = useTranslation();
  if (layout === "inline") {
    return (
      <ul className={className ?? "list-disc space-y-2 pl-5 text-slate-800"}>
        {reasons.map((reason, index) => (
          <li key={index}>
            {t(reason.key, reason.values)}{" "}
            <span className="text-sm text-slate-700">{t("checker.result.inMessage")} </span>
            <q className="break-all font-mono text-sm">{reason.evidence}</q>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={className ?? "space-y-3"}>
      {reasons.map((reason, index) => (
        <li key={index} className="text-slate-800">
          {t(reason.key, reason.values)}
          <span className="mt-1 block text-sm text-slate-700">
            {t("checker.result.inMessage")} <q className="break-all font-mono">{reason.evidence}</q>
          </span>
        </li>
      ))}
    </ul>
  );
}
