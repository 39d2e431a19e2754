import { createElement, type ReactNode } from "react";
import type { Namespace } from "~/i18n/catalogs.server";
import type { Language } from "~/i18n/languages";
import { stringsFor } from "~/i18n/strings.server";
import { createTranslator, type Translator } from "~/i18n/translate";
import { TranslatorProvider } from "~/i18n/use-translation";

/** The translator a page in `language` with these namespaces gets. */
export function translatorFor(language: Language, ...namespaces: Namespace[]): Translator {
  return createTranslator(language, stringsFor(language, ...namespaces).messages);
}

/** An element rendered the way a page in `language` renders it (common strings and the named ones). */
export function withStrings(element: ReactNode, language: Language = "en", ...namespaces: Namespace[]): ReactNode {
  return createElement(TranslatorProvider, { value: translatorFor(language, "common", ...namespaces) }, element);
}
