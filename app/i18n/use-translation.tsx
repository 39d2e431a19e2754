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
 * One translator per render of the document, from the strings every matched route's loader sent
 * (root.tsx's Layout provides it). Nothing is global: two requests in one server process, or two
 * navigations in one tab, never share messages.
 */
export function TranslationProvider({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const language = languageOfPath(useLocation().pathname);
  const translator = useMemo(() => createTranslator(language, mergedMessages(matches, language)), [matches, language]);
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
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
