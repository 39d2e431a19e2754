import { contentLanguage, languageOfPath, pathInLanguage, type Language } from "~/i18n/languages";
import { translatorForPath } from "~/i18n/server-strings.server";

/** The statuses the server answers with a small page of its own (server/request-guards.mjs). */
export type ServerPageStatus = 400 | 403 | 405 | 413 | 500;

export interface ServerPageText {
  language: Language;
  title: string;
  text: string;
  home: { href: string; label: string };
}

/**
 * The words of a small page the server answers by itself, in the language of the path asked for
 * (a refused post to /es/contact is answered in Spanish): a server hook, so the server's pages
 * take their words from the catalogs like every other page.
 */
export function serverPageText(status: ServerPageStatus, requestTarget: string): ServerPageText {
  const path = requestTarget.split("?", 1)[0];
  const language = languageOfPath(path);
  const { t } = translatorForPath(path, "server");
  return {
    language: contentLanguage(language),
    title: t(`server.title.${status}`),
    text: t(`server.text.${status}`),
    home: { href: pathInLanguage("/", language), label: t("server.home") },
  };
}
