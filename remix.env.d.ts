/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/node" />

import type { Language } from "~/i18n/languages";

// What server/index.mjs hands every loader and action (getLoadContext).
declare module "@remix-run/server-runtime" {
  interface AppLoadContext {
    /** The client's address: the socket's, or X-Forwarded-For's last hop with TRUST_PROXY. Null when unknown. */
    clientAddress: string | null;
    /**
     * The language of the page's content, from its path (app/i18n/language-builds.server.ts): what
     * FAQ entries, guides and legal texts to load. Links, forms and redirects need none of it.
     */
    language: Language;
  }
}

export {};
