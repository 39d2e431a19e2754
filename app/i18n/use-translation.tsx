import { useMatches } from "@remix-run/react";
import {
  Children,
  cloneElement,
  createContext,
  isValidElement,
  useContext,
  type ReactElement,
  type ReactNode,
} from "react";
import { contentLanguage, languageInfo } from "~/i18n/languages";
import { namespacesOf, translatorFor, usePageLanguage } from "~/i18n/page-language";
import type { MessageKey, MessageValues, Translator } from "~/i18n/translate";

const TranslatorContext = createContext<Translator | null>(null);

/**
 * The page's translator (root.tsx's Layout provides it): its language, and the strings of the
 * namespaces its matched routes declare in handle.i18n. Pages share translators (page-language.ts),
 * so a render builds none.
 */
export function TranslationProvider({ children }: { children: ReactNode }) {
  const translator = translatorFor(usePageLanguage(), namespacesOf(useMatches()));
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

/** A given translator, for rendering a component outside the app's routes (unit tests). */
export const TranslatorProvider = TranslatorContext.Provider;

export function useTranslation(): Translator {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error("useTranslation outside TranslationProvider");
  return translator;
}

/**
 * The `lang` of content on this page (FAQ answers, guides, legal texts, jobs, the landing texts):
 * none where the content is in the page's own language, "en" where it is not (the pseudo-language
 * shows English content). Content containers carry it, so the page says truly what language each
 * part is in (and the pseudo-language's browser test can tell content from UI strings).
 */
export function useContentLang(): string | undefined {
  const { language } = useTranslation();
  const content = contentLanguage(language);
  return content === language ? undefined : languageInfo(content).lang;
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
