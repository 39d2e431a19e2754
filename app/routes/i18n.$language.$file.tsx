import type { LoaderFunctionArgs } from "@remix-run/node";
import { compiledCatalog, isNamespace } from "~/i18n/catalogs.server";
import { PAGE_LANGUAGES, type PageLanguage } from "~/i18n/languages";
import type { RouteHandle } from "~/i18n/page-language";
import { CACHE_CONTROL } from "~/lib/cache-policy.server";

/** A file, not a page: its path names its language. */
export const handle: RouteHandle = { languageNeutral: true };

const FILE = /^([a-z]+)\.([0-9a-f]{12})\.json$/;

/**
 * One language's namespace of UI strings, compiled (decision 019): /i18n/es/faq.<version>.json,
 * what the browser downloads before it hydrates a page that uses it (entry.client.tsx). The
 * version is the content's hash, so the file is kept for good by browsers and shared caches. A
 * page of an earlier release asking for an older version gets the current one, kept by nobody.
 */
export function loader({ params }: LoaderFunctionArgs) {
  const language = PAGE_LANGUAGES.find((candidate) => candidate === params.language) as PageLanguage | undefined;
  const [, namespace, version] = FILE.exec(params.file ?? "") ?? [];
  if (!language || !isNamespace(namespace)) throw new Response(null, { status: 404, statusText: "Not Found" });
  const catalog = compiledCatalog(language, namespace);
  return new Response(catalog.json, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": version === catalog.version ? CACHE_CONTROL.immutable : CACHE_CONTROL.none,
    },
  });
}
