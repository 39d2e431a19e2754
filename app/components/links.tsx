/**
 * The site's plain links, in one place (decision 019). Remix's <Link>, <Form> and fetchers make
 * their paths in the page's language by themselves (the router's basename); these are the plain
 * anchors: NavAnchor, a link of this site in the page's language for long lists and menus, which
 * useClientNavigation navigates in the app; LanguageLink, the one kind of link that leaves the
 * page's language.
 */
import { useHref, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useRef, type AnchorHTMLAttributes } from "react";
import { pathInLanguage, type Language } from "~/i18n/languages";
import { useLocalHref } from "~/i18n/page-language";

/**
 * In-app navigation for the plain links inside one element: give the element the returned ref.
 *
 * Menus and long lists of links (the layout's forty menu links, the FAQ's titles, a category's
 * articles) are plain `<a href>` rather than Remix `<Link>`s: every `<Link>` is a component with
 * a dozen hooks of its own, which cost more to server-render than the rest of a page and were most
 * of the FAQ home's blocking time while hydrating (docs/performance.md). One listener per element
 * gives those anchors what `<Link>` would: an ordinary left click on a link to a page of this site
 * navigates inside the app instead of reloading the document.
 *
 * Left to the browser: modified clicks (new tab, window, download), other targets, other origins,
 * links to a fragment of the current page, links marked `data-reload-document` (pages outside the
 * app's routes), and every click before hydration or without JavaScript, where the anchors are
 * plain links. The listener is on the document, after React's own, so a click a component inside
 * the element already handled (a `<Link>`, anything that called preventDefault) is never
 * navigated twice.
 */
export function useClientNavigation<T extends HTMLElement>(onNavigate?: () => void) {
  const ref = useRef<T>(null);
  const navigate = useNavigate();
  // The page's language prefix ("" or "/es"): the router's basename, which navigate() adds back.
  const prefix = useHref("/").replace(/\/$/, "");

  useEffect(() => {
    function onClick(event: MouseEvent) {
      const container = ref.current;
      if (!container || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const anchor = event.target instanceof Element ? event.target.closest("a") : null;
      if (!anchor || !container.contains(anchor) || !anchor.hasAttribute("href")) return;
      if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
      if (anchor.hasAttribute("data-reload-document")) return;
      const url = new URL(anchor.href);
      const here = window.location;
      if (url.origin !== here.origin) return;
      // Another language's page is another app (its own basename): a full page load.
      if (prefix && url.pathname !== prefix && !url.pathname.startsWith(`${prefix}/`)) return;
      if (url.hash && url.pathname === here.pathname && url.search === here.search) return;
      event.preventDefault();
      onNavigate?.();
      const to = `${url.pathname.slice(prefix.length) || "/"}${url.search}${url.hash}`;
      // As <Link> does: a link to the page already shown replaces the history entry.
      navigate(to, { replace: url.href === here.href });
    }
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate, onNavigate, prefix]);

  return ref;
}

/**
 * A plain link to one of the site's pages, in the page's language ("/faq" is "/es/faq" on a
 * Spanish page), for elements useClientNavigation watches; `reloadDocument` keeps it a full page
 * load (a page outside the app's routes). Remix's <Link>, <Form> and fetchers put the prefix on
 * by themselves (the router's basename); this is their cheap twin for long lists of links.
 */
export function NavAnchor({
  to,
  reloadDocument,
  children,
  ...props
}: { to: string; reloadDocument?: boolean } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">) {
  return (
    <a href={useLocalHref()(to)} data-reload-document={reloadDocument ? "" : undefined} {...props}>
      {children}
    </a>
  );
}

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
