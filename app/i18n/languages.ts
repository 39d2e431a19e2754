/**
 * The site's languages and where each lives (docs/product.md §D9): English at the paths it always
 * had, Spanish at "/es" + the same path. The language is read from the path alone, never from
 * Accept-Language or a cookie, so every URL has one language and caches key on the URL.
 */

export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = "en";

/** The prefix of every Spanish path. */
export const SPANISH_PREFIX = "/es";

/** What the language switch calls each language, in that language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", es: "Español" };

/** The locale Intl formats dates and numbers with (US Spanish, as USPS's Spanish pages). */
export const INTL_LOCALES: Record<Language, string> = { en: "en-US", es: "es-US" };

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

export function languageOfPath(pathname: string): Language {
  return pathname === SPANISH_PREFIX || pathname.startsWith(`${SPANISH_PREFIX}/`) ? "es" : "en";
}

/**
 * A path that can only point to this site: whatever run of slashes and backslashes (or the tabs
 * and line breaks a browser drops from a URL) it starts with becomes one slash. A link built from
 * the request's path ("/es//evil.example" → "//evil.example") would otherwise name another host
 * to the browser while looking like ours (issue 30).
 */
export function sitePath(pathname: string): string {
  return pathname.replace(/^[/\\\t\n\r]*/, "/");
}

/** The path without its language prefix: the page's English path. */
export function englishPath(pathname: string): string {
  if (languageOfPath(pathname) === "en") return sitePath(pathname);
  return sitePath(pathname.slice(SPANISH_PREFIX.length));
}

/** An English path (or one already in a language) in the given language. */
export function pathInLanguage(pathname: string, language: Language): string {
  const path = englishPath(pathname);
  if (language === "en") return path;
  return path === "/" ? SPANISH_PREFIX : `${SPANISH_PREFIX}${path}`;
}

export function languageOfRequest(request: Request): Language {
  return languageOfPath(new URL(request.url).pathname);
}
