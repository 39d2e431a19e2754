import { createHash } from "node:crypto";
import type { Messages } from "~/i18n/format-message";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { Catalogs, Namespace } from "~/i18n/catalog-types";
import english from "~/i18n/catalogs/en";
import spanish from "~/i18n/catalogs/es";
import { contentLanguage, languageInfo, type Language, type PageLanguage } from "~/i18n/languages";
import { pseudoSource, pseudoText } from "~/i18n/pseudo";

/**
 * Every language's UI strings: the one list of them. English is the source; a translation has
 * exactly its keys (a type error, and tests/unit/catalogs.test.ts, when one is missing). The
 * pseudo-language has no files: its catalogs are made from the English ones (pseudo.ts).
 */
export const CATALOGS: Record<Language, Catalogs> = { en: english, es: spanish };

export const NAMESPACES = Object.keys(english) as Namespace[];

export function isNamespace(value: unknown): value is Namespace {
  return (NAMESPACES as readonly unknown[]).includes(value);
}

export interface CompiledCatalog {
  /** Lingui's compiled messages: the browser needs no message compiler (decision 019). */
  messages: Messages;
  /** The same as JSON, what the browser downloads (routes/i18n.$language.$file.tsx). */
  json: string;
  /** A hash of the JSON: the file's name changes with its content, so browsers and caches keep it for good. */
  version: string;
}

const compiled = new Map<string, CompiledCatalog>();

/** One language's namespace, compiled once per process. */
export function compiledCatalog(language: PageLanguage, namespace: Namespace): CompiledCatalog {
  const key = `${language}:${namespace}`;
  let catalog = compiled.get(key);
  if (!catalog) {
    const { pseudo } = languageInfo(language);
    const source: Record<string, string> = CATALOGS[contentLanguage(language)][namespace];
    const messages: Messages = Object.fromEntries(
      Object.entries(source).map(([id, text]) => {
        const message = pseudo ? compileMessage(pseudoSource(text), pseudoText) : compileMessage(text);
        // Text alone (most messages) is kept as text: nothing to format, and a smaller file.
        return [
          id,
          message.length === 1 && typeof message[0] === "string" && message[0] !== "#" ? message[0] : message,
        ];
      }),
    );
    const json = JSON.stringify(messages);
    const version = createHash("sha256").update(json).digest("hex").slice(0, 12);
    catalog = { messages, json, version };
    compiled.set(key, catalog);
  }
  return catalog;
}

/** Where the browser downloads a catalog: a name that changes with its content. */
export function catalogUrl(language: PageLanguage, namespace: Namespace): string {
  return `/i18n/${language}/${namespace}.${compiledCatalog(language, namespace).version}.json`;
}
