import type { CompiledMessage } from "@lingui/message-utils/compileMessage";

/**
 * One namespace's messages as Lingui's compiler writes them (catalogs.server.ts), a message that is
 * text alone (most of them) as that text.
 */
export type Messages = Record<string, string | CompiledMessage>;
export type MessageValues = Record<string, string | number | Date | undefined>;

type Cases = Record<string, CompiledMessage | number>;

// Intl objects cost far more to build than to use: one per locale for the process's (page's) life.
const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let value = cache.get(key);
  if (value === undefined) cache.set(key, (value = make()));
  return value;
}

/**
 * A compiled message with its values, in a locale: the part of Lingui's runtime this site uses
 * (text, `{name}`, `{n, number}`, `{n, plural, …}` with `#`, `{x, select, …}`), 40 lines instead of its 2.4 kB
 * in every page's JavaScript (decision 019). tests/unit/catalogs.test.ts renders every message of
 * every catalog both ways, with Lingui's own runtime as the reference, so the two cannot drift.
 * A kind of placeholder the catalogs do not use (a date, a time) throws.
 */
export function formatMessage(
  message: string | CompiledMessage,
  values: MessageValues,
  locale: string,
  count?: string,
): string {
  if (typeof message === "string") return message;
  let text = "";
  for (const token of message) {
    if (typeof token === "string") {
      text += token === "#" && count !== undefined ? count : token;
      continue;
    }
    const [name, kind, format] = token;
    const value = values[name];
    if (kind === "plural" || kind === "selectordinal") {
      const { offset = 0, ...cases } = format as Cases;
      const n = Number(value) - Number(offset);
      const type = kind === "plural" ? "cardinal" : "ordinal";
      const rules = cached(pluralRules, `${locale} ${type}`, () => new Intl.PluralRules(locale, { type }));
      const chosen = (cases[String(value)] ?? cases[rules.select(n)] ?? cases.other) as CompiledMessage;
      const number = cached(numberFormats, `${locale} `, () => new Intl.NumberFormat(locale)).format(n);
      text += formatMessage(chosen, values, locale, number);
    } else if (kind === "number") {
      const style = typeof format === "string" ? format : "";
      const numbers = cached(numberFormats, `${locale} ${style}`, () =>
        style
          ? new Intl.NumberFormat(locale, { style: style as Intl.NumberFormatOptions["style"] })
          : new Intl.NumberFormat(locale),
      );
      text += numbers.format(Number(value));
    } else if (kind === "select") {
      const cases = format as Cases;
      text += formatMessage((cases[String(value)] ?? cases.other) as CompiledMessage, values, locale, count);
    } else if (kind) {
      throw new Error(`Messages with {${name}, ${kind}} are not supported here (app/i18n/format-message.ts).`);
    } else if (value !== undefined && value !== null) {
      text += String(value);
    }
  }
  return text;
}
