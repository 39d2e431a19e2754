import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { browserStrings } from "~/i18n/browser-strings";
import { PageLanguageProvider, setMetaLanguage, setStringsSource } from "~/i18n/page-language";

// The page's UI strings are files of its language, preloaded by the document: hydrate once they are here.
const strings = browserStrings();
setStringsSource(strings.source);
// The document's language, the router's basename, for its whole life (the switch loads a new one).
setMetaLanguage(strings.language);

strings.ready.then(
  () =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <PageLanguageProvider value={strings.language}>
            <RemixBrowser />
          </PageLanguageProvider>
        </StrictMode>,
      );
    }),
  (error: unknown) =>
    console.error("The page's UI strings could not be downloaded; it stays as the server sent it.", error),
);
