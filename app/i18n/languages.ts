/**
 * The site's languages (docs/product.md §D9.6, decision 019), one entry each: the path prefix it
 * lives under, the Intl locale it writes dates and numbers with, what the language switch calls it,
 * and whose content (FAQ answers, guides, legal texts, jobs) it shows. The first is the default, at
 * the paths the site always had. The language is read from the path alone, never from
 * Accept-Language or a cookie, so every URL has one language and caches key on the URL.
 *
 * A new language is one entry here, its catalog folder (app/i18n/catalogs/<code>/) and its content
 * (data/<code>/, app/legal/<code>/): the type checker lists every table that needs a line for it.
 */
const TABLE = {
  en: { prefix: "", lang: "en", locale: "en-US", name: "English", content: "en", pseudo: false },
  es: { prefix: "/es", lang: "es", locale: "es-US", name: "Español", content: "es", pseudo: false },
  /**
   * The pseudo-language, for the tests only (PSEUDO_LANGUAGE=1 mounts it): English content with
   * every UI string machine-made from the English catalogs ("[Ŝéåŕçĥ ţĥé ĥéļþ çéñţéŕ ·····]"), so
   * a browser test finds at a glance any text that does not come from a catalog.
   */
  xx: { prefix: "/xx", lang: "en-XA", locale: "en-US", name: "Pseudo", content: "en", pseudo: true },
} as const satisfies Record<string, LanguageEntry>;

interface LanguageEntry {
  /** "" for the default language, else "/" + a segment no route of the site starts with. */
  prefix: string;
  /** The page's `lang` (en-XA: the usual tag of an accented pseudo-locale). */
  lang: string;
  locale: string;
  name: string;
  /** The language whose content the pages show: its own, except for the pseudo-language. */
  content: string;
  /** Never published: not in the language switch, hreflang alternates or the sitemap. */
  pseudo: boolean;
}

/** Every language a page can be in, the pseudo-language included: the catalogs' languages. */
export type PageLanguage = keyof typeof TABLE;

/** A language with content of its own: the site's published languages. */
export type Language = (typeof TABLE)[PageLanguage]["content"];

export const PAGE_LANGUAGES = Object.keys(TABLE) as PageLanguage[];

/** The published languages, the default first (hreflang alternates, the sitemap, the language switch). */
export const LANGUAGES = PAGE_LANGUAGES.filter((language) => !TABLE[language].pseudo) as Language[];

export function languageInfo<L extends PageLanguage>(language: L): (typeof TABLE)[L] {
  return TABLE[language];
}

/** The locale Intl formats dates and numbers with (US Spanish, as USPS's Spanish pages). */
export function localeOf(language: PageLanguage): string {
  return TABLE[language].locale;
}

/** The language whose content a page shows. */
export function contentLanguage(language: PageLanguage): Language {
  return TABLE[language].content;
}

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/**
 * The language a request path is in: the one whose prefix it starts with ("/es", "/es/…", and
 * "/es.data", the Spanish home page's single-fetch data), else the default. `among`: the languages
 * the server mounts.
 */
export function languageOfPath(pathname: string, among: readonly PageLanguage[] = LANGUAGES): PageLanguage {
  for (const language of among) {
    const { prefix } = TABLE[language];
    if (!prefix) continue;
    if (pathname === prefix || pathname === `${prefix}.data` || pathname.startsWith(`${prefix}/`)) return language;
  }
  return PAGE_LANGUAGES[0];
}

/** The language whose prefix is a router's basename (undefined or "/" for the default language). */
export function languageOfBasename(basename: string | undefined): PageLanguage {
  const prefix = !basename || basename === "/" ? "" : basename.replace(/\/$/, "");
  return PAGE_LANGUAGES.find((language) => TABLE[language].prefix === prefix) ?? PAGE_LANGUAGES[0];
}

const SEPARATORS = new Set(["/", "\\", "\t", "\n", "\r"]);

/**
 * A path that can only point to this site: whatever run of slashes and backslashes (or the tabs
 * and line breaks a browser drops from a URL) it starts with becomes one slash. A link built from
 * the request's path ("/es//evil.example" → "//evil.example") would otherwise name another host.
 */
export function sitePath(pathname: string): string {
  // Nearly every path is one already ("/faq"), and pages build a hundred links or more.
  if (pathname.charAt(0) === "/" && !SEPARATORS.has(pathname.charAt(1))) return pathname;
  return pathname.replace(/^[/\\\t\n\r]*/, "/");
}

/**
 * A path of the site (as the routes know it, without a prefix) in a language: "/faq" → "/es/faq",
 * "/" → "/es"; always a path of this site (sitePath).
 */
export function pathInLanguage(path: string, language: PageLanguage): string {
  const local = sitePath(path);
  const { prefix } = TABLE[language];
  return prefix && local === "/" ? prefix : `${prefix}${local}`;
}
