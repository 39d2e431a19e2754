import type { MetaFunction } from "@remix-run/node";
import { NotFound } from "~/components/not-found";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { metaTranslator, type RouteHandle } from "~/i18n/page-language";
import { pageMeta } from "~/lib/meta";

// A page with nothing to enhance: no Remix runtime (issue 38).
export const handle: RouteHandle = { hydrate: false };

export const meta: MetaFunction = (args) => {
  const { t } = metaTranslator(args);
  return pageMeta(args.matches, {
    title: t("error.notFound.metaTitle"),
    description: t("error.notFound.metaDescription"),
    noindex: true,
  });
};

// Thrown, not rendered, so the answer is a 404. Not logged: the server's request log has it.
export async function loader() {
  throw new Response(null, { status: 404, statusText: "Not Found" });
}

// Never rendered (the loader always throws), but a route without a component is a resource
// route, which would send the empty 404 response instead of the page.
export default function NotFoundRoute() {
  return <NotFound />;
}

// Its own boundary, not the root's, so that this route's meta (noindex) goes with the 404.
export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
