import { useId, useRef, useState, type FormEvent } from "react";
import { ErrorList } from "~/components/error-list";
import { SearchIcon } from "~/components/icons";
import { useToast } from "~/components/toaster";
import { useLocalHref } from "~/i18n/page-language";
import { useContentLang, useTranslation } from "~/i18n/use-translation";
import {
  TRACKING_INPUT_MAX_LENGTH,
  checkTrackingInput,
  trackingMessageFor,
  trackingQuery,
  type TrackingMessage,
} from "~/lib/tracking/tracking-input";

// HTML gives <form> a rel attribute (noopener for target=_blank); React 18's types have not caught up.
declare module "react" {
  interface FormHTMLAttributes<T> extends HTMLAttributes<T> {
    rel?: string | undefined;
  }
}

type ShownError = { message: TrackingMessage; attempt: number };

/**
 * The landing form. Without JavaScript it is a plain POST form to /tracking (or /es/tracking) in a
 * new tab, whose action validates: numbers alone are redirected to the page for them, anything
 * more (a pasted message) is answered without entering the address (docs/product.md §D10.4). With
 * JavaScript the same rule (checkTrackingInput) runs first: an error stays on this page, as a toast
 * and as a message tied to the input; numbers alone open the results for them in a new tab, and a
 * paste with more than numbers is posted as without JavaScript.
 */
export function TrackingForm({
  title,
  description,
  placeholder,
  buttonText,
}: {
  title: string;
  description: string;
  placeholder: string;
  buttonText: string;
}) {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const inputId = `${id}-input`;
  const errorId = `${id}-error`;
  const independenceId = `${id}-independence`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<ShownError | null>(null);
  const { toast } = useToast();
  const { t } = useTranslation();
  // The title, description, placeholder and button's words are the landing texts: content.
  const contentLang = useContentLang();
  // A plain form (it opens a new tab), so the path is made in the page's language here.
  const trackingPath = useLocalHref()("/tracking");

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const raw = new FormData(event.currentTarget).get("result");
    const check = checkTrackingInput(typeof raw === "string" ? raw : "");
    if (!check.ok) {
      event.preventDefault();
      const message = trackingMessageFor(check.reason);
      setError((previous) => ({ message, attempt: (previous?.attempt ?? 0) + 1 }));
      toast({
        title: t(message.title),
        description: t(message.description, message.values),
        variant: "destructive",
        mode: "single",
      });
      inputRef.current?.focus();
      return;
    }
    setError(null);
    // The numbers taken out of longer text: the browser posts it (the action answers it, checking
    // for a pasted message), so the text never goes into a web address.
    if (check.extracted) return;
    event.preventDefault();
    window.open(`${trackingPath}?${trackingQuery(check.numbers)}`, "_blank", "noopener");
  }

  // Once an error shows, it goes away as soon as the entry is fixed; new errors wait for a submit.
  function handleInput(value: string) {
    if (error && checkTrackingInput(value).ok) setError(null);
  }

  return (
    <div className="card">
      <h2 id={titleId} lang={contentLang} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <p id={descriptionId} lang={contentLang} className="mt-1 text-slate-700">
        {description}
      </p>
      <form
        method="post"
        action={trackingPath}
        target="_blank"
        rel="noopener"
        aria-labelledby={titleId}
        onSubmit={handleSubmit}
        className="mt-4"
      >
        <label htmlFor={inputId} className="block text-sm font-semibold text-slate-800">
          {t("tracking.form.label")}
        </label>
        <div className="relative mt-1">
          <SearchIcon className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-500" />
          <input
            ref={inputRef}
            id={inputId}
            name="result"
            type="text"
            maxLength={TRACKING_INPUT_MAX_LENGTH}
            placeholder={placeholder}
            lang={contentLang}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            enterKeyHint="search"
            aria-required="true"
            aria-invalid={error ? true : undefined}
            aria-describedby={
              error ? `${descriptionId} ${independenceId} ${errorId}` : `${descriptionId} ${independenceId}`
            }
            onChange={(event) => handleInput(event.currentTarget.value)}
            className="field-input mt-0 pl-10 placeholder:text-slate-500"
          />
        </div>
        <p id={independenceId} className="mt-2 text-sm text-slate-700">
          {t("tracking.form.independence")}
        </p>
        {/* A live region: each new error is a fresh node, so even a repeated message is announced. */}
        <div role="alert">
          <ErrorList
            key={error?.attempt ?? 0}
            id={errorId}
            errors={error ? [t(error.message.description, error.message.values)] : []}
          />
        </div>
        <button type="submit" className="btn-primary mt-2 w-full px-6 py-2.5 sm:w-auto">
          <span lang={contentLang}>{buttonText}</span>
          <span className="sr-only">{t("tracking.newTab")}</span>
        </button>
      </form>
    </div>
  );
}
