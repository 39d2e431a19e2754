import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { ToastProvider } from "~/components/toaster";
import { englishPath, languageOfPath, pathInLanguage, sitePath, type Language } from "~/i18n/languages";
import { stringsFor } from "~/i18n/strings.server";
import { translatorFromMatches } from "~/i18n/translate";
import { FallbackStrings, TranslationProvider, useTranslation } from "~/i18n/use-translation";
import { getConfig, publicConfig } from "~/lib/config.server";
import { requestOrigin } from "~/lib/http.server";
import { helpCenterNameFrom } from "~/lib/meta";
import { useNonce } from "~/components/nonce";
import { useSiteName } from "~/components/use-site-name";
import type { RootLoaderData } from "~/root-data";
import stylesheet from "~/tailwind.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.ico", sizes: "any" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction = ({ matches, location }) => [
  { title: helpCenterNameFrom(matches) },
  {
    name: "description",
    content: translatorFromMatches(matches, languageOfPath(location.pathname)).t("site.description"),
  },
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
    strings: stringsFor(request, "common"),
  };
}

/** The document shell, shared by pages and error screens. */
export function Layout({ children }: { children: ReactNode }) {
  const location = useLocation();
  return (
    <TranslationProvider>
      <Document language={languageOfPath(location.pathname)}>{children}</Document>
    </TranslationProvider>
  );
}

function Document({ language, children }: { language: Language; children: ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<RootLoaderData>("root");
  const location = useLocation();
  const siteName = useSiteName();
  const { t } = useTranslation();
  const origin = rootData?.origin;
  const canonical = origin ? `${origin}${sitePath(location.pathname)}${location.search}` : undefined;
  // Each page names its other-language version; English is the default for other languages.
  const alternates = origin
    ? (["en", "es"] as const).map((lang) => ({
        hrefLang: lang,
        href: `${origin}${pathInLanguage(location.pathname, lang)}${location.search}`,
      }))
    : [];

  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {canonical ? <link rel="canonical" href={canonical} /> : null}
        {alternates.map((alternate) => (
          <link key={alternate.hrefLang} rel="alternate" hrefLang={alternate.hrefLang} href={alternate.href} />
        ))}
        {origin ? (
          <link
            rel="alternate"
            hrefLang="x-default"
            href={`${origin}${englishPath(location.pathname)}${location.search}`}
          />
        ) : null}
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:absolute focus:left-4 focus:top-4"
        >
          {t("shell.skipToMain")}
        </a>
        {language === "en" ? <SpanishOffer /> : null}
        <ToastProvider>
          <SiteHeader siteName={siteName} />
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          <SiteFooter siteName={siteName} />
        </ToastProvider>
        <FallbackStrings />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * One line for a browser that prefers Spanish, on English pages only. It is decided in the
 * browser after hydration, never by the server from Accept-Language: the page (and any cache's
 * copy of it) stays the same for everyone, crawlers and shared links are never redirected, and
 * nothing is remembered (docs/product.md §D9).
 */
function SpanishOffer() {
  const { pathname, search } = useLocation();
  const { t } = useTranslation();
  const [prefersSpanish, setPrefersSpanish] = useState(false);
  useEffect(() => {
    const preferred = navigator.languages?.length ? navigator.languages : [navigator.language];
    const first = preferred.find((tag) => /^(en|es)\b/i.test(tag));
    setPrefersSpanish(Boolean(first && /^es\b/i.test(first)));
  }, []);
  if (!prefersSpanish) return null;
  return (
    <p lang="es" className="bg-brand-50 px-4 py-2 text-center text-sm text-slate-800">
      {t("language.offer")}{" "}
      <a
        href={`${pathInLanguage(pathname, "es")}${search}`}
        hrefLang="es"
        className="font-semibold text-brand-800 underline"
      >
        {t("language.offerLink")}
      </a>
    </p>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
