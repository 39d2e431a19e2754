import { compiledCatalog } from "~/i18n/catalogs.server";
import { PAGE_LANGUAGES, languageInfo, languageOfPath, pathInLanguage } from "~/i18n/languages";
import { createTranslator } from "~/i18n/translate";
import { getConfig } from "~/lib/config.server";

/** What server/request-guards.mjs writes on a page it answers by itself. */
export interface ServerPageTexts {
  lang: string;
  title: string;
  text: string;
  home: { href: string; label: string };
}

const STATUSES = [400, 405, 413, 500] as const;

function isServerPageStatus(status: number): status is (typeof STATUSES)[number] {
  return (STATUSES as readonly number[]).includes(status);
}

/**
 * The server's own small pages (a request it cannot read, a method no page takes, a body too
 * large, an error before Remix ran) in the language of the path they answer, from the common
 * catalog, as every other page decides it. Undefined for a status without texts.
 */
export function serverPageTexts(pathname: string, status: number): ServerPageTexts | undefined {
  if (!isServerPageStatus(status)) return undefined;
  const mounted = PAGE_LANGUAGES.filter((language) => getConfig().pseudoLanguage || !languageInfo(language).pseudo);
  const language = languageOfPath(pathname, mounted);
  const { t } = createTranslator(language, compiledCatalog(language, "common").messages, "throw");
  return {
    lang: languageInfo(language).lang,
    title: `${status} ${t(`error.server.${status}.title`)}`,
    text: t(`error.server.${status}.text`),
    home: { href: pathInLanguage("/", language), label: t("error.home") },
  };
}
