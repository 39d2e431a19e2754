import { useLocation, useMatches } from "@remix-run/react";
import {
  Children,
  cloneElement,
  createContext,
  isValidElement,
  useContext,
  useMemo,
  type ReactElement,
  type ReactNode,
} from "react";
import type { Messages } from "@lingui/core";
import { languageOfPath, pathInLanguage } from "~/i18n/languages";
import {
  createTranslator,
  mergedMessages,
  type MessageKey,
  type MessageValues,
  type Translator,
} from "~/i18n/translate";

const TranslatorContext = createContext<Translator | null>(null);

/**
 * The common strings for a document rendered without the root loader's data: an error thrown by
 * an action, or a method a route does not take, reaches the root's boundary before any loader
 * ran. The server provides them (entry.server.tsx) and the document carries them in a JSON data
 * block for hydration (FallbackStrings below, read back by entry.client.tsx).
 */
export const FallbackStringsContext = createContext<Messages | null>(null);

export const FALLBACK_STRINGS_ID = "fallback-strings";

/**
 * One translator per render of the document, from the strings every matched route's loader sent
 * (root.tsx's Layout provides it). Nothing is global: two requests in one server process, or two
 * navigations in one tab, never share messages.
 */
export function TranslationProvider({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const language = languageOfPath(useLocation().pathname);
  const fallback = useContext(FallbackStringsContext);
  const translator = useMemo(() => {
    const messages = mergedMessages(matches, language);
    return createTranslator(language, hasRootStrings(matches) || !fallback ? messages : { ...fallback, ...messages });
  }, [matches, language, fallback]);
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

function hasRootStrings(matches: ReturnType<typeof useMatches>): boolean {
  const root = matches.find((match) => match.id === "root")?.data;
  return Boolean(root && typeof root === "object" && "strings" in root);
}

/** The fallback strings as a JSON data block, only in a document rendered without the root's data. */
export function FallbackStrings() {
  const matches = useMatches();
  const fallback = useContext(FallbackStringsContext);
  if (hasRootStrings(matches) || !fallback) return null;
  // "<" escaped so that no message can end the element early.
  const json = JSON.stringify(fallback).replace(/</g, "\\u003c");
  return <script id={FALLBACK_STRINGS_ID} type="application/json" dangerouslySetInnerHTML={{ __html: json }} />;
}

/** A given translator, for rendering a component outside the app's routes (unit tests). */
export const TranslatorProvider = TranslatorContext.Provider;

export function useTranslation(): Translator {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error("useTranslation outside TranslationProvider");
  return translator;
}

/** A path of this site in the page's language: "/faq" on an English page, "/es/faq" on a Spanish one. */
export function useLocalPath(): (path: string) => string {
  const { language } = useTranslation();
  return (path) => pathInLanguage(path, language);
}

const TAG = /<(\w+)>([\s\S]*?)<\/\1>|<(\w+)\s*\/>/g;

/**
 * A message with components inside it: "Read <guide>the guide</guide>." with
 * components={{ guide: <Link to="…" /> }} renders the link around "the guide". Tags do not nest.
 */
export function T({
  k,
  values,
  components = {},
}: {
  k: MessageKey;
  values?: MessageValues;
  components?: Record<string, ReactElement>;
}) {
  const { t } = useTranslation();
  return <>{richText(t(k, values), components)}</>;
}

export function richText(message: string, components: Record<string, ReactElement>): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of message.matchAll(TAG)) {
    const [whole, tag, inner, selfClosing] = match;
    const index = match.index ?? 0;
    if (index > last) parts.push(message.slice(last, index));
    const component = components[tag ?? selfClosing ?? ""];
    if (component && isValidElement(component)) {
      parts.push(cloneElement(component, { key: index }, ...(inner !== undefined ? [inner] : Children.toArray([]))));
    } else {
      parts.push(inner ?? "");
    }
    last = index + whole.length;
  }
  if (last < message.length) parts.push(message.slice(last));
  return parts;
}
