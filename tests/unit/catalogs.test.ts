import { setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { CATALOGS, compiledCatalog, NAMESPACES } from "~/i18n/catalogs.server";
import { formatMessage } from "~/i18n/format-message";
import { LANGUAGES, PAGE_LANGUAGES, localeOf } from "~/i18n/languages";
import { PSEUDO_CLOSE, PSEUDO_OPEN } from "~/i18n/pseudo";

/**
 * The placeholders and tags a message uses: a translation must use the same ones. A placeholder
 * is a name closed by "}" or ",": the text of a plural branch ("one {Your number}") is not one.
 */
function slots(message: string): string[] {
  const names = [...message.matchAll(/\{\s*(\w+)\s*[,}]|<\/?(\w+)\s*\/?>/g)].map(
    (match) => match[1] ?? `<${match[2]}>`,
  );
  return [...new Set(names)].sort();
}

const [SOURCE, ...TRANSLATIONS] = LANGUAGES;

describe("the UI string catalogs", () => {
  it("are every file in app/i18n/catalogs/<language>, the same namespaces in each language", () => {
    for (const language of LANGUAGES) expect(Object.keys(CATALOGS[language]).sort()).toEqual([...NAMESPACES].sort());
  });

  for (const namespace of NAMESPACES) {
    const english: Record<string, string> = CATALOGS[SOURCE][namespace];
    describe(namespace, () => {
      for (const language of TRANSLATIONS) {
        const translation: Record<string, string> = CATALOGS[language][namespace];
        it(`has exactly the English keys in ${language}, with the same placeholders and tags`, () => {
          expect(Object.keys(english).filter((key) => !(key in translation))).toEqual([]);
          expect(Object.keys(translation).filter((key) => !(key in english))).toEqual([]);
          for (const key of Object.keys(english))
            expect(slots(translation[key] ?? ""), key).toEqual(slots(english[key]));
        });
      }
      it("has no empty message, and each compiles as ICU MessageFormat", () => {
        for (const language of LANGUAGES) {
          for (const [key, message] of Object.entries(CATALOGS[language][namespace] as Record<string, string>)) {
            expect(message.trim(), key).not.toBe("");
            expect(() => compileMessage(message), key).not.toThrow();
          }
        }
      });
    });
  }

  it("keeps every key in one namespace only", () => {
    const seen = new Map<string, string>();
    for (const namespace of NAMESPACES) {
      for (const key of Object.keys(CATALOGS[SOURCE][namespace])) {
        expect(seen.get(key), `${key} in ${namespace}`).toBeUndefined();
        seen.set(key, namespace);
      }
    }
  });
});

describe("the pages' message formatter (format-message.ts)", () => {
  it("writes every message of every language exactly as Lingui's own runtime does, for every plural form", () => {
    for (const language of PAGE_LANGUAGES) {
      const locale = localeOf(language);
      for (const namespace of NAMESPACES) {
        const { messages } = compiledCatalog(language, namespace);
        // Lingui's runtime takes every message compiled, text alone included.
        const compiled = Object.fromEntries(
          Object.entries(messages).map(([key, message]) => [key, typeof message === "string" ? [message] : message]),
        );
        const lingui = setupI18n({ locale, messages: { [locale]: compiled } });
        for (const count of [0, 1, 2, 5, 21, 1234.5]) {
          const values = new Proxy({}, { get: () => count });
          for (const key of Object.keys(messages)) {
            expect(formatMessage(messages[key], values, locale), `${language} ${key} ${count}`).toBe(
              lingui._(key, values),
            );
          }
        }
      }
    }
  });
});

describe("the pseudo-language", () => {
  // What a page shows: each message with its placeholders filled in, all with a number here.
  const values = new Proxy({}, { get: () => 3 });
  const render = (language: "en" | "xx", namespace: (typeof NAMESPACES)[number], key: string) =>
    formatMessage(compiledCatalog(language, namespace).messages[key], values, "en-US");

  it("has every English message, in brackets, a third longer, with no unaccented letter of its own", () => {
    for (const namespace of NAMESPACES) {
      for (const key of Object.keys(CATALOGS.en[namespace])) {
        const english = render("en", namespace, key);
        const pseudo = render("xx", namespace, key);
        expect(pseudo.startsWith(PSEUDO_OPEN) && pseudo.endsWith(PSEUDO_CLOSE), key).toBe(true);
        expect(pseudo.length, key).toBeGreaterThan(english.length);
        // Only the tags stay unaccented, never the message's own words.
        expect(pseudo.replace(/<\/?\w+\s*\/?>/g, ""), key).not.toMatch(/[a-zA-Z]/);
      }
    }
  });
});
