import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { ToastProvider } from "~/components/toaster";
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

export const meta: MetaFunction = ({ matches }) => [
  { title: helpCenterNameFrom(matches) },
  { name: "description", content: "Independent parcel-tracking help." },
];

// The landing page is served from a pool of rendered variants keyed by the request headers this
// loader reads (landing-pool.server.ts, poolKey; decision 014). Anything it starts to read from the
// request (a header, a cookie, the query) must join that key, or "/" serves a page rendered for
// another request: tests/unit/root-loader-pool-key.test.ts fails when the two drift apart.
export async function loader({ request }: LoaderFunctionArgs): Promise<RootLoaderData> {
  const config = getConfig();
  return {
    config: publicConfig(config),
    origin: requestOrigin(request, config),
  };
}

/** The document shell, shared by pages and error screens. */
export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<RootLoaderData>("root");
  const location = useLocation();
  const siteName = useSiteName();
  const canonical = rootData ? `${rootData.origin}${location.pathname}${location.search}` : undefined;

  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {canonical ? <link rel="canonical" href={canonical} /> : null}
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:absolute focus:left-4 focus:top-4"
        >
          Skip to main content
        </a>
        <ToastProvider>
          <SiteHeader siteName={siteName} />
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          <SiteFooter siteName={siteName} />
        </ToastProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
