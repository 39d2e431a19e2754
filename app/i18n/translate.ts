import type { MessageKey } from "~/i18n/catalog-types";
import { formatMessage, type Messages, type MessageValues } from "~/i18n/format-message";
import { localeOf, type PageLanguage } from "~/i18n/languages";

export type { MessageKey, MessageValues };

export interface Translator {
  language: PageLanguage;
  /** The Intl locale: "en-US" or "es-US". */
  locale: string;
  t: (key: MessageKey, values?: MessageValues) => string;
  /** Numbers and dates the way the page's language writes them. */
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  date: (value: Date | string, options?: Intl.DateTimeFormatOptions) => string;
}

/**
 * What a key with no message does besides showing the key: in development, the tests and the test
 * server it throws, so a component using a namespace its route did not declare fails where it
 * renders; in production the browser says so in its console (page-language.ts StringsSource).
 */
export type MissingKeys = "throw" | ((problem: string) => void);

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

export function createTranslator(language: PageLanguage, messages: Messages, missingKeys: MissingKeys): Translator {
  const locale = localeOf(language);
  const missing = (key: string) => {
    const problem = `No message "${key}" in the ${language} strings of this page: is its namespace in the route's handle.i18n?`;
    if (missingKeys === "throw") throw new Error(problem);
    missingKeys(problem);
    return key;
  };
  return {
    language,
    locale,
    t: (key, values) => {
      if (!Object.hasOwn(messages, key)) return missing(key);
      const message = messages[key];
      return typeof message === "string" ? message : formatMessage(message, values ?? {}, locale);
    },
    number: (value, options) => numberFormat(locale, options).format(value),
    date: (value, options) => dateFormat(locale, options).format(new Date(value)),
  };
}
