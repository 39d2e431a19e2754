import { Form, useFetcher, useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { articlePath, SEARCH_PAGE_PATH, SEARCH_QUERY_MAX_LENGTH, suggestionsPath } from "~/lib/faq/faq-urls";
import { noResultsMessage, SEARCH_DEBOUNCE_MS, type FaqSearchResult } from "~/lib/faq/search";
import { useHydrated } from "./use-hydrated";

/** What /faq/suggestions returns. */
export type FaqSuggestions = { query: string; results: FaqSearchResult[] };

/**
 * The help centre's one search box.
 *
 * Without JavaScript it is a plain GET form: the results page renders every
 * match on the server. Once hydrated it becomes an ARIA 1.2 combobox: typing
 * (debounced) loads at most 5 suggestions, the arrow keys move through them,
 * Enter or a click opens one, Escape or leaving the box closes the list, and
 * Enter with no suggestion chosen still submits to the results page.
 */
export function FaqSearch({ label, defaultQuery = "" }: { label: string; defaultQuery?: string }) {
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { load, data } = useFetcher<FaqSuggestions>();

  const [query, setQuery] = useState(defaultQuery);
  const [focused, setFocused] = useState(false);
  // Escape or choosing a result closes the list until the visitor types again.
  const [dismissed, setDismissed] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const listboxRef = useRef<HTMLUListElement>(null);

  const trimmed = query.trim();

  useEffect(() => {
    if (!hydrated || trimmed === "") return;
    const timer = setTimeout(() => load(suggestionsPath(trimmed)), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [hydrated, trimmed, load]);

  // The last answer is kept on screen while the next one loads, so the list does not flicker.
  const results = data?.results ?? [];
  const popupOpen = hydrated && focused && !dismissed && trimmed !== "" && data !== undefined;
  const listOpen = popupOpen && results.length > 0;
  const showNoResults = popupOpen && results.length === 0;
  const activeResult = listOpen && activeIndex >= 0 && activeIndex < results.length ? results[activeIndex] : undefined;

  useEffect(() => {
    if (!activeResult) return;
    listboxRef.current?.querySelector(`[aria-selected="true"]`)?.scrollIntoView({ block: "nearest" });
  }, [activeResult]);

  function choose(result: FaqSearchResult) {
    setQuery("");
    setDismissed(true);
    setActiveIndex(-1);
    navigate(articlePath(result.id));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        if (results.length === 0 || trimmed === "") return;
        event.preventDefault();
        setDismissed(false);
        const step = event.key === "ArrowDown" ? 1 : -1;
        setActiveIndex((current) => {
          if (!listOpen || current < 0) return step === 1 ? 0 : results.length - 1;
          return (current + step + results.length) % results.length;
        });
        return;
      }
      case "Enter":
        if (activeResult) {
          event.preventDefault();
          choose(activeResult);
        } else {
          // The form submits to the results page; the list has nothing more to say.
          setDismissed(true);
        }
        return;
      case "Escape":
        if (popupOpen) {
          // Also stops the search input's native "clear on Escape".
          event.preventDefault();
          setDismissed(true);
          setActiveIndex(-1);
        }
        return;
    }
  }

  return (
    <Form method="get" action={SEARCH_PAGE_PATH} role="search" className="w-full max-w-2xl">
      <label htmlFor={inputId} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <div className="relative mt-1">
        <div className="flex gap-2">
          <input
            id={inputId}
            type="search"
            name="q"
            value={query}
            maxLength={SEARCH_QUERY_MAX_LENGTH}
            placeholder="e.g. tracking not updating"
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            className="block w-full min-w-0 rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500"
            // A combobox only once its script runs; before that, a plain search field.
            role={hydrated ? "combobox" : undefined}
            aria-autocomplete={hydrated ? "list" : undefined}
            aria-expanded={hydrated ? listOpen : undefined}
            aria-controls={hydrated ? listboxId : undefined}
            aria-activedescendant={activeResult ? optionId(activeIndex) : undefined}
            onChange={(event) => {
              setQuery(event.target.value);
              setDismissed(false);
              setActiveIndex(-1);
            }}
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
            onKeyDown={onKeyDown}
          />
          <button type="submit" className="btn-primary shrink-0">
            <SearchIcon />
            Search
          </button>
        </div>
        {hydrated ? (
          <>
            <ul
              ref={listboxRef}
              id={listboxId}
              role="listbox"
              aria-label={`Suggestions for ${trimmed || "your search"}`}
              hidden={!listOpen}
              // Keeps focus in the input, so the list stays open for the click.
              onMouseDown={(event) => event.preventDefault()}
              className="absolute inset-x-0 top-full z-20 mt-1 max-h-96 overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
            >
              {listOpen
                ? results.map((result, index) => (
                    // Options are chosen with the arrow keys from the input (aria-activedescendant);
                    // the pointer handlers only mirror that.
                    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                    <li
                      key={result.id}
                      id={optionId(index)}
                      role="option"
                      tabIndex={-1}
                      aria-selected={index === activeIndex}
                      onMouseMove={() => setActiveIndex(index)}
                      onClick={() => choose(result)}
                      className={`cursor-pointer px-3 py-2 text-left ${index === activeIndex ? "bg-brand-100" : ""}`}
                    >
                      <span className="block font-semibold text-slate-900">{result.title}</span>
                      <span className="block text-sm text-slate-600">{result.preview}</span>
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
                ? noResultsMessage(data.query)
                : listOpen
                  ? `${results.length} ${results.length === 1 ? "suggestion" : "suggestions"}, use the arrow keys to choose`
                  : ""}
            </div>
          </>
        ) : null}
      </div>
    </Form>
  );
}

function SearchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
      <path
        fillRule="evenodd"
        d="M9 3.5a5.5 5.5 0 1 0 3.3 9.9l3.15 3.15a1 1 0 0 0 1.4-1.42l-3.14-3.14A5.5 5.5 0 0 0 9 3.5zM5.5 9a3.5 3.5 0 1 1 7 0 3.5 3.5 0 0 1-7 0z"
        clipRule="evenodd"
      />
    </svg>
  );
}
