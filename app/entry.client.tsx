import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { FALLBACK_STRINGS_ID, FallbackStringsContext } from "~/i18n/use-translation";

// Present only in a document the server rendered without the root loader's data (an error page).
const fallbackStrings = document.getElementById(FALLBACK_STRINGS_ID)?.textContent;

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <FallbackStringsContext.Provider value={fallbackStrings ? JSON.parse(fallbackStrings) : null}>
        <RemixBrowser />
      </FallbackStringsContext.Provider>
    </StrictMode>,
  );
});
