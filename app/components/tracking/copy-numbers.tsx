import { useId, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";

type CopyState = "idle" | "copied" | "failed";

/**
 * "Copy all numbers", one per line (docs/product.md §D10.4). Where scripts run the button shows and
 * uses the Clipboard API; without JavaScript (CSS `scripting:`, as the progress: decision 007) a
 * read-only text area holds the numbers to select. Server and first client render are the same
 * markup. When the clipboard refuses, the text area comes back with a word saying so.
 */
export function CopyNumbers({ numbers }: { numbers: readonly string[] }) {
  const { t } = useTranslation();
  const [state, setState] = useState<CopyState>("idle");
  const textId = useId();
  const text = numbers.join("\n");

  async function copy() {
    try {
      // Missing outside a secure context: the text area is the way then.
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      setState("failed");
    }
  }

  return (
    <div className="mt-3">
      <button type="button" onClick={copy} className="btn-secondary hidden scripting:inline-flex">
        {t("tracking.results.copyAll", { count: numbers.length })}
      </button>
      {/* Always in the page, so that what is put in it is announced (an empty block takes no room). */}
      <p role="status" className="text-sm text-slate-700">
        {state === "idle" ? null : (
          <span className="mt-2 block">
            {state === "copied"
              ? t("tracking.results.copied", { count: numbers.length })
              : t("tracking.results.copyFailed")}
          </span>
        )}
      </p>
      <div className={state === "failed" ? "mt-2" : "mt-2 scripting:hidden"}>
        <label htmlFor={textId} className="block text-sm font-semibold text-slate-800">
          {t("tracking.results.allNumbers")}
        </label>
        <textarea
          id={textId}
          readOnly
          value={text}
          rows={Math.min(numbers.length, 6)}
          spellCheck={false}
          className="field-input font-mono text-sm"
        />
      </div>
    </div>
  );
}
