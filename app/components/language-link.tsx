import { useLocation } from "@remix-run/react";
import type { AnchorHTMLAttributes } from "react";
import { pathInLanguage, type Language } from "~/i18n/languages";

/**
 * This page (the same path and query) in another language: the one kind of link on a page that
 * leaves its language (the language switch, a translation's "the English version governs"). A
 * plain link, a full page load: each language is its own app under its own prefix. The path comes
 * from the router without the page's prefix, and pathInLanguage folds leading slashes, so a path
 * like "/es//evil.example" still links this site.
 */
export function LanguageLink({
  language,
  children,
  ...props
}: { language: Language } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "hrefLang">) {
  const { pathname, search } = useLocation();
  return (
    <a href={`${pathInLanguage(pathname, language)}${search}`} hrefLang={language} data-reload-document="" {...props}>
      {children}
    </a>
  );
}
