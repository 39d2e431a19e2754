import type { Messages } from "~/i18n/format-message";
import { createElement, type ReactNode } from "react";
import type { Namespace } from "~/i18n/catalog-types";
import { compiledCatalog, NAMESPACES } from "~/i18n/catalogs.server";
import type { PageLanguage } from "~/i18n/languages";
import { PageLanguageProvider, setMetaLanguage, setStringsSource } from "~/i18n/page-language";
import { createTranslator, type Translator } from "~/i18n/translate";
import { TranslatorProvider } from "~/i18n/use-translation";

setStringsSource({
  catalog: (language, namespace) => compiledCatalog(language, namespace).messages,
  load: () => Promise.resolve(),
  urls: (language) =>
    Object.fromEntries(NAMESPACES.map((namespace) => [namespace, `/i18n/${language}/${namespace}.json`])) as Record<
      Namespace,
      string
    >,
  missingKeys: "throw",
});

/** The translator a page in `language` with these namespaces gets; a key outside them throws. */
export function translatorFor(language: PageLanguage, ...namespaces: Namespace[]): Translator {
  const messages: Messages = {};
  for (const namespace of namespaces) Object.assign(messages, compiledCatalog(language, namespace).messages);
  return createTranslator(language, messages, "throw");
}

/**
 * An element rendered the way a page in `language` renders it (common strings and the named ones);
 * the meta functions a test calls next are in that language too.
 */
export function withStrings(element: ReactNode, language: PageLanguage = "en", ...namespaces: Namespace[]): ReactNode {
  setMetaLanguage(language);
  return createElement(
    PageLanguageProvider,
    { value: language },
    createElement(TranslatorProvider, { value: translatorFor(language, "common", ...namespaces) }, element),
  );
}
