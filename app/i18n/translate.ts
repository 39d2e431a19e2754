import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { INTL_LOCALES, languageOfPath, type Language } from "~/i18n/languages";
import type { MessageKey } from "~/i18n/catalogs.server";

/**
 * A page's strings as its loaders send them: one language's messages for the namespaces the
 * route asked for, compiled on the server (strings.server.ts), so the browser gets neither the
 * other language nor a message compiler (decision 019).
 */
export interface RouteStrings {
  language: Language;
  messages: Messages;
}

export type { MessageKey };
export type MessageValues = Record<string, string | number | Date | undefined>;

export interface Translator {
  language: Language;
  /** The Intl locale: "en-US" or "es-US". */
  locale: string;
  t: (key: MessageKey, values?: MessageValues) => string;
  /** Numbers and dates the way the page's language writes them. */
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  date: (value: Date | string, options?: Intl.DateTimeFormatOptions) => string;
}

interface MatchWithData {
  data?: unknown;
}

function stringsOf(data: unknown): RouteStrings | undefined {
  if (!data || typeof data !== "object" || !("strings" in data)) return undefined;
  const strings = (data as { strings?: RouteStrings }).strings;
  return strings && typeof strings === "object" && "messages" in strings ? strings : undefined;
}

/** Every matched route's strings in one language, later routes winning. */
export function mergedMessages(matches: readonly MatchWithData[], language: Language): Messages {
  const merged: Messages = {};
  for (const match of matches) {
    const strings = stringsOf(match.data);
    if (strings?.language === language) Object.assign(merged, strings.messages);
  }
  return merged;
}

// Building an Intl formatter costs far more than using one (it was 2% of a guide's render): keep
// one per locale and options for the process's life; there are a handful.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options ?? {})}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

function dateFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options ?? {})}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

export function createTranslator(language: Language, messages: Messages): Translator {
  const locale = INTL_LOCALES[language];
  // A key with no message shows as itself (the browser tests look for English and keys on pages),
  // without Lingui's console warning on every render.
  const i18n: I18n = setupI18n({ locale, messages: { [locale]: messages }, missing: (_, key) => key });
  return {
    language,
    locale,
    t: (key, values) => i18n._(key, values),
    number: (value, options) => numberFormat(locale, options).format(value),
    date: (value, options) => dateFormat(locale, options).format(new Date(value)),
  };
}

/** For meta functions, which get the matches but cannot use hooks. */
export function translatorFromMatches(matches: readonly MatchWithData[], language: Language): Translator {
  return createTranslator(language, mergedMessages(matches, language));
}

/** A meta function's translator: `const { t } = metaTranslator(args)`. */
export function metaTranslator(args: {
  matches: readonly MatchWithData[];
  location: { pathname: string };
}): Translator {
  return translatorFromMatches(args.matches, languageOfPath(args.location.pathname));
}
