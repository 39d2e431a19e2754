import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { browserStrings } from "~/i18n/browser-strings";
import { setStringsSource } from "~/i18n/page-language";

// The page's UI strings are files of its language, preloaded by the document: hydrate once they are here.
const strings = browserStrings();
setStringsSource(strings.source);

strings.ready.then(
  () =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <RemixBrowser />
        </StrictMode>,
      );
    }),
  (error: unknown) =>
    console.error("The page's UI strings could not be downloaded; it stays as the server sent it.", error),
);
