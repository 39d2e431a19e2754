import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { ToastProvider } from "~/components/toaster";
import { LANGUAGES, languageInfo, pathInLanguage } from "~/i18n/languages";
import {
  CATALOG_LINK_ATTRIBUTE,
  CATALOG_URLS_ID,
  metaTranslator,
  namespacesOf,
  stringsSource,
  usePageLanguage,
  type RouteHandle,
} from "~/i18n/page-language";
import { TranslationProvider, useTranslation } from "~/i18n/use-translation";
import { getConfig, publicConfig } from "~/lib/config.server";
import { requestOrigin } from "~/lib/http.server";
import { helpCenterName } from "~/lib/meta";
import { useNonce } from "~/components/nonce";
import { InlineScript, usePageRunsReact } from "~/components/page-scripts";
import { OFFER_SPANISH } from "~/lib/inline-scripts.server";
import { useSiteName } from "~/components/use-site-name";
import type { RootLoaderData } from "~/root-data";
import stylesheet from "~/tailwind.css";

export const handle: RouteHandle = { i18n: ["common"] };

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.ico", sizes: "any" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction = (args) => [
  { title: helpCenterName(args.matches) },
  { name: "description", content: metaTranslator(args).t("site.description") },
];

// The landing page is served from a pool of rendered variants keyed by the request headers this
// loader reads (landing-pool.server.ts, poolKey; decision 014). Anything it starts to read from the
// request (a header, a cookie, the query) must join that key, or "/" serves a page rendered for
// another request: tests/unit/root-loader-pool-key.test.ts fails when the two drift apart. (The
// language comes from the path, which the pool fixes: it keeps only "/".)
export async function loader({ request }: LoaderFunctionArgs): Promise<RootLoaderData> {
  const config = getConfig();
  return {
    config: publicConfig(config),
    origin: requestOrigin(request, config),
  };
}

/** The document shell, shared by pages and error screens. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <TranslationProvider>
      <Document>{children}</Document>
    </TranslationProvider>
  );
}

function Document({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<RootLoaderData>("root");
  // The path as the routes know it, without the language's prefix (the router's basename).
  const { pathname, search } = useLocation();
  const siteName = useSiteName();
  const { t, language } = useTranslation();
  const origin = rootData?.origin;
  // A reading page loads no Remix runtime (issue 38): no scripts, no UI strings for the browser.
  const runsReact = usePageRunsReact();
  // The page's own URL, and each published language's version of it; the default language's for
  // everyone else. Never for the pseudo-language, which is not published.
  const versions = origin
    ? [
        ...LANGUAGES.map((hrefLang) => ({ hrefLang, href: `${origin}${pathInLanguage(pathname, hrefLang)}${search}` })),
        { hrefLang: "x-default", href: `${origin}${pathInLanguage(pathname, LANGUAGES[0])}${search}` },
      ]
    : [];

  return (
    <html lang={languageInfo(language).lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {origin ? <link rel="canonical" href={`${origin}${pathInLanguage(pathname, language)}${search}`} /> : null}
        {languageInfo(language).pseudo
          ? null
          : versions.map((version) => (
              <link key={version.hrefLang} rel="alternate" hrefLang={version.hrefLang} href={version.href} />
            ))}
        {runsReact ? <CatalogFiles /> : null}
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:absolute focus:left-4 focus:top-4"
        >
          {t("shell.skipToMain")}
        </a>
        {language === LANGUAGES[0] ? <SpanishOffer /> : null}
        <ToastProvider>
          <SiteHeader siteName={siteName} />
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          <SiteFooter siteName={siteName} />
        </ToastProvider>
        {runsReact ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

/**
 * The page's UI strings as files (decision 019): a preload link for each catalog the page's routes
 * declare, which entry.client awaits before hydrating, and every catalog of the page's language by
 * name, for the pages a client navigation reaches later. The files' names change with their
 * content, so browsers and shared caches keep them for good.
 */
function CatalogFiles() {
  const nonce = useNonce();
  const language = usePageLanguage();
  const urls = stringsSource().urls(language);
  return (
    <>
      {namespacesOf(useMatches()).map((namespace) => (
        <link
          key={namespace}
          rel="preload"
          as="fetch"
          crossOrigin="anonymous"
          href={urls[namespace]}
          {...{ [CATALOG_LINK_ATTRIBUTE]: namespace }}
        />
      ))}
      {/* Data, never run; a page's every script tag still carries its nonce. "<" escaped: no "</script>" can end it. */}
      <script
        type="application/json"
        id={CATALOG_URLS_ID}
        nonce={nonce}
        dangerouslySetInnerHTML={{ __html: JSON.stringify(urls).replace(/</g, "\\u003c") }}
      />
    </>
  );
}

/**
 * One line for a browser that prefers Spanish, on English pages only. It is decided in the
 * browser after hydration, never by the server from Accept-Language: the page (and any cache's
 * copy of it) stays the same for everyone, crawlers and shared links are never redirected, and
 * nothing is remembered (docs/product.md §D9). A reading page, which React does not run, sends the
 * line hidden and decides it with an inline script.
 */
function SpanishOffer() {
  const { pathname, search } = useLocation();
  const { t } = useTranslation();
  const runsReact = usePageRunsReact();
  const [prefersSpanish, setPrefersSpanish] = useState(false);
  useEffect(() => {
    const preferred = navigator.languages?.length ? navigator.languages : [navigator.language];
    const first = preferred.find((tag) => /^(en|es)\b/i.test(tag));
    setPrefersSpanish(Boolean(first && /^es\b/i.test(first)));
  }, []);
  if (runsReact && !prefersSpanish) return null;
  const offer = (
    <p
      lang="es"
      hidden={!runsReact}
      data-language-offer=""
      className="bg-brand-50 px-4 py-2 text-center text-sm text-slate-800"
    >
      {t("language.offer")}{" "}
      <a
        href={`${pathInLanguage(pathname, "es")}${search}`}
        hrefLang="es"
        data-reload-document=""
        className="font-semibold text-brand-800 underline"
      >
        {t("language.offerLink")}
      </a>
    </p>
  );
  return runsReact ? (
    offer
  ) : (
    <>
      {offer}
      <InlineScript source={OFFER_SPANISH} />
    </>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
