import type { Messages } from "~/i18n/format-message";
import type { Namespace } from "~/i18n/catalog-types";
import { languageOfBasename, type PageLanguage } from "~/i18n/languages";
import { CATALOG_LINK_ATTRIBUTE, CATALOG_URLS_ID, type StringsSource } from "~/i18n/page-language";

/**
 * The browser's strings (entry.client): the page's language is the router's basename, fixed for
 * the document's life (the language switch loads a new document). Each catalog is a file named by
 * its content (routes/i18n.$language.$file.tsx), downloaded once and kept by the browser; the page's
 * own are preloaded by the document and awaited before hydration (`ready`), the others downloaded
 * when a client navigation first needs them (the render waits for them).
 */
export function browserStrings(): { language: PageLanguage; source: StringsSource; ready: Promise<unknown> } {
  const language = languageOfBasename(window.__remixContext.basename);
  const urls = JSON.parse(document.getElementById(CATALOG_URLS_ID)?.textContent ?? "{}") as Record<Namespace, string>;
  const catalogs = new Map<Namespace, Messages>();
  const downloads = new Map<Namespace, Promise<void>>();

  function download(namespace: Namespace): Promise<void> {
    let pending = downloads.get(namespace);
    if (!pending) {
      pending = fetch(urls[namespace])
        .then((response) => {
          if (!response.ok) throw new Error(`${urls[namespace]}: ${response.status}`);
          return response.json() as Promise<Messages>;
        })
        .then((messages) => void catalogs.set(namespace, messages));
      downloads.set(namespace, pending);
    }
    return pending;
  }

  const source: StringsSource = {
    catalog: (_language, namespace) => catalogs.get(namespace),
    load: (_language, namespaces) =>
      Promise.all(namespaces.map(download)).catch((error: unknown) => {
        // A client navigation cannot render without them: the server renders the page instead.
        console.error("UI strings could not be downloaded; loading the page from the server.", error);
        window.location.reload();
        return new Promise<never>(() => undefined);
      }),
    urls: () => urls,
    // The browser tests fail on any console error.
    missingKeys: process.env.NODE_ENV === "production" ? (problem) => console.error(problem) : "throw",
  };
  const initial = [...document.querySelectorAll<HTMLLinkElement>(`link[${CATALOG_LINK_ATTRIBUTE}]`)].map(
    (link) => link.getAttribute(CATALOG_LINK_ATTRIBUTE) as Namespace,
  );
  // Not source.load: a page whose own strings fail to arrive stays the server's HTML, unhydrated
  // but working as it does without JavaScript, rather than reloading again and again.
  return { language, source, ready: Promise.all(initial.map(download)) };
}
