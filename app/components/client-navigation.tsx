import { useNavigate } from "@remix-run/react";
import { useEffect, type AnchorHTMLAttributes, type RefObject } from "react";

/**
 * Client-side navigation for the plain links inside `container`: one click listener instead of
 * a <Link> per item. The layout's forty-odd navigation links cost more to server-render as
 * <Link>s (each resolves its path through the router's hooks) than the rest of a page does
 * (docs/performance.md); as plain anchors they are free, and this gives them back what <Link>
 * did with JavaScript on. Without JavaScript they are ordinary links either way.
 *
 * Left to the browser: modified or non-primary clicks, other targets, downloads, other
 * origins, and links marked `data-reload-document` (pages outside the app's routes).
 */
export function useClientNavigation(container: RefObject<HTMLElement>, onNavigate?: () => void) {
  const navigate = useNavigate();
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    function handleClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest("a") : null;
      if (!anchor || !element?.contains(anchor)) return;
      if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
      if (anchor.hasAttribute("data-reload-document")) return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      onNavigate?.();
      navigate(url.pathname + url.search + url.hash);
    }
    element.addEventListener("click", handleClick);
    return () => element.removeEventListener("click", handleClick);
  }, [container, navigate, onNavigate]);
}

/**
 * A plain link to one of the site's pages, for lists that `useClientNavigation` watches. Marked
 * the way Remix marks its own links, so the route is discovered before the click.
 */
export function NavAnchor({
  to,
  reloadDocument,
  children,
  ...props
}: { to: string; reloadDocument?: boolean } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">) {
  return reloadDocument ? (
    <a href={to} data-reload-document="" {...props}>
      {children}
    </a>
  ) : (
    <a href={to} data-discover="true" {...props}>
      {children}
    </a>
  );
}
