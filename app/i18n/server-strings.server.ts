import type { Namespace } from "~/i18n/catalog-types";
import { catalogUrl, compiledCatalog, NAMESPACES } from "~/i18n/catalogs.server";
import { PAGE_LANGUAGES, languageInfo, languageOfPath, type PageLanguage } from "~/i18n/languages";
import type { StringsSource } from "~/i18n/page-language";
import { createTranslator, type Translator } from "~/i18n/translate";
import { getConfig } from "~/lib/config.server";

/**
 * The server's strings: every catalog, compiled once per process. Missing keys throw in
 * development, tests and the test server (PSEUDO_LANGUAGE), and show as the key otherwise.
 */
export function serverStrings(): StringsSource {
  const strict = process.env.NODE_ENV !== "production" || getConfig().pseudoLanguage;
  const urls = new Map<PageLanguage, Record<Namespace, string>>();
  return {
    catalog: (language, namespace) => compiledCatalog(language, namespace).messages,
    load: () => Promise.resolve(),
    urls(language) {
      let map = urls.get(language);
      if (!map) {
        map = Object.fromEntries(NAMESPACES.map((namespace) => [namespace, catalogUrl(language, namespace)])) as Record<
          Namespace,
          string
        >;
        urls.set(language, map);
      }
      return map;
    },
    missingKeys: strict ? "throw" : () => undefined,
  };
}

/**
 * The strings of the page a request path would be, for what answers outside Remix (the small
 * pages server/request-guards.mjs sends by itself): its language from the path, as for every page.
 */
export function translatorForPath(pathname: string, ...namespaces: Namespace[]): Translator {
  const { pseudoLanguage } = getConfig();
  const mounted = PAGE_LANGUAGES.filter((language) => pseudoLanguage || !languageInfo(language).pseudo);
  const language = languageOfPath(pathname, mounted);
  const messages = Object.assign({}, ...namespaces.map((namespace) => compiledCatalog(language, namespace).messages));
  return createTranslator(language, messages, "throw");
}
