import type { AppLoadContext } from "@remix-run/node";
import { contentLanguage, languageOfPath } from "~/i18n/languages";

/**
 * What server/index.mjs hands a loader or action for this request: its content language from the
 * path (app/i18n/language-builds.server.ts) and the client's address.
 */
export function loadContextFor(request: Request, clientAddress: string | null = null): AppLoadContext {
  return { clientAddress, language: contentLanguage(languageOfPath(new URL(request.url).pathname)) };
}
