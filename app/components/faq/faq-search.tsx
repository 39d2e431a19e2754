import { Form, Link, useFetcher } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { useContentLang, useTranslation } from "~/i18n/use-translation";
import { SEARCH_PAGE_PATH, SEARCH_QUERY_MAX_LENGTH, suggestionsPath } from "~/lib/help-centre/faq-urls";
import { SEARCH_DEBOUNCE_MS, SEARCH_KIND_KEYS, type HelpSuggestions } from "~/lib/help-centre/search";
import { useHydrated } from "./use-hydrated";
import { SearchIcon } from "~/components/icons";

/**
 * The help center's one search box.
 *
 * Without JavaScript it is a plain GET form: the results page renders every
 * match on the server. Once hydrated, typing (debounced) loads at most 5
 * suggestions shown as a list of links under the box: Arrow Down moves into the
 * list, the arrows move through it, Enter or a click opens a page (and clears the
 * box), Escape or leaving the search closes the list, and Enter in the box still
 * submits to the results page. Links, not options: each can be opened in a new tab. On a Spanish
 * page both the form and the dropdown ask the Spanish routes, which search the Spanish texts.
 */
export function FaqSearch({ label, defaultQuery = "" }: { label: string; defaultQuery?: string }) {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-suggestions`;

  const hydrated = useHydrated();
  const { load, data } = useFetcher<HelpSuggestions>();
  const { t } = useTranslation();
  const contentLang = useContentLang();

  const [query, setQuery] = useState(defaultQuery);
  const [focusWithin, setFocusWithin] = useState(false);
  // Escape or choosing a result closes the list until the visitor types again.
  const [dismissed, setDismissed] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const trimmed = query.trim();

  // The page's language's suggestions: /es/faq/suggestions searches the Spanish texts.
  const suggestionsUrl = trimmed === "" ? "" : suggestionsPath(trimmed);
  useEffect(() => {
    if (!hydrated || suggestionsUrl === "") return;
    const timer = setTimeout(() => load(suggestionsUrl), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [hydrated, suggestionsUrl, load]);

  // The last answer is kept on screen while the next one loads, so the list does not flicker.
  const results = data?.results ?? [];
  const popupOpen = hydrated && focusWithin && !dismissed && trimmed !== "" && data !== undefined;
  const listOpen = popupOpen && results.length > 0;
  const showNoResults = popupOpen && results.length === 0;

  function links(): HTMLAnchorElement[] {
    return Array.from(listRef.current?.querySelectorAll("a") ?? []);
  }

  function close() {
    setDismissed(true);
    inputRef.current?.focus();
  }

  function onInputKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" && listOpen) {
      event.preventDefault();
      links()[0]?.focus();
    } else if (event.key === "Escape" && popupOpen) {
      // Also stops the search input's native "clear on Escape".
      event.preventDefault();
      setDismissed(true);
    } else if (event.key === "Enter") {
      // The form submits to the results page; the list has nothing more to say.
      setDismissed(true);
    }
  }

  function onListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const all = links();
    const at = all.findIndex((link) => link === document.activeElement);
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const next = at + (event.key === "ArrowDown" ? 1 : -1);
      if (next < 0) inputRef.current?.focus();
      else all[Math.min(next, all.length - 1)]?.focus();
    } else if (event.key === "Escape") {
      event.preventDefault();
      close();
    }
  }

  // Leaving the whole search (box and list) closes the list; moving between them does not.
  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusWithin(false);
  }

  return (
    <Form method="get" action={SEARCH_PAGE_PATH} role="search" className="w-full max-w-2xl">
      <label htmlFor={inputId} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <div className="relative mt-1" onFocus={() => setFocusWithin(true)} onBlur={onBlur}>
        <div className="flex gap-2">
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            name="q"
            value={query}
            maxLength={SEARCH_QUERY_MAX_LENGTH}
            placeholder={t("faq.search.placeholder")}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            className="block w-full min-w-0 rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500"
            aria-controls={hydrated ? listId : undefined}
            onChange={(event) => {
              setQuery(event.target.value);
              setDismissed(false);
            }}
            onKeyDown={onInputKeyDown}
          />
          <button type="submit" className="btn-primary shrink-0">
            <SearchIcon className="h-5 w-5" />
            {t("faq.search.button")}
          </button>
        </div>
        {hydrated ? (
          <>
            {/* Arrow keys move focus between the links; Tab works as everywhere else. */}
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
            <ul
              ref={listRef}
              id={listId}
              aria-label={
                trimmed ? t("faq.search.suggestionsFor", { query: trimmed }) : t("faq.search.suggestionsForYourSearch")
              }
              hidden={!listOpen}
              onKeyDown={onListKeyDown}
              className="absolute inset-x-0 top-full z-20 mt-1 max-h-96 overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
            >
              {listOpen
                ? results.map((result) => (
                    <li key={result.path}>
                      <Link
                        to={result.path}
                        onClick={() => {
                          setQuery("");
                          setDismissed(true);
                        }}
                        className="block px-3 py-2 text-left hover:bg-brand-100 focus:bg-brand-100"
                      >
                        <span className="block text-xs font-semibold uppercase tracking-wide text-slate-600">
                          {t(SEARCH_KIND_KEYS[result.kind])}
                        </span>
                        <span lang={contentLang} className="block font-semibold text-slate-900">
                          {result.title}
                        </span>
                        <span lang={contentLang} className="block text-sm text-slate-600">
                          {result.preview}
                        </span>
                      </Link>
                    </li>
                  ))
                : null}
            </ul>
            <div
              role="status"
              className={
                showNoResults
                  ? "absolute inset-x-0 top-full z-20 mt-1 rounded-md border border-slate-200 bg-white px-3 py-3 text-slate-700 shadow-lg"
                  : "sr-only"
              }
            >
              {showNoResults && data
                ? t("faq.search.noResults", { query: data.query })
                : listOpen
                  ? t("faq.search.suggestionCount", { count: results.length })
                  : ""}
            </div>
          </>
        ) : null}
      </div>
    </Form>
  );
}
