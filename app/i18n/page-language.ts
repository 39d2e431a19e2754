import { createContext, useContext } from "react";
import type { Namespace } from "~/i18n/catalog-types";
import type { Messages } from "~/i18n/format-message";
import { PAGE_LANGUAGES, pathInLanguage, type PageLanguage } from "~/i18n/languages";
import { createTranslator, type MissingKeys, type Translator } from "~/i18n/translate";

/**
 * What a route module says about language, in its `handle` (decision 019):
 * `export const handle: RouteHandle = { i18n: ["faq"] };`, the namespaces of UI strings its
 * components and meta use ("common" comes from the root). Nothing else about language is a route's
 * business: the server picks the language from the path before Remix runs (language-builds.server.ts),
 * loaders read the content language from `context.language`, and links, forms and redirects stay
 * in it by themselves (the router's basename).
 */
export interface RouteHandle {
  i18n?: readonly Namespace[];
  /** A file, feed or probe with no language (the CSV, robots.txt): it answers at its own path only. */
  languageNeutral?: true;
  /**
   * `false`: a reading page (a guide, a legal page) that loads no Remix runtime (issue 38). It
   * works as every page does without JavaScript; the few things it enhances come as small inline
   * scripts (app/lib/inline-scripts.server.ts). Any route of the page saying so decides it.
   */
  hydrate?: false;
}

/**
 * Where the pages' strings come from: entry.server sets this once per process (every catalog,
 * compiled), entry.client once per page load (the files it downloads).
 */
export interface StringsSource {
  /** A compiled catalog; undefined while the browser has not downloaded it yet. */
  catalog(language: PageLanguage, namespace: Namespace): Messages | undefined;
  /** Downloads catalogs the browser does not have yet (the server has them all). */
  load(language: PageLanguage, namespaces: readonly Namespace[]): Promise<unknown>;
  /** Where the browser downloads each catalog of a language. */
  urls(language: PageLanguage): Record<Namespace, string>;
  missingKeys: MissingKeys;
}

/** The id of the document's JSON block naming every catalog file of its language (root.tsx). */
export const CATALOG_URLS_ID = "catalog-urls";
/** The attribute of the document's preload links for the catalogs its page needs (root.tsx). */
export const CATALOG_LINK_ATTRIBUTE = "data-catalog";

let source: StringsSource | undefined;
const translators = new Map<string, Translator>();

export function setStringsSource(next: StringsSource): void {
  source = next;
  translators.clear();
}

export function stringsSource(): StringsSource {
  if (!source) throw new Error("No strings source: entry.server and entry.client set one before rendering.");
  return source;
}

/**
 * The language of the page being rendered, the router's basename: entry.server provides it per
 * request, entry.client per page load. Loaders have `context.language` instead.
 */
const PageLanguageContext = createContext<PageLanguage>(PAGE_LANGUAGES[0]);

export const PageLanguageProvider = PageLanguageContext.Provider;

export function usePageLanguage(): PageLanguage {
  return useContext(PageLanguageContext);
}

/** Paths of the site (as the routes know them) in the page's language, for plain `<a href>`s and forms. */
export function useLocalHref(): (path: string) => string {
  const language = usePageLanguage();
  return (path) => pathInLanguage(path, language);
}

// Meta functions are called outside React's tree of providers: their language is set around each
// call on the server (language-builds.server.ts wraps every route's meta per language, and a call
// is synchronous, so two requests never see each other's) and once per page load in the browser.
let metaLanguage: PageLanguage = PAGE_LANGUAGES[0];

/** Runs `call` (a route's meta function) with the page in `language`. */
export function inMetaLanguage<T>(language: PageLanguage, call: () => T): T {
  const previous = metaLanguage;
  metaLanguage = language;
  try {
    return call();
  } finally {
    metaLanguage = previous;
  }
}

/** The document's language, for its meta functions (entry.client). */
export function setMetaLanguage(language: PageLanguage): void {
  metaLanguage = language;
}

interface MatchWithHandle {
  handle?: unknown;
}

/** The namespaces the matched routes declare (handle.i18n), in a fixed order. */
export function namespacesOf(matches: readonly MatchWithHandle[]): Namespace[] {
  const namespaces = new Set<Namespace>();
  for (const match of matches) {
    const declared = (match.handle as RouteHandle | undefined)?.i18n;
    if (declared) for (const namespace of declared) namespaces.add(namespace);
  }
  return [...namespaces].sort();
}

/**
 * One translator per language and set of namespaces, kept for the process's (or the page's)
 * life: pages share them, so a render builds none. In the browser, a namespace not downloaded
 * yet suspends the render (a client navigation to a page that needs it) until it is.
 */
export function translatorFor(language: PageLanguage, namespaces: readonly Namespace[]): Translator {
  const key = `${language} ${namespaces.join(" ")}`;
  let translator = translators.get(key);
  if (!translator) {
    const strings = stringsSource();
    const messages: Messages = {};
    const missing: Namespace[] = [];
    for (const namespace of namespaces) {
      const catalog = strings.catalog(language, namespace);
      if (catalog) Object.assign(messages, catalog);
      else missing.push(namespace);
    }
    if (missing.length > 0) throw strings.load(language, missing);
    translator = createTranslator(language, messages, strings.missingKeys);
    translators.set(key, translator);
  }
  return translator;
}

/** A meta function's translator: `const { t } = metaTranslator(args)`. */
export function metaTranslator(args: { matches: readonly MatchWithHandle[] }): Translator {
  return translatorFor(metaLanguage, namespacesOf(args.matches));
}
