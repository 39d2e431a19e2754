import type { ServerBuild } from "@remix-run/node";
import {
  PAGE_LANGUAGES,
  contentLanguage,
  languageInfo,
  languageOfPath,
  type Language,
  type PageLanguage,
} from "~/i18n/languages";
import { inMetaLanguage, type RouteHandle } from "~/i18n/page-language";
import { getConfig } from "~/lib/config.server";

export interface LanguageBuild {
  language: PageLanguage;
  /** The build this language's request handler serves. */
  build: ServerBuild;
  /** What its loaders and actions get in `context`, besides the client's address. */
  loadContext: { language: Language };
}

/**
 * The one place a request's language is decided (decision 019): server/index.mjs asks
 * `languageBuildFor` before Remix runs, and hands the request to that language's handler. All of
 * them serve the same build: the default language's as it is, every other one's under a router
 * basename, its prefix ("/es"). So each language's pages are the framework's own route tree
 * (flat routes, folders, layouts, every file convention) mounted once; route matching costs what
 * it does with one language; the router puts the prefix on every link, form, fetcher and redirect;
 * loaders read `context.language`, components usePageLanguage() (entry.server provides it) and
 * meta functions metaTranslator() (each language's copy of a route calls its meta in that language).
 * Routes whose handle says `languageNeutral` (files, feeds, probes) answer at their own path only.
 * The pseudo-language is mounted only with PSEUDO_LANGUAGE.
 */
export function languageBuilds(build: ServerBuild): LanguageBuild[] {
  const { pseudoLanguage } = getConfig();
  const neutral = (id: string) => Boolean((build.routes[id].module.handle as RouteHandle | undefined)?.languageNeutral);
  return PAGE_LANGUAGES.filter((language) => pseudoLanguage || !languageInfo(language).pseudo).map((language) => {
    const { prefix } = languageInfo(language);
    const ids = Object.keys(build.routes).filter((id) => !prefix || !neutral(id));
    return {
      language,
      build: {
        ...build,
        basename: prefix || undefined,
        routes: Object.fromEntries(ids.map((id) => [id, inLanguage(build.routes[id], language)])),
        assets: { ...build.assets, routes: Object.fromEntries(ids.map((id) => [id, build.assets.routes[id]])) },
      },
      loadContext: { language: contentLanguage(language) },
    };
  });
}

type ServerRoute = ServerBuild["routes"][string];

/** A route whose meta function runs in `language` (metaTranslator reads it; page-language.ts). */
function inLanguage(route: ServerRoute, language: PageLanguage): ServerRoute {
  const { meta } = route.module;
  if (typeof meta !== "function") return route;
  return { ...route, module: { ...route.module, meta: (args) => inMetaLanguage(language, () => meta(args)) } };
}

/** The language build a request path belongs to (the default language's unless it starts with another's prefix). */
export function languageBuildFor<T extends { language: PageLanguage }>(builds: readonly T[], pathname: string): T {
  const language = languageOfPath(
    pathname,
    builds.map((entry) => entry.language),
  );
  return builds.find((entry) => entry.language === language) ?? builds[0];
}
