import type { Messages } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { CATALOGS, type Namespace } from "~/i18n/catalogs.server";
import { isLanguage, languageOfRequest, type Language } from "~/i18n/languages";
import type { RouteStrings } from "~/i18n/translate";

const compiled = new Map<string, Messages>();

function compiledCatalog(language: Language, namespace: Namespace): Messages {
  const cacheKey = `${language}:${namespace}`;
  let messages = compiled.get(cacheKey);
  if (!messages) {
    const source: Record<string, string> = CATALOGS[namespace][language];
    messages = Object.fromEntries(Object.entries(source).map(([key, text]) => [key, compileMessage(text)]));
    compiled.set(cacheKey, messages);
  }
  return messages;
}

/**
 * What a loader returns as `strings`: the page's language (from its path) and the named
 * namespaces' messages in it, compiled once per process.
 */
export function stringsFor(languageOrRequest: Language | Request, ...namespaces: Namespace[]): RouteStrings {
  const language = isLanguage(languageOrRequest) ? languageOrRequest : languageOfRequest(languageOrRequest);
  const messages: Messages = {};
  for (const namespace of namespaces) Object.assign(messages, compiledCatalog(language, namespace));
  return { language, messages };
}
