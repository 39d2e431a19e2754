import { useNavigate } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * In-app navigation for the plain links inside one element: give the element the
 * returned ref.
 *
 * Long lists of links (the FAQ's titles, a category's articles) are rendered as
 * plain `<a href>` rather than Remix `<Link>`s: every `<Link>` is a component with
 * a dozen hooks of its own, and hydrating a page of a hundred and fifty of them
 * was most of the FAQ home's blocking time. One listener per list gives those
 * anchors what `<Link>` would: an ordinary left click on a link to a page of this
 * site navigates inside the app instead of reloading the document. Modified
 * clicks (new tab, new window, download), other targets, other origins and links
 * to a fragment of the current page are left to the browser, and so is every
 * click before hydration or without JavaScript, where the anchors are plain links.
 *
 * Give the anchors `data-discover="true"` (what `<Link>` renders) so Remix's lazy
 * route discovery still learns their routes ahead of the click.
 *
 * The listener is on the document, after React's own, so a click that a component
 * inside the element already handled (a `<Link>`, anything that called
 * preventDefault) is never navigated twice.
 */
export function useClientNavigation<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const navigate = useNavigate();

  useEffect(() => {
    function onClick(event: MouseEvent) {
      const container = ref.current;
      if (!container || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const anchor = event.target instanceof Element ? event.target.closest("a") : null;
      if (!anchor || !container.contains(anchor) || !anchor.hasAttribute("href")) return;
      if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
      const url = new URL(anchor.href);
      const here = window.location;
      if (url.origin !== here.origin) return;
      if (url.hash && url.pathname === here.pathname && url.search === here.search) return;
      event.preventDefault();
      const to = `${url.pathname}${url.search}${url.hash}`;
      // As <Link> does: a link to the page already shown replaces the history entry.
      navigate(to, { replace: to === `${here.pathname}${here.search}${here.hash}` });
    }
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);

  return ref;
}
